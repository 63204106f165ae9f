import Foundation
import TestSupport
import Testing

/// `sptheme snapshot` as the shell runs it (what it writes and reports is tested in process, in
/// WorkflowsTests/Snapshot): the exit status of `--verify` with the record mode CI and
/// `SPTHEME_RECORD` choose, and what the shell refuses with its status, for `snapshot` and the
/// commands that load brands and draw them the same way (`docs`, `diff`).
@Suite struct SnapshotCommandTests {
  /// One run of the binary: its arguments (`OUT` a fresh folder, `BROKEN` a copy of studio,
  /// named acme, whose dark background is not a color), its status and what it says.
  struct Refusal: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    /// Text standard error holds (standard output for status 0), `BROKEN` as above.
    var says: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cannotDraw =
    "error: acme has errors in dark; fix them first (sptheme check BROKEN/acme.resolver.json)"

  static let refusals: [Refusal] = [
    Refusal(arguments: ["snapshot", "--sizes", "huge"], status: 2, says: ["no text size 'huge'"]),
    Refusal(
      arguments: ["snapshot", "--out", "OUT", "--verify", "y"], status: 2,
      says: ["give --out or --verify, not both"]),
    Refusal(
      arguments: ["snapshot", "--verify", "y", "--record", "sometimes"], status: 2,
      says: ["--record must be one of never, missing, failed, all"]),
    Refusal(
      arguments: ["snapshot", "--verify", "y", "--record", "never", "--prune"], status: 2,
      says: ["--prune removes orphaned references while recording"]),
    Refusal(
      arguments: ["snapshot", "--out", "OUT", "--prune"], status: 2,
      says: ["--prune goes with --verify"]),
    Refusal(
      arguments: ["snapshot", "--templates", "/nonexistent"], status: 2,
      says: ["/nonexistent"]),
    Refusal(
      arguments: ["snapshot", "--state", "sign-in/failed", "--block", "login", "--out", "OUT"],
      status: 2, says: ["--block leaves out"]),
    Refusal(
      arguments: ["snapshot", "merge-reports"], status: 2,
      says: ["error: merge-reports needs the results folder of every shard"]),
    Refusal(
      arguments: ["snapshot", "--out", "OUT", "--block", "login", "--brand", "BROKEN"],
      status: 1, says: [cannotDraw]),
    Refusal(
      arguments: ["docs", "--out", "OUT", "--brand", "BROKEN"], status: 1, says: [cannotDraw]),
    Refusal(arguments: ["docs"], status: 2, says: ["give --out DIR"]),
    Refusal(
      arguments: ["docs", "--out", "OUT", "studio"], status: 2, says: ["give brands with --brand"]
    ),
    Refusal(arguments: ["docs", "--out", "OUT", "--brand", "nosuch"], status: 2, says: ["nosuch"]),
    Refusal(
      arguments: ["docs", "--out", "OUT", "--templates", "/nonexistent-templates"], status: 2,
      says: ["is not a folder"]),
    Refusal(
      arguments: ["diff", "studio"], status: 2,
      says: ["give two brands, or one brand and --against DIR"]),
    Refusal(
      arguments: ["docs", "--help"], status: 0,
      says: ["USAGE: sptheme docs [--brand B…] --out DIR [--templates DIR]", "falls back to the"]),
    Refusal(arguments: ["--help"], status: 0, says: ["  docs "]),
  ]

  @Test(arguments: refusals) func theShellSaysWhatItRefuses(_ refusal: Refusal) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let broken = folder + "/acme"
    if refusal.arguments.contains("BROKEN") {
      try FileManager.default.copyItem(
        atPath: TestPaths.packageRoot + "/tokens/studio", toPath: broken)
      try FileManager.default.moveItem(
        atPath: broken + "/studio.resolver.json", toPath: broken + "/acme.resolver.json")
      try CLIRunner.edit(
        broken + "/dark.tokens.json", replacing: "\"$value\": \"{palette.black}\"",
        with: "\"$value\": \"not a color\"")
    }
    let arguments = refusal.arguments.map {
      $0 == "OUT" ? folder + "/out" : $0 == "BROKEN" ? broken : $0
    }
    let result = try CLIRunner.run(arguments)
    #expect(result.status == refusal.status, "\(result.stdout)\(result.stderr)")
    let said = refusal.status == 0 ? result.stdout : result.stderr
    for text in refusal.says.map({ $0.replacingOccurrences(of: "BROKEN", with: broken) }) {
      #expect(said.contains(text), "\(text)\nnot in\n\(said)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder + "/out/index.html"),
      "a refused run wrote nothing")
  }

  /// One step of a verification as CI runs it: what is done to the references first, the
  /// environment, the status and a line of standard output.
  struct Step: Sendable {
    var arguments: [String]
    var environment: [String: String] = [:]
    /// Removes one reference file before the run.
    var removing = false
    var status: Int32
    var says: String
    /// Whether the removed reference is there after the run.
    var recorded: Bool?
  }

  /// `--verify` exits 0 when nothing differs and 1 when something does, also after recording;
  /// CI (`CI=1`, `CI=true`) records nothing, a run outside CI records what is missing, and
  /// `SPTHEME_RECORD` names the mode, under CI too. Progress goes to standard error only on a
  /// terminal.
  @Test func verifyExitsByWhatDiffersAndRecordsAsCIAndTheEnvironmentSay() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let selection = ["--brand", "studio", "--block", "provider-stack"]
    let refs = folder + "/refs"
    let removed = refs + "/provider-stack.rest.studio.dark.large.html"
    let verify = ["snapshot", "--verify", refs] + selection
    let steps = [
      Step(arguments: ["snapshot", "--out", refs] + selection, status: 0, says: "wrote "),
      Step(
        arguments: verify, environment: ["CI": "1"], status: 0,
        says: "COUNT snapshots checked: 0 changed, 0 missing, 0 orphaned"),
      Step(
        arguments: verify, environment: ["CI": "true"], removing: true, status: 1,
        says: "COUNT snapshots checked: 0 changed, 1 missing, 0 orphaned", recorded: false),
      Step(
        arguments: verify, status: 1, says: "recorded 1 (--record missing)", recorded: true),
      Step(arguments: verify, environment: ["CI": "true"], status: 0, says: "0 missing"),
      Step(
        arguments: verify, environment: ["CI": "1", "SPTHEME_RECORD": "missing"], removing: true,
        status: 1, says: "recorded 1 (--record missing)", recorded: true),
      Step(arguments: verify, environment: ["CI": "1"], status: 0, says: "0 changed"),
    ]
    for step in steps {
      if step.removing { try FileManager.default.removeItem(atPath: removed) }
      let result = try CLIRunner.run(step.arguments, environment: step.environment)
      #expect(
        result.status == step.status,
        "\(step.arguments) \(step.environment): \(result.stdout)\(result.stderr)")
      let count = try FileManager.default.contentsOfDirectory(atPath: refs).filter {
        $0.hasSuffix(".scene.json")
      }.count
      let says = step.says.replacingOccurrences(of: "COUNT", with: "\(count)")
      #expect(result.stdout.contains(says), "\(says)\nnot in\n\(result.stdout)")
      #expect(
        result.stderr.isEmpty || step.status != 0, "progress only on a terminal: \(result.stderr)")
      if let recorded = step.recorded {
        #expect(FileManager.default.fileExists(atPath: removed) == recorded, "\(step.environment)")
      }
    }
  }
}
