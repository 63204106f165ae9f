import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `SnapshotRun`, `SnapshotMergeRun` and `SnapshotAcceptRun` in process: what they write, the
/// report each returns and its exit code, over studio's login block in a temporary folder.
@Suite(.tags(.threads)) struct SnapshotRunTests {
  /// Studio's drawn appearances.
  static let themes: [(brand: String, theme: SPTheme)] = {
    let brand = try! Fixtures.builtIn().brand("studio")
    return brand.drawnAppearances.map { (brand.id, brand.theme(appearance: $0).theme!) }
  }()

  static let templates = try! SnapshotRun.templates(nil)

  static func run(_ mode: SnapshotRun.Mode, shard: SnapshotResults.Shard? = nil) -> SnapshotRun {
    SnapshotRun(
      themes: themes, blocks: [.login], shard: shard, templates: templates, mode: mode)
  }

  /// A folder of freshly written references.
  static func references() throws -> String {
    let folder = try TestPaths.temporaryFolder() + "/refs"
    let report = run(.write(folder: folder)).run()
    guard case .success(.written(let written)) = report.result else {
      Issue.record("not written: \(report.result)")
      return folder
    }
    #expect(written.count == BlockKind.login.catalogue.count * 2)
    return folder
  }

  static func anyAnsiFile(in folder: String) throws -> String {
    let name = try #require(
      FileManager.default.contentsOfDirectory(atPath: folder).sorted().first {
        $0.hasSuffix(".ansi.txt")
      })
    return folder + "/" + name
  }

  struct VerifyCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// Changes the references before the run.
    var change: @Sendable (String) throws -> Void
    var record: SnapshotRecordMode
    var changed: Int
    var missing: Int
    var recorded: Int
    var testDescription: String { name }
  }

  static let verifyCases = [
    VerifyCase(
      name: "fresh", change: { _ in }, record: .never, changed: 0, missing: 0, recorded: 0),
    VerifyCase(
      name: "a changed drawing",
      change: { folder in
        let file = try SnapshotRunTests.anyAnsiFile(in: folder)
        try (String(contentsOfFile: file, encoding: .utf8) + "x\n").write(
          toFile: file, atomically: true, encoding: .utf8)
      }, record: .never, changed: 1, missing: 0, recorded: 0),
    VerifyCase(
      name: "a missing reference, recorded",
      change: { folder in
        let file = try SnapshotRunTests.anyAnsiFile(in: folder)
        for ext in ["ansi.txt", "html", "scene.json"] {
          try FileManager.default.removeItem(
            atPath: String(file.dropLast("ansi.txt".count)) + ext)
        }
      }, record: .missing, changed: 0, missing: 1, recorded: 1),
  ]

  @Test(arguments: verifyCases)
  func verifyReportsEachSnapshotsOutcome(_ test: VerifyCase) throws {
    let folder = try Self.references()
    try test.change(folder)
    var events: [SnapshotRun.Event] = []
    let report = Self.run(.verify(.init(folder: folder, record: test.record))).run {
      events.append($0)
    }
    guard case .success(.verified(let verified)) = report.result else {
      Issue.record("not verified: \(report.result)")
      return
    }
    let comparison = verified.results.comparison
    #expect(comparison.count(.changed) == test.changed)
    #expect(comparison.count(.missing) == test.missing)
    #expect(verified.recorded.count == test.recorded)
    #expect(report.exitCode == (test.changed + test.missing == 0 ? 0 : 1))
    #expect(
      (verified.reportPath != nil) == (report.exitCode == 1), "a report when anything differs")
    let total = BlockKind.login.catalogue.count * 2
    guard case .started(total) = events.first, case .rendered(total, total, _) = events.last else {
      Issue.record("progress: \(events)")
      return
    }
    let text = try #require(SnapshotTextWriter().text(report))
    #expect(
      text.hasSuffix(
        "\(total) snapshots checked: \(test.changed) changed, \(test.missing) missing, 0 orphaned"))
  }

  @Test func nothingToRenderFails() {
    var run = Self.run(.verify(.init(folder: "/nonexistent")))
    run.blocks = []
    let report = run.run()
    #expect(report.exitCode == 2)
    #expect(
      SnapshotTextWriter().errorLines(report) == [
        "error: nothing to verify: the brands, blocks and sizes chosen give no snapshot"
      ])
  }

  @Test func shardsMergeIntoOneReport() throws {
    let folder = try Self.references()
    try FileManager.default.removeItem(atPath: try Self.anyAnsiFile(in: folder))
    let out = try TestPaths.temporaryFolder()
    for index in 1...2 {
      let report = Self.run(
        .verify(.init(folder: folder, resultsFolder: out + "/s\(index)")),
        shard: .init(index: index, count: 2)
      ).run()
      #expect(report.exitCode <= 1, "\(report.result)")
    }
    let merged = SnapshotMergeRun(
      parts: [out + "/s1", out + "/s2"], out: out + "/merged", templates: Self.templates
    ).run()
    guard case .success(.merged(let result)) = merged.result else {
      Issue.record("not merged: \(merged.result)")
      return
    }
    #expect(result.parts == 2)
    #expect(result.results.comparison.checked.count == BlockKind.login.catalogue.count * 2)
    #expect(merged.exitCode == 1, "the changed snapshot")
    #expect(FileManager.default.fileExists(atPath: out + "/merged/junit.xml"))
    let broken = SnapshotMergeRun(parts: [out + "/none"], templates: Self.templates).run()
    #expect(broken.exitCode == 2)
    #expect(
      SnapshotTextWriter().errorLines(broken).first?.hasPrefix("error: cannot read \(out)/none")
        == true)
  }

  @Test func acceptingTheResultsMakesTheNextVerificationPass() throws {
    let folder = try Self.references()
    let file = try Self.anyAnsiFile(in: folder)
    try "changed\n".write(toFile: file, atomically: true, encoding: .utf8)
    let results = try TestPaths.temporaryFolder()
    let verified = Self.run(.verify(.init(folder: folder, resultsFolder: results))).run()
    #expect(verified.exitCode == 1)
    // The reference folder the results name is confined to the project: here, the folder of
    // temporary folders that holds both.
    let project = NSTemporaryDirectory()
    let accepted = SnapshotAcceptRun(
      selector: "all", results: [results], templates: Self.templates, projectFolder: project
    ).run()
    #expect(accepted.exitCode == 0)
    #expect(
      SnapshotTextWriter().text(accepted)?.hasPrefix("accepted 1 snapshot (all) into \(folder)/")
        == true)
    #expect(Self.run(.verify(.init(folder: folder))).run().exitCode == 0)
    let again = SnapshotAcceptRun(
      selector: "nothing-by-this-name", results: [results], templates: Self.templates,
      projectFolder: project
    ).run()
    #expect(again.exitCode == 2)
    #expect(SnapshotTextWriter().errorLines(again).last == "error: nothing was accepted")
  }
}
