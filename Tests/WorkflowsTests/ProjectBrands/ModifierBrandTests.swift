import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Brands as teams have them, checked and exported in process: light and dark under another
/// modifier name, modifiers beyond appearance, increased-contrast contexts, and an appearance
/// that cannot be found.
@Suite struct ModifierBrandTests {
  /// A copy of studio whose appearance modifier is called `theme`.
  static func themeNamedStudio() throws -> String {
    let folder = try ExportFixture.copyOfBrand("studio", as: "acme")
    let resolver = folder + "/acme.resolver.json"
    try ExportFixture.edit(resolver, replacing: "\"appearance\": {", with: "\"theme\": {")
    try ExportFixture.edit(
      resolver, replacing: "#/modifiers/appearance", with: "#/modifiers/theme")
    return folder
  }

  @Test func darkIsCheckedUnderAModifierCalledTheme() throws {
    let folder = try Self.themeNamedStudio()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    // Dark text the color of the dark card.
    try ExportFixture.edit(
      folder + "/dark.tokens.json", replacing: "\"{palette.gray.50}\"",
      with: "\"{palette.gray.900}\"")
    let report = ProjectCheck.run([folder])
    let text = ProjectCheck.text(report)
    #expect(report.exitCode() == 1, "\(text)")
    #expect(text.contains("acme/dark"), "\(text)")
    #expect(text.contains("[contrast/text]"))
    #expect(text.contains("appearances light, dark (modifier theme)"))
  }

  @Test func exportsOfAThemeNamedBrandCarryRealDarkValues() throws {
    let folder = try Self.themeNamedStudio()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let renamed = ExportFixture.text(ExportFixture.run(.css, [folder]).run())
    let shipped = ExportFixture.text(ExportFixture.run(.css, ["studio"]).run())
    // The same values as the shipped brand, whose modifier is called appearance.
    let body = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("  --sp-") || $0.hasPrefix("    --sp-") }
    }
    #expect(!body(renamed).isEmpty)
    #expect(body(renamed) == body(shipped))
    #expect(renamed.contains("prefers-color-scheme: dark"))
    let swift = ExportFixture.text(ExportFixture.run(.swift, [folder]).run())
    let shippedSwift = ExportFixture.text(ExportFixture.run(.swift, ["studio"]).run())
    let dark = { (text: String) in text.split(separator: "\n").filter { $0.contains("dark: RGB(") }
    }
    #expect(dark(swift).count == 10)
    #expect(dark(swift) == dark(shippedSwift))
  }

  @Test func aBrandModifiersSecondContextIsCheckedWithoutInput() throws {
    let folder = try ExportFixture.copyOfBrand("studio", as: "acme")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let resolver = folder + "/acme.resolver.json"
    try """
    { "color": { "textPrimary": { "$type": "color", "$value": "{palette.white}" } } }
    """.write(toFile: folder + "/loud.tokens.json", atomically: true, encoding: .utf8)
    try ExportFixture.edit(
      resolver, replacing: "\"modifiers\": {",
      with: """
        "modifiers": {
          "tone": { "contexts": { "calm": [], "loud": [{ "$ref": "loud.tokens.json" }] }, "default": "calm" },
        """)
    try ExportFixture.edit(
      resolver, replacing: "{ \"$ref\": \"#/modifiers/appearance\" }",
      with: "{ \"$ref\": \"#/modifiers/appearance\" }, { \"$ref\": \"#/modifiers/tone\" }")
    let report = ProjectCheck.run([folder])
    let text = ProjectCheck.text(report)
    #expect(report.exitCode() == 1, "\(text)")
    #expect(text.contains("acme/light · tone=loud"), "\(text)")
    #expect(text.contains("4 permutations"))
    let calm = ProjectCheck.run([folder], input: ["tone": "calm"])
    #expect(calm.exitCode() == 0, "\(ProjectCheck.text(calm))")
  }

  @Test func increasedContrastContextsAreCheckedWithTheirOwnPairs() throws {
    let folder = try Self.themeNamedStudio()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    // A high-contrast dark whose text is the color of the card: only that variant fails.
    try String(contentsOfFile: folder + "/dark.tokens.json", encoding: .utf8)
      .replacingOccurrences(of: "\"{palette.gray.50}\"", with: "\"{palette.gray.900}\"")
      .write(toFile: folder + "/dark-hc.tokens.json", atomically: true, encoding: .utf8)
    try ExportFixture.edit(
      folder + "/acme.resolver.json", replacing: "\"dark\": [",
      with:
        "\"dark-hc\": [{ \"$ref\": \"dark.tokens.json\" }, { \"$ref\": \"dark-hc.tokens.json\" }],\n        \"dark\": ["
    )
    let report = ProjectCheck.run([folder])
    let text = ProjectCheck.text(report)
    #expect(report.exitCode() == 1, "\(text)")
    #expect(text.contains("acme/dark-increased-contrast"), "\(text)")
    #expect(!text.contains("acme/dark:"), "\(text)")
    #expect(text.contains("appearances light, dark (modifier theme)"))
  }

  /// Fluent's contexts are default and inverted: no appearance is guessed, and every export
  /// refuses to copy light into dark (see ``ExportRefusalTests`` and ``XCAssetsRunTests``).
  @Test func anUndetectedAppearanceIsSaid() throws {
    let fluent = try ExportFixture.realworld("microsoft-fluent")
    let report = ProjectCheck.run(
      [fluent], catalog: ExportFixture.catalog(legacy: true), checkingRoles: false)
    #expect(ProjectCheck.text(report).contains("appearances default"))
  }
}
