import Foundation
import Testing

@testable import Theme

/// `SwiftExporter`: golden files for the shipped brands, type-checking against stub SwiftUI,
/// and text from token files that must not become code.
@Suite struct SwiftExporterTests {
  @Test(arguments: ExportFixtures.brands)
  func shippedBrands(_ brand: String) throws {
    let themes = try ExportFixtures.shipped(brand)
    let text = SwiftExporter.render(themes, options: ExportFixtures.options)
    #expect(
      text
        == SwiftExporter.render(try ExportFixtures.shipped(brand), options: ExportFixtures.options))
    GoldenFile.assert(text, named: brand, ext: "swift")
  }

  @Test(arguments: ExportFixtures.brands)
  func typeChecksAgainstStubSwiftUI(_ brand: String) throws {
    let text = SwiftExporter.render(
      try ExportFixtures.shipped(brand), options: ExportFixtures.options)
    let problems = try SwiftTypeChecker.check(text, name: brand)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func colorsCarryBothAppearancesInOneValue() throws {
    let text = SwiftExporter.render(
      try ExportFixtures.shipped("studio"), options: ExportFixtures.options)
    #expect(text.contains("public static let studio = SPTheme("))
    #expect(text.contains("UIColor { traits in"))
    #expect(text.contains("NSColor(name: nil) { appearance in"))
    // studio's light accent is palette.blue.700 (#0066cc), its dark one palette.blue.600.
    #expect(text.contains("- Light: #0066cc, from `color.accent → palette.blue.700`"))
    #expect(text.contains("light: RGB(space: .sRGB, red: 0, green: 0.4, blue: 0.8, opacity: 1),"))
    #expect(
      text.contains("standard: .spring(response: 0.35, dampingFraction: 0.85, blendDuration: 0)"))
  }

  @Test func customFamiliesScaleRelativeToATextStyle() throws {
    let themes = try ExportFixtures.studio(
      overriding: """
        {
          "font": { "$type": "fontFamily", "text": { "$value": ["Inter", "sans-serif"] } },
          "type": { "$type": "typography", "body": { "$value": {
            "fontFamily": "{font.text}", "fontSize": { "value": 18, "unit": "px" }, "fontWeight": 450,
            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } } },
          "motion": { "$type": "transition", "snappy": { "$value": {
            "duration": { "value": 0.2, "unit": "s" }, "delay": { "value": 50, "unit": "ms" },
            "timingFunction": [0.2, 0, 0, 1] } } }
        }
        """)
    let text = SwiftExporter.render(themes, options: ExportFixtures.options)
    #expect(
      text.contains(#"font: .custom("Inter", size: 18, relativeTo: .body).weight(.regular),"#))
    #expect(
      text.contains(#"font: .custom("Inter", size: 17, relativeTo: .headline).weight(.semibold),"#))
    // SF Pro Display at Apple's size stays the system font, which scales with its text style.
    #expect(text.contains("font: .system(.largeTitle, design: .default, weight: .regular),"))
    // Without a spring the transition becomes a timing curve, with its delay.
    #expect(text.contains("snappy: .timingCurve(0.2, 0, 0, 1, duration: 0.2).delay(0.05)"))
    #expect(try SwiftTypeChecker.check(text, name: "custom").isEmpty)
  }

  @Test func wideGamutColorsKeepDisplayP3() throws {
    let themes = try ExportFixtures.studio(
      overriding: """
        {
          "color": { "$type": "color",
            "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 0.8, 0.2] } },
            "danger": { "$value": { "colorSpace": "rec2020", "components": [1, 0, 0] } } }
        }
        """)
    let text = SwiftExporter.render(themes, options: ExportFixtures.options)
    #expect(text.contains("RGB(space: .displayP3, red: 0, green: 0.8, blue: 0.2, opacity: 1)"))
    #expect(text.contains("Outside sRGB: kept in Display P3"))
    // rec2020 red lies outside P3 too: gamut mapped to sRGB, not clipped.
    #expect(text.contains("Outside sRGB and Display P3: gamut mapped to"))
    #expect(try SwiftTypeChecker.check(text, name: "wide").isEmpty)
  }

  @Test func hostileTextStaysInsideLiteralsAndComments() throws {
    let themes = try ExportFixtures.studio(
      overriding: #"""
        {
          "font": { "$type": "fontFamily", "text": {
            "$description": "line one\n} struct Injected {\u2028/// \u202e reversed */",
            "$value": ["Evil\"); fatalError(\"\\(1)", "\\ back\\slash \\(x)"] } },
          "type": { "$type": "typography", "body": { "$value": {
            "fontFamily": "{font.text}", "fontSize": { "value": 18, "unit": "px" }, "fontWeight": 400,
            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } } }
        }
        """#, id: "9 lives/class")
    let text = SwiftExporter.render(themes, options: ExportFixtures.options)
    #expect(text.contains("public static let brand9LivesClass = SPTheme("))
    #expect(text.contains(#"text: ["Evil\"); fatalError(\"\\(1)", "\\ back\\slash \\(x)"]"#))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\u{2028}"))
    #expect(text.contains("/// line one\n    /// } struct Injected {\n    /// ///   reversed */"))
    #expect(try SwiftTypeChecker.check(text, name: "hostile").isEmpty)
  }

  @Test(arguments: [
    ("studio", "studio"), ("field-note", "fieldNote"), ("9lives", "brand9lives"),
    ("class", "classBrand"),
    ("über brand", "berBrand"), ("", "brand"), ("---", "brand"), ("color", "colorBrand"),
  ])
  func identifiers(_ name: String, _ expected: String) {
    #expect(SwiftCodeWriter.identifier(name) == expected)
  }
}
