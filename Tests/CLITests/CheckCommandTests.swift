import Foundation
import TestSupport
import Testing

/// What only the shell says, run as a user runs it: `--version` and `--help`, usage errors and
/// the bounds of numeric options (exit 2, with the option named). The check itself is tested
/// in process (`WorkflowsTests/Check`).
@Suite struct CheckCommandTests {
  struct ShellCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    /// What standard output starts with.
    var starts = ""
    /// Lines standard output must contain.
    var stdout: [String] = []
    /// Lines standard error must contain.
    var stderr: [String] = []
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static func bound(_ value: String) -> ShellCase {
    ShellCase(
      arguments: ["check", "--no-contrast", "--max-permutations", value, "studio"], status: 2,
      stderr: ["--max-permutations must be at most 4096, not \(value)"])
  }

  static let cases: [ShellCase] = [
    ShellCase(arguments: ["--version"], status: 0, starts: "sptheme "),
    ShellCase(arguments: ["--help"], status: 0, stdout: ["USAGE: sptheme <command>", "check"]),
    ShellCase(
      arguments: ["check", "--help"], status: 0, stdout: ["USAGE: sptheme check", "--format"]),
    ShellCase(arguments: ["frobnicate"], status: 2, stderr: ["unknown command 'frobnicate'"]),
    ShellCase(arguments: ["check", "--colour"], status: 2, stderr: ["unknown option --colour"]),
    ShellCase(
      arguments: ["check", "--format", "xml"], status: 2,
      stderr: ["--format must be one of text, json, github"]),
    ShellCase(
      arguments: ["check", "--max-depth", "0"], status: 2,
      stderr: ["--max-depth must be a positive whole number"]),
    ShellCase(
      arguments: ["check", "--no-contrast", "--max-errors", "-1", "studio"], status: 2,
      stderr: ["--max-errors must be a whole number of 0 or more, not '-1'"]),
    ShellCase(
      arguments: ["check", "studio", "--max-warnings", "-1"], status: 2,
      stderr: ["--max-warnings must be a whole number of 0 or more"]),
    // Each permutation checked is a whole theme held until the contrast check: a million ran
    // out of memory, and a number past Int64 must be refused, not wrapped.
    bound("4097"), bound("1000000"), bound("9223372036854775807"),
    ShellCase(
      arguments: ["check", "--no-contrast", "--max-permutations", "4096", "studio"], status: 0),
    ShellCase(
      arguments: ["docs", "--out", "x", "--max-output-size", "lots"], status: 2,
      stderr: ["--max-output-size must be a positive whole number, not 'lots'"]),
  ]

  @Test(arguments: cases)
  func theShellSaysItself(_ test: ShellCase) throws {
    let result = try CLIRunner.run(test.arguments)
    #expect(result.status == test.status, "\(result.stdout.prefix(600))\(result.stderr)")
    #expect(result.stdout.hasPrefix(test.starts), "\(result.stdout.prefix(200))")
    for text in test.stdout { #expect(result.stdout.contains(text), "\(text) in \(result.stdout)") }
    for text in test.stderr { #expect(result.stderr.contains(text), "\(text) in \(result.stderr)") }
  }
}
