import Foundation
import TestSupport
import Testing

/// Where `build` and `migrate --write` may write: inside the project (links followed), never
/// inside `.git/`, over a brand's input or over a program, with nothing written when any
/// output is refused (`Tests/Fixtures/hostile/outputs-escape.sptheme.json`,
/// `set-traversal.studio-export.json`).
@Suite struct OutputPlaceTests {
  /// A project in `root/project` holding studio, a git folder, a committed link to the folder
  /// above and an executable script, with the hostile sptheme.json.
  static func project() throws -> (root: String, project: String) {
    let root = try TestPaths.temporaryFolder()
    let project = root + "/project"
    let manager = FileManager.default
    try manager.createDirectory(atPath: project + "/tokens", withIntermediateDirectories: true)
    try manager.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: project + "/tokens/studio")
    try manager.createDirectory(atPath: project + "/.git", withIntermediateDirectories: true)
    try "[core]\n".write(toFile: project + "/.git/config", atomically: true, encoding: .utf8)
    try manager.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: project + "/committed-link", withDestinationPath: "../outside")
    try manager.createDirectory(atPath: project + "/tools", withIntermediateDirectories: true)
    try "#!/bin/sh\necho release\n".write(
      toFile: project + "/tools/release.sh", atomically: true, encoding: .utf8)
    try manager.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: project + "/tools/release.sh")
    try manager.copyItem(
      atPath: HostileCorpusTests.folder + "/outputs-escape.sptheme.json",
      toPath: project + "/sptheme.json")
    return (root, project)
  }

  static let refusals: [(line: Int, message: String)] = [
    (2, "refused to write ../escaped.css: it is outside the project ("),
    (3, "refused to write /tmp/sptheme-absolute-escape.css: it is outside the project ("),
    (4, "refused to write committed-link/through-link.css: it is outside the project ("),
    (5, "refused to write .git/config: it is inside .git/, which belongs to git"),
    (6, "refused to write tokens/studio/palette.tokens.json: it is an input of a brand"),
    (7, "refused to write tools/release.sh: it is an executable file"),
    (8, "refused to write sptheme.json: it is an input of a brand"),
    (9, "refused to write tokens: it holds "),
  ]

  @Test func everyEscapeIsRefusedAtItsOutAndNothingIsWritten() throws {
    let (root, project) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let before = try String(
      contentsOfFile: project + "/tokens/studio/palette.tokens.json", encoding: .utf8)
    let result = try CLIRunner.run(["build"], in: project, hangLimit: 120)
    #expect(result.status == 1, "exit \(result.status): \(result.stderr.prefix(1500))")
    for refusal in Self.refusals {
      #expect(
        result.stderr.contains("sptheme.json:\(refusal.line):")
          && result.stderr.contains(refusal.message),
        "no '\(refusal.message)' in:\n\(result.stderr.prefix(3000))")
    }
    #expect(result.stderr.contains("[build/output-place]"))
    #expect(result.stderr.contains("nothing was written"))
    let manager = FileManager.default
    #expect(!manager.fileExists(atPath: root + "/escaped.css"))
    #expect(!manager.fileExists(atPath: root + "/outside/through-link.css"))
    #expect(!manager.fileExists(atPath: "/tmp/sptheme-absolute-escape.css"))
    #expect(!manager.fileExists(atPath: project + "/web/studio.css"))
    #expect(try String(contentsOfFile: project + "/.git/config", encoding: .utf8) == "[core]\n")
    #expect(
      try String(contentsOfFile: project + "/tools/release.sh", encoding: .utf8)
        == "#!/bin/sh\necho release\n")
    #expect(
      try String(contentsOfFile: project + "/tokens/studio/palette.tokens.json", encoding: .utf8)
        == before)
  }

  /// `--allow-outside-outputs` widens the place, and only the place.
  @Test func theFlagWidensOnlyThePlace() throws {
    let (root, project) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try CLIRunner.run(
      ["build", "--allow-outside-outputs"], in: project, hangLimit: 120)
    #expect(result.status == 1)
    #expect(!result.stderr.contains("outside the project"), "\(result.stderr.prefix(2000))")
    for refusal in Self.refusals.dropFirst(3) {
      #expect(result.stderr.contains(refusal.message), "\(result.stderr.prefix(2000))")
    }
  }

  /// A new output gets the default mode, whatever file was there before it.
  @Test func aNewOutputHasTheDefaultMode() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder + "/tokens/studio")
    try #"{ "outputs": [{ "format": "css", "brand": "studio", "out": "web/studio.css" }] }"#.write(
      toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["build"], in: folder, hangLimit: 120)
    #expect(result.status == 0, "\(result.stderr.prefix(1000))")
    let mode =
      try FileManager.default.attributesOfItem(atPath: folder + "/web/studio.css")[
        .posixPermissions] as? Int
    #expect(mode.map { $0 & 0o111 } == 0, "mode \(String(mode ?? 0, radix: 8))")
  }

  /// Set names of a Tokens Studio export are paths made safe once: `../../../victim` stays
  /// below the export's folder.
  @Test func migrateKeepsSetsBelowTheExportsFolder() throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/a/b/c"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: HostileCorpusTests.folder + "/set-traversal.studio-export.json",
      toPath: folder + "/export.json")
    let result = try CLIRunner.run(["migrate", "export.json", "--write", "--force"], in: folder)
    #expect(result.status == 0, "exit \(result.status): \(result.stderr.prefix(1000))")
    #expect(!FileManager.default.fileExists(atPath: root + "/a/victim.tokens.json"))
    #expect(FileManager.default.fileExists(atPath: folder + "/export/__/__/__/victim.tokens.json"))
    let check = try CLIRunner.run(["list"], in: folder)
    #expect(check.status == 0)
  }
}
