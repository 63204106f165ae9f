import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// The reference folder keeps the stylesheet every page shares once (`snapshot.css`), in
/// process: a one-line change to it reads as one cause and, recorded, rewrites that one file.
@Suite struct ReferenceStoreRunTests {
  @Test func aStylesheetChangeIsOneLineAndOneFile() throws {
    let folder = try SnapshotFixture.studioSignInReferences()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manager = FileManager.default
    let refs = folder + "/refs"
    #expect(manager.fileExists(atPath: refs + "/snapshot.css"))
    let page = try String(
      contentsOfFile: refs + "/sign-in.rest.studio.light.large.html", encoding: .utf8)
    #expect(page.contains("/* stored once, in snapshot.css beside this file */"))
    #expect(!page.contains("@font-face"), "a stored page holds the shared stylesheet")

    // Templates whose shared stylesheet gains one line.
    try manager.copyItem(atPath: TestPaths.packageRoot + "/Templates", toPath: folder + "/tpl")
    let css = folder + "/tpl/snapshot-css.mustache"
    try (try String(contentsOfFile: css, encoding: .utf8) + ".sp-probe { color: red; }\n").write(
      toFile: css, atomically: true, encoding: .utf8)
    let templates = try SnapshotRun.templates(folder + "/tpl")
    #expect(SnapshotRun.neededTemplates.allSatisfy { templates[$0] != nil })
    func verify(_ record: SnapshotRecordMode) throws -> SnapshotRunReport {
      try SnapshotFixture.run(
        ["studio"], blocks: [.signIn], templates: templates,
        mode: .verify(.init(folder: refs, record: record))
      ).run()
    }

    let count = BlockKind.signIn.catalogue.count * 2
    let verified = try verify(.never)
    #expect(verified.exitCode == 1, "\(SnapshotTextWriter().errorLines(verified))")
    let lines = SnapshotFixture.lines(verified)
    #expect(lines.contains("  stylesheet changed: \(count) snapshots (snapshot.css)"), "\(lines)")
    #expect(!lines.contains { $0.contains("renderer") }, "\(lines)")
    // The cause lines, the report and the counts.
    #expect(lines.count <= 5, "\(lines)")
    // The html diffs leave the stylesheet out: the report holds it once.
    let report = try String(contentsOfFile: refs + "/report.html", encoding: .utf8)
    #expect(report.components(separatedBy: ".sp-probe").count - 1 == 1)
    try manager.removeItem(atPath: refs + "/report.html")

    // Of the references (the snapshots' files and the stylesheet), only snapshot.css changes.
    let before = try SnapshotFixture.contents(refs).filter {
      $0.key != "index.html" && $0.key != "roles.json"
    }
    let recorded = try verify(.all)
    #expect(recorded.exitCode == 1, "\(SnapshotTextWriter().errorLines(recorded))")
    try? manager.removeItem(atPath: refs + "/report.html")
    let after = try SnapshotFixture.contents(refs)
    let changed = before.keys.filter { before[$0] != after[$0] }
    #expect(changed == ["snapshot.css"], "\(changed.sorted())")

    let again = try verify(.never)
    #expect(again.exitCode == 0, "\(SnapshotFixture.lines(again))")
  }
}
