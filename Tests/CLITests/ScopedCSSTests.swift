import Foundation
import TestSupport
import Testing

/// `sptheme export css --selector`: several brands on one page, each in its own element.
@Suite struct ScopedCSSTests {
  static let brands = ["studio", "folio"]

  @Test func aScopedSheetPutsEveryRuleUnderTheSelector() throws {
    let scoped = try CLIRunner.run([
      "export", "css", "--brand", "folio", "--selector", #"[data-brand="folio"]"#,
    ])
    #expect(scoped.status == 0, "\(scoped.stderr)")
    #expect(!scoped.stdout.contains(":root"))
    #expect(scoped.stdout.contains("\n[data-brand=\"folio\"] {\n  color-scheme: light dark;"))
    #expect(
      scoped.stdout.contains("@media (prefers-color-scheme: dark) {\n  [data-brand=\"folio\"] {"))
    let plain = try CLIRunner.run(["export", "css", "--brand", "folio"])
    let values = AssetCatalogReader.cssColors(plain.stdout)
    let same = AssetCatalogReader.cssColors(
      scoped.stdout.replacingOccurrences(of: "[data-brand=\"folio\"] {", with: ":root {"))
    #expect(values.mapValues { "\($0)" } == same.mapValues { "\($0)" })
  }

  @Test(arguments: [
    (#"[data-brand="folio"] {"#, "holds '{', which would end the rule"),
    (".a } body { color: red", "holds '}'"),
    (".a; x", "holds ';'"),
    (".a /* */", "holds a comment"),
    (".a\u{1B}]0;x\u{7}", "holds a control character (U+001B)"),
    (#"[data-brand="folio]"#, "has a string without its closing quote"),
    ("", "is empty"),
  ])
  func selectorsThatCouldBreakOutAreRefused(_ selector: String, _ message: String) throws {
    let result = try CLIRunner.run(["export", "css", "--brand", "folio", "--selector", selector])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func selectorIsForCSSOnly() throws {
    let result = try CLIRunner.run(["export", "swift", "--selector", ".a"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--selector is for css"), "\(result.stderr)")
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
      let scoped = try CLIRunner.run([
        "export", "css", "--brand", brand, "--selector", "[data-brand=\"\(brand)\"]", "--out", out,
      ])
      #expect(scoped.status == 0, "\(scoped.stderr)")
      let plain = try CLIRunner.run(["export", "css", "--brand", brand])
      let values = AssetCatalogReader.cssColors(plain.stdout)
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
