import Foundation
import Testing

@testable import Theme

/// The real design systems in `../shared/realworld/` load as brands: the appearance modifier
/// found whatever it is called, every permutation resolved.
@Suite struct RealWorldBrandTests {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().deletingLastPathComponent().path + "/shared/realworld"
  }()

  struct Case: Sendable, CustomStringConvertible {
    var folder: String
    var modifier: String?
    var appearances: [String]
    var permutations: Int
    /// Whether the resolver has modifiers at all (without any, nothing needs saying).
    var hasModifiers = true
    var description: String { folder }
  }

  static let cases: [Case] = [
    Case(folder: "figma-sds", modifier: "theme", appearances: ["light", "dark"], permutations: 2),
    Case(
      folder: "adobe-spectrum", modifier: "theme", appearances: ["light", "dark"], permutations: 3),
    Case(
      folder: "dtcg-playground", modifier: "mode", appearances: ["light", "dark"], permutations: 4),
    Case(folder: "microsoft-fluent", modifier: nil, appearances: ["default"], permutations: 2),
    Case(
      folder: "apple-hig", modifier: "theme", appearances: ["light", "dark"], permutations: 10),
    Case(
      folder: "github-primer", modifier: "theme", appearances: ["light", "dark"],
      permutations: 6),
    Case(folder: "ibm-carbon", modifier: nil, appearances: ["default"], permutations: 4),
    Case(
      folder: "shopify-polaris", modifier: nil, appearances: ["default"], permutations: 1,
      hasModifiers: false),
  ]

  @Test(arguments: cases)
  func appearancesAndPermutations(_ expected: Case) throws {
    let folder = Self.root + "/" + expected.folder
    try #require(
      FileManager.default.fileExists(atPath: folder),
      "missing \(folder): ../shared/realworld/ must sit beside the package")
    let brand = try Brand(folder, options: TokenOptions(legacy: true))
    guard case .resolver = brand.source else {
      Issue.record("\(expected.folder) was not read as a resolver")
      return
    }
    #expect(brand.appearanceMap?.modifier == expected.modifier)
    #expect(brand.appearances == expected.appearances)
    let report = brand.check(checkingRoles: false)
    #expect(report.permutations == expected.permutations)
    // Where nothing says light and dark, a warning says what to write.
    let warned = brand.loadDiagnostics.contains {
      $0.rule.id == "config/appearance" && $0.severity == .warning
    }
    let unsaid = expected.modifier == nil && expected.hasModifiers
    #expect(warned == unsaid)
    #expect(brand.lacksDark == unsaid)
  }

  /// Figma writes typography letter spacing in `em`, which 2025.10 does not have: an error
  /// when strict, read as a multiple of the font size with a warning under `--legacy`.
  @Test func figmaLetterSpacingInEmIsReadUnderLegacy() throws {
    let folder = Self.root + "/figma-sds"
    try #require(FileManager.default.fileExists(atPath: folder), "missing \(folder)")
    func findings(legacy: Bool) throws -> [Diagnostic] {
      try Brand(folder, options: TokenOptions(legacy: legacy)).check(checkingRoles: false)
        .diagnostics
    }
    let strict = try findings(legacy: false)
    #expect(
      strict.filter { $0.rule.id == "value/unit" && $0.message.contains("\"em\"") }.count == 19)
    let legacy = try findings(legacy: true)
    #expect(!legacy.contains { $0.severity == .error }, "\(legacy.map(\.message))")
    #expect(
      legacy.filter { $0.rule.id == "value/legacy" && $0.message.contains("0 em") }.count == 19)
  }

  /// The sets whose only problems are shapes of older formats: errors when strict, none at
  /// all (only warnings) under `--legacy`.
  @Test(arguments: [("figma-sds", 19), ("microsoft-fluent", 104)])
  func legacyReadsSetsWrittenInOlderShapes(_ folder: String, strictErrors: Int) throws {
    let path = Self.root + "/" + folder
    try #require(FileManager.default.fileExists(atPath: path), "missing \(path)")
    func errors(legacy: Bool) throws -> [Diagnostic] {
      try Brand(path, options: TokenOptions(legacy: legacy)).check(checkingRoles: false)
        .diagnostics.filter { $0.severity == .error }
    }
    #expect(try errors(legacy: false).count == strictErrors)
    let legacy = try errors(legacy: true)
    #expect(legacy.isEmpty, "\(legacy.map(\.message))")
  }

  @Test func aResolverIsKnownByItsContentNotItsName() throws {
    let path = Self.root + "/dtcg-playground/resolver.json"
    try #require(FileManager.default.fileExists(atPath: path), "missing \(path)")
    #expect(Brand.isResolver(path))
    #expect(!Brand.isResolver(Self.root + "/dtcg-playground/tokens.json"))
    let brand = try Brand(path)
    #expect(brand.id == "dtcg-playground")
    if case .tokenFile = brand.source { Issue.record("resolver.json was read as a token file") }
  }

  @Test func noRolesChecksOnlyTheFormat() throws {
    let brand = try Brand(Self.root + "/dtcg-playground")
    let withRoles = brand.check().diagnostics.filter { $0.rule.id == "theme/missing-role" }
    let without = brand.check(checkingRoles: false).diagnostics.filter {
      $0.rule.id.hasPrefix("theme/")
    }
    #expect(withRoles.count == 37)
    #expect(without.isEmpty)
  }

  @Test func aBrandModifierFixedByAnInputIsHeldWhileTheOthersVary() throws {
    let brand = try Brand(Self.root + "/adobe-spectrum", options: TokenOptions(legacy: true))
    let (inputs, total) = brand.permutations(fixing: ["size": "mobile"])
    #expect(total == 2)
    #expect(inputs.map { $0["size"] } == ["mobile", "mobile"])
    #expect(Set(inputs.compactMap { $0["theme"] }) == ["light", "dark"])
  }
}
