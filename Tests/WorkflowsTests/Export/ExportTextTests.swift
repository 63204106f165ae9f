import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// The text `export` gives for each format, in process: exactly the library's golden files,
/// several brands in one Swift file, the Swift options, a scoped sheet, and a file written.
@Suite struct ExportTextTests {
  static let snapshots = TestPaths.packageRoot + "/Tests/ThemeTests/__Snapshots__"

  static func golden(_ path: String) throws -> String {
    try String(contentsOfFile: snapshots + "/" + path, encoding: .utf8)
  }

  @Test(arguments: ["studio", "folio", "fieldnote"])
  func exportsMatchTheGoldens(_ brand: String) throws {
    let swift = ExportFixture.run(.swift, [brand]).run()
    #expect(
      ExportFixture.text(swift)
        == (try Self.golden("SwiftExporterTests/shippedBrands.\(brand).swift")))
    let css = ExportFixture.run(.css, [brand]).run()
    #expect(
      ExportFixture.text(css) == (try Self.golden("CSSExporterTests/shippedBrands.\(brand).css")))
    let json = ExportFixture.run(.json, [brand], appearance: "dark").run()
    #expect(
      ExportFixture.text(json)
        == (try Self.golden("JSONExporterTests/shippedBrands.\(brand).dark.json")))
    for report in [swift, css, json] {
      #expect(ExportFixture.errors(report).isEmpty, "\(ExportFixture.lines(report))")
    }
  }

  /// A brand named twice, once by its folder, is one brand in the file.
  @Test(arguments: [
    ["studio", "folio", "fieldnote"],
    ["studio", ExportFixture.tokens + "/studio", "folio", "fieldnote"],
  ])
  func severalBrandsInOneFile(_ brands: [String]) throws {
    let report = ExportFixture.run(.swift, brands).run()
    #expect(
      ExportFixture.text(report)
        == (try Self.golden(
          "SwiftExporterTests/allShippedBrandsInOneFile.studio-folio-fieldnote.swift")))
  }

  @Test func theDefaultBrandIsStudio() {
    let run = ExportRun(format: .css, catalog: ExportFixture.catalog())
    #expect(ExportFixture.text(run.run()).hasPrefix("/*\n * Studio (studio)"))
  }

  @Test func typeNameAccessAndValuesOnly() {
    let main = ExportFixture.text(
      ExportFixture.run(
        .swift, swift: SwiftExporter.Options(typeName: "AcmeTheme", access: .internal)
      ).run())
    #expect(main.contains("\nstruct AcmeTheme: Sendable, Hashable, Identifiable {"))
    #expect(main.contains("  static let studio = AcmeTheme("))
    #expect(main.contains("struct AcmeHairline: View {"))
    #expect(!main.contains("public"))
    let values = ExportFixture.text(
      ExportFixture.run(
        .swift, ["folio"], swift: SwiftExporter.Options(typeName: "AcmeTheme", valuesOnly: true)
      ).run())
    #expect(
      values.hasPrefix(
        "// Folio (folio): brand values for AcmeTheme, declared in another file.\n"))
    #expect(values.contains("  public static let folio = AcmeTheme("))
    #expect(!values.contains("struct AcmeTheme"))
    #expect(!values.contains("EnvironmentValues"))
  }

  @Test func aSwiftFileIsWrittenAndSaysWhichBrands() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/SPTheme.swift"
    let report = ExportFixture.run(.swift, ["folio", "studio"], out: out).run()
    #expect(report.exitCode == 0)
    #expect(
      ExportTextWriter().lines(report) == [.error("wrote \(out) (swift, brands folio, studio)")])
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.hasPrefix("// Folio (folio), Studio (studio): SPTheme roles for SwiftUI.\n"))
    #expect(text.contains("static let defaultValue: SPTheme = .studio"))
  }

  /// JSON written to a file is a token file that checks clean.
  @Test func jsonToAFileChecksClean() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/folio.tokens.json"
    let report = ExportFixture.run(.json, ["folio"], out: out).run()
    #expect(report.exitCode == 0)
    let lines = ExportTextWriter().lines(report)
    #expect(!lines.contains { $0.stream != .error }, "nothing on standard output")
    #expect(lines.last?.text.hasPrefix("wrote \(out)") == true)
    let check = CheckRun(catalog: ExportFixture.catalog(), references: [out]).run()
    #expect(check.exitCode() == 0)
    #expect(
      check.brands.first?.summaryLine(styled: false).contains("ok: 0 errors, 0 warnings") == true)
  }

  @Test func aScopedSheetPutsEveryRuleUnderTheSelector() throws {
    let shape = ExportRun.CSSShape(selector: try CSSSelector(#"[data-brand="folio"]"#))
    let scoped = ExportFixture.text(ExportFixture.run(.css, ["folio"], css: shape).run())
    #expect(!scoped.contains(":root"))
    #expect(scoped.contains("\n[data-brand=\"folio\"] {\n  color-scheme: light dark;"))
    #expect(scoped.contains("@media (prefers-color-scheme: dark) {\n  [data-brand=\"folio\"] {"))
    let plain = ExportFixture.text(ExportFixture.run(.css, ["folio"]).run())
    let values = CatalogColors.css(plain)
    let same = CatalogColors.css(
      scoped.replacingOccurrences(of: "[data-brand=\"folio\"] {", with: ":root {"))
    #expect(!values.isEmpty)
    #expect(values.mapValues { "\($0)" } == same.mapValues { "\($0)" })
  }
}
