import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `ExportRun` writing an asset catalog: the folder read as Xcode reads it, every value the
/// same as the CSS export's for the role and appearance, and the folders it refuses to replace.
@Suite struct XCAssetsRunTests {
  /// Exports a brand both ways and checks every colorset against the CSS.
  static func expectCatalogMatchesCSS(
    brand: String, catalog brands: BrandCatalog = ExportFixture.catalog(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [String: [String: CatalogColors.Color]] {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Theme.xcassets"
    let export = ExportFixture.run(.xcassets, [brand], catalog: brands, out: out).run()
    #expect(export.exitCode == 0, "\(ExportFixture.lines(export))", sourceLocation: sourceLocation)
    let lines = ExportTextWriter().lines(export)
    #expect(lines.allSatisfy { $0.stream == .error }, sourceLocation: sourceLocation)
    #expect(
      lines.last?.text.hasPrefix("wrote \(out) (xcassets, brand ") == true, "\(lines)",
      sourceLocation: sourceLocation)
    let catalog = try CatalogColors.read(out)
    #expect(
      Set(catalog.keys) == Set(CatalogColors.roles.map { $0 + ".colorset" }),
      sourceLocation: sourceLocation)
    let css = ExportFixture.text(ExportFixture.run(.css, [brand], catalog: brands).run())
    let values = CatalogColors.css(css)
    for role in CatalogColors.roles {
      let set = catalog[role + ".colorset"] ?? [:]
      guard let expected = values[CatalogColors.property(role)] else {
        Issue.record("no \(role) in the CSS export", sourceLocation: sourceLocation)
        continue
      }
      for (key, hex) in [("any", expected.light), ("dark", expected.dark)] {
        guard let color = set[key] else {
          Issue.record("\(role).colorset has no \(key) entry", sourceLocation: sourceLocation)
          continue
        }
        #expect(color.space == "srgb", "\(role) \(key): \(color)", sourceLocation: sourceLocation)
        #expect(
          color.hex == hex, "\(role) \(key): colorset \(color.hex), css \(hex)",
          sourceLocation: sourceLocation)
      }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["Theme.xcassets"],
      "nothing is left beside the catalog", sourceLocation: sourceLocation)
    return catalog
  }

  @Test(arguments: ["studio", "folio", "fieldnote"])
  func shippedBrandsMatchTheirCSS(_ brand: String) throws {
    let catalog = try Self.expectCatalogMatchesCSS(brand: brand)
    #expect(catalog.values.allSatisfy { Set($0.keys) == ["any", "dark"] })
  }

  /// Figma's Simple Design System from ../shared/realworld, mapped onto the roles by `init`.
  @Test func aRealWorldSetWithDarkModeMatchesItsCSS() throws {
    let sds = try SDSProject.make()
    defer { try? FileManager.default.removeItem(atPath: sds.folder) }
    let catalog = try Self.expectCatalogMatchesCSS(brand: "sds", catalog: sds.catalog(legacy: true))
    let background = catalog["background.colorset"] ?? [:]
    #expect(background["any"] != background["dark"], "its dark mode really differs from light")
  }

  /// A brand with increased-contrast contexts gets High Contrast entries whose values are
  /// those of the same contexts exported as CSS (by a brand whose light and dark are them).
  @Test func increasedContrastContextsBecomeHighContrastEntries() throws {
    let folder = try IncreasedContrastBrand.make()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let out = folder + "/Acme.xcassets"
    let export = ExportFixture.run(.xcassets, [folder], out: out).run()
    #expect(export.exitCode == 0, "\(ExportFixture.lines(export))")
    #expect(
      ExportFixture.lines(export).contains(
        "10 colorsets, each Any, Dark, High Contrast, Dark High Contrast"),
      "\(ExportFixture.lines(export))")
    let catalog = try CatalogColors.read(out)
    let high = CatalogColors.css(
      ExportFixture.text(ExportFixture.run(.css, [folder + "/hc.resolver.json"]).run()))
    let plain = CatalogColors.css(ExportFixture.text(ExportFixture.run(.css, ["studio"]).run()))
    for role in CatalogColors.roles {
      let set = catalog[role + ".colorset"] ?? [:]
      #expect(Set(set.keys) == ["any", "dark", "high", "dark+high"], "\(role): \(set.keys)")
      let property = CatalogColors.property(role)
      #expect(set["high"]?.hex == high[property]?.light, "\(role) high")
      #expect(set["dark+high"]?.hex == high[property]?.dark, "\(role) dark+high")
      #expect(set["any"]?.hex == plain[property]?.light, "\(role) any")
      #expect(set["dark"]?.hex == plain[property]?.dark, "\(role) dark")
    }
    let secondary = catalog["textSecondary.colorset"] ?? [:]
    #expect(secondary["high"] != secondary["any"], "the contexts really differ")
    #expect(secondary["dark+high"] != secondary["dark"])
  }

  @Test func anExistingCatalogOfOursIsReplacedAndAnyOtherFolderIsRefused() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Theme.xcassets"
    for (brand, said) in [("studio", "wrote"), ("studio", "unchanged"), ("folio", "wrote")] {
      let report = ExportFixture.run(.xcassets, [brand], out: out).run()
      #expect(report.exitCode == 0, "\(ExportFixture.lines(report))")
      #expect(
        ExportFixture.errors(report).last?.hasPrefix("\(said) \(out) (xcassets, brand \(brand):")
          == true, "\(ExportFixture.lines(report))")
    }
    let folio = ExportFixture.text(ExportFixture.run(.css, ["folio"]).run())
    let accent = CatalogColors.css(folio)["--sp-color-accent"]?.light
    #expect(accent != nil)
    #expect(try CatalogColors.read(out)["accent.colorset"]?["any"]?.hex == accent)

    // A catalog with something this export did not write is left alone.
    let image = out + "/Logo.imageset"
    try FileManager.default.createDirectory(atPath: image, withIntermediateDirectories: true)
    try "{}".write(toFile: image + "/Contents.json", atomically: true, encoding: .utf8)
    let refused = ExportFixture.run(.xcassets, ["studio"], out: out).run()
    #expect(refused.exitCode == 2)
    #expect(
      ExportFixture.lines(refused).contains(
        "holds 'Logo.imageset', which this export did not write"),
      "\(ExportFixture.lines(refused))")
    #expect(FileManager.default.fileExists(atPath: image + "/Contents.json"))
    #expect(try CatalogColors.read(out)["accent.colorset"]?["any"]?.hex == accent)

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
      let report = ExportFixture.run(.xcassets, out: path).run()
      #expect(report.exitCode == 2, "\(path)")
      let lines = ExportTextWriter().lines(report)
      #expect(lines.last?.text.hasPrefix("error: cannot write ") == true, "\(path): \(lines)")
      #expect(lines.last?.text.contains(message) == true, "\(path): \(lines)")
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
    #expect(try String(contentsOfFile: other + "/README", encoding: .utf8) == "keep")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == ["Other.xcassets", "Theme.xcassets", "notes.xcassets"], "\(left)")
  }

  @Test func aBrandWithoutDarkIsRefusedLikeTheOtherExports() throws {
    let fluent = try ExportFixture.realworld("microsoft-fluent")
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ExportFixture.run(
      .xcassets, [fluent], catalog: ExportFixture.catalog(legacy: true),
      out: folder + "/F.xcassets"
    ).run()
    #expect(report.exitCode == 1)
    #expect(
      ExportFixture.lines(report).contains("has modifiers but no dark context"),
      "\(ExportFixture.lines(report))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test func theNamespaceFlagPutsTheColorsetsInAFolder() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Folio.xcassets"
    let report = ExportFixture.run(.xcassets, ["folio"], namespace: true, out: out).run()
    #expect(report.exitCode == 0, "\(ExportFixture.lines(report))")
    #expect(
      ExportFixture.errors(report).last
        == "wrote \(out) (xcassets, brand folio: 10 colorsets in namespace Folio, each Any, Dark)")
    #expect(try CatalogColors.providesNamespace(out + "/Folio") == true)
    #expect(try CatalogColors.read(out + "/Folio").count == CatalogColors.roles.count)
    #expect(try CatalogColors.read(out).isEmpty)
  }
}
