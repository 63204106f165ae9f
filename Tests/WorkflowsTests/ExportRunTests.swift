import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `ExportRun`: every format over the built-in brands, what stops an export, and the lines its
/// writer gives.
@Suite struct ExportRunTests {
  static func run(
    _ format: ExportRun.Format, _ brands: [String] = ["studio"], input: [String: String] = [:],
    appearance: String? = nil, out: String? = nil
  ) -> ExportReport {
    ExportRun(
      format: format, catalog: Fixtures.builtIn(), references: brands, input: input,
      appearance: appearance, out: out
    ).run()
  }

  struct FormatCase: CustomTestStringConvertible, Sendable {
    var format: ExportRun.Format
    var brand: String
    /// A piece of the text.
    var holds: String
    var testDescription: String { "\(format) \(brand)" }
  }

  static let formatCases = ["studio", "folio", "fieldnote"].flatMap { brand in
    [
      FormatCase(format: .swift, brand: brand, holds: "extension SPTheme"),
      FormatCase(format: .css, brand: brand, holds: "--sp-color-accent"),
      FormatCase(format: .json, brand: brand, holds: "\"$value\""),
    ]
  }

  @Test(arguments: formatCases) func eachFormatGivesItsTextForStandardOutput(_ item: FormatCase) {
    var loaded: [String] = []
    let report = ExportRun(
      format: item.format, catalog: Fixtures.builtIn(), references: [item.brand]
    )
    .run { if case .loaded(let brand) = $0 { loaded.append(brand.id) } }
    #expect(loaded == [item.brand])
    #expect(report.exitCode == 0 && report.failure == nil)
    guard case .text(let text) = report.result else {
      Issue.record("no text: \(String(describing: report.result))")
      return
    }
    #expect(text.contains(item.holds))
    let lines = ExportTextWriter().lines(report)
    #expect(lines.last == .data(text))
  }

  struct StopCase: CustomTestStringConvertible, Sendable {
    var name: String
    var report: @Sendable () -> ExportReport
    var code: Int32
    /// A piece of the usage message, or of the last line the writer gives.
    var says: String
    var testDescription: String { name }
  }

  static let stopCases = [
    StopCase(
      name: "no such brand", report: { run(.css, ["nosuch"]) }, code: 2,
      says: "error: no brand 'nosuch'"),
    StopCase(
      name: "no such appearance", report: { run(.json, ["folio"], appearance: "sepia") },
      code: 2, says: "brand 'folio' has no appearance 'sepia' (appearances: light, dark)"),
    StopCase(
      name: "appearance picked by input",
      report: { run(.css, ["studio"], input: ["appearance": "dark"]) }, code: 2,
      says: "--input appearance=dark picks one appearance, but css carries every one"),
    StopCase(
      name: "unwritable", report: { run(.css, out: "/nonexistent-folder/a.css") }, code: 2,
      says: "error: cannot write /nonexistent-folder/a.css"),
  ]

  @Test(arguments: stopCases) func whatStopsAnExport(_ item: StopCase) {
    let report = item.report()
    #expect(report.exitCode == item.code)
    #expect(report.result == nil)
    if case .usage(let message) = report.failure {
      #expect(message.contains(item.says), "\(message)")
    } else {
      let last = ExportTextWriter().lines(report).last
      #expect(last?.stream == .error)
      #expect(last?.text.contains(item.says) == true, "\(String(describing: last))")
    }
  }

  @Test func aFileAndACatalogAreWrittenAndSaidSo() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.run(.swift, ["studio", "folio"], out: folder + "/Theme.swift")
    #expect(
      file.result
        == .wrote(path: folder + "/Theme.swift", format: .swift, brands: ["studio", "folio"]))
    #expect(
      ExportTextWriter().lines(file).last
        == .error("wrote \(folder)/Theme.swift (swift, brands studio, folio)"))
    let catalog = { Self.run(.xcassets, ["folio"], out: folder + "/Folio.xcassets") }
    guard case .catalog(let first) = catalog().result, case .catalog(let again) = catalog().result
    else {
      Issue.record("no catalog")
      return
    }
    #expect(first.written && !again.written)
    #expect(
      ExportTextWriter().lines(catalog()).last
        == .error(
          "unchanged \(folder)/Folio.xcassets (xcassets, brand folio: 10 colorsets, each Any, Dark)"
        ))
  }

  @Test func optionRefusalsAreWorded() {
    #expect(
      ExportWording.oneBrandAtATime(.css, brands: ["studio", "folio"])
        == "css exports one brand at a time, but --brand names 2 (studio, folio); only swift holds several"
    )
    #expect(
      ExportWording.swiftOnly("type-name", format: .json)
        == "--type-name is for swift; json has no such choice")
  }
}
