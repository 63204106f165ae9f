import Foundation
import Platform
import Testing

@testable import Theme

/// `XCAssetsExporter` with `namespaced`: each brand's colorsets in a folder that provides a
/// namespace, so several brands' catalogs share one app target (`Color("Folio/accent")`).
@Suite struct XCAssetsNamespaceTests {
  @Test(arguments: [("studio", "Studio"), ("folio", "Folio"), ("fieldnote", "Fieldnote")])
  func eachBrandFolderProvidesANamespace(_ brand: String, _ namespace: String) throws {
    let themes = try ExportFixtures.shipped(brand)
    let catalog = XCAssetsExporter.render(themes, namespaced: true)
    #expect(catalog.namespace == namespace)
    #expect(
      catalog.files.map(\.path)
        == ["Contents.json", "\(namespace)/Contents.json"]
        + ColorRole.allCases.map { "\(namespace)/\($0.rawValue).colorset/Contents.json" })
    let folder = try #require(catalog.files.first { $0.path == "\(namespace)/Contents.json" })
    let object = try XCAssetsExporterTests.json(folder.text)
    #expect((object["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true)
    #expect((object["info"] as? [String: Any])?["author"] as? String == "xcode")
    #expect(folder.text.contains("\"provides-namespace\" : true"))
    // The colorsets are the same bytes as without a namespace, one folder down.
    let plain = XCAssetsExporter.render(themes)
    #expect(plain.namespace == nil)
    for file in plain.files.dropFirst() {
      #expect(catalog.files.first { $0.path == "\(namespace)/\(file.path)" }?.text == file.text)
    }
  }

  @Test(arguments: [
    ("folio", "Folio"), ("field-note", "FieldNote"), ("9 lives", "Brand9Lives"), ("", "Brand"),
    ("../x", "X"),
  ])
  func namespacesAreSafeFolderNames(_ id: String, _ expected: String) throws {
    let themes = try ExportFixtures.shipped("studio")
    let renamed = BrandThemes(id: id, name: "Anything / at all", themes: themes.themes)
    #expect(XCAssetsExporter.namespace(of: renamed) == expected)
  }

  /// A catalog written without a namespace is replaced by one with it and back; a namespace
  /// folder holding something else is someone's work and refuses the write.
  @Test func eitherShapeReplacesTheOtherAndAForeignGroupIsKept() throws {
    let folder = NSTemporaryDirectory() + "sptheme-namespace-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/Theme.xcassets"
    let themes = try ExportFixtures.shipped("folio")
    let plain = XCAssetsExporter.render(themes)
    let spaced = XCAssetsExporter.render(themes, namespaced: true)
    #expect(try XCAssetsExporter.write(plain, to: out))
    #expect(try XCAssetsExporter.write(spaced, to: out))
    #expect(try !XCAssetsExporter.write(spaced, to: out))
    let tree = try FileManager.default.subpathsOfDirectory(atPath: out).filter {
      $0.hasSuffix(".json")
    }
    #expect(Set(tree) == Set(spaced.files.map(\.path)))
    #expect(try XCAssetsExporter.write(plain, to: out))
    #expect(try XCAssetsExporter.write(spaced, to: out))
    try FileManager.default.createDirectory(
      atPath: out + "/Folio/Logo.imageset", withIntermediateDirectories: true)
    #expect(throws: FileFailure.self) { try XCAssetsExporter.write(plain, to: out) }
    #expect(FileManager.default.fileExists(atPath: out + "/Folio/Logo.imageset"))
  }
}
