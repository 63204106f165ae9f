import Foundation
import TestSupport
import Testing

/// `snapshot --verify` groups changed snapshots under the role changes that explain them (the
/// roles recorded in `roles.json` beside the references against today's), then the changes no
/// role explains, and counts those that differ in bytes only in one line.
@Suite struct SnapshotCausesTests {
  /// One change made to a copy of folio's tokens or references, and the lines verify prints.
  struct Case: Sendable, CustomStringConvertible {
    var description: String
    /// A file under the copy (`tokens/…` or `refs/…`), the text replaced and its replacement.
    var file: String
    var old: String
    var new: String
    /// Lines the output holds.
    var lines: [String]
  }

  static let cases: [Case] = [
    Case(
      description: "the accent of light", file: "tokens/folio/light.tokens.json",
      old: "{palette.teal.700}", new: "{palette.teal.950}",
      lines: [
        "99 changed snapshots, by cause:",
        "  color.accent #1d5f66 → #0e201f (tokens/folio/light.tokens.json:35:5): 79 snapshots of folio in 5 blocks, light only",
        "  20 snapshots differ in bytes only (the scene and the drawing are the same)",
      ]),
    Case(
      description: "a radius of both appearances", file: "tokens/folio/base.tokens.json",
      old: #""$value": { "value": 8, "unit": "px" }"#,
      new: #""$value": { "value": 10, "unit": "px" }"#,
      lines: [
        #"  radius.md {"value":8,"unit":"px"} → {"value":10,"unit":"px"} (tokens/folio/base.tokens.json:56:5): "#
      ]),
    Case(
      description: "the markup of one reference",
      file: "refs/sign-in.rest.folio.light.large.html", old: "<main class=\"sp-screen\"",
      new: "<main class=\"sp-screen sp-edited\"",
      lines: [
        "1 changed snapshot, by cause:", "  no role change explains:",
        "    renderer (the drawing changed, the scene did not): 1 snapshot of folio in 1 block, light only",
      ]),
    Case(
      description: "the copy of one reference",
      file: "refs/sign-in.rest.folio.dark.large.scene.json", old: #""text": "Sign in""#,
      new: #""text": "Sign on""#,
      lines: ["    copy (text changed): 1 snapshot of folio in 1 block, dark only"]),
  ]

  /// A folder with a copy of folio's tokens and its references from Tests/Snapshots, its roles
  /// recorded.
  static func folioCopy() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
    for brand in ["studio", "folio"] {
      try manager.copyItem(
        atPath: TestPaths.packageRoot + "/tokens/" + brand, toPath: folder + "/tokens/" + brand)
    }
    try manager.createDirectory(atPath: folder + "/refs", withIntermediateDirectories: true)
    let source = TestPaths.packageRoot + "/Tests/Snapshots"
    for file in try manager.contentsOfDirectory(atPath: source)
    where (file.contains(".folio.") && file.contains(".large.")) || file == "snapshot.css" {
      try manager.copyItem(atPath: source + "/" + file, toPath: folder + "/refs/" + file)
    }
    let record = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio", "--record", "all"], in: folder)
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    #expect(manager.fileExists(atPath: folder + "/refs/roles.json"))
    return folder
  }

  @Test(arguments: cases) func oneChangeReadsAsOneCause(_ change: Case) throws {
    let folder = try Self.folioCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try CLIRunner.edit(folder + "/" + change.file, replacing: change.old, with: change.new)
    let result = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio"], in: folder, environment: ["CI": "1"])
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.count < 20, "\(result.stdout)")
    for expected in change.lines {
      #expect(
        lines.contains { $0 == expected || (expected.hasSuffix(": ") && $0.hasPrefix(expected)) },
        "\(expected)\nnot in\n\(result.stdout)")
    }
    // --verbose lists every snapshot under its cause, and every diff.
    let verbose = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio", "--verbose"], in: folder,
      environment: ["CI": "1"])
    #expect(
      verbose.stdout.contains("\n      sign-in.") || verbose.stdout.contains("\n      login."))
    #expect(verbose.stdout.split(separator: "\n").count > lines.count)
  }

  /// Recording again keeps today's roles, so the next verify has nothing to explain.
  @Test func recordingAgainRecordsTheRoles() throws {
    let folder = try Self.folioCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let roles = folder + "/refs/roles.json"
    let before = try String(contentsOfFile: roles, encoding: .utf8)
    #expect(before.contains(#""color.accent": {"#))
    try CLIRunner.edit(
      folder + "/tokens/folio/light.tokens.json", replacing: "{palette.teal.700}",
      with: "{palette.teal.950}")
    let record = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio", "--record", "failed"], in: folder)
    #expect(record.stdout.contains("recorded 99 (--record failed)"), "\(record.stdout)")
    let after = try String(contentsOfFile: roles, encoding: .utf8)
    #expect(after != before)
    #expect(after.contains(##""value": "#0e201f""##))
    let clean = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio"], in: folder, environment: ["CI": "1"])
    #expect(clean.status == 0, "\(clean.stdout)")
  }

  /// A roles file that does not parse is an error naming it, not a silent comparison without
  /// roles; recording everything again writes it anew.
  @Test func aBrokenRolesFileIsNamedAndMendedByRecordingAll() throws {
    let folder = try Self.folioCopy()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "not json\n".write(toFile: folder + "/refs/roles.json", atomically: true, encoding: .utf8)
    let verify = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio"], in: folder, environment: ["CI": "1"])
    #expect(verify.status == 2)
    #expect(verify.stderr.hasPrefix("error: refs/roles.json"), "\(verify.stderr)")
    let record = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio", "--record", "all"], in: folder)
    #expect(record.stderr.contains("--record all writes it anew"), "\(record.stderr)")
    let again = try CLIRunner.run(
      ["snapshot", "--verify", "refs", "--brand", "folio"], in: folder, environment: ["CI": "1"])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
  }
}
