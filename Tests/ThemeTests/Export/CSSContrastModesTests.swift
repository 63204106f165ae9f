import Foundation
import TestSupport
import Testing

@testable import Theme

/// `CSSExporter` for web teams: a brand's increased-contrast contexts under
/// `prefers-contrast: more`, a page's own light/dark toggle (`CSSModeSelector`), and another
/// prefix than `--sp-`.
@Suite struct CSSContrastModesTests {
  /// Studio with `light-hc` and `dark-hc`, which change the separator only.
  static func studioWithIncreasedContrast() throws -> (BrandThemes, String) {
    let folder = try SwiftExporterTests.studioWithIncreasedContrast()
    return (try BrandThemes(brand: Brand(folder + "/studio.resolver.json")), folder)
  }

  @Test func increasedContrastContextsGoUnderPrefersContrastInsideTheScope() throws {
    let (themes, folder) = try Self.studioWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scope = try CSSSelector(#"[data-brand="studio"]"#)
    let text = CSSExporter.render(themes, selector: scope)
    #expect(
      text.contains(
        """
        @media (prefers-contrast: more) {
          [data-brand="studio"] {
            --sp-color-separator: #48484a;
          }
        }
        """))
    #expect(
      text.contains(
        """
        @media (prefers-contrast: more) and (prefers-color-scheme: dark) {
          [data-brand="studio"] {
            --sp-color-separator: #aeaeb2;
          }
        }
        """))
    #expect(
      text.contains(
        """
        @supports (color: light-dark(#000, #fff)) {
          @media (prefers-contrast: more) {
            [data-brand="studio"] {
              --sp-color-separator: light-dark(#48484a, #aeaeb2);
        """))
    // Only the separator differs, and the contrast rules come after every other rule.
    let contrast = try #require(text.range(of: "@media (prefers-contrast: more) {"))
    #expect(!text[contrast.lowerBound...].contains("--sp-color-accent"))
    #expect(!text[..<contrast.lowerBound].contains("--sp-color-separator: #48484a"))
    #expect(text.contains(" * Increased contrast follows prefers-contrast: more."))
    // A brand without such contexts has none of it (the shipped goldens are unchanged).
    #expect(!CSSExporter.render(try ExportFixtures.shipped("studio")).contains("prefers-contrast"))
  }

  @Test func aModeSelectorAddsRulesForThePagesOwnToggle() throws {
    let (themes, folder) = try Self.studioWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let modes = try CSSModeSelector(#"[data-theme="{mode}"]"#)
    let text = CSSExporter.render(themes, modes: modes)
    let dark = #":is(:root):is([data-theme="dark"]), :is([data-theme="dark"]) :is(:root) {"#
    #expect(text.contains("\n\(dark)\n  color-scheme: dark;\n  --sp-color-background: #000000;"))
    #expect(
      text.contains(
        #"""
        :is(:root):is([data-theme="light"]), :is([data-theme="light"]) :is(:root) {
          color-scheme: light;
        """#))
    // The mode rules hold plain values, never light-dark(), and the contrast ones follow them.
    let start = try #require(text.range(of: "\n\(dark)"))
    let end = try #require(text[start.upperBound...].range(of: "\n}\n"))
    #expect(!text[start.lowerBound..<end.lowerBound].contains("light-dark("))
    #expect(text.hasSuffix("\n  \(dark)\n    --sp-color-separator: #aeaeb2;\n  }\n}\n"))
  }

  @Test(arguments: [
    (".theme-{mode}", ".theme-light", ".theme-dark"),
    (#"[data-theme="{mode}"]"#, #"[data-theme="light"]"#, #"[data-theme="dark"]"#),
    ("html.{mode}-mode", "html.light-mode", "html.dark-mode"),
  ])
  func modeSelectorsNameBothAppearances(_ pattern: String, _ light: String, _ dark: String) throws {
    let modes = try CSSModeSelector(pattern)
    #expect(modes.light.text == light)
    #expect(modes.dark.text == dark)
  }

  @Test(arguments: [
    ("[data-theme=dark]", "has no {mode}; write where light or dark goes"),
    (".{mode} { color: red", "holds '{', which would end the rule"),
    ("[data-theme=\"{mode}\"", "has '[' without its closing bracket"),
    ("@media {mode}", "starts with '@'"),
    (".{mode}</style>", "holds '<'"),
  ])
  func modeSelectorsThatCannotBeUsedAreRefused(_ pattern: String, _ reason: String) {
    #expect {
      _ = try CSSModeSelector(pattern)
    } throws: { error in
      let invalid = error as? CSSSelector.Invalid
      return invalid?.option == "--mode-selector" && invalid?.reason.hasPrefix(reason) == true
        && invalid?.description.hasPrefix("--mode-selector '") == true
    }
  }

  @Test func aPrefixRenamesEveryProperty() throws {
    let text = CSSExporter.render(try ExportFixtures.shipped("folio"), prefix: "acme")
    #expect(!text.contains("--sp-"))
    #expect(text.contains("  --acme-color-accent: #1d5f66;"))
    #expect(text.contains("letter-spacing: var(--acme-type-body-letter-spacing)"))
    #expect(text.contains("    --acme-color-accent: light-dark(#1d5f66, #7cc4c0);"))
    #expect(
      text.replacingOccurrences(of: "--acme-", with: "--sp-")
        == CSSExporter.render(try ExportFixtures.shipped("folio")))
  }

  @Test(
    arguments: [
      ("acme", nil), ("ds2", nil), ("my_brand-x", nil), ("", "is empty"),
      ("-acme", "starts with '-'"), ("ac me", "holds ' '"), ("a;b", "holds ';'"),
      ("é", "holds 'é'"),
    ] as [(String, String?)])
  func prefixes(_ prefix: String, _ reason: String?) {
    do {
      #expect(try CSSExporter.validPrefix(prefix) == prefix)
      #expect(reason == nil, "\(prefix) was accepted")
    } catch {
      #expect(reason.map { error.reason.hasPrefix($0) } == true, "\(error)")
      #expect(error.option == "--prefix")
    }
  }

  /// tinycss2 reads the whole sheet (contrast, modes, prefix, scope) without an error.
  @Test(.tags(.python), .fullTier) func everythingParsesAsCSS() throws {
    let (themes, folder) = try Self.studioWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = CSSExporter.render(
      themes, selector: try CSSSelector(#"[data-brand="studio"]"#),
      modes: try CSSModeSelector(".theme-{mode}"), prefix: "acme")
    guard let parsed = try CSSParser.parse(text) else { return }
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    let contexts = Set(parsed.declarations.map { $0[0] })
    #expect(
      contexts.contains(
        #"@supports (color: light-dark(#000, #fff)) / @media (prefers-contrast: more) / [data-brand="studio"]"#
      ))
    #expect(parsed.values(of: "--acme-color-separator").count == 10)
  }
}
