import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// What stops `BuildRun` before anything is written: every problem of the outputs, each at its
/// place in `sptheme.json`, and a brand with errors.
@Suite struct BuildFindingsTests {
  @Test func reportsEveryProblemOfTheOutputsInOneRunAndWritesNothing() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "swift", "brands": ["studio", "folio"], "out": "OUT/App/Theme/SPTheme.swift" },
          { "format": "xcassets", "brand": "folio", "out": "OUT/App/Folio.xcassets" },
          { "format": "css", "brand": "folo", "selector": "[data-brand=folio]", "out": "OUT/web/a.css" },
          { "format": "jsn", "brand": "folio", "apperance": "dark", "out": "OUT/dist/folio.json" },
          { "format": "css", "brand": "folio", "appearance": "dark", "out": "OUT/web/a.css" },
          { "format": "swift", "brand": "studio", "typeName": "9Theme", "access": "open" },
          { "format": "css", "brand": "studio", "selector": "[data-brand=studio", "out": "OUT/b.css" },
          { "format": "json", "brand": "studio", "appearance": "dusk", "out": "OUT/c.json" },
          { "format": "css", "out": "OUT/d.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 1 && report.stopped && report.errors == 11)
    let project = folder + "/sptheme.json"
    let expected = [
      "\(project):4:33: error: no brand 'folo'",
      "hint: did you mean 'folio'?",
      "\(project):5:17: error: unknown format 'jsn'",
      "hint: did you mean 'json'?",
      "\(project):5:42: error: unknown member 'apperance' in an output",
      "hint: did you mean 'appearance'?",
      "\(project):6:42: error: appearance is not for css outputs",
      "\(project):6:71: error: two outputs write \(folder)/web/a.css (the other is at \(project):4:",
      "\(project):7:5: error: an output needs \"out\"",
      "\(project):7:57: error: '9Theme' is not a Swift type name",
      "\(project):7:77: error: access must be public or internal, not 'open'",
      "\(project):8:55: error: selector '[data-brand=studio' ",
      "\(project):9:58: error: brand 'studio' has no appearance 'dusk'",
      "\(project):10:5: error: an output needs \"brand\"",
    ]
    let said = BuildFixture.text(report, .error)
    for line in expected { #expect(said.contains(line), "missing: \(line)\nin:\n\(said)") }
    #expect(
      BuildTextWriter().lines(report).last
        == .error("error: build stopped: 11 errors in the outputs; nothing was written"))
    #expect(BuildFixture.text(report, .output).isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        == ["sptheme.json", "tokens"], "nothing is written")
  }

  @Test func aBrandWithErrorsStopsTheWholeBuild() throws {
    let folder = try BuildFixture.project(BuildOutputsTests.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ExportFixture.edit(
      folder + "/tokens/folio/light.tokens.json", replacing: "\"$value\": \"{palette.teal.700}\"",
      with: "\"$value\": \"{palette.nowhere}\"")
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 1 && report.failedBrands == 1)
    let said = BuildFixture.text(report, .error)
    #expect(said.contains("\(folder)/tokens/folio/light.tokens.json:"), "\(said)")
    #expect(said.contains("palette.nowhere"))
    #expect(said.contains("so no output of it is written (run 'sptheme check folio')"))
    #expect(said.hasSuffix("error: build stopped: 1 brand with errors; nothing was written"))
    // Not even the output of the brand without errors.
    #expect(!FileManager.default.fileExists(atPath: folder + "/App/Theme/SPTheme.swift"))
  }

  /// `namespace` is for xcassets outputs, and a boolean.
  @Test func namespaceIsForXCAssetsOutputsAndABoolean() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "css", "brand": "folio", "namespace": true, "out": "OUT/web/folio.css" },
          { "format": "xcassets", "brand": "folio", "namespace": "yes", "out": "OUT/App/Folio.xcassets" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 1)
    let said = BuildFixture.text(report, .error)
    #expect(said.contains("namespace is not for css outputs"), "\(said)")
    #expect(said.contains("namespace must be true or false"), "\(said)")
  }

  /// A bad `modeSelector` or `prefix` is located at its member.
  @Test func aBadModeSelectorOrPrefixIsLocatedAtItsMember() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "css", "brand": "folio", "modeSelector": ".dark", "out": "OUT/web/a.css" },
          { "format": "css", "brand": "folio", "prefix": "a b", "out": "OUT/web/b.css" },
          { "format": "json", "brand": "folio", "prefix": "acme", "out": "OUT/c.json" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 1)
    let said = BuildFixture.text(report, .error)
    for message in [
      "\(folder)/sptheme.json:2:58: error: modeSelector '.dark' has no {mode}",
      "\(folder)/sptheme.json:3:52: error: prefix 'a b' holds ' '; give ASCII letters, digits, '-' or '_', such as \"prefix\": \"acme\"",
      "prefix is not for json outputs",
    ] {
      #expect(said.contains(message), "\(said)")
    }
  }
}
