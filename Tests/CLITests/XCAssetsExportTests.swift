import Foundation
import TestSupport
import Testing

/// `sptheme export xcassets` run as a user runs it: the folder it writes, read as Xcode reads it,
/// and every value compared with what `export css` says for the same role and appearance.
@Suite struct XCAssetsExportTests {
  static let roles = [
    "background", "surface", "fill", "separator", "textPrimary", "textSecondary", "textTertiary",
    "accent", "accentOn", "danger",
  ]

  /// Exports a brand both ways (from `directory`) and checks every colorset against the CSS.
  static func expectCatalogMatchesCSS(
    brand: String, extra: [String] = [], in directory: String = TestPaths.packageRoot
  ) throws -> [String: [String: AssetCatalogReader.Color]] {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Theme.xcassets"
    let export = try CLIRunner.run(
      ["export", "xcassets", "--brand", brand, "--out", out] + extra, in: directory)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.isEmpty)
    #expect(export.stderr.contains("wrote \(out) (xcassets, brand "), "\(export.stderr)")
    let catalog = try AssetCatalogReader.read(out)
    #expect(Set(catalog.keys) == Set(roles.map { $0 + ".colorset" }))
    let css = try CLIRunner.run(["export", "css", "--brand", brand] + extra, in: directory)
    #expect(css.status == 0, "\(css.stderr)")
    let values = AssetCatalogReader.cssColors(css.stdout)
    for role in roles {
      let set = catalog[role + ".colorset"] ?? [:]
      guard let expected = values[AssetCatalogReader.property(role)] else {
        Issue.record("no \(role) in the CSS export")
        continue
      }
      for (key, hex) in [("any", expected.light), ("dark", expected.dark)] {
        guard let color = set[key] else {
          Issue.record("\(role).colorset has no \(key) entry")
          continue
        }
        #expect(color.space == "srgb", "\(role) \(key): \(color)")
        #expect(color.hex == hex, "\(role) \(key): colorset \(color.hex), css \(hex)")
      }
    }
    // Nothing is left beside the catalog.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Theme.xcassets"])
    return catalog
  }

  @Test(arguments: ["studio", "folio", "fieldnote"])
  func shippedBrandsMatchTheirCSS(_ brand: String) throws {
    let catalog = try Self.expectCatalogMatchesCSS(brand: brand)
    #expect(catalog.values.allSatisfy { Set($0.keys) == ["any", "dark"] })
  }

  /// Figma's Simple Design System from ../shared/realworld, mapped onto the roles by `init`.
  @Test func aRealWorldSetWithDarkModeMatchesItsCSS() throws {
    let folder = try ProjectBrandTests.projectWithSDS().folder
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalog = try Self.expectCatalogMatchesCSS(
      brand: "sds", extra: ["--legacy"], in: folder)
    // Its dark mode really differs from light.
    let background = catalog["background.colorset"] ?? [:]
    #expect(background["any"] != background["dark"], "\(background)")
  }

  /// A brand with increased-contrast contexts gets High Contrast entries whose values are
  /// those of the same contexts exported as CSS (by a brand whose light and dark are them).
  @Test func increasedContrastContextsBecomeHighContrastEntries() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    try """
    { "color": { "$type": "color",
      "textSecondary": { "$value": "{palette.gray.900}" },
      "separator": { "$value": "{palette.gray.700}" } } }
    """.write(toFile: folder + "/light-hc.tokens.json", atomically: true, encoding: .utf8)
    try """
    { "color": { "$type": "color",
      "textSecondary": { "$value": "{palette.white}" },
      "separator": { "$value": "{palette.gray.300}" } } }
    """.write(toFile: folder + "/dark-hc.tokens.json", atomically: true, encoding: .utf8)
    let resolver = try String(contentsOfFile: folder + "/acme.resolver.json", encoding: .utf8)
    let contrast = resolver.replacingOccurrences(
      of: "\"dark\": [",
      with: """
        "light-hc": [{ "$ref": "light.tokens.json" }, { "$ref": "light-hc.tokens.json" }],
                "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }],
                "dark": [
        """)
    try contrast.write(toFile: folder + "/acme.resolver.json", atomically: true, encoding: .utf8)
    // The oracle: a brand whose light and dark are the increased-contrast contexts.
    var oracle = resolver
    for name in ["light", "dark"] {
      oracle = oracle.replacingOccurrences(
        of: "{ \"$ref\": \"\(name).tokens.json\" }",
        with: "{ \"$ref\": \"\(name).tokens.json\" }, { \"$ref\": \"\(name)-hc.tokens.json\" }")
    }
    try oracle.write(toFile: folder + "/hc.resolver.json", atomically: true, encoding: .utf8)
    let out = folder + "/Acme.xcassets"
    let export = try CLIRunner.run(["export", "xcassets", "--brand", folder, "--out", out])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(
      export.stderr.contains("10 colorsets, each Any, Dark, High Contrast, Dark High Contrast"),
      "\(export.stderr)")
    let catalog = try AssetCatalogReader.read(out)
    let high = try CLIRunner.run(["export", "css", "--brand", folder + "/hc.resolver.json"])
    #expect(high.status == 0, "\(high.stderr)")
    let plain = try CLIRunner.run(["export", "css", "--brand", "studio"])
    let highValues = AssetCatalogReader.cssColors(high.stdout)
    let plainValues = AssetCatalogReader.cssColors(plain.stdout)
    for role in Self.roles {
      let set = catalog[role + ".colorset"] ?? [:]
      #expect(Set(set.keys) == ["any", "dark", "high", "dark+high"], "\(role): \(set.keys)")
      let property = AssetCatalogReader.property(role)
      #expect(set["high"]?.hex == highValues[property]?.light, "\(role) high")
      #expect(set["dark+high"]?.hex == highValues[property]?.dark, "\(role) dark+high")
      #expect(set["any"]?.hex == plainValues[property]?.light, "\(role) any")
      #expect(set["dark"]?.hex == plainValues[property]?.dark, "\(role) dark")
    }
    // The contexts really differ where the files say so.
    let secondary = catalog["textSecondary.colorset"] ?? [:]
    #expect(secondary["high"] != secondary["any"])
    #expect(secondary["dark+high"] != secondary["dark"])
  }

  @Test func anExistingCatalogOfOursIsReplacedAndAnyOtherFolderIsRefused() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Theme.xcassets"
    for (brand, said) in [("studio", "wrote"), ("studio", "unchanged"), ("folio", "wrote")] {
      let result = try CLIRunner.run(["export", "xcassets", "--brand", brand, "--out", out])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stderr.hasPrefix("\(said) \(out) (xcassets, brand \(brand):"), "\(result.stderr)")
    }
    let folio = try CLIRunner.run(["export", "css", "--brand", "folio"])
    let accent = AssetCatalogReader.cssColors(folio.stdout)["--sp-color-accent"]?.light
    #expect(try AssetCatalogReader.read(out)["accent.colorset"]?["any"]?.hex == accent)

    // A catalog with something this export did not write is left alone.
    let image = out + "/Logo.imageset"
    try FileManager.default.createDirectory(atPath: image, withIntermediateDirectories: true)
    try "{}".write(toFile: image + "/Contents.json", atomically: true, encoding: .utf8)
    let refused = try CLIRunner.run(["export", "xcassets", "--brand", "studio", "--out", out])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("holds 'Logo.imageset', which this export did not write"),
      "\(refused.stderr)")
    #expect(FileManager.default.fileExists(atPath: image + "/Contents.json"))
    #expect(try AssetCatalogReader.read(out)["accent.colorset"]?["any"]?.hex == accent)

    // A file, a folder of other things and a name without .xcassets are refused too.
    let file = folder + "/notes.xcassets"
    try "keep".write(toFile: file, atomically: true, encoding: .utf8)
    let other = folder + "/Other.xcassets"
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    try "keep".write(toFile: other + "/README", atomically: true, encoding: .utf8)
    let cases: [(String, String)] = [
      (file, "is a regular file, not an asset catalog"),
      (other, "holds 'README', which this export did not write, so it is not replaced"),
      (folder + "/Theme", "must end in .xcassets"),
    ]
    for (path, message) in cases {
      let result = try CLIRunner.run(["export", "xcassets", "--out", path])
      #expect(result.status == 2, "\(path)")
      #expect(result.stderr.contains(message), "\(path): \(result.stderr)")
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
    #expect(try String(contentsOfFile: other + "/README", encoding: .utf8) == "keep")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == ["Other.xcassets", "Theme.xcassets", "notes.xcassets"], "\(left)")
  }

  @Test(arguments: [
    (["export", "xcassets"], "xcassets writes a folder: give it with --out"),
    (
      ["export", "xcassets", "--out", "A.xcassets", "--selector", ":root"], "--selector is for css"
    ),
    (
      ["export", "xcassets", "--out", "A.xcassets", "--appearance", "dark"],
      "--appearance is for json"
    ),
    (["export", "svg"], "the formats are swift, xcassets, css and json"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: TestPaths.packageRoot + "/A.xcassets"))
  }

  @Test func aBrandWithoutDarkIsRefusedLikeTheOtherExports() throws {
    let fluent = ProjectBrandTests.realworld + "/microsoft-fluent"
    try #require(
      FileManager.default.fileExists(atPath: fluent),
      "missing \(fluent): ../shared/realworld/ must sit beside the package")
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run([
      "export", "xcassets", "--brand", fluent, "--legacy", "--out", folder + "/F.xcassets",
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("has modifiers but no dark context"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }
}
