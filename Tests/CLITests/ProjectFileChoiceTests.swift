import Foundation
import Testing

/// Which project file and which brand a command uses is never a surprise: a `sptheme.json` found
/// above the working folder is named, and a project brand that hides a folder of `tokens/` is a
/// warning naming both.
@Suite struct ProjectFileChoiceTests {
  @Test func aProjectFileFoundAboveIsNamed() throws {
    let folder = try BuildCommandTests.project(#"{ "brands": {} }"#)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/App/Views", withIntermediateDirectories: true)
    let below = try CLIRunner.run(["list"], in: folder + "/App/Views")
    #expect(below.status == 0, "\(below.stderr)")
    #expect(
      below.stderr.contains(
        "note: using the project file ../../sptheme.json (found above this folder)"),
      "\(below.stderr)")
    // In the project's own folder there is nothing to say.
    let beside = try CLIRunner.run(["list"], in: folder)
    #expect(!beside.stderr.contains("note: using the project file"), "\(beside.stderr)")
  }

  @Test func aProjectBrandHidingATokensFolderIsAWarning() throws {
    let folder = try BuildCommandTests.project(
      #"{ "brands": { "fieldnote": { "resolver": "tokens/studio/studio.resolver.json" } } }"#)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let check = try CLIRunner.run(["check", "fieldnote", "--no-contrast"], in: folder)
    #expect(
      check.stdout.contains(
        "warning: the project's brand 'fieldnote' hides the folder tokens/fieldnote; every command uses the brand of sptheme.json (tokens/studio/studio.resolver.json) [config/shadows-folder]"
      ), "\(check.stdout)")
    // An entry that points into the folder of its name hides nothing.
    let same = try BuildCommandTests.project(
      #"{ "brands": { "fieldnote": { "resolver": "tokens/fieldnote" } } }"#)
    defer { try? FileManager.default.removeItem(atPath: same) }
    let quiet = try CLIRunner.run(["check", "fieldnote", "--no-contrast"], in: same)
    #expect(!quiet.stdout.contains("config/shadows-folder"), "\(quiet.stdout)")
  }
}
