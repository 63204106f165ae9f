import Foundation
import TestSupport
import Testing

/// The reference folder keeps the stylesheet every page shares once (`snapshot.css`): a one-line
/// change to it reads as one cause and, recorded, rewrites that one file.
@Suite struct ReferenceStoreTests {
  /// Every file of a folder with its bytes.
  static func contents(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[file] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
    }
    return result
  }

  @Test func aStylesheetChangeIsOneLineAndOneFile() throws {
    let folder = try SnapshotShardTests.references()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manager = FileManager.default
    #expect(manager.fileExists(atPath: folder + "/refs/snapshot.css"))
    let page = try String(
      contentsOfFile: folder + "/refs/sign-in.rest.studio.light.large.html", encoding: .utf8)
    #expect(page.contains("/* stored once, in snapshot.css beside this file */"))
    #expect(!page.contains("@font-face"), "a stored page holds the shared stylesheet")

    // Templates whose shared stylesheet gains one line.
    try manager.copyItem(atPath: TestPaths.packageRoot + "/Templates", toPath: folder + "/tpl")
    let css = folder + "/tpl/snapshot-css.mustache"
    try (try String(contentsOfFile: css, encoding: .utf8) + ".sp-probe { color: red; }\n").write(
      toFile: css, atomically: true, encoding: .utf8)
    // Run in the package (its tokens), on the copy.
    let refs = folder + "/refs"
    let selection = ["--brand", "studio", "--block", "sign-in", "--templates", folder + "/tpl"]

    let verify = try CLIRunner.run(
      ["snapshot", "--verify", refs] + selection, environment: ["CI": "1"])
    #expect(verify.status == 1, "\(verify.stderr)")
    #expect(
      verify.stdout.contains("  stylesheet changed: 50 snapshots (snapshot.css)\n"),
      "\(verify.stdout)")
    #expect(!verify.stdout.contains("renderer"), "\(verify.stdout)")
    // The cause line, the note that the copy holds no roles.json, the report and the counts.
    #expect(verify.stdout.split(separator: "\n").count <= 5, "\(verify.stdout)")
    // The html diffs leave the stylesheet out: the report holds it once.
    let report = try String(contentsOfFile: folder + "/refs/report.html", encoding: .utf8)
    #expect(report.components(separatedBy: ".sp-probe").count - 1 == 1)
    try manager.removeItem(atPath: folder + "/refs/report.html")

    let before = try Self.contents(folder + "/refs")
    let record = try CLIRunner.run(
      ["snapshot", "--verify", refs, "--record", "all"] + selection)
    #expect(record.status == 1, "\(record.stderr)")
    try? manager.removeItem(atPath: folder + "/refs/report.html")
    let after = try Self.contents(folder + "/refs")
    // Of the files the folder held, only snapshot.css changed (the recording adds the gallery
    // and the roles the copy lacked).
    let changed = before.keys.filter { before[$0] != after[$0] }
    #expect(changed == ["snapshot.css"], "\(changed.sorted())")

    let again = try CLIRunner.run(
      ["snapshot", "--verify", refs] + selection, environment: ["CI": "1"])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
  }
}
