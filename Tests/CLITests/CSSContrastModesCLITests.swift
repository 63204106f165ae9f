import Foundation
import TestSupport
import Testing

/// `export css` for a web team, in Chromium: increased contrast under `prefers-contrast: more`
/// and `--mode-selector` for the page's own light/dark toggle. (The sheet's text, the same from
/// `sptheme.json`, and the messages about appearances: `Tests/WorkflowsTests/Export/` and
/// `Build/`, `ExportCommandTests`.)
@Suite struct CSSContrastModesCLITests {
  /// In Chromium: with `prefers-contrast: more` emulated each role shows the increased-contrast
  /// value, and `[data-theme]` on an element or an ancestor shows that appearance whatever the
  /// system prefers, also from a sheet without its `light-dark()` rules.
  @Test(.tags(.chromium, .python), .fullTier) func contrastAndModeSelectorsInChromium() throws {
    let brand = try IncreasedContrastBrand.make()
    let folder = brand + "/.."
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scope = #"[data-brand="acme"]"#
    let export = try #require(
      try ScopedCSSTests.css(brand, selector: scope, modes: #"[data-theme="{mode}"]"#))
    try export.write(toFile: folder + "/acme.css", atomically: true, encoding: .utf8)
    try Self.withoutLightDark(export).write(
      toFile: folder + "/acme-no-light-dark.css", atomically: true, encoding: .utf8)
    #expect(!Self.withoutLightDark(export).contains(": light-dark("))
    #expect(export.contains(": light-dark("))

    // The oracles: plain exports of the brand and of its increased-contrast contexts.
    let plain = CatalogColors.css(try #require(try ScopedCSSTests.css(brand)))
    let high = CatalogColors.css(
      try #require(try ScopedCSSTests.css(brand + "/hc.resolver.json")))
    #expect(plain["--sp-color-separator"]?.light != high["--sp-color-separator"]?.light)
    #expect(plain["--sp-color-text-secondary"]?.dark != high["--sp-color-text-secondary"]?.dark)
    func values(_ colors: [String: (light: String, dark: String)], dark: Bool) -> [String: String] {
      colors.mapValues { dark ? $0.dark : $0.light }
    }
    var roles = ""
    for property in plain.keys.sorted() {
      roles +=
        "    <div data-role=\"\(property)\" style=\"background-color: var(\(property))\">\(property)</div>\n"
    }
    let body = """
      <section id="system" data-brand="acme">
      \(roles)</section>
      <section id="light" data-brand="acme" data-theme="light">
      \(roles)</section>
      <div data-theme="dark"><section id="dark" data-brand="acme">
      \(roles)</section></div>
      """
    var expected: [String: [String: [String: [String: String]]]] = [:]
    for sheet in ["acme.css", "acme-no-light-dark.css"] {
      let page = folder + "/" + sheet + ".html"
      try """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Modes</title>
      <link rel="stylesheet" href="\(sheet)"></head><body>
      \(body)
      </body></html>
      """.write(toFile: page, atomically: true, encoding: .utf8)
      var cases: [String: [String: [String: String]]] = [:]
      for scheme in ["light", "dark"] {
        for contrast in ["no-preference", "more"] {
          let colors = contrast == "more" ? high : plain
          cases["\(scheme)/\(contrast)"] = [
            "system": values(colors, dark: scheme == "dark"),
            "light": values(colors, dark: false),
            "dark": values(colors, dark: true),
          ]
        }
      }
      expected[page] = cases
    }
    let expectedPath = folder + "/expected.json"
    try JSONSerialization.data(withJSONObject: expected, options: [.sortedKeys]).write(
      to: URL(fileURLWithPath: expectedPath))
    let (status, output) = try PythonRunner.run("contrast_modes_check.py", [expectedPath])
    #expect(status == 0, "\(output)")
    let count = 2 * 4 * 3 * plain.count
    #expect(output.contains("\(count) colors checked in Chromium: 0 failed"), "\(output)")
  }

  /// The sheet without its top-level `@supports (color: light-dark(…))` blocks, as a browser
  /// without `light-dark()` reads it.
  static func withoutLightDark(_ css: String) -> String {
    var kept: [Substring] = []
    var skipping = false
    for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("@supports (color: light-dark(") { skipping = true }
      if !skipping { kept.append(line) }
      if skipping, line == "}" { skipping = false }
    }
    return kept.joined(separator: "\n")
  }
}
