import Foundation
import Platform
import TestSupport
import Testing

@testable import Theme

/// `XCAssetsExporter`: Xcode's structure at every level, color spaces chosen by gamut, the
/// folder written atomically and never over something it did not write.
@Suite struct XCAssetsExporterTests {
  /// Every file of a catalog in one text, for a golden file.
  static func joined(_ catalog: XCAssetsExporter.Catalog) -> String {
    catalog.files.map { "=== \($0.path)\n\($0.text)" }.joined()
  }

  static func json(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
  }

  /// The entries of one role's colorset: appearance key (`any`, `dark`, …) → color.
  static func entries(_ catalog: XCAssetsExporter.Catalog, _ role: ColorRole) throws
    -> [String: (space: String, components: [String: String])]
  {
    let path = XCAssetsExporter.folderName(role) + "/Contents.json"
    let file = try #require(catalog.files.first { $0.path == path })
    var result: [String: (String, [String: String])] = [:]
    for entry in try json(file.text)["colors"] as? [[String: Any]] ?? [] {
      let appearances = entry["appearances"] as? [[String: String]] ?? []
      let key =
        appearances.isEmpty
        ? "any"
        : appearances.map { "\($0["appearance"] ?? "")=\($0["value"] ?? "")" }.joined(
          separator: "+")
      let color = entry["color"] as? [String: Any] ?? [:]
      result[key] = (
        color["color-space"] as? String ?? "", color["components"] as? [String: String] ?? [:]
      )
    }
    return result
  }

  @Test(arguments: ExportFixtures.brands)
  func shippedBrands(_ brand: String) throws {
    let catalog = XCAssetsExporter.render(try ExportFixtures.shipped(brand))
    #expect(catalog == XCAssetsExporter.render(try ExportFixtures.shipped(brand)))
    Golden.check(Self.joined(catalog), name: brand, ext: "xcassets.txt")
    #expect(catalog.notes.isEmpty)
    #expect(catalog.appearances == ["Any", "Dark"])
  }

  @Test(arguments: ExportFixtures.brands)
  func everyLevelIsXcodesFormatAndEveryRoleHasAColorset(_ brand: String) throws {
    let catalog = XCAssetsExporter.render(try ExportFixtures.shipped(brand))
    #expect(
      catalog.files.map(\.path)
        == ["Contents.json"] + ColorRole.allCases.map { "\($0.rawValue).colorset/Contents.json" })
    for file in catalog.files {
      let object = try Self.json(file.text)
      let info = object["info"] as? [String: Any]
      #expect(info?["author"] as? String == "xcode", "\(file.path)")
      #expect(info?["version"] as? Int == 1, "\(file.path)")
      #expect(file.text.hasSuffix("}\n"))
      #expect(!file.text.contains("\":"), "Xcode writes \" : \" (\(file.path))")
    }
    for role in ColorRole.allCases {
      let entries = try Self.entries(catalog, role)
      #expect(Set(entries.keys) == ["any", "luminosity=dark"], "\(role)")
      for entry in entries.values {
        #expect(entry.space == "srgb")
        #expect(Set(entry.components.keys) == ["red", "green", "blue", "alpha"])
        #expect(
          entry.components.values.allSatisfy { Double($0).map { (0...1).contains($0) } == true })
      }
    }
  }

  @Test func aColorOutsideSRGBIsDisplayP3AndOneOutsideP3IsExtendedSRGB() throws {
    let themes = try ExportFixtures.studio(
      overriding: """
        { "color": { "$type": "color",
            "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 0.8, 0.2] } },
            "danger": { "$value": { "colorSpace": "rec2020", "components": [1, 0, 0], "alpha": 0.5 } } } }
        """)
    let catalog = XCAssetsExporter.render(themes)
    let accent = try Self.entries(catalog, .accent)
    #expect(accent["any"]?.space == "display-p3")
    #expect(
      accent["any"]?.components == [
        "red": "0.0000", "green": "0.8000", "blue": "0.2000", "alpha": "1.0000",
      ])
    let danger = try Self.entries(catalog, .danger)
    #expect(danger["any"]?.space == "extended-srgb")
    let red = try #require(danger["any"]?.components["red"].flatMap(Double.init))
    #expect(red > 1, "rec2020 red lies beyond sRGB's red: \(red)")
    #expect(danger["any"]?.components["alpha"] == "0.5000")
    // The sRGB fallback CSS writes is the same color the colorset holds, mapped.
    let css = CSSExporter.render(themes)
    #expect(css.contains("--sp-color-accent: color(display-p3 0 0.8 0.2);"))
    #expect(
      catalog.notes.contains {
        $0.hasPrefix(
          "color.accent (light): color(display-p3 0 0.8 0.2) lies outside sRGB, written as display-p3"
        )
      })
    #expect(
      catalog.notes.contains {
        $0.contains("color.danger (dark)")
          && $0.hasSuffix("outside sRGB and Display P3, written as extended-srgb")
      })
    // Roles inside sRGB stay sRGB.
    #expect(try Self.entries(catalog, .surface)["any"]?.space == "srgb")
  }

  /// A copy of studio whose appearance modifier also has `dark-hc`: dark with a darker accent.
  @Test func highContrastEntriesFollowTheBrandsVariants() throws {
    let folder = NSTemporaryDirectory() + "sptheme-hc-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder)
    try """
    { "color": { "accent": { "$type": "color", "$value": "{palette.white}" } } }
    """.write(toFile: folder + "/hc.tokens.json", atomically: true, encoding: .utf8)
    let path = folder + "/studio.resolver.json"
    let resolver = try String(contentsOfFile: path, encoding: .utf8)
    try resolver.replacingOccurrences(
      of: "\"dark\": [",
      with:
        "\"dark-hc\": [{ \"$ref\": \"dark.tokens.json\" }, { \"$ref\": \"hc.tokens.json\" }],\n\"dark\": ["
    ).write(toFile: path, atomically: true, encoding: .utf8)
    let themes = try BrandThemes(brand: Brand(path))
    #expect(themes.themes.map(\.appearance) == ["light", "dark"])
    #expect(themes.increasedContrast.map(\.appearance) == ["dark-increased-contrast"])
    let catalog = XCAssetsExporter.render(themes)
    #expect(catalog.appearances == ["Any", "Dark", "Dark High Contrast"])
    let accent = try Self.entries(catalog, .accent)
    #expect(Set(accent.keys) == ["any", "luminosity=dark", "luminosity=dark+contrast=high"])
    #expect(
      accent["luminosity=dark+contrast=high"]?.components
        == ["red": "1.0000", "green": "1.0000", "blue": "1.0000", "alpha": "1.0000"])
    #expect(
      accent["luminosity=dark"]?.components != accent["luminosity=dark+contrast=high"]?.components)
    // A role the variant does not change keeps the dark value.
    let surface = try Self.entries(catalog, .surface)
    #expect(
      surface["luminosity=dark"]?.components == surface["luminosity=dark+contrast=high"]?.components
    )
  }

  @Test(arguments: [
    (0.0, "0.0000"), (1.0, "1.0000"), (0.06274509, "0.0627"), (-0.125, "-0.1250"),
    (-0.00001, "0.0000"), (1.23456, "1.2346"), (Double.nan, "0.0000"),
    // Past Int64's ten-thousandths: printed as it is, never a trap.
    (1e45, "1e+45"), (-1e300, "-1e+300"),
  ])
  func components(_ value: Double, _ expected: String) {
    #expect(XCAssetsExporter.decimal(value) == expected)
  }

  @Test func folderNamesAreSafeAndUniqueIgnoringCase() {
    let names = ColorRole.allCases.map(XCAssetsExporter.folderName)
    #expect(Set(names.map { $0.lowercased() }).count == names.count)
    for name in names {
      #expect(name.hasSuffix(".colorset"))
      #expect(
        name.unicodeScalars.allSatisfy {
          $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
            || $0 == "."
        })
    }
  }

  @Test func writingReplacesOnlyACatalogItWrote() throws {
    let folder = NSTemporaryDirectory() + "sptheme-xcassets-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Theme.xcassets"
    let studio = XCAssetsExporter.render(try ExportFixtures.shipped("studio"))
    let folio = XCAssetsExporter.render(try ExportFixtures.shipped("folio"))
    #expect(try XCAssetsExporter.write(studio, to: out + "/"))
    // The same catalog again: nothing is rewritten.
    let stamp =
      try FileManager.default.attributesOfItem(atPath: out + "/accent.colorset")[
        .systemFileNumber] as? Int
    #expect(try !XCAssetsExporter.write(studio, to: out))
    #expect(
      try FileManager.default.attributesOfItem(atPath: out + "/accent.colorset")[.systemFileNumber]
        as? Int == stamp)
    FileManager.default.createFile(atPath: out + "/.DS_Store", contents: Data())
    #expect(try XCAssetsExporter.write(folio, to: out))
    for file in folio.files {
      #expect(try String(contentsOfFile: out + "/" + file.path, encoding: .utf8) == file.text)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Theme.xcassets"])
    // A write that fails halfway leaves the old catalog whole and nothing beside it.
    var broken = studio
    broken.files.append(.init(path: "Contents.json/inside.json", text: "{}\n"))
    #expect(throws: FileFailure.self) { try XCAssetsExporter.write(broken, to: out) }
    for file in folio.files {
      #expect(try String(contentsOfFile: out + "/" + file.path, encoding: .utf8) == file.text)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Theme.xcassets"])
    // A colorset with an image in it is someone's work: refused, kept.
    try "x".write(toFile: out + "/accent.colorset/swatch.png", atomically: true, encoding: .utf8)
    #expect(throws: FileFailure.self) { try XCAssetsExporter.write(studio, to: out) }
    #expect(FileManager.default.fileExists(atPath: out + "/accent.colorset/swatch.png"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Theme.xcassets"])
  }
}
