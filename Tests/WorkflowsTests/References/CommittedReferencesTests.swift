import Foundation
import Render
import TestSupport
import Testing
import Workflows

/// The committed references in `Tests/Snapshots/` hold exactly what today's code renders for
/// the selections `make snapshots` records, and nothing else: each selection verifies with no
/// difference, and together they check every snapshot the folder holds.
@Suite(.tags(.references)) struct CommittedReferencesTests {
  /// Each `make snapshots` selection verifies against the folder: exit code 0, no changed,
  /// missing or orphaned snapshot.
  @Test(arguments: CommittedReferences.selections)
  func committedReferencesMatch(_ selection: CommittedReferences.Selection) throws {
    let scratch = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let run = try CommittedReferences.run(
      selection, themes: try CommittedReferences.themes(selection.brands),
      mode: .verify(
        .init(folder: CommittedReferences.folder, reportFile: scratch + "/report.html")))
    let report = run.run()
    let text = SnapshotTextWriter(verbose: true).text(report) ?? "\(report.result)"
    #expect(report.exitCode == 0, "\(text)\nre-record on purpose with `make snapshots`")
    let comparison = try #require(report.comparison, "\(report.result)")
    #expect(comparison.differences.isEmpty, "\(text)")
    #expect(!comparison.checked.isEmpty)
    // Nothing differs, so no report page is written.
    #expect(!FileManager.default.fileExists(atPath: scratch + "/report.html"))
  }

  /// The selections together check every snapshot of the folder once: none is stored that
  /// `make snapshots` would not record again (a leftover of an earlier, larger matrix).
  @Test func theSelectionsCoverEveryStoredSnapshot() throws {
    var checked: [SnapshotName] = []
    for selection in CommittedReferences.selections {
      let themes = try CommittedReferences.themes(selection.brands)
      checked += try CommittedReferences.names(selection, themes: themes)
    }
    #expect(Set(checked).count == checked.count, "a snapshot is in two selections")
    let stored = Set(
      try FileManager.default.contentsOfDirectory(atPath: CommittedReferences.folder)
        .compactMap { SnapshotName(fileName: $0) })
    #expect(stored == Set(checked))
    let extra = stored.subtracting(checked).sorted().prefix(10).map(\.description)
    let absent = Set(checked).subtracting(stored).sorted().prefix(10).map(\.description)
    #expect(extra.isEmpty, "stored but not recorded by make snapshots: \(extra)")
    #expect(absent.isEmpty, "recorded by make snapshots but not stored: \(absent)")
  }
}
