import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `snapshot --verify` in process groups changed snapshots under the role changes that explain
/// them (the roles recorded in `roles.json` beside the references against today's), then the
/// changes no role explains, and counts those that differ in bytes only in one line.
@Suite(.tags(.heavy)) struct SnapshotCausesRunTests {
  /// One change made to a copy of folio's tokens or references, and the lines verify prints.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// A file under the copy (`tokens/…` or `refs/…`), the text replaced and its replacement.
    var file: String
    var old: String
    var new: String
    /// Lines the output holds, `FOLDER` standing for the copy; one ending in `: ` is a prefix.
    var lines: [String]
  }

  static let cases: [Case] = [
    Case(
      testDescription: "the accent of light", file: "tokens/folio/light.tokens.json",
      old: "{palette.teal.700}", new: "{palette.teal.950}",
      lines: ["  color.accent #1d5f66 → #0e201f (FOLDER/tokens/folio/light.tokens.json:35:5): "]),
    Case(
      testDescription: "a radius of both appearances", file: "tokens/folio/base.tokens.json",
      old: #""$value": { "value": 8, "unit": "px" }"#,
      new: #""$value": { "value": 10, "unit": "px" }"#,
      lines: [
        #"  radius.md {"value":8,"unit":"px"} → {"value":10,"unit":"px"} (FOLDER/tokens/folio/base.tokens.json:56:5): "#
      ]),
    Case(
      testDescription: "the markup of one reference",
      file: "refs/sign-in.rest.folio.light.large.html", old: "<main class=\"sp-screen\"",
      new: "<main class=\"sp-screen sp-edited\"",
      lines: [
        "1 changed snapshot, by cause:", "  no role change explains:",
        "    renderer (the drawing changed, the scene did not): 1 snapshot of folio in 1 block, light only",
      ]),
    Case(
      testDescription: "the copy of one reference",
      file: "refs/sign-in.rest.folio.dark.large.scene.json", old: #""text": "Sign in""#,
      new: #""text": "Sign on""#,
      lines: ["    copy (text changed): 1 snapshot of folio in 1 block, dark only"]),
  ]

  @Test(arguments: cases) func oneChangeReadsAsOneCause(_ change: Case) throws {
    let folder = try SnapshotFixture.folioCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SnapshotFixture.edit(folder + "/" + change.file, replacing: change.old, with: change.new)
    let report = try SnapshotFixture.verifyFolio(folder)
    #expect(report.exitCode == 1, "\(SnapshotTextWriter().errorLines(report))")
    let lines = SnapshotFixture.lines(report)
    #expect(lines.count < 20, "\(lines)")
    for line in change.lines {
      let expected = line.replacingOccurrences(of: "FOLDER", with: folder)
      #expect(
        lines.contains {
          $0 == expected || (expected.hasSuffix(": ") && $0.hasPrefix(expected))
        }, "\(expected)\nnot in\n\(lines.joined(separator: "\n"))")
    }
    // --verbose lists every snapshot under its cause, and every diff.
    let verbose = SnapshotFixture.lines(report, verbose: true)
    #expect(verbose.contains { $0.hasPrefix("      sign-in.") || $0.hasPrefix("      login.") })
    #expect(verbose.count > lines.count)
  }

  /// The accent's cause counts the snapshots it explains, and those in bytes only are counted
  /// in their line, as many as the results hold.
  @Test func theCountsAreThoseOfTheResults() throws {
    let folder = try SnapshotFixture.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let results = try ResultsReview.load(folder + "/res", project: NSTemporaryDirectory()).results
    let accent = try #require(results.causes.groups.first { $0.isNamed(by: "color.accent") })
    let changed = results.comparison.count(.changed)
    #expect(changed == accent.names.count + results.causes.bytesOnly.count)
    let lines = SnapshotFixture.lines(try SnapshotFixture.verifyFolio(folder))
    #expect(lines.first == "\(changed) changed snapshots, by cause:")
    let blocks = Set(accent.names.map(\.block)).count
    #expect(
      lines.contains {
        $0.hasSuffix(": \(accent.names.count) snapshots of folio in \(blocks) blocks, light only")
      }, "\(lines)")
    #expect(
      lines.contains(
        "  \(results.causes.bytesOnly.count) snapshots differ in bytes only (the scene and the drawing are the same)"
      ))
  }

  /// Recording again keeps today's roles, so the next verify has nothing to explain.
  @Test func recordingAgainRecordsTheRoles() throws {
    let folder = try SnapshotFixture.folioCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let roles = folder + "/refs/roles.json"
    let before = try String(contentsOfFile: roles, encoding: .utf8)
    #expect(before.contains(#""color.accent": {"#))
    try SnapshotFixture.changeFolioAccent(folder)
    let record = try SnapshotFixture.verifyFolio(folder, record: .failed)
    let changed = try SnapshotFixture.verified(record).results.comparison.count(.changed)
    #expect(changed > 0)
    #expect(
      SnapshotFixture.lines(record).contains {
        $0.hasPrefix("recorded \(changed) (--record failed)")
      },
      "\(SnapshotFixture.lines(record))")
    let after = try String(contentsOfFile: roles, encoding: .utf8)
    #expect(after != before)
    #expect(after.contains(##""value": "#0e201f""##))
    let clean = try SnapshotFixture.verifyFolio(folder)
    #expect(clean.exitCode == 0, "\(SnapshotFixture.lines(clean))")
  }

  /// A roles file that does not parse is an error naming it, not a silent comparison without
  /// roles; recording everything again writes it anew.
  @Test func aBrokenRolesFileIsNamedAndMendedByRecordingAll() throws {
    let folder = try SnapshotFixture.folioCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "not json\n".write(toFile: folder + "/refs/roles.json", atomically: true, encoding: .utf8)
    let verify = try SnapshotFixture.verifyFolio(folder)
    #expect(verify.exitCode == 2)
    let errors = SnapshotTextWriter().errorLines(verify)
    #expect(errors.first?.hasPrefix("error: \(folder)/refs/roles.json") == true, "\(errors)")
    let record = try SnapshotFixture.verifyFolio(folder, record: .all)
    #expect(
      SnapshotTextWriter().errorLines(record).contains {
        $0.contains("--record all writes it anew")
      },
      "\(SnapshotTextWriter().errorLines(record))")
    let again = try SnapshotFixture.verifyFolio(folder)
    #expect(again.exitCode == 0, "\(SnapshotFixture.lines(again))")
  }
}
