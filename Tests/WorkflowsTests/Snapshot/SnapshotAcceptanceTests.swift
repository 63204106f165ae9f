import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `snapshot --accept CAUSE|NAME|PATTERN --results DIR` in process: exactly the chosen
/// references are rewritten, as a record mode writes them; bad input writes nothing and says why.
@Suite(.tags(.heavy)) struct SnapshotAcceptanceTests {
  static func accept(_ selector: String, results: [String]) -> SnapshotRunReport {
    // The references live in a temporary folder, the project the results may name.
    SnapshotAcceptRun(
      selector: selector, results: results, templates: SnapshotFixture.templates,
      projectFolder: NSTemporaryDirectory()
    ).run()
  }

  /// The results a folder's `res/` holds.
  static func results(_ folder: String) throws -> SnapshotResults {
    try ResultsReview.load(folder + "/res", project: NSTemporaryDirectory()).results
  }

  @Test func acceptingACauseThenTheRestLeavesNothingToVerify() throws {
    let folder = try SnapshotFixture.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let causes = try Self.results(folder).causes
    let accent = try #require(causes.groups.first { $0.isNamed(by: "color.accent") })
    let accentNames = Set(accent.names.map(\.description))
    let bytesOnly = causes.bytesOnly.count
    #expect(!accentNames.isEmpty && bytesOnly > 0)
    let before = try SnapshotFixture.contents(folder + "/refs")
    let accepted = Self.accept("color.accent", results: [folder + "/res"])
    #expect(accepted.exitCode == 0, "\(SnapshotTextWriter().errorLines(accepted))")
    #expect(
      SnapshotFixture.lines(accepted).first
        == "accepted \(accentNames.count) snapshots (color.accent) into \(folder)/refs/; roles.json holds the accepted roles"
    )
    let written = SnapshotFixture.changed(before, try SnapshotFixture.contents(folder + "/refs"))
    // The accent's snapshots (their pages and scenes; the drawing is the same for most), the
    // roles and the gallery, and nothing else.
    #expect(written.contains("roles.json"))
    #expect(
      written.allSatisfy {
        $0.contains(".folio.light.") || $0 == "roles.json" || $0 == "index.html"
      })
    let stems = Set(
      written.compactMap {
        $0.contains(".folio.")
          ? $0.components(separatedBy: ".").prefix(5).joined(separator: ".") : nil
      })
    #expect(stems == accentNames, "\(stems.symmetricDifference(accentNames))")
    let verify = try SnapshotFixture.verifyFolio(folder, results: "res2")
    #expect(
      SnapshotFixture.lines(verify).prefix(2) == [
        "\(bytesOnly) changed snapshots, by cause:",
        "  \(bytesOnly) snapshots differ in bytes only (the scene and the drawing are the same)",
      ], "\(SnapshotFixture.lines(verify))")
    // The results were brought up to date: the rest is accepted from the same folder.
    let rest = Self.accept("bytes-only", results: [folder + "/res"])
    #expect(rest.exitCode == 0, "\(SnapshotTextWriter().errorLines(rest))")
    let clean = try SnapshotFixture.verifyFolio(folder)
    #expect(clean.exitCode == 0, "\(SnapshotFixture.lines(clean))")
  }

  @Test func acceptingOneSnapshotWritesItsFilesOnly() throws {
    let folder = try SnapshotFixture.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = try SnapshotFixture.contents(folder + "/refs")
    let name = "sign-in.rest.folio.light.large"
    let accepted = Self.accept(name, results: [folder + "/res"])
    #expect(accepted.exitCode == 0, "\(SnapshotTextWriter().errorLines(accepted))")
    let written = SnapshotFixture.changed(before, try SnapshotFixture.contents(folder + "/refs"))
    #expect(
      written.subtracting(["index.html"]) == ["\(name).html", "\(name).scene.json"]
        || written.subtracting(["index.html"]) == [
          "\(name).html", "\(name).scene.json", "\(name).ansi.txt",
        ], "\(written)")
    let pattern = Self.accept("magic-link.*.folio.light.large", results: [folder + "/res"])
    #expect(pattern.exitCode == 0, "\(SnapshotTextWriter().errorLines(pattern))")
    #expect(SnapshotFixture.lines(pattern).first?.hasPrefix("accepted ") == true)
  }

  /// One bad input each: the message it gets, and nothing written.
  struct Refusal: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// What to do to the folder before accepting.
    var prepare: @Sendable (String) throws -> Void
    var selector = "color.accent"
    /// The results folder, inside the folder.
    var results = "res"
    /// The message, with `FOLDER` for the folder.
    var message: String
  }

  static let refusals: [Refusal] = [
    Refusal(
      testDescription: "a cause that matches nothing", prepare: { _ in },
      selector: "color.nothing",
      message:
        "error: 'color.nothing' names no changed or missing snapshot of these results; causes: folio:color.accent, bytes-only"
    ),
    Refusal(
      testDescription: "a stale reference",
      prepare: { folder in
        try "edited\n".write(
          toFile: folder + "/refs/sign-in.rest.folio.light.large.ansi.txt", atomically: true,
          encoding: .utf8)
      },
      message:
        "error: sign-in.rest.folio.light.large: its reference in FOLDER/refs changed since these results were made"
    ),
    Refusal(
      testDescription: "references recorded again",
      prepare: { folder in
        try SnapshotFixture.edit(
          folder + "/refs/roles.json", replacing: "#1d5f66", with: "#000000")
      },
      message: "error: FOLDER/refs/roles.json is not the one these results were made against"),
    Refusal(
      testDescription: "results of another version",
      prepare: { folder in
        try SnapshotFixture.edit(
          folder + "/res/results.json", replacing: "sptheme-snapshot-results/2",
          with: "sptheme-snapshot-results/1")
      },
      message: "error: FOLDER/res/results.json: results of another version of sptheme"),
    Refusal(
      testDescription: "a shard missing",
      prepare: { folder in
        let shard = try SnapshotFixture.verifyFolio(
          folder, results: "shard-1", shard: .init(index: 1, count: 2))
        #expect(shard.exitCode == 1)
      }, results: "shard-1",
      message: "error: shard 2/2 is missing: give the results of every shard"),
  ]

  @Test(arguments: refusals) func badInputWritesNothing(_ refusal: Refusal) throws {
    let folder = try SnapshotFixture.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try refusal.prepare(folder)
    let before = try SnapshotFixture.contents(folder + "/refs")
    let report = Self.accept(refusal.selector, results: [folder + "/" + refusal.results])
    #expect(report.exitCode == 2)
    let lines = SnapshotTextWriter().errorLines(report)
    let message = refusal.message.replacingOccurrences(of: "FOLDER", with: folder)
    #expect(lines.contains { $0.hasPrefix(message) }, "\(lines)")
    #expect(lines.last == "error: nothing was accepted", "\(lines)")
    #expect(SnapshotFixture.changed(before, try SnapshotFixture.contents(folder + "/refs")).isEmpty)
  }
}
