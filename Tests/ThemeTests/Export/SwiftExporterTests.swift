import Foundation
import TestSupport
import Testing

@testable import Theme

/// `SwiftExporter`: golden files for the shipped brands, type-checking against stub SwiftUI (the
/// tests that run `swiftc` are the `compiler` tier: `make test` runs them, `swift test` does not),
/// and text from token files that must not become code.
@Suite struct SwiftExporterTests {
  @Test(arguments: ExportFixtures.brands)
  func shippedBrands(_ brand: String) throws {
    let themes = try ExportFixtures.shipped(brand)
    let text = SwiftExporter.render(themes, options: ExportFixtures.options)
    #expect(
      text
        == SwiftExporter.render(try ExportFixtures.shipped(brand), options: ExportFixtures.options))
    Golden.check(text, name: brand, ext: "swift")
  }

  @Test(.tags(.compiler), .fullTier, arguments: ExportFixtures.brands)
  func typeChecksAgainstStubSwiftUI(_ brand: String) throws {
    let text = SwiftExporter.render(
      try ExportFixtures.shipped(brand), options: ExportFixtures.options)
    let problems = try SwiftTypeChecker.check(text, name: brand)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Every shipped brand in one file: the type once, each brand as an extension, the glue.
  static func allShipped(_ options: SwiftExporter.Options = SwiftExporter.Options())
    throws -> String
  {
    var options = options
    options.export = ExportFixtures.options
    return try SwiftExporter.render(
      ExportFixtures.brands.map(ExportFixtures.shipped), options: options)
  }

  @Test func allShippedBrandsInOneFile() throws {
    let text = try Self.allShipped()
    #expect(text == (try Self.allShipped()))
    #expect(
      text.components(separatedBy: "public struct SPTheme: Sendable, Hashable, Identifiable {")
        .count == 2)
    for brand in ExportFixtures.brands {
      #expect(text.components(separatedBy: "public static let \(brand) = SPTheme(").count == 2)
    }
    #expect(text.contains("static let defaultValue: SPTheme = .studio"))
    Golden.check(text, name: "studio-folio-fieldnote", ext: "swift")
  }

  /// The acceptance test of the glue: the multi-brand file and a view shaped like the seed
  /// blocks (`@Environment(\.spTheme)`, `SPHairline()`, `theme.type.subhead.font`,
  /// `theme.motion.snappy`, the display face) type-check together, with SwiftUI alone, with
  /// UIKit and with AppKit.
  @Test(.tags(.compiler), .fullTier) func allShippedBrandsTypeCheckWithASeedShapedView() throws {
    let problems = try SwiftTypeChecker.check(
      ["SPTheme": try Self.allShipped()], fixtures: ["SeedShapedView.swift"])
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// A brand picker as an app writes it: `ForEach(SPTheme.allBrands)`, a theme as the picker's
  /// selection, `.onChange(of: theme)` and a loop keyed by `id`, in every set-up (watchOS too).
  @Test(.tags(.compiler), .fullTier) func aBrandPickerOverTheExportedListTypeChecks() throws {
    let text = try Self.allShipped()
    #expect(
      text.contains(
        "public static let allBrands: [SPTheme] = [.studio, .folio, .fieldnote]"))
    #expect(text.contains("public struct SPTheme: Sendable, Hashable, Identifiable {"))
    #expect(text.contains("    id: \"folio\",\n    name: \"Folio\","))
    let problems = try SwiftTypeChecker.check(
      ["SPTheme": text], fixtures: ["BrandPickerView.swift"])
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// watchOS has no `UIColor(dynamicProvider:)` and no `accessibilityContrast`: the file has a
  /// branch of its own for it (always dark), and compiles against a UIKit that lacks both.
  @Test(.tags(.compiler), .fullTier) func aWatchOSTargetCompiles() throws {
    let folder = try Self.studioWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let themes = try BrandThemes(brand: Brand(folder + "/studio.resolver.json"))
    let text = try SwiftExporter.render(
      [themes], options: SwiftExporter.Options(export: ExportOptions(sourceRoot: folder)))
    #expect(text.contains("watchOS 9"))
    // The only os(…) condition, before any use of the APIs watchOS lacks.
    #expect(text.components(separatedBy: "os(").count == 2)
    let watch = try #require(text.range(of: "#if os(watchOS)"))
    let provider = try #require(text.range(of: "UIColor { traits in"))
    #expect(watch.lowerBound < provider.lowerBound)
    #expect(text.contains("#if os(watchOS)\n      // watchOS is always dark"))
    #expect(text.contains("      return dark.color\n    #elseif canImport(UIKit)"))
    let problems = try SwiftTypeChecker.check(["SPTheme": text])
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    // Without the branch, the watchOS set-up fails: the check can see the missing APIs.
    let without = text.replacingOccurrences(of: "#if os(watchOS)", with: "#if false")
    let failures = try SwiftTypeChecker.check(["SPTheme": without])
    #expect(failures.count == 1 && failures[0].hasPrefix("[SwiftUI+watchOS]"), "\(failures)")
    #expect(failures.first?.contains("error:") == true, "\(failures)")
  }

  /// Themes are equal, and hash, by brand id; the ids and `allBrands` are only in the file that
  /// declares the type.
  @Test func themesAreEqualByBrandAndValuesOnlyFilesHaveNoList() throws {
    let text = try Self.allShipped()
    #expect(text.contains("public static func == (lhs: SPTheme, rhs: SPTheme) -> Bool {"))
    #expect(text.contains("    lhs.id == rhs.id\n"))
    #expect(text.contains("    hasher.combine(id)\n"))
    let extra = try Self.allShipped(SwiftExporter.Options(valuesOnly: true))
    #expect(!extra.contains("allBrands"))
    #expect(extra.contains("    id: \"fieldnote\","))
  }

  @Test func aBrandGivenTwiceIsWrittenOnce() throws {
    let studio = try ExportFixtures.shipped("studio")
    let folio = try ExportFixtures.shipped("folio")
    let twice = try SwiftExporter.render(
      [folio, studio, folio, studio], options: SwiftExporter.Options(export: ExportFixtures.options)
    )
    let once = try SwiftExporter.render(
      [folio, studio], options: SwiftExporter.Options(export: ExportFixtures.options))
    #expect(twice == once)
    // Without studio, the environment's default is the first brand.
    let alone = try SwiftExporter.render([folio], options: SwiftExporter.Options())
    #expect(alone.contains("static let defaultValue: SPTheme = .folio"))
  }

  @Test func brandsThatWouldShareAPropertyAreRefused() throws {
    let studio = try ExportFixtures.shipped("studio")
    let renamed = BrandThemes(id: "Studio", name: "Studio copy", themes: studio.themes)
    #expect(throws: SwiftExportError.sameIdentifier("studio", "Studio", identifier: "studio")) {
      try SwiftExporter.render([studio, renamed], options: SwiftExporter.Options())
    }
    // Another brand under the same id is refused too, not dropped as a repeat.
    let impostor = BrandThemes(
      id: "studio", name: "Studio", themes: try ExportFixtures.shipped("folio").themes)
    #expect(throws: SwiftExportError.sameIdentifier("studio", "studio", identifier: "studio")) {
      try SwiftExporter.render([studio, impostor], options: SwiftExporter.Options())
    }
    #expect(throws: SwiftExportError.noBrands) {
      try SwiftExporter.render([], options: SwiftExporter.Options())
    }
  }

  /// A type of another name, internal, in a module whose second file adds a brand with
  /// `valuesOnly`: the glue's names follow the type name, and the two files compile together.
  @Test(.tags(.compiler), .fullTier) func typeNameAccessAndValuesOnlyShapeTheCode() throws {
    var options = SwiftExporter.Options(
      typeName: "AcmeTheme", access: .internal, export: ExportFixtures.options)
    let main = try SwiftExporter.render([try ExportFixtures.shipped("studio")], options: options)
    options.valuesOnly = true
    let extra = try SwiftExporter.render([try ExportFixtures.shipped("folio")], options: options)
    #expect(main.contains("\nstruct AcmeTheme: Sendable, Hashable, Identifiable {"))
    #expect(!main.contains("public "))
    #expect(main.contains("var acmeTheme: AcmeTheme {"))
    #expect(main.contains("struct AcmeHairline: View {"))
    #expect(main.contains("func acmeTextStyle(_ style: AcmeTheme.TextStyle) -> some View {"))
    #expect(!extra.contains("struct AcmeTheme"))
    #expect(!extra.contains("EnvironmentValues"))
    #expect(extra.contains("  static let folio = AcmeTheme("))
    let view = """
      import SwiftUI

      struct Card: View {
        @Environment(\\.acmeTheme) private var theme
        var body: some View {
          VStack(spacing: theme.space.md) {
            Text("Email").acmeTextStyle(theme.type.subhead)
            AcmeHairline()
          }
          .acmeTheme(.folio)
          .animation(theme.motion.snappy, value: 1)
        }
      }
      """
    let problems = try SwiftTypeChecker.check(["AcmeTheme": main, "Folio": extra, "Card": view])
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Why a type name that starts in lowercase is refused: `var acme: acme` does not compile.
  static let lowercaseReason =
    "it must start with an uppercase letter: the environment value is named after it with a lowercase first letter (acmeTheme for AcmeTheme), and a value named like its type does not compile"

  @Test(
    arguments: [
      ("SPTheme", nil), ("AcmeTheme", nil), ("_Brand2", Self.lowercaseReason),
      ("acme", Self.lowercaseReason),
      ("", "it is empty"), ("9Lives", "it must start with an ASCII letter or '_'"),
      ("Acme-Theme", "'-' is not allowed; use ASCII letters, digits and '_'"),
      ("Thème", "'è' is not allowed; use ASCII letters, digits and '_'"),
      ("struct", "it is a Swift keyword or a member of the theme"),
      ("Self", "it is a Swift keyword or a member of the theme"),
      ("Color", "the file uses 'Color' for something else (SwiftUI or a nested type)"),
      ("TextStyle", "the file uses 'TextStyle' for something else (SwiftUI or a nested type)"),
    ] as [(String, String?)])
  func typeNames(_ name: String, _ reason: String?) {
    do {
      #expect(try SwiftExporter.Options.validTypeName(name) == name)
      #expect(reason == nil, "\(name) was accepted")
    } catch {
      #expect(error == .invalidTypeName(name, reason: reason ?? ""), "\(error)")
    }
  }

  @Test(arguments: [
    ("SPTheme", "spTheme", "SPHairline", "sp"), ("AcmeTheme", "acmeTheme", "AcmeHairline", "acme"),
    ("URLTheme", "urlTheme", "URLHairline", "url"), ("Brand", "brand", "BrandHairline", "brand"),
    ("Theme", "theme", "ThemeHairline", "theme"),
  ])
  func glueNamesFollowTheTypeName(
    _ type: String, _ environment: String, _ hairline: String, _ prefix: String
  ) {
    let options = SwiftExporter.Options(typeName: type)
    #expect(options.environmentName == environment)
    #expect(options.hairlineName == hairline)
    #expect(options.modifierPrefix == prefix)
  }

  /// A brand with increased-contrast contexts (`light-hc`, `dark-hc`): its colors carry them,
  /// read through `accessibilityContrast == .high` (UIKit) and the high-contrast appearances
  /// (AppKit).
  @Test(.tags(.compiler), .fullTier) func increasedContrastVariantsGoIntoTheDynamicColors() throws {
    let folder = try Self.studioWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let themes = try BrandThemes(brand: Brand(folder + "/studio.resolver.json"))
    #expect(themes.lightIncreasedContrast != nil && themes.darkIncreasedContrast != nil)
    let text = try SwiftExporter.render(
      [themes], options: SwiftExporter.Options(export: ExportOptions(sourceRoot: folder)))
    // The separator is darker in light-hc (gray.700 #48484a) and lighter in dark-hc (gray.400).
    #expect(
      text.contains(
        "// Light, increased contrast: #48484a, from `color.separator → palette.gray.700`"))
    #expect(
      text.contains(
        "lightIncreasedContrast: RGB(space: .sRGB, red: 0.2824, green: 0.2824, blue: 0.2902, opacity: 1),"
      ))
    #expect(
      text.contains(
        "darkIncreasedContrast: RGB(space: .sRGB, red: 0.6824, green: 0.6824, blue: 0.698, opacity: 1)"
      ))
    // Only the separator differs; every other color falls back to its light or dark value.
    #expect(text.components(separatedBy: "lightIncreasedContrast: RGB(").count == 2)
    #expect(text.components(separatedBy: "darkIncreasedContrast: RGB(").count == 2)
    #expect(text.contains("The Studio brand (`studio`), light and dark, increased contrast."))
    #expect(text.contains("let high = traits.accessibilityContrast == .high"))
    #expect(
      text.contains(
        "case .accessibilityHighContrastDarkAqua: (darkIncreasedContrast ?? dark).platformColor"))
    let problems = try SwiftTypeChecker.check(["SPTheme": text])
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// A copy of Studio whose appearance modifier also has `light-hc` and `dark-hc`, which
  /// change the separator.
  static func studioWithIncreasedContrast() throws -> String {
    let folder = NSTemporaryDirectory() + "sptheme-hc-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let source = TestPaths.packageRoot + "/tokens/studio"
    for file in try FileManager.default.contentsOfDirectory(atPath: source) {
      try FileManager.default.copyItem(atPath: source + "/" + file, toPath: folder + "/" + file)
    }
    for (name, gray) in [("light-hc", "700"), ("dark-hc", "400")] {
      try """
      { "color": { "$type": "color", "separator": { "$value": "{palette.gray.\(gray)}" } } }
      """.write(toFile: "\(folder)/\(name).tokens.json", atomically: true, encoding: .utf8)
    }
    let resolver = folder + "/studio.resolver.json"
    let text = try String(contentsOfFile: resolver, encoding: .utf8).replacingOccurrences(
      of: "\"dark\": [",
      with: """
        "light-hc": [{ "$ref": "light.tokens.json" }, { "$ref": "light-hc.tokens.json" }],
                "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }],
                "dark": [
        """)
    try text.write(toFile: resolver, atomically: true, encoding: .utf8)
    return folder
  }

  @Test func colorsCarryBothAppearancesInOneValue() throws {
    let text = SwiftExporter.render(
      try ExportFixtures.shipped("studio"), options: ExportFixtures.options)
    #expect(text.contains("public static let studio = SPTheme("))
    #expect(text.contains("UIColor { traits in"))
    #expect(text.contains("NSColor(name: nil) { appearance in"))
    // studio's light accent is palette.blue.700 (#0066cc), its dark one palette.blue.600.
    #expect(text.contains("// Light: #0066cc, from `color.accent → palette.blue.700`"))
    #expect(text.contains("light: RGB(space: .sRGB, red: 0, green: 0.4, blue: 0.8, opacity: 1),"))
    #expect(
      text.contains("standard: .spring(response: 0.35, dampingFraction: 0.85, blendDuration: 0)"))
  }

  @Test(.tags(.compiler), .fullTier) func customFamiliesScaleRelativeToATextStyle() throws {
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
    // Inter is the brand's own first family here, so nothing changes family and nothing is noted.
    #expect(SwiftExporter.notes([themes]).isEmpty)
    #expect(
      text.contains(#"font: .custom("Inter", size: 17, relativeTo: .headline).weight(.semibold),"#))
    // SF Pro Display at Apple's size stays the system font, which scales with its text style.
    #expect(text.contains("font: .system(.largeTitle, design: .default, weight: .regular),"))
    // Without a spring the transition becomes a timing curve, with its delay.
    #expect(text.contains("snappy: .timingCurve(0.2, 0, 0, 1, duration: 0.2).delay(0.05)"))
    #expect(try SwiftTypeChecker.check(text, name: "custom").isEmpty)
  }

  /// One of Apple's families at a size Apple's text style lacks is drawn with the next family
  /// that names a font: the file's comment and the notes say so; at Apple's size nothing is said.
  @Test(
    arguments: [
      (
        18.0,
        "custom: type.body: SF Pro Text at 18 pt is not Apple's body size (17 pt), so the system font cannot scale it; it is drawn as .custom(\"Inter\", size: 18, relativeTo: .body); give it 17 pt to keep SF Pro Text"
      ),
      (17.0, nil),
    ] as [(Double, String?)])
  func aFamilyChangeIsNoted(_ size: Double, _ note: String?) throws {
    let themes = try ExportFixtures.studio(
      overriding: """
        { "type": { "$type": "typography", "body": { "$value": {
            "fontFamily": ["SF Pro Text", "Inter", "sans-serif"], "fontSize": { "value": \(size), "unit": "px" },
            "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } } } }
        """)
    #expect(SwiftExporter.notes([themes]) == (note.map { [$0] } ?? []))
    let text = SwiftExporter.render(themes, options: ExportFixtures.options)
    #expect(text.contains("// type.body: SF Pro Text at 18 pt is not Apple's") == (note != nil))
  }

  @Test(.tags(.compiler), .fullTier) func wideGamutColorsKeepDisplayP3() throws {
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

  @Test(.tags(.compiler), .fullTier) func hostileTextStaysInsideLiteralsAndComments() throws {
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
    #expect(
      text.contains(
        #"text: FontFamily(names: ["Evil\"); fatalError(\"\\(1)", "\\ back\\slash \\(x)"], face: .custom("Evil\"); fatalError(\"\\(1)")),"#
      ))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\u{2028}"))
    #expect(
      text.contains(
        "// font.text: line one\n      // } struct Injected {\n      // ///   reversed */"))
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
