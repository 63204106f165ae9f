import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme.json` in process: input like a token file (a key written twice is refused with both
/// places, reading is linear in its size, a file past the size limit is never read whole), and a
/// project brand that hides a folder of `tokens/` is a warning naming both. Finding the file
/// from the working folder is the binary's (`CLITests/ProjectFileChoiceTests`).
@Suite struct ProjectFileTests {
  /// A folder holding the shipped brands in `tokens/` and `config` as its sptheme.json.
  static func project(_ config: String) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(atPath: BrandFiles.tokens, toPath: folder + "/tokens")
    try BrandFiles.write(config, to: folder + "/sptheme.json")
    return folder
  }

  /// `check` as run in the project's folder: its sptheme.json and its tokens folder.
  static func check(in folder: String, _ shell: ShellCheck = ShellCheck(noContrast: true))
    -> ShellCheck
  {
    var shell = shell
    shell.config = folder + "/sptheme.json"
    shell.tokens = folder + "/tokens"
    return shell
  }

  @Test func aProjectBrandHidingATokensFolderIsAWarning() throws {
    let folder = try Self.project(
      #"{ "brands": { "fieldnote": { "resolver": "tokens/studio/studio.resolver.json" } } }"#)
    defer { BrandFiles.remove(folder) }
    let check = Self.check(in: folder)(["fieldnote"])
    #expect(
      check.stdout.contains(
        "warning: the project's brand 'fieldnote' hides the folder \(folder)/tokens/fieldnote; every command uses the brand of sptheme.json (\(folder)/tokens/studio/studio.resolver.json) [config/shadows-folder]"
      ), "\(check.stdout)")
    // An entry that points into the folder of its name hides nothing.
    let same = try Self.project(
      #"{ "brands": { "fieldnote": { "resolver": "tokens/fieldnote" } } }"#)
    defer { BrandFiles.remove(same) }
    let quiet = Self.check(in: same)(["fieldnote"])
    #expect(quiet.report.brands.count == 1)
    #expect(!quiet.stdout.contains("config/shadows-folder"), "\(quiet.stdout)")
  }

  @Test func duplicateKeysAreRefused() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let path = folder + "/sptheme.json"
    try FileManager.default.copyItem(
      atPath: BrandFiles.hostile + "/duplicate-keys.sptheme.json", toPath: path)
    let project = ProjectFile(contentsOf: path)
    #expect(project.hasErrors, "every command refuses it")
    let text = BrandFiles.findings(project)
    #expect(
      text.contains(
        "sptheme.json:4:5: error: 'acme' is written twice in the same object; only the second one would count [config/duplicate-key]"
      ), "\(text.prefix(1200))")
    #expect(text.contains("first written here (\(path):3:5)"), "\(text.prefix(1200))")
    #expect(text.contains("sptheme.json:7:3: error: 'outputs' is written twice in the same object"))
  }

  /// 16,000 role entries: reading located each member with a scan of the whole file (4,000 took
  /// 40 s in a debug build, 16,000 several minutes); now well under a second. The test holds no
  /// stopwatch (times belong to `make bench`).
  @Test func sixteenThousandRolesReadInLinearTime() throws {
    let roles = (0..<16_000).map { "\"color.r\($0)\": \"{color.x\($0)}\"" }
    let folder = try Self.project(
      """
      { "brands": { "acme": { "resolver": "tokens/studio/studio.resolver.json",
        "roles": { \(roles.joined(separator: ",\n")) } } } }
      """)
    defer { BrandFiles.remove(folder) }
    let result = Self.check(in: folder, ShellCheck(maxErrors: 0, noContrast: true))(["acme"])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("'color.r15999' is not an SPTheme role"),
      "\(result.stdout.suffix(600))")
  }

  /// An 8 GB file (sparse, so the test takes no disk) is refused by its size, before a byte of
  /// it is read, as the project file and as a token file with a code frame to print.
  @Test(arguments: ["sptheme.json", "huge.tokens.json"])
  func aFileOverTheLimitIsNeverReadWhole(_ name: String) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let path = folder + "/" + name
    try BrandFiles.write(#"{ "brands": {} }"#, to: path)
    #expect(truncate(path, 8 << 30) == 0)
    if name == "sptheme.json" {
      let project = ProjectFile(contentsOf: path)
      #expect(project.hasErrors, "the shell refuses it")
      #expect(
        BrandFiles.findings(project).contains("8589934592"), "\(BrandFiles.findings(project))")
    } else {
      let result = ShellCheck(noContrast: true)([path])
      #expect(result.status == 2 || result.status == 1, "\(result.stderr.prefix(600))")
      #expect(
        (result.stdout + result.stderr).contains("8589934592"), "\(result.stdout.prefix(600))")
    }
  }
}
