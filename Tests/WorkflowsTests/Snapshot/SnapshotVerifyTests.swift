import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `snapshot --verify DIR` in process: fresh references pass; a changed, a missing and an
/// orphaned reference are each reported, in the text, the JUnit file and the report page; each
/// record mode writes what it says, and only `--prune` removes an orphan.
@Suite struct SnapshotVerifyTests {
  static func verify(
    _ folder: String, record: SnapshotRecordMode = .never, prune: Bool = false,
    junit: String? = nil
  ) throws -> SnapshotRunReport {
    try SnapshotFixture.run(
      ["studio"], blocks: [.signIn],
      mode: .verify(.init(folder: folder, record: record, prune: prune, junitFile: junit))
    ).run()
  }

  @Test func verifyPassesOnFreshSnapshotsAndReportsEveryKindOfDifference() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let count = BlockKind.signIn.catalogue.count * 2
    let written = try SnapshotFixture.run(
      ["studio"], blocks: [.signIn], mode: .write(folder: folder)
    ).run()
    #expect(written.exitCode == 0)
    // Under CI nothing is recorded.
    #expect(try SnapshotRecordMode.fromEnvironment(["CI": "1"]) == .never)
    let clean = try Self.verify(folder)
    #expect(clean.exitCode == 0, "\(SnapshotFixture.lines(clean))")
    #expect(
      SnapshotFixture.lines(clean) == [
        "\(count) snapshots checked: 0 changed, 0 missing, 0 orphaned"
      ]
    )

    // Change a color in a reference, drop one, and leave one no state renders.
    let scene = folder + "/sign-in.invalid.studio.light.large.scene.json"
    try SnapshotFixture.edit(scene, replacing: "\"hex\": \"#0066cc\"", with: "\"hex\": \"#0060df\"")
    try FileManager.default.removeItem(atPath: folder + "/sign-in.rest.studio.dark.large.html")
    try "old".write(
      toFile: folder + "/sign-in.gone.studio.light.large.html", atomically: true, encoding: .utf8)
    let junit = folder + "/junit.xml"
    let result = try Self.verify(folder, junit: junit)
    #expect(result.exitCode == 1)
    let text = SnapshotFixture.lines(result, verbose: true).joined(separator: "\n") + "\n"
    #expect(text.contains("changed: sign-in.invalid.studio.light.large (scene.json)"))
    #expect(
      text.contains(
        "  sign-in.invalid.studio.light.large: submit.background #0060df (accent ← palette.blue.700) → #0066cc (accent ← palette.blue.700)\n"
      ), "\(text)")
    #expect(
      text.contains(
        "\n    -                  \"hex\": \"#0060df\",\n    +                  \"hex\": \"#0066cc\",\n"
      ))
    #expect(
      text.contains(
        "missing: sign-in.rest.studio.dark.large (html)\n  sign-in.rest.studio.dark.large: no reference html\n"
      ))
    #expect(text.contains("orphaned: sign-in.gone.studio.light.large (html)"))
    #expect(text.hasSuffix("\(count) snapshots checked: 1 changed, 1 missing, 1 orphaned\n"))
    #expect(try SnapshotFixture.verified(result).reportPath == folder + "/report.html")
    #expect(FileManager.default.fileExists(atPath: folder + "/report.html"))
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/sign-in.rest.studio.dark.large.html"),
      "--record never records nothing")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"failures="3""#))
    let report = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
    #expect(report.contains("srcdoc=\"&lt;!DOCTYPE html&gt;"))

    // Record what failed: the next run passes except for the orphan, which only --prune removes.
    let recorded = try Self.verify(folder, record: .failed)
    #expect(recorded.exitCode == 1)
    #expect(
      SnapshotFixture.lines(recorded).contains { $0.hasPrefix("recorded 2 (--record failed)") })
    #expect(try SnapshotRecordMode.fromEnvironment(["SPTHEME_RECORD": "all"]) == .all)
    let all = try Self.verify(folder, record: .all)
    #expect(all.exitCode == 1)
    #expect(
      SnapshotFixture.lines(all, verbose: true).contains(
        "orphaned: sign-in.gone.studio.light.large (html)"))
    #expect(
      try String(contentsOfFile: folder + "/sign-in.gone.studio.light.large.html", encoding: .utf8)
        == "old",
      "--record all keeps orphans")
    let again = try Self.verify(folder, record: .all, prune: true)
    #expect(again.exitCode == 1)
    #expect(
      SnapshotFixture.lines(again).contains(
        "removed 1 orphaned reference (--prune): sign-in.gone.studio.light.large"))
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/sign-in.gone.studio.light.large.html"))
    #expect(try SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
    let last = try Self.verify(folder)
    #expect(last.exitCode == 0, "\(SnapshotFixture.lines(last))")
  }
}
