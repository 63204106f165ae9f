import Foundation
import Testing

/// `sptheme diff` between a brand and a changed copy of it.
@Suite struct DiffCommandTests {
  @Test func changedAccentIsTracedAndItsReachListed() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "studio")
    defer {
      try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"$ref\": \"#/palette/blue/700\"",
      with: "\"$ref\": \"#/palette/blue/400\"")
    let parent = (folder as NSString).deletingLastPathComponent
    let result = try CLIRunner.run(["diff", "studio", "--against", parent])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("light:\n  color.accent: "))
    #expect(result.stdout.contains("after:  color.accent (\(folder)/light.tokens.json:"))
    #expect(result.stdout.contains("palette.blue.400"))
    #expect(result.stdout.contains("reaches: sign-in/rest › submit"))
    #expect(result.stdout.contains("snapshots that change"))
    #expect(result.stdout.contains("sign-in.rest.studio.light.large"))
    #expect(!result.stdout.contains("dark:\n  color.accent"), "only light changed")
    #expect(
      !result.stdout.contains(".studio.dark."), "a copy in another folder changes no dark snapshot")
    // A lighter accent under a white label: the label's verdict flips.
    #expect(result.stdout.contains("submit.label (text)"))
    #expect(result.stdout.contains("now FAILS"))

    let html = parent + "/report.html"
    let json = try CLIRunner.run([
      "diff", "studio", "--against", parent, "--format", "json", "--html", html,
    ])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let changes = try #require(object?["changes"] as? [[String: Any]])
    #expect(changes.map { $0["role"] as? String } == ["color.accent"])
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains("<span class=\"swatch\""))
    #expect(
      page.contains(
        "<iframe title=\"sign-in.rest.studio.light.large before\" srcdoc=\"&lt;!DOCTYPE html&gt;"))
    #expect(!page.contains("<script"))
  }

  @Test func identicalBrandsDiffClean() throws {
    let result = try CLIRunner.run(["diff", "folio", "folio"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("0 role changes, 0 contrast verdicts flip, 0 snapshots change"))
  }

  @Test func usage() throws {
    let result = try CLIRunner.run(["diff", "studio"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("give two brands, or one brand and --against DIR"))
  }
}
