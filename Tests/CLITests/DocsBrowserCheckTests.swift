import Foundation
import TestSupport
import Testing
import Theme

/// The studio docs pages and the site index opened in headless Chromium through Selenium:
/// `.ci/docs_browser_checks.py` asserts no console errors, links and frames that resolve inside
/// the site, no serious or critical axe-core violations, swatches that compute to the theme's
/// colors, no overflow at a phone's width, code wrapped inside its card, no absolute path, and
/// component frames sized to their blocks. A missing tool fails the test.
@Suite(.tags(.chromium, .python), .fullTier) struct DocsBrowserCheckTests {
  @Test func studioDocsPassInChromium() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The tokens folder given in full: the pages still print paths relative to the project.
    let docs = try CLIRunner.run([
      "docs", "--brand", "studio", "--tokens", TestPaths.packageRoot + "/tokens", "--out",
      folder + "/site",
    ])
    #expect(docs.status == 0, "\(docs.stderr)")

    // The colors the swatches must show, from the theme itself.
    let brand = try Brand("studio", tokensFolder: TestPaths.packageRoot + "/tokens")
    var expected: [String: [String: String]] = [:]
    for appearance in brand.appearances {
      let theme = try #require(brand.theme(appearance: appearance).theme)
      for role in ColorRole.allCases {
        expected[appearance, default: [:]][role.rawValue] = theme.color(role).value.srgbHex
      }
    }
    let expectPath = folder + "/colors.json"
    try JSONSerialization.data(withJSONObject: expected, options: [.sortedKeys]).write(
      to: URL(fileURLWithPath: expectPath))

    let (status, text) = try PythonRunner.run(
      "docs_browser_checks.py",
      [folder + "/site", "--brand", "studio", "--expect", expectPath])
    let failures = text.split(separator: "\n").filter { !$0.hasPrefix("ok ") }
    #expect(
      status == 0,
      "docs browser checks failed:\n\(failures.prefix(60).joined(separator: "\n"))")
    #expect(
      text.contains("13 docs pages checked in Chromium: 13 passed, 0 failed"),
      "\(failures.suffix(3))")
  }
}
