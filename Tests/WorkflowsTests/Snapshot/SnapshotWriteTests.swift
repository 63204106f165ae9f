import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `snapshot --out DIR` in process: three files per snapshot and a gallery, only what changed
/// rewritten, `--state` choosing catalogue states, and the selections refused with what to give.
@Suite struct SnapshotWriteTests {
  @Test func writesThreeFilesPerSnapshotAndAGallery() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var events: [SnapshotRun.Event] = []
    let report = try SnapshotFixture.run(["folio"], blocks: [.signIn], mode: .write(folder: folder))
      .run { events.append($0) }
    let count = BlockKind.signIn.catalogue.count * 2
    #expect(report.exitCode == 0)
    #expect(
      SnapshotFixture.lines(report) == [
        "wrote \(count) snapshots (\(count * 3) files, roles.json and index.html) to \(folder)/"
      ])
    #expect(SnapshotTextWriter().errorLines(report).isEmpty)
    guard case .started(count) = events.first else {
      Issue.record("progress: \(events.prefix(1))")
      return
    }
    let files = try SnapshotFixture.files(folder)
    #expect(files.count == count * 3 + 2)
    #expect(files.contains("roles.json"))
    for ext in ["html", "ansi.txt", "scene.json"] {
      #expect(files.contains("sign-in.invalid.folio.dark.large.\(ext)"))
    }
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(
      index.contains(#"<a href="sign-in.invalid.folio.dark.large.html">folio dark large</a>"#))
  }

  /// Recording again over the same folder leaves the files that hold the same bytes as they
  /// are (the same inode, so no new file was made) and rewrites the one that differs.
  @Test func recordingAgainRewritesOnlyWhatChanged() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try SnapshotFixture.run(["folio"], blocks: [.signIn], mode: .write(folder: folder))
    #expect(run.run().exitCode == 0)
    let kept = folder + "/sign-in.rest.folio.light.large.html"
    let changed = folder + "/sign-in.invalid.folio.dark.large.ansi.txt"
    let expected = try String(contentsOfFile: changed, encoding: .utf8)
    try "stale\n".write(toFile: changed, atomically: false, encoding: .utf8)
    func inode(_ path: String) throws -> Int {
      try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }
    let before = try inode(kept)
    let files = try SnapshotFixture.files(folder)
    let again = run.run()
    #expect(again.exitCode == 0, "\(again.result)")
    #expect(try inode(kept) == before)
    #expect(try String(contentsOfFile: changed, encoding: .utf8) == expected)
    #expect(try SnapshotFixture.files(folder) == files, "no temporary file is left")
  }

  /// `--state` renders only the states it names, in each drawn appearance.
  @Test func stateChoosesCatalogueStates() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let states = try SnapshotSelection.states(["sign-in/failed", "login/signed-up"])
    let report = try SnapshotFixture.run(["studio"], states: states, mode: .write(folder: folder))
      .run()
    #expect(report.exitCode == 0, "\(report.result)")
    #expect(
      SnapshotFixture.lines(report).first?.hasPrefix("wrote \(states.count * 2) snapshots") == true)
    #expect(
      FileManager.default.fileExists(atPath: folder + "/login.signed-up.studio.dark.large.html"))
    #expect(
      try SnapshotFixture.files(folder).filter { $0.hasSuffix(".html") && $0 != "index.html" }
        .count == states.count * 2)
  }

  /// A selection that chooses nothing, as the options give it, and the refusal's words.
  struct Refusal: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// Reads the selection as `snapshot` reads its options.
    var select: @Sendable () throws -> Void
    var message: String
  }

  static let refusals = [
    Refusal(
      testDescription: "--sizes huge", select: { _ = try SnapshotSelection.sizes(["huge"]) },
      message: "no text size 'huge'"),
    Refusal(
      testDescription: "--state sign-in/faild",
      select: { _ = try SnapshotSelection.states(["sign-in/faild"]) },
      message: "no state 'sign-in/faild' (did you mean 'sign-in/failed'?)"),
    Refusal(
      testDescription: "--state sign-in/failed --block login",
      select: {
        _ = try SnapshotSelection.blocks(
          of: try SnapshotSelection.states(["sign-in/failed"]), named: ["login"])
      }, message: "--block leaves out"),
    Refusal(
      testDescription: "--shard 4/3", select: { _ = try SnapshotSelection.shard("4/3") },
      message: "--shard takes K/N with 1 ≤ K ≤ N"),
  ]

  /// A selection that chooses nothing is refused with what to give; `snapshot` says it as a
  /// usage error (exit 2).
  @Test(arguments: refusals) func aSelectionThatChoosesNothingSaysWhatToGive(_ refusal: Refusal) {
    do {
      try refusal.select()
      Issue.record("\(refusal.testDescription) was taken")
    } catch let error as SnapshotSelection.Refusal {
      #expect(error.description.contains(refusal.message), "\(error.description)")
    } catch {
      Issue.record("not a refusal: \(error)")
    }
  }

  @Test func aTemplatesFolderThatIsNotThereIsRefused() {
    #expect(throws: TemplateError.self) { try SnapshotRun.templates("/nonexistent") }
  }
}
