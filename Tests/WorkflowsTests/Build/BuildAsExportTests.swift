import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Outputs of `sptheme.json` with the options `export` takes on its command line: a CSS sheet's
/// mode selector and prefix, and asset catalogs with namespaces.
@Suite struct BuildAsExportTests {
  @Test func modeSelectorAndPrefixWriteWhatExportWrites() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "css", "brand": "folio", "modeSelector": ".theme-{mode}", "prefix": "acme",
            "selector": "[data-brand=\\"folio\\"]", "out": "OUT/web/folio.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let built = BuildFixture.run(folder).run()
    #expect(built.exitCode == 0, "\(BuildFixture.text(built, .error))")
    let shape = ExportRun.CSSShape(
      selector: try CSSSelector(#"[data-brand="folio"]"#),
      modes: try CSSModeSelector(".theme-{mode}"), prefix: try CSSExporter.validPrefix("acme"))
    let exported = ExportFixture.text(BuildFixture.export(.css, ["folio"], in: folder, css: shape))
    #expect(ExportFixture.read(folder + "/web/folio.css") == exported)
    #expect(exported.contains(":is([data-brand=\"folio\"]):is(.theme-dark)"))
    #expect(exported.contains("--acme-color-accent"))
  }

  /// Two brands' catalogs in one build get namespaces unless an entry says otherwise; one
  /// catalog alone keeps its colorsets at the top.
  @Test func aBuildOfSeveralBrandsCatalogsNamespacesThem() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "xcassets", "brand": "folio", "out": "OUT/App/Folio.xcassets" },
          { "format": "xcassets", "brand": "studio", "out": "OUT/App/Studio.xcassets" },
          { "format": "xcassets", "brand": "fieldnote", "namespace": false, "out": "OUT/App/Fieldnote.xcassets" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 0, "\(BuildFixture.text(report, .error))")
    #expect(
      BuildFixture.text(report, .output).contains(
        "wrote \(folder)/App/Folio.xcassets (1 brand, 10 colorsets in namespace Folio)"),
      "\(BuildFixture.text(report, .output))")
    #expect(try CatalogColors.providesNamespace(folder + "/App/Folio.xcassets/Folio") == true)
    #expect(try CatalogColors.providesNamespace(folder + "/App/Studio.xcassets/Studio") == true)
    #expect(
      FileManager.default.fileExists(
        atPath: folder + "/App/Fieldnote.xcassets/accent.colorset/Contents.json"))
    // The same bytes as an export with a namespace.
    let exported = folder + "/exported.xcassets"
    let export = BuildFixture.export(
      .xcassets, ["folio"], in: folder, namespace: true, out: exported)
    #expect(export.exitCode == 0, "\(ExportFixture.lines(export))")
    let files = try CatalogColors.files(exported)
    #expect(!files.isEmpty)
    #expect(try CatalogColors.files(folder + "/App/Folio.xcassets") == files)

    let alone = try BuildFixture.project(
      #"{ "outputs": [ { "format": "xcassets", "brand": "folio", "out": "OUT/App/Folio.xcassets" } ] }"#
    )
    defer { try? FileManager.default.removeItem(atPath: alone) }
    let one = BuildFixture.run(alone).run()
    #expect(
      BuildTextWriter().lines(one)
        == [.output("wrote \(alone)/App/Folio.xcassets (1 brand, 10 colorsets)")])
  }
}
