import Foundation
import TestSupport
import Testing

/// A brand whose fonts this machine lacks, rendered by `sptheme docs` and `sptheme snapshot`,
/// opened in headless Chromium: `.ci/font_fallback_check.py` measures that a serif brand's text
/// is drawn in a serif and a mono brand's in a monospace, not in the sans-serif the pages used
/// to fall back to. A missing tool fails the test.
@Suite(.tags(.chromium, .python), .fullTier) struct FontFallbackBrowserTests {
  @Test func pagesFallBackToTheBrandsKindOfFont() throws {
    // Studio with a serif text font and a mono display font that no test machine has.
    let brand = try CLIRunner.copyOfBrand("studio", as: "fallback")
    let base = brand + "/base.tokens.json"
    try CLIRunner.edit(
      base,
      replacing:
        #""$value": ["SF Pro Text", "Inter", "system-ui", "-apple-system", "Helvetica Neue", "sans-serif"]"#,
      with: #""$value": ["Iowan Old Style"]"#)
    try CLIRunner.edit(
      base,
      replacing:
        #""$value": ["SF Pro Display", "Inter Display", "Inter", "system-ui", "-apple-system", "Helvetica Neue", "sans-serif"]"#,
      with: #""$value": ["Berkeley Mono"]"#)
    let folder = try TestPaths.temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: (brand as NSString).deletingLastPathComponent)
    }
    let docs = try CLIRunner.run(["docs", "--brand", brand, "--out", folder + "/site"])
    #expect(docs.status == 0, "\(docs.stderr)")
    let snapshot = try CLIRunner.run([
      "snapshot", "--brand", brand, "--block", "sign-in", "--out", folder + "/snaps",
    ])
    #expect(snapshot.status == 0, "\(snapshot.stderr)")

    let typography = folder + "/site/fallback/typography.html"
    let signIn = folder + "/snaps/sign-in.rest.fallback.light.large.html"
    let (status, text) = try PythonRunner.run(
      "font_fallback_check.py",
      [
        typography, ".fonts .card:nth-child(1) .font-sample", "serif",
        typography, ".fonts .card:nth-child(2) .font-sample", "monospace",
        typography, "#type-body .specimen", "serif",
        signIn, "label.sp-text", "serif",
        signIn, "button.sp-button-accent", "serif",
      ])
    #expect(status == 0, "font fallback checks failed:\n\(text)")
    #expect(text.contains("5 font fallbacks checked in Chromium: 5 passed, 0 failed"), "\(text)")
  }
}
