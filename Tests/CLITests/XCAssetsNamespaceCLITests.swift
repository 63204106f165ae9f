import Foundation
import TestSupport
import Testing

/// `export xcassets --namespace` and `namespace` in `sptheme.json`: several brands' catalogs in
/// one app target, each brand's colorsets in a folder that provides a namespace.
@Suite struct XCAssetsNamespaceCLITests {
  static func providesNamespace(_ folder: String) throws -> Bool? {
    let object = try AssetCatalogReader.expectInfo(folder + "/Contents.json")
    return (object["properties"] as? [String: Any])?["provides-namespace"] as? Bool
  }

  @Test func theFlagPutsTheColorsetsInANamespaceFolder() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Folio.xcassets"
    let result = try CLIRunner.run([
      "export", "xcassets", "--brand", "folio", "--namespace", "--out", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "wrote \(out) (xcassets, brand folio: 10 colorsets in namespace Folio, each Any, Dark)"),
      "\(result.stderr)")
    #expect(try Self.providesNamespace(out + "/Folio") == true)
    let catalog = try AssetCatalogReader.read(out + "/Folio")
    #expect(catalog.count == XCAssetsExportTests.roles.count)
    #expect(try AssetCatalogReader.read(out).isEmpty)
  }

  @Test(arguments: ["swift", "css", "json"])
  func theFlagIsForXCAssetsOnly(_ format: String) throws {
    let result = try CLIRunner.run(["export", format, "--namespace"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--namespace is for xcassets"), "\(result.stderr)")
  }

  /// Two brands' catalogs in one build get namespaces unless an entry says otherwise; one
  /// catalog alone keeps its colorsets at the top, as before.
  @Test func aBuildOfSeveralBrandsCatalogsNamespacesThem() throws {
    let folder = try BuildCommandTests.project(
      """
      { "outputs": [
          { "format": "xcassets", "brand": "folio", "out": "App/Folio.xcassets" },
          { "format": "xcassets", "brand": "studio", "out": "App/Studio.xcassets" },
          { "format": "xcassets", "brand": "fieldnote", "namespace": false, "out": "App/Fieldnote.xcassets" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("wrote App/Folio.xcassets (1 brand, 10 colorsets in namespace Folio)"),
      "\(result.stdout)")
    #expect(try Self.providesNamespace(folder + "/App/Folio.xcassets/Folio") == true)
    #expect(try Self.providesNamespace(folder + "/App/Studio.xcassets/Studio") == true)
    #expect(
      FileManager.default.fileExists(
        atPath: folder + "/App/Fieldnote.xcassets/accent.colorset/Contents.json"))
    // The same bytes as `export --namespace`.
    let exported = folder + "/exported.xcassets"
    let export = try CLIRunner.run(
      ["export", "xcassets", "--brand", "folio", "--namespace", "--out", exported], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    for file in try FileManager.default.subpathsOfDirectory(atPath: exported)
    where file.hasSuffix(".json") {
      #expect(
        BuildCommandTests.read(folder + "/App/Folio.xcassets/" + file)
          == BuildCommandTests.read(exported + "/" + file), "\(file)")
    }

    let alone = try BuildCommandTests.project(
      """
      { "outputs": [ { "format": "xcassets", "brand": "folio", "out": "App/Folio.xcassets" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: alone) }
    let one = try CLIRunner.run(["build"], in: alone)
    #expect(one.stdout == "wrote App/Folio.xcassets (1 brand, 10 colorsets)\n", "\(one.stderr)")
  }

  @Test func namespaceIsForXCAssetsOutputsAndABoolean() throws {
    let folder = try BuildCommandTests.project(
      """
      { "outputs": [
          { "format": "css", "brand": "folio", "namespace": true, "out": "web/folio.css" },
          { "format": "xcassets", "brand": "folio", "namespace": "yes", "out": "App/Folio.xcassets" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(["build"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("namespace is not for css outputs"), "\(result.stderr)")
    #expect(result.stderr.contains("namespace must be true or false"), "\(result.stderr)")
  }
}
