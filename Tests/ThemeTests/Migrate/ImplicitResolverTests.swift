import Foundation
import Testing

@testable import Theme

/// A project without a resolver given to `check` (or any command that reads a brand), a Tokens
/// Studio single-file export or a folder of token files, is read as `migrate` would write it:
/// its sets where they are, its themes (or the modes its sets hold) as modifiers, so aliases
/// into `global` resolve and light and dark are both there; nothing is written.
@Suite struct ImplicitResolverTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var text: String
    var appearances: [String]
    /// What the summary line says the export holds.
    var summary: String
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "sets named like modes, empty $themes",
      text: try! String(
        contentsOfFile: ModeDetectionTests.fixtures + "/studio-empty-themes/tokens.json",
        encoding: .utf8),
      appearances: ["light", "dark"],
      summary: "set global; modifier appearance (light, dark)"),
    Case(
      name: "one theme group of light and dark",
      text: """
        {
          "core": { "gray": { "0": { "value": "#ffffff", "type": "color" },
                              "9": { "value": "#111111", "type": "color" } } },
          "light": { "bg": { "value": "{gray.0}", "type": "color" } },
          "dark": { "bg": { "value": "{gray.9}", "type": "color" } },
          "$themes": [
            { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
            { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } }
          ]
        }
        """,
      appearances: ["light", "dark"],
      summary: "set core; modifier Mode (Light, Dark)"),
    Case(
      name: "sets named like modes, no $themes at all",
      text: """
        {
          "base": { "blue": { "value": "#0a84ff", "type": "color" } },
          "light": { "accent": { "value": "{blue}", "type": "color" } },
          "dark": { "accent": { "value": "#409cff", "type": "color" } }
        }
        """,
      appearances: ["light", "dark"],
      summary: "set base; modifier appearance (light, dark)"),
  ]

  @Test(arguments: cases)
  func anExportIsReadWithItsSetsAndModes(_ expected: Case) throws {
    let folder = NSTemporaryDirectory() + "sptheme-export-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/tokens.json"
    try expected.text.write(toFile: path, atomically: true, encoding: .utf8)
    let brand = try Brand(path, options: TokenOptions(legacy: true))
    #expect(brand.appearances == expected.appearances)
    let report = brand.check(checkingRoles: false)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0.location?.description ?? ""): \($0.message)" })")
    let summary = report.diagnostics.first { $0.rule.id == "tokens/implicit-resolver" }
    #expect(summary?.message == "read as a Tokens Studio export: " + expected.summary)
    #expect(summary?.location?.file == path)
    // Nothing is written beside the export.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tokens.json"])
  }

  /// Each folder shape of `Tests/Fixtures/modes/` read without a resolver has the modifiers and
  /// appearances the migration's resolver gives it, and checks clean.
  @Test(
    arguments: ModeDetectionTests.cases.filter {
      !$0.fixture.hasSuffix(".json") && !$0.resolver.hasPrefix("acme")
    })
  func aFolderIsReadWithItsModes(_ expected: ModeDetectionTests.Case) throws {
    let folder = ModeDetectionTests.fixtures + "/" + expected.fixture
    let before = try FileManager.default.contentsOfDirectory(atPath: folder)
    let brand = try Brand(folder, options: TokenOptions(legacy: true))
    guard case .resolver(let resolver) = brand.source else {
      Issue.record("\(expected.fixture) was not read as a resolver")
      return
    }
    #expect(
      resolver.modifiers.map { "\($0.name)(\($0.contexts.joined(separator: ", ")))" }
        == expected.modifiers)
    #expect(brand.appearances == expected.appearances)
    #expect(brand.increasedContrastAppearances == expected.increasedContrast)
    let report = brand.check(checkingRoles: false)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0.location?.description ?? ""): \($0.message)" })")
    #expect(
      report.diagnostics.contains {
        $0.rule.id == "tokens/implicit-resolver"
          && $0.message.hasPrefix("read as a folder without a resolver: ")
      })
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == before)
  }

  /// A folder whose files define no token is no brand: the error says to write a resolver.
  @Test func aFolderWithoutTokensIsStillAnError() throws {
    let folder = NSTemporaryDirectory() + "sptheme-export-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try #"{ "name": "app", "version": "1.0.0" }"#.write(
      toFile: folder + "/package.json", atomically: true, encoding: .utf8)
    #expect(throws: BrandError.noResolver(folder, candidates: [])) {
      try Brand(folder)
    }
  }

  /// A token file whose top-level groups are not sets stays a plain token file.
  @Test func aPlainTokenFileIsNotAnExport() throws {
    let folder = NSTemporaryDirectory() + "sptheme-export-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/plain.tokens.json"
    try ##"{ "color": { "light": { "$value": "#ffffff", "$type": "color" } } }"##
      .write(toFile: path, atomically: true, encoding: .utf8)
    let brand = try Brand(path)
    guard case .tokenFile = brand.source else {
      Issue.record("a plain token file was read as an export")
      return
    }
    #expect(brand.configDiagnostics.isEmpty)
  }
}
