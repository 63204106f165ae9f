import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// What stops an export, in process: brands that cannot be loaded or have errors, inputs and
/// appearances the brand refuses, and a brand without a dark context.
@Suite struct ExportRefusalTests {
  /// A copy of studio whose light text points at a color that does not exist.
  static func brokenBrand() throws -> String {
    let folder = try ExportFixture.copyOfBrand("studio", as: "broken")
    try ExportFixture.edit(
      folder + "/light.tokens.json", replacing: "\"{palette.gray.900}\"",
      with: "\"{palette.gray.9000}\"")
    return folder
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    var name: String
    var format: ExportRun.Format
    var brand: String
    /// Whether the brand is a set of `../shared/realworld/`.
    var realworld = false
    var input: [String: String] = [:]
    var appearance: String?
    var legacy = false
    var code: Int32
    /// A piece of what is said.
    var says: String
    var testDescription: String { name }
  }

  static let refusals = [
    Refusal(name: "no such brand", format: .css, brand: "nope", code: 2, says: "no brand 'nope'"),
    Refusal(
      name: "no such appearance", format: .json, brand: "studio", appearance: "dusk", code: 2,
      says: "has no appearance 'dusk'"),
    Refusal(
      name: "no such modifier", format: .css, brand: "studio", input: ["tone": "loud"], code: 2,
      says: "brand studio has no modifier 'tone'; its modifiers are appearance (light, dark)"),
    Refusal(
      name: "no such context", format: .css, brand: "adobe-spectrum", realworld: true,
      input: ["size": "tablet"], legacy: true, code: 2,
      says: "modifier size has no context 'tablet'; its contexts are desktop, mobile"),
    Refusal(
      name: "no dark context, css", format: .css, brand: "microsoft-fluent", realworld: true,
      legacy: true,
      code: 1, says: "has modifiers but no dark context"),
  ]

  @Test(arguments: refusals) func refused(_ item: Refusal) throws {
    let brand = item.realworld ? try ExportFixture.realworld(item.brand) : item.brand
    let report = ExportFixture.run(
      item.format, [brand], catalog: ExportFixture.catalog(legacy: item.legacy),
      input: item.input, appearance: item.appearance
    ).run()
    #expect(report.exitCode == item.code)
    #expect(report.result == nil, "nothing on standard output")
    #expect(ExportFixture.lines(report).contains(item.says), "\(ExportFixture.lines(report))")
  }

  @Test func aBrandWithErrorsIsNotExported() throws {
    let folder = try Self.brokenBrand()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let report = ExportFixture.run(.swift, [folder]).run()
    #expect(report.exitCode == 1)
    #expect(report.result == nil)
    #expect(
      ExportFixture.lines(report).contains("brand 'broken' has errors, so it cannot be exported"))
  }

  /// One broken brand among several: every brand's problem is said, nothing is written.
  @Test func aBrokenBrandStopsTheWholeFile() throws {
    let folder = try Self.brokenBrand()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let out = folder + "/../SPTheme.swift"
    let report = ExportFixture.run(.swift, ["folio", folder, "nope"], out: out).run()
    #expect(report.exitCode == 2)
    let said = ExportFixture.lines(report)
    #expect(said.contains("brand 'broken' has errors, so it cannot be exported"), "\(said)")
    #expect(said.contains("no brand 'nope'"), "\(said)")
    #expect(!FileManager.default.fileExists(atPath: out))
    let findings = ExportFixture.run(.swift, ["folio", folder]).run()
    #expect(findings.exitCode == 1)
    #expect(findings.result == nil)
  }

  /// Two different brands whose names give the same property: an error naming both files,
  /// never one of them left out.
  @Test func twoBrandsOfTheSameNameAreRefused() throws {
    let folder = try ExportFixture.copyOfBrand("studio", as: "studio")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let report = ExportFixture.run(.swift, ["studio", folder]).run()
    #expect(report.exitCode == 2)
    #expect(report.result == nil)
    #expect(
      ExportFixture.usage(report)
        == "brands 'studio' and 'studio' would both be the static property 'studio'; rename one, or export them to separate files (\(ExportFixture.tokens)/studio/studio.resolver.json, \(folder)/studio.resolver.json)"
    )
  }

  /// `--input` that picks one appearance of a format carrying every one says what to do
  /// instead, and never leads back to `--appearance` for that format.
  @Test(arguments: [
    (ExportRun.Format.css, "light-hc"), (.swift, "dark"), (.xcassets, "dark"),
  ])
  func pickingOneAppearanceSaysWhatToDoInstead(_ format: ExportRun.Format, _ context: String)
    throws
  {
    let folder = try IncreasedContrastBrand.make()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let report = ExportFixture.run(
      format, [folder], input: ["appearance": context], out: folder + "/../A.xcassets"
    ).run()
    #expect(report.exitCode == 2)
    let message = ExportFixture.usage(report)
    #expect(
      message.hasPrefix(
        "--input appearance=\(context) picks one appearance, but \(format.rawValue) carries every one"
      ), "\(message)")
    #expect(message.contains("'sptheme export json --appearance NAME'"))
    #expect(!message.contains("use --appearance ("))
    #expect(message.contains("--mode-selector '[data-theme=\"{mode}\"]'") == (format == .css))
    #expect(!FileManager.default.fileExists(atPath: folder + "/../A.xcassets"))
  }

  /// The same refusal for `--appearance`, which the shell words for every format but json.
  @Test(arguments: [ExportRun.Format.css, .swift, .xcassets])
  func theAppearanceOptionIsForJSON(_ format: ExportRun.Format) {
    let message = ExportWording.appearanceIsForJSON(format, appearance: "light-hc")
    #expect(
      message.hasPrefix(
        "--appearance is for json: --appearance light-hc picks one appearance, but \(format.rawValue) carries every one"
      ))
    #expect(message.contains("'sptheme export json --appearance NAME'"))
    #expect(message.contains("--mode-selector") == (format == .css))
  }

  /// json takes an increased-contrast context by the brand's own name.
  @Test func jsonTakesAnIncreasedContrastContextByName() throws {
    let folder = try IncreasedContrastBrand.make()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let named = ExportFixture.run(.json, [folder], appearance: "light-hc").run()
    let oracle = ExportFixture.run(.json, [folder + "/hc.resolver.json"], appearance: "light")
      .run()
    #expect(ExportFixture.text(named).contains("0.2824"), "gray.700 in light-hc's separator")
    #expect(ExportFixture.text(oracle).contains("0.2824"))
    let wrong = ExportFixture.run(.json, [folder], appearance: "dusk").run()
    #expect(wrong.exitCode == 2)
    #expect(
      ExportFixture.usage(wrong).contains("(appearances: light, dark, light-hc, dark-hc)"),
      "\(ExportFixture.usage(wrong))")
  }
}
