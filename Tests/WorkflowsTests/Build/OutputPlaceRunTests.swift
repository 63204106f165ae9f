import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Where `BuildRun` and `MigrateRun` may write: inside the project (links followed), never
/// inside `.git/`, over a brand's input or over a program, with nothing written when any output
/// is refused (`Tests/Fixtures/hostile/outputs-escape.sptheme.json`,
/// `set-traversal.studio-export.json`).
@Suite struct OutputPlaceRunTests {
  static let hostile = TestPaths.packageRoot + "/Tests/Fixtures/hostile"

  /// A project in `root/project` holding studio, a git folder, a committed link to the folder
  /// above and an executable script, with the hostile sptheme.json (its outputs made absolute
  /// in the project, lines and columns as they were).
  static func project() throws -> (root: String, project: String) {
    let root = try TestPaths.temporaryFolder()
    let project = root + "/project"
    let manager = FileManager.default
    try manager.createDirectory(atPath: project + "/tokens", withIntermediateDirectories: true)
    try manager.copyItem(
      atPath: ExportFixture.tokens + "/studio", toPath: project + "/tokens/studio")
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
      atPath: hostile + "/outputs-escape.sptheme.json", toPath: project + "/sptheme.json")
    try BuildFixture.absoluteOutputs(in: project)
    return (root, project)
  }

  /// Each refused output: its line in the project file and what is said (after the path).
  static let refusals: [(line: Int, out: String, message: String)] = [
    (2, "../escaped.css", "it is outside the project ("),
    (3, "/tmp/sptheme-absolute-escape.css", "it is outside the project ("),
    (4, "committed-link/through-link.css", "it is outside the project ("),
    (5, ".git/config", "it is inside .git/, which belongs to git"),
    (6, "tokens/studio/palette.tokens.json", "it is an input of a brand"),
    (7, "tools/release.sh", "it is an executable file"),
    (8, "sptheme.json", "it is an input of a brand"),
    (9, "tokens", "it holds "),
  ]

  /// The finding's text for a refusal, as the build prints it.
  static func refusal(_ item: (line: Int, out: String, message: String), in project: String)
    -> (place: String, message: String)
  {
    let out = item.out.hasPrefix("/") ? item.out : project + "/" + item.out
    return ("\(project)/sptheme.json:\(item.line):", "refused to write \(out): \(item.message)")
  }

  @Test func everyEscapeIsRefusedAtItsOutAndNothingIsWritten() throws {
    let (root, project) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let before = try String(
      contentsOfFile: project + "/tokens/studio/palette.tokens.json", encoding: .utf8)
    let report = BuildFixture.run(project).run()
    #expect(report.exitCode == 1 && report.stopped)
    #expect(report.findings.filter { $0.rule.id == "build/output-place" }.count == 8)
    let said = BuildFixture.text(report, .error)
    let lines = said.split(separator: "\n")
    for item in Self.refusals {
      let (place, message) = Self.refusal(item, in: project)
      #expect(
        lines.contains { $0.hasPrefix(place) && $0.contains(message) },
        "no '\(place) … \(message)' in:\n\(said.prefix(3000))")
    }
    #expect(said.contains("[build/output-place]"))
    #expect(said.hasSuffix("nothing was written"))
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
  @Test func allowingOutsideWidensOnlyThePlace() throws {
    let (root, project) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = BuildFixture.run(project, allowOutside: true).run()
    #expect(report.exitCode == 1)
    let said = BuildFixture.text(report, .error)
    #expect(!said.contains("outside the project"), "\(said.prefix(2000))")
    for item in Self.refusals.dropFirst(3) {
      #expect(said.contains(Self.refusal(item, in: project).message), "\(said.prefix(2000))")
    }
  }

  /// Set names of a Tokens Studio export are paths made safe once: `../../../victim` stays
  /// below the export's folder.
  @Test func migrateKeepsSetsBelowTheExportsFolder() throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/a/b/c"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.hostile + "/set-traversal.studio-export.json", toPath: folder + "/export.json")
    let report = MigrateRun(path: folder + "/export.json", write: true, force: true).run()
    #expect(report.exitCode == 0, "\(MigrateTextWriter().lines(report))")
    #expect(!FileManager.default.fileExists(atPath: root + "/a/victim.tokens.json"))
    #expect(FileManager.default.fileExists(atPath: folder + "/export/__/__/__/victim.tokens.json"))
    // What was written leaves the folder readable to the commands that list brands.
    let listing = ListRun(catalog: ProjectCheck.catalog(folder: folder)).run()
    #expect(ListTextWriter.text(listing).contains("built-in brands: "))
  }
}
