import Foundation
import TestSupport
import Testing

/// The command line's conventions: "did you mean" for commands, options, choices, brands,
/// blocks and states; `--brand` for check and diff; an option given twice; `-o` and `-w`;
/// unknown states listed one per line; `--verify` on a missing folder.
@Suite struct CLIConventionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var status: Int32
    /// Text standard error must hold.
    var stderr: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "mistyped command", arguments: ["chek"], status: 2,
      stderr:
        "error: unknown command 'chek' (did you mean 'check'?)\n\nRun 'sptheme --help' for the commands."
    ),
    Case(
      name: "mistyped option", arguments: ["check", "--formt", "json"], status: 2,
      stderr:
        "error: unknown option --formt (did you mean --format?); options: --allow-outside-sources, --appearance VALUE"
    ),
    Case(
      name: "mistyped choice", arguments: ["check", "--format", "jsn"], status: 2,
      stderr:
        "error: --format must be one of text, json, github, sarif, junit, markdown, not 'jsn' (did you mean 'json'?)"
    ),
    Case(
      name: "mistyped brand", arguments: ["check", "folo"], status: 2,
      stderr:
        "error: no brand 'folo' (did you mean 'folio'?): not a file, a folder, a brand in tokens/ or a built-in brand"
    ),
    Case(
      name: "mistyped brand option", arguments: ["preview", "--brand", "studoi"], status: 2,
      stderr: "error: no brand 'studoi' (did you mean 'studio'?)"),
    Case(
      name: "mistyped block",
      arguments: ["snapshot", "--block", "sigin-in", "--out", "/nonexistent/x"], status: 2,
      stderr:
        "error: no block 'sigin-in' (did you mean 'sign-in'?); blocks: sign-in, magic-link, reset-password"
    ),
    Case(
      name: "mistyped preview block", arguments: ["preview", "magic-lnk"], status: 2,
      stderr: "error: no block 'magic-lnk' (did you mean 'magic-link'?)"),
    Case(
      name: "mistyped state in a block", arguments: ["preview", "--state", "invaild"], status: 2,
      stderr:
        "error: no state 'invaild' in sign-in (did you mean 'invalid'?); the states of sign-in:\n  rest\n  typing\n  revealed\n  invalid\n"
    ),
    Case(
      name: "mistyped state path", arguments: ["list", "--tree", "sign-in/invaild"], status: 2,
      stderr:
        "error: no state 'sign-in/invaild' (did you mean 'sign-in/invalid'?); the states of sign-in:\n  sign-in/rest\n  sign-in/typing\n"
    ),
    Case(
      name: "unknown state of no block", arguments: ["list", "--tree", "nowhere"], status: 2,
      stderr: "error: no state 'nowhere'; states:\n  sign-in/rest\n"),
    Case(
      name: "option given twice", arguments: ["export", "css", "--out", "a.css", "--out", "b.css"],
      status: 2,
      stderr: "error: --out is given twice (--out a.css and --out b.css); give it once"),
    Case(
      name: "short and long option given twice",
      arguments: ["export", "css", "-o", "a.css", "--out=b.css"], status: 2,
      stderr: "error: --out is given twice (-o a.css and --out b.css); give it once"),
    Case(
      name: "flag-like short form unknown", arguments: ["check", "-o", "x"], status: 2,
      stderr: "error: unknown option -o"),
    Case(
      name: "bad shard", arguments: ["snapshot", "--shard", "4/3"], status: 2,
      stderr: "error: --shard takes K/N with 1 ≤ K ≤ N, such as --shard 2/3, not '4/3'"),
    Case(
      name: "prune in a shard",
      arguments: [
        "snapshot", "--verify", "Tests/Snapshots", "--shard", "1/2", "--record", "all", "--prune",
      ],
      status: 2,
      stderr:
        "error: --prune removes orphans, and a shard (1/2) cannot tell them; prune in an unsharded run"
    ),
    Case(
      name: "mistyped merge-reports", arguments: ["snapshot", "merge-report", "a"], status: 2,
      stderr: "error: unknown argument 'merge-report' (did you mean 'merge-reports'?)"),
    Case(
      name: "verify a missing folder under CI",
      arguments: ["snapshot", "--verify", "/nonexistent-sptheme/refs", "--block", "sign-in"],
      status: 2,
      stderr:
        "error: the reference folder /nonexistent-sptheme/refs does not exist; record the references first with --record missing"
    ),
  ]

  @Test(arguments: cases) func message(_ test: Case) throws {
    let result = try CLIRunner.run(test.arguments, environment: ["CI": "1"])
    #expect(result.status == test.status, "\(result.stderr)")
    #expect(result.stderr.contains(test.stderr), "\(result.stderr.prefix(600))")
  }

  @Test func checkTakesBrand() throws {
    let result = try CLIRunner.run(["check", "--brand", "folio", "--no-contrast"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("folio (Folio): ok: 0 errors"))
    #expect(!result.stdout.contains("studio (Studio)"))
  }

  @Test func diffTakesBrand() throws {
    let flag = try CLIRunner.run(["diff", "--brand", "studio", "folio"])
    let positional = try CLIRunner.run(["diff", "studio", "folio"])
    #expect(flag.status == 1)
    #expect(flag.stdout == positional.stdout)
    #expect(flag.stdout.hasPrefix("studio (tokens/studio/studio.resolver.json) → folio"))
  }

  @Test func shortOut() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(["export", "css", "-o", folder + "/theme.css"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/theme.css"))
  }

  @Test func repeatableOptionsStillRepeat() throws {
    let result = try CLIRunner.run([
      "check", "--brand", "folio", "--brand", "studio", "--no-contrast",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 2)
  }

  @Test func verifyRecordsIntoAMissingFolder() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let references = folder + "/new/refs"
    let result = try CLIRunner.run([
      "snapshot", "--verify", references, "--brand", "studio", "--block", "provider-stack",
    ])
    #expect(result.status == 1, "a run that records exits 1")
    #expect(
      result.stderr.contains("note: created the reference folder \(references)/ (--record missing)")
    )
    #expect(
      result.stdout.contains("recorded 16 (--record missing); run again to compare"),
      "\(result.stdout)")
    let again = try CLIRunner.run([
      "snapshot", "--verify", references, "--brand", "studio", "--block", "provider-stack",
    ])
    #expect(again.status == 0)
  }
}

extension CLIConventionTests {
  /// `-w` is `--watch` where a command has it; the parser reads it before `--help` answers.
  @Test(arguments: ["preview", "play"]) func shortWatch(_ command: String) throws {
    let result = try CLIRunner.run([command, "-w", "-w", "--help"])
    #expect(result.status == 0, "a flag given twice is harmless: \(result.stderr)")
    let unknown = try CLIRunner.run(["export", "-w"])
    #expect(unknown.stderr.hasPrefix("error: unknown option -w"))
    #expect(try CLIRunner.run([command, "--help"]).stdout.contains("  -w, --watch "))
  }
}
