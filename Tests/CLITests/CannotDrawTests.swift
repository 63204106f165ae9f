import Foundation
import TestSupport
import Testing

/// A brand whose theme cannot be built in one appearance: every command that draws says so the
/// same way, with the `check` that lists the errors, and draws nothing of it.
@Suite struct CannotDrawTests {
  /// A copy of studio whose dark background is not a color.
  static func brokenInDark() throws -> String {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    try CLIRunner.edit(
      folder + "/dark.tokens.json", replacing: "\"$value\": \"{palette.black}\"",
      with: "\"$value\": \"not a color\"")
    return folder
  }

  @Test(arguments: [
    ["snapshot", "--out", "OUT", "--block", "login"],
    ["docs", "--out", "OUT"],
  ])
  func aCommandThatDrawsNamesTheAppearanceAndTheCheck(_ command: [String]) throws {
    let folder = try Self.brokenInDark()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "-out"
    let arguments = command.map { $0 == "OUT" ? out : $0 } + ["--brand", folder]
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 1, "\(result.stderr)")
    let line =
      "error: acme has errors in dark; fix them first (sptheme check \(folder)/acme.resolver.json)"
    #expect(result.stderr.contains(line), "\(result.stderr)")
  }
}
