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

  /// A selection that chooses nothing is refused with what to give; `snapshot` says it as a
  /// usage error (exit 2).
  @Test(arguments: [
    ("--sizes huge", "no text size 'huge'"),
    ("--state sign-in/faild", "no state 'sign-in/faild' (did you mean 'sign-in/failed'?)"),
    ("--state sign-in/failed --block login", "--block leaves out"),
    ("--shard 4/3", "--shard takes K/N with 1 ≤ K ≤ N"),
  ])
  func aSelectionThatChoosesNothingSaysWhatToGive(options: String, message: String) {
    let words = options.split(separator: " ").map(String.init)
    do throws(SnapshotSelection.Refusal) {
      switch words[0] {
      case "--sizes": _ = try SnapshotSelection.sizes([words[1]])
      case "--shard": _ = try SnapshotSelection.shard(words[1])
      default:
        let states = try SnapshotSelection.states([words[1]])
        _ = try SnapshotSelection.blocks(of: states, named: words.count > 3 ? [words[3]] : [])
      }
      Issue.record("\(options) was taken")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test func aTemplatesFolderThatIsNotThereIsRefused() {
    #expect(throws: TemplateError.self) { try SnapshotRun.templates("/nonexistent") }
  }
}
