import Foundation
import TestSupport
import Testing

/// The console's own cleaning, on the binary: C1 controls, bidi overrides and line separators
/// from a brand (`Tests/Fixtures/hostile/controls.tokens.json`, and a resolver `name` with
/// U+202E) never reach the terminal from the commands that print a brand's text. What each
/// writer gives the console is tested in process (`WorkflowsTests/Check/ControlCharacterRunTests`).
@Suite struct ControlCharacterTests {
  /// Scalars that must never be printed raw.
  static func forbidden(in text: String) -> [String] { TerminalSafety.forbidden(in: text) }

  /// A copy of studio named `RLO` + `gnp.exe` whose base set ends with the fixture.
  static func brand() throws -> String {
    let brand = try CLIRunner.copyOfBrand("studio", as: "controls")
    try FileManager.default.copyItem(
      atPath: HostileCorpusTests.folder + "/controls.tokens.json",
      toPath: brand + "/controls.tokens.json")
    let resolver = brand + "/controls.resolver.json"
    try CLIRunner.edit(
      resolver, replacing: #"{ "$ref": "base.tokens.json" }"#,
      with: #"{ "$ref": "base.tokens.json" }, { "$ref": "controls.tokens.json" }"#)
    try CLIRunner.edit(
      resolver, replacing: #""name": "Studio""#,
      with: #""name": "Studio\u202Egnp.exe\u2028x\u0085y""#)
    return brand
  }

  /// Each command with the brand (`B`) and the folder that holds it (`R`).
  @Test(arguments: [
    ["check", "B"], ["check", "--verbose", "B"], ["diff", "studio", "B"],
    ["preview", "--brand", "B"], ["list", "--tokens", "R"],
  ])
  func theConsoleCleansWhatItPrints(_ command: [String]) throws {
    let brand = try Self.brand()
    let root = (brand as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: root) }
    let arguments = command.map { $0 == "B" ? brand : $0 == "R" ? root : $0 }
    let result = try CLIRunner.run(arguments, environment: ["COLUMNS": "160"])
    #expect(result.status != 2, "\(arguments): \(result.stderr.prefix(600))")
    let shown = result.stdout + result.stderr
    #expect(Self.forbidden(in: shown).isEmpty, "\(arguments): \(Self.forbidden(in: shown))")
    #expect(!shown.contains("\u{1B}"), "\(arguments)")
  }
}
