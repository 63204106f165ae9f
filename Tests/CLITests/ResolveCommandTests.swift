import Foundation
import TestSupport
import Testing

/// What only the shell of `resolve` decides, through the built binary: its exit statuses and
/// which stream says what. What the run resolves is tested in process
/// (`Tests/WorkflowsTests/Resolve/`).
@Suite struct ResolveCommandTests {
  /// A command line and what it gives.
  struct ShellCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    /// Pieces of standard output (exit 0 or 1) or of standard error (exit 2).
    var says: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let figmaSDS = TestPaths.shared("realworld/figma-sds/figma-sds.resolver.json")

  static let cases = [
    ShellCase(
      arguments: ["resolve", "color.accent"], status: 0,
      says: ["color.accent (color) in studio", "  appearance=light  ", "  appearance=dark   "]),
    ShellCase(
      arguments: ["resolve", "{color.accent}", "--input", "appearance=dark", "--format", "json"],
      status: 0, says: ["\"token\": \"color.accent\"", "\"appearance\": \"dark\""]),
    ShellCase(
      arguments: ["resolve", "typography.titleHero", "--brand", figmaSDS], status: 1,
      says: ["theme=light  error: \"em\" is not a dimension unit"]),
    ShellCase(
      arguments: ["resolve", "color.acent"], status: 2,
      says: ["has no token or role 'color.acent' (did you mean 'color.accent'", "--help"]),
    ShellCase(
      arguments: ["resolve", "color.accent", "--input", "size=mobile"], status: 2,
      says: ["--input: brand studio has no modifier 'size'"]),
    ShellCase(arguments: ["resolve"], status: 2, says: ["resolve needs a token"]),
    ShellCase(
      arguments: ["resolve", "color.accent", "color.fill"], status: 2,
      says: ["resolve takes one token; unexpected 'color.fill'"]),
    ShellCase(
      arguments: ["resolve", "color.accent", "--brand", "nope"], status: 2,
      says: ["no brand 'nope'"]),
  ]

  @Test(arguments: cases)
  func shell(_ item: ShellCase) throws {
    let result = try CLIRunner.run(item.arguments)
    #expect(result.status == item.status, "\(result.stderr)")
    let said = item.status == 2 ? result.stderr : result.stdout
    for piece in item.says { #expect(said.contains(piece), "no '\(piece)' in:\n\(said)") }
    if item.status == 2 { #expect(result.stdout.isEmpty, "\(result.stdout)") }
  }
}
