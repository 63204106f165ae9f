import Foundation
import TestSupport
import Testing

@testable import Theme

/// `CSSExporter`: golden files, what a CSS parser (tinycss2) reads, fallbacks and escaping.
@Suite struct CSSExporterTests {
  @Test(arguments: ExportFixtures.brands)
  func shippedBrands(_ brand: String) throws {
    let text = CSSExporter.render(
      try ExportFixtures.shipped(brand), options: ExportFixtures.options)
    #expect(
      text == CSSExporter.render(try ExportFixtures.shipped(brand), options: ExportFixtures.options)
    )
    Golden.check(text, name: brand, ext: "css")
  }

  @Test(.tags(.python), .fullTier, arguments: ExportFixtures.brands)
  func parsesAsCSS(_ brand: String) throws {
    let themes = try ExportFixtures.shipped(brand)
    guard let parsed = try CSSParser.parse(CSSExporter.render(themes)) else { return }
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    let names = Set(parsed.declarations.map { $0[1] })
    for entry in RoleCatalog.entries {
      let name = "--sp-\(entry.path[0])-\(CSSExporter.kebab(entry.path[1]))"
      #expect(names.contains(name), "missing \(name)")
    }
    let dark = ":root"
    #expect(parsed.values(of: "color-scheme", in: dark) == ["light dark"])
    let surface = parsed.values(of: "--sp-color-surface")
    #expect(surface.count == 3, "root, prefers-color-scheme and light-dark: \(surface)")
    #expect(surface.last?.hasPrefix("light-dark(") == true)
    let contexts = Set(parsed.declarations.map { $0[0] })
    #expect(contexts.contains("@media (prefers-color-scheme: dark) / :root"))
    #expect(contexts.contains("@supports (color: light-dark(#000, #fff)) / :root"))
  }

  @Test func valuesAreCSSUnits() throws {
    let text = CSSExporter.render(try ExportFixtures.shipped("studio"))
    #expect(text.contains("--sp-radius-md: 10px;"))
    #expect(text.contains("--sp-space-xxl: 32px;"))
    #expect(
      text.contains(
        #"--sp-type-body: 400 17px/1.2941 "SF Pro Text", "Inter", system-ui, -apple-system, "Helvetica Neue", sans-serif;"#
      ))
    #expect(text.contains("--sp-type-body-letter-spacing: -0.43px;"))
    #expect(text.contains("--sp-motion-standard: 250ms cubic-bezier(0.25, 0.1, 0.25, 1) 0ms;"))
    #expect(text.contains("--sp-color-accent: light-dark(#0066cc, "))
  }

  @Test(.tags(.python), .fullTier) func wideGamutColorsKeepTheirOriginalInSupports() throws {
    let themes = try ExportFixtures.studio(
      overriding: """
        { "color": { "$type": "color",
            "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 0.8, 0.2] } },
            "danger": { "$value": { "colorSpace": "oklch", "components": [0.6, 0.3, "none"], "alpha": 0.9 } } } }
        """)
    let text = CSSExporter.render(themes)
    let mapped = ExportColor(ColorValue(colorSpace: .displayP3, components: [0, 0.8, 0.2])).hex
    #expect(text.contains("--sp-color-accent: \(mapped);"))
    #expect(
      text.contains(
        "@supports (color: light-dark(#000, #fff)) and (color: color(display-p3 1 1 1)) {"))
    #expect(text.contains("--sp-color-accent: color(display-p3 0 0.8 0.2);"))
    #expect(text.contains("--sp-color-danger: oklch(0.6 0.3 none / 0.9);"))
    guard let parsed = try CSSParser.parse(text) else { return }
    #expect(parsed.errors.isEmpty)
    #expect(parsed.values(of: "--sp-color-accent").last == "color(display-p3 0 0.8 0.2)")
  }

  /// A description reaches a CSS comment without the characters that make a file read
  /// differently from how it runs: bidirectional controls and line separators become spaces.
  @Test(arguments: [
    "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}", "\u{FEFF}",
  ])
  func descriptionsLoseBidiControlsInComments(_ control: String) throws {
    let themes = try ExportFixtures.studio(
      overriding: """
        { "font": { "$type": "fontFamily", "text": {
            "$description": "left\(control)right", "$value": ["Inter", "serif"] } } }
        """)
    let text = CSSExporter.render(themes)
    #expect(!text.contains(control))
    #expect(text.contains("left right"), "the description is kept, the control made a space")
  }

  @Test(.tags(.python), .fullTier) func fontNamesCannotBreakOutOfTheirDeclaration() throws {
    let themes = try ExportFixtures.studio(
      overriding: #"""
        { "font": { "$type": "fontFamily", "text": {
            "$description": "closes */ the comment </style>",
            "$value": ["x\"; } body { color: red; } :root { --y: \"", "back\\slash", "new\nline </style>", "serif"] } } }
        """#)
    let text = CSSExporter.render(themes)
    #expect(!text.contains("</style>"))
    #expect(!text.contains("closes */"))
    guard let parsed = try CSSParser.parse(text) else { return }
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    #expect(parsed.values(of: "color").isEmpty)
    #expect(parsed.values(of: "--y").isEmpty)
    let family = parsed.values(of: "--sp-font-text")
    // One declaration holding all four names (tinycss2 prints the decoded strings back).
    #expect(family.count == 1)
    #expect(
      family.first?.hasPrefix(
        #""x\"; } body { color: red; } :root { --y: \"", "back\\slash", "new"#) == true)
    #expect(family.first?.hasSuffix(#"line </style>", serif"#) == true)
    #expect(text.contains(#""new\a line \3c /style\3e ""#))
  }

  @Test(arguments: [
    ("textPrimary", "text-primary"), ("title1", "title1"), ("accentOn", "accent-on"),
    ("xxl", "xxl"),
  ])
  func propertyNames(_ role: String, _ expected: String) {
    #expect(CSSExporter.kebab(role) == expected)
  }
}
