import Foundation
import TestSupport
import Testing

/// `sptheme export css` for a web team: increased contrast under `prefers-contrast: more`,
/// `--mode-selector` for the page's own light/dark toggle, `--prefix`, the same from
/// `sptheme.json`, and messages about appearances that lead somewhere.
@Suite struct CSSContrastModesCLITests {
  /// `acme`, a copy of studio with `light-hc` and `dark-hc` contexts, and `hc`, an oracle brand
  /// beside it whose light and dark are those contexts; returns acme's folder.
  static func brandWithIncreasedContrast() throws -> String {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    try """
    { "color": { "$type": "color",
      "textSecondary": { "$value": "{palette.gray.900}" },
      "separator": { "$value": "{palette.gray.700}" } } }
    """.write(toFile: folder + "/light-hc.tokens.json", atomically: true, encoding: .utf8)
    try """
    { "color": { "$type": "color",
      "textSecondary": { "$value": "{palette.white}" },
      "separator": { "$value": "{palette.gray.300}" } } }
    """.write(toFile: folder + "/dark-hc.tokens.json", atomically: true, encoding: .utf8)
    let resolver = try String(contentsOfFile: folder + "/acme.resolver.json", encoding: .utf8)
    try resolver.replacingOccurrences(
      of: "\"dark\": [",
      with: """
        "light-hc": [{ "$ref": "light.tokens.json" }, { "$ref": "light-hc.tokens.json" }],
                "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }],
                "dark": [
        """
    ).write(toFile: folder + "/acme.resolver.json", atomically: true, encoding: .utf8)
    var oracle = resolver
    for name in ["light", "dark"] {
      oracle = oracle.replacingOccurrences(
        of: "{ \"$ref\": \"\(name).tokens.json\" }",
        with: "{ \"$ref\": \"\(name).tokens.json\" }, { \"$ref\": \"\(name)-hc.tokens.json\" }")
    }
    try oracle.write(toFile: folder + "/hc.resolver.json", atomically: true, encoding: .utf8)
    return folder
  }

  @Test(arguments: [
    (
      ["export", "css", "--input", "appearance=light-hc"],
      "--input appearance=light-hc picks one appearance, but css carries every one"
    ),
    (
      ["export", "css", "--appearance", "light-hc"],
      "--appearance light-hc picks one appearance, but css carries every one"
    ),
    (
      ["export", "swift", "--input", "appearance=dark"],
      "--input appearance=dark picks one appearance, but swift carries every one"
    ),
    (
      ["export", "xcassets", "--out", "A.xcassets", "--appearance", "dark"],
      "--appearance dark picks one appearance, but xcassets carries every one"
    ),
  ])
  func pickingOneAppearanceSaysWhatToDoInstead(_ arguments: [String], _ message: String) throws {
    let folder = try Self.brandWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let result = try CLIRunner.run(arguments + ["--brand", folder])
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    // Somewhere to go, and no circle back to --appearance for this format.
    #expect(result.stderr.contains("'sptheme export json --appearance NAME'"), "\(result.stderr)")
    #expect(!result.stderr.contains("use --appearance ("), "\(result.stderr)")
    if arguments[1] == "css" {
      #expect(result.stderr.contains("--mode-selector '[data-theme=\"{mode}\"]'"))
    }
  }

  /// `export json --appearance` takes an increased-contrast context by the brand's own name.
  @Test func jsonTakesAnIncreasedContrastContextByName() throws {
    let folder = try Self.brandWithIncreasedContrast()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let named = try CLIRunner.run([
      "export", "json", "--brand", folder, "--appearance", "light-hc",
    ])
    #expect(named.status == 0, "\(named.stderr)")
    let oracle = try CLIRunner.run([
      "export", "json", "--brand", folder + "/hc.resolver.json", "--appearance", "light",
    ])
    #expect(named.stdout.contains("0.2824"), "gray.700 in light-hc's separator")
    #expect(oracle.stdout.contains("0.2824"))
    let wrong = try CLIRunner.run(["export", "json", "--brand", folder, "--appearance", "dusk"])
    #expect(wrong.status == 2)
    #expect(
      wrong.stderr.contains("(appearances: light, dark, light-hc, dark-hc)"), "\(wrong.stderr)")
  }

  @Test(arguments: [
    (["export", "swift", "--mode-selector", ".{mode}"], "--mode-selector is for css"),
    (["export", "json", "--prefix", "acme"], "--prefix is for css"),
    (["export", "css", "--mode-selector", ".dark"], "--mode-selector '.dark' has no {mode}"),
    (["export", "css", "--mode-selector", ".{mode} {"], "holds '{', which would end the rule"),
    (["export", "css", "--prefix", "a b"], "--prefix 'a b' holds ' '"),
  ])
  func cssOptionsAreCheckedBeforeAnythingIsRead(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  /// `modeSelector` and `prefix` in `sptheme.json` write what `export css` writes with the same
  /// options; a bad one is located at its member.
  @Test func buildTakesModeSelectorAndPrefix() throws {
    let folder = try BuildCommandTests.project(
      """
      { "outputs": [
          { "format": "css", "brand": "folio", "modeSelector": ".theme-{mode}", "prefix": "acme",
            "selector": "[data-brand=\\"folio\\"]", "out": "web/folio.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let built = try CLIRunner.run(["build"], in: folder)
    #expect(built.status == 0, "\(built.stderr)")
    let exported = try CLIRunner.run(
      [
        "export", "css", "--brand", "folio", "--mode-selector", ".theme-{mode}", "--prefix",
        "acme", "--selector", #"[data-brand="folio"]"#,
      ], in: folder)
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(BuildCommandTests.read(folder + "/web/folio.css") == exported.stdout)
    #expect(exported.stdout.contains(":is([data-brand=\"folio\"]):is(.theme-dark)"))

    try """
    { "outputs": [
        { "format": "css", "brand": "folio", "modeSelector": ".dark", "out": "web/a.css" },
        { "format": "css", "brand": "folio", "prefix": "a b", "out": "web/b.css" },
        { "format": "json", "brand": "folio", "prefix": "acme", "out": "c.json" } ] }
    """.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let bad = try CLIRunner.run(["build"], in: folder)
    #expect(bad.status == 1)
    for message in [
      "sptheme.json:2:58: error: modeSelector '.dark' has no {mode}",
      "sptheme.json:3:52: error: prefix 'a b' holds ' '; give ASCII letters, digits, '-' or '_', such as \"prefix\": \"acme\"",
      "prefix is not for json outputs",
    ] {
      #expect(bad.stderr.contains(message), "\(bad.stderr)")
    }
  }

  /// In Chromium: with `prefers-contrast: more` emulated each role shows the increased-contrast
  /// value, and `[data-theme]` on an element or an ancestor shows that appearance whatever the
  /// system prefers, also from a sheet without its `light-dark()` rules.
  @Test(.tags(.chromium, .python), .fullTier) func contrastAndModeSelectorsInChromium() throws {
    let brand = try Self.brandWithIncreasedContrast()
    let folder = brand + "/.."
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scope = #"[data-brand="acme"]"#
    let export = try CLIRunner.run([
      "export", "css", "--brand", brand, "--selector", scope, "--mode-selector",
      #"[data-theme="{mode}"]"#,
    ])
    #expect(export.status == 0, "\(export.stderr)")
    try export.stdout.write(toFile: folder + "/acme.css", atomically: true, encoding: .utf8)
    try Self.withoutLightDark(export.stdout).write(
      toFile: folder + "/acme-no-light-dark.css", atomically: true, encoding: .utf8)
    #expect(!Self.withoutLightDark(export.stdout).contains(": light-dark("))
    #expect(export.stdout.contains(": light-dark("))

    // The oracles: plain exports of the brand and of its increased-contrast contexts.
    let plain = AssetCatalogReader.cssColors(
      try CLIRunner.run(["export", "css", "--brand", brand]).stdout)
    let high = AssetCatalogReader.cssColors(
      try CLIRunner.run(["export", "css", "--brand", brand + "/hc.resolver.json"]).stdout)
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
