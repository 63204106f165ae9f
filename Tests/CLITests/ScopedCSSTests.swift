import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `export css --selector` in Chromium: several brands on one page, each in its own element.
/// (The sheet's text and the selectors refused: `Tests/WorkflowsTests/Export/`,
/// `ExportCommandTests`.)
@Suite struct ScopedCSSTests {
  static let brands = ["studio", "folio"]

  /// A CSS export in process, as `sptheme export css` runs from the package root: its text, or
  /// `nil` after recording why there is none. With `out`, the file is written.
  static func css(
    _ brand: String, selector: String? = nil, modes: String? = nil, out: String? = nil
  ) throws -> String? {
    let shape = ExportRun.CSSShape(
      selector: try selector.map(CSSSelector.init) ?? .root,
      modes: try modes.map(CSSModeSelector.init))
    let report = ExportRun(
      format: .css,
      catalog: BrandCatalog(project: nil, tokensFolder: TestPaths.packageRoot + "/tokens"),
      references: [brand], css: shape, out: out, sourceRoot: TestPaths.packageRoot
    ).run()
    switch report.result {
    case .text(let text): return text
    case .wrote: return try String(contentsOfFile: out ?? "", encoding: .utf8)
    default:
      Issue.record("\(brand): exit \(report.exitCode), \(ExportTextWriter().lines(report))")
      return nil
    }
  }

  /// Studio and Folio on one page, each in its own `[data-brand]` element: Chromium shows each
  /// brand's own colors, in light and with dark forced through prefers-color-scheme, and none
  /// past its element.
  @Test(.tags(.chromium, .python), .fullTier) func twoBrandsShareAPageInChromium() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var expected: [String: [String: [String: String]]] = [:]
    var sections = ""
    var links = ""
    for brand in Self.brands {
      let out = folder + "/\(brand).css"
      let scoped = try Self.css(brand, selector: "[data-brand=\"\(brand)\"]", out: out)
      #expect(scoped?.contains("[data-brand=\"\(brand)\"] {") == true)
      let plain = try #require(try Self.css(brand))
      let values = CatalogColors.css(plain)
      expected[brand] = [
        "light": values.mapValues(\.light), "dark": values.mapValues(\.dark),
      ]
      links += "<link rel=\"stylesheet\" href=\"\(brand).css\">\n"
      sections += "<section data-brand=\"\(brand)\">\n"
      for property in values.keys.sorted() {
        sections +=
          "  <div data-role=\"\(property)\" style=\"background-color: var(\(property))\">\(property)</div>\n"
      }
      sections += "</section>\n"
    }
    // The two brands really differ, so a page that showed one brand everywhere would fail.
    #expect(expected["studio"]?["light"] != expected["folio"]?["light"])
    #expect(expected["studio"]?["dark"] != expected["folio"]?["dark"])
    let page = folder + "/page.html"
    try """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Two brands</title>
    \(links)</head><body>
    \(sections)<div id="outside" style="background-color: var(--sp-color-accent, rgb(1, 2, 3))">outside</div>
    </body></html>
    """.write(toFile: page, atomically: true, encoding: .utf8)
    let expectedPath = folder + "/expected.json"
    try JSONSerialization.data(withJSONObject: expected, options: [.sortedKeys]).write(
      to: URL(fileURLWithPath: expectedPath))
    let (status, output) = try PythonRunner.run("scoped_css_check.py", [page, expectedPath])
    #expect(status == 0, "\(output)")
    let count = expected.values.flatMap(\.values).map(\.count).reduce(0, +)
    #expect(output.contains("\(count) colors checked in Chromium: 0 failed"), "\(output)")
  }
}
