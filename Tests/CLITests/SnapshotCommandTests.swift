import Foundation
import TestSupport
import Testing

/// `sptheme snapshot`: the files it writes, and `--verify` with its reports and record modes.
@Suite struct SnapshotCommandTests {
  static func files(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func writesThreeFilesPerSnapshotAndAGallery() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run([
      "snapshot", "--brand", "folio", "--block", "sign-in", "--out", folder,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "wrote 50 snapshots (150 files, roles.json and index.html) to \(folder)/\n")
    #expect(result.stderr.isEmpty, "progress only on a terminal")
    let files = try Self.files(folder)
    #expect(files.count == 152)
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
    let arguments = ["snapshot", "--brand", "folio", "--block", "sign-in", "--out", folder]
    #expect(try CLIRunner.run(arguments).status == 0)
    let kept = folder + "/sign-in.rest.folio.light.large.html"
    let changed = folder + "/sign-in.invalid.folio.dark.large.ansi.txt"
    let expected = try String(contentsOfFile: changed, encoding: .utf8)
    try "stale\n".write(toFile: changed, atomically: false, encoding: .utf8)
    func inode(_ path: String) throws -> Int {
      try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }
    let before = try inode(kept)
    let again = try CLIRunner.run(arguments)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try inode(kept) == before)
    #expect(try String(contentsOfFile: changed, encoding: .utf8) == expected)
    #expect(try Self.files(folder).count == 152, "no temporary file is left")
  }

  @Test func verifyPassesOnFreshSnapshotsAndReportsEveryKindOfDifference() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let selection = ["--brand", "studio", "--block", "sign-in"]
    _ = try CLIRunner.run(["snapshot", "--out", folder] + selection)
    let clean = try CLIRunner.run(
      ["snapshot", "--verify", folder] + selection, environment: ["CI": "1"])
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(clean.stdout == "50 snapshots checked: 0 changed, 0 missing, 0 orphaned\n")

    // Change a color in a reference, drop one, and leave one no state renders.
    let scene = folder + "/sign-in.invalid.studio.light.large.scene.json"
    try CLIRunner.edit(scene, replacing: "\"hex\": \"#0066cc\"", with: "\"hex\": \"#0060df\"")
    try FileManager.default.removeItem(atPath: folder + "/sign-in.rest.studio.dark.large.html")
    try "old".write(
      toFile: folder + "/sign-in.gone.studio.light.large.html", atomically: true, encoding: .utf8)
    let junit = folder + "/junit.xml"
    let result = try CLIRunner.run(
      ["snapshot", "--verify", folder, "--junit", junit, "--verbose"] + selection,
      environment: ["CI": "1"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("changed: sign-in.invalid.studio.light.large (scene.json)"))
    #expect(
      result.stdout.contains(
        "  sign-in.invalid.studio.light.large: submit.background #0060df (accent ← palette.blue.700) → #0066cc (accent ← palette.blue.700)\n"
      ), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "\n    -                  \"hex\": \"#0060df\",\n    +                  \"hex\": \"#0066cc\",\n"
      ))
    #expect(
      result.stdout.contains(
        "missing: sign-in.rest.studio.dark.large (html)\n  sign-in.rest.studio.dark.large: no reference html\n"
      ))
    #expect(result.stdout.contains("orphaned: sign-in.gone.studio.light.large (html)"))
    #expect(result.stdout.hasSuffix("50 snapshots checked: 1 changed, 1 missing, 1 orphaned\n"))
    #expect(FileManager.default.fileExists(atPath: folder + "/report.html"))
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/sign-in.rest.studio.dark.large.html"),
      "CI never records")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"failures="3""#))
    let report = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
    #expect(report.contains("srcdoc=\"&lt;!DOCTYPE html&gt;"))

    // Record what failed: the next run passes except for the orphan, which only --prune removes.
    let recorded = try CLIRunner.run(
      ["snapshot", "--verify", folder, "--record", "failed"] + selection)
    #expect(recorded.status == 1)
    #expect(recorded.stdout.contains("recorded 2 (--record failed)"))
    let all = try CLIRunner.run(
      ["snapshot", "--verify", folder, "--verbose"] + selection,
      environment: ["SPTHEME_RECORD": "all"])
    #expect(all.status == 1)
    #expect(all.stdout.contains("orphaned: sign-in.gone.studio.light.large (html)"))
    #expect(
      try String(contentsOfFile: folder + "/sign-in.gone.studio.light.large.html", encoding: .utf8)
        == "old",
      "--record all keeps orphans")
    let again = try CLIRunner.run(
      ["snapshot", "--verify", folder, "--record", "all", "--prune"] + selection)
    #expect(again.status == 1)
    #expect(
      again.stdout.contains(
        "removed 1 orphaned reference (--prune): sign-in.gone.studio.light.large\n"))
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/sign-in.gone.studio.light.large.html"))
    let last = try CLIRunner.run(
      ["snapshot", "--verify", folder] + selection, environment: ["CI": "true"])
    #expect(last.status == 0, "\(last.stdout)")
  }

  @Test func usageErrors() throws {
    let bad = try CLIRunner.run(["snapshot", "--sizes", "huge"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("no text size 'huge'"))
    let both = try CLIRunner.run(["snapshot", "--out", "x", "--verify", "y"])
    #expect(both.status == 2)
    let record = try CLIRunner.run(["snapshot", "--verify", "y", "--record", "sometimes"])
    #expect(record.status == 2)
    #expect(record.stderr.contains("--record must be one of never, missing, failed, all"))
    let prune = try CLIRunner.run(["snapshot", "--verify", "y", "--record", "never", "--prune"])
    #expect(prune.status == 2)
    #expect(prune.stderr.contains("--prune removes orphaned references while recording"))
    let pruneOut = try CLIRunner.run(["snapshot", "--out", "x", "--prune"])
    #expect(pruneOut.status == 2)
    #expect(pruneOut.stderr.contains("--prune goes with --verify"))
    let templates = try CLIRunner.run(["snapshot", "--templates", "/nonexistent"])
    #expect(templates.status == 2)
  }

  /// `--state` renders only the states it names, and an unknown one or one outside `--block`
  /// is a usage error that says what to give.
  @Test func stateChoosesCatalogueStates() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try CLIRunner.run([
      "snapshot", "--brand", "studio", "--state", "sign-in/failed", "--state", "login/signed-up",
      "--out", folder,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote 4 snapshots"), "\(run.stdout)")
    #expect(
      FileManager.default.fileExists(atPath: folder + "/login.signed-up.studio.dark.large.html"))
    let unknown = try CLIRunner.run(["snapshot", "--state", "sign-in/faild", "--out", folder])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains("no state 'sign-in/faild' (did you mean 'sign-in/failed'?)"),
      "\(unknown.stderr)")
    let outside = try CLIRunner.run([
      "snapshot", "--state", "sign-in/failed", "--block", "login", "--out", folder,
    ])
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("--block leaves out"), "\(outside.stderr)")
  }
}
