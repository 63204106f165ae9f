import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme diff` in process, between a brand and a changed copy of it (`--against DIR`) and
/// between a brand and itself: the text, the JSON and the HTML page.
@Suite struct DiffAgainstRunTests {
  /// The package's tokens, as `diff` finds them from the package's folder.
  static let catalog = BrandCatalog(project: nil, tokensFolder: TestPaths.packageRoot + "/tokens")

  /// `--limit`'s default.
  static let limit = 6

  @Test func changedAccentIsTracedAndItsReachListed() throws {
    let folder = try SnapshotFixture.copyOfBrand("studio", as: "studio")
    let parent = (folder as NSString).deletingLastPathComponent
    defer { SnapshotFixture.removeCopy(folder) }
    try SnapshotFixture.edit(
      folder + "/light.tokens.json", replacing: "\"$ref\": \"#/palette/blue/700\"",
      with: "\"$ref\": \"#/palette/blue/400\"")
    var problems: [String] = []
    let report = try DiffRun.against("studio", folder: parent, catalog: Self.catalog).run {
      problems.append($0)
    }
    #expect(problems.isEmpty, "\(problems)")
    #expect(report.exitCode == 1)
    let text = DiffWriter.text(report, limit: Self.limit)
    #expect(text.contains("light:\n  color.accent: "), "\(text)")
    #expect(text.contains("after:  color.accent (\(folder)/light.tokens.json:"))
    #expect(text.contains("palette.blue.400"))
    #expect(text.contains("reaches: sign-in/rest › submit"))
    #expect(text.contains("snapshots that change"))
    #expect(text.contains("sign-in.rest.studio.light.large"))
    #expect(!text.contains("dark:\n  color.accent"), "only light changed")
    #expect(!text.contains(".studio.dark."), "a copy in another folder changes no dark snapshot")
    // A lighter accent under a white label: the label's verdict flips.
    #expect(text.contains("submit.label (text)"))
    #expect(text.contains("now FAILS"))

    let json = DiffWriter.json(report).serialized()
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let changes = try #require(object?["changes"] as? [[String: Any]])
    #expect(changes.map { $0["role"] as? String } == ["color.accent"])
    let renderings = DiffWriter.renderings(
      report, templates: try SnapshotRun.templates(nil), limit: Self.limit)
    let page = DiffWriter.html(report, renderings: renderings)
    #expect(page.contains("<span class=\"swatch\""))
    #expect(
      page.contains(
        "<iframe title=\"sign-in.rest.studio.light.large before\" srcdoc=\"&lt;!DOCTYPE html&gt;"))
    #expect(!page.contains("<script"))
  }

  /// Without a brand's folder in it, `--against` names the other brand itself.
  @Test func againstABrandCompareWithIt() throws {
    let report = try DiffRun.against("studio", folder: "folio", catalog: Self.catalog).run()
    #expect(report.after.id == "folio")
    #expect(report.exitCode == 1)
  }

  @Test func identicalBrandsDiffClean() throws {
    let report = try DiffRun(
      before: .init(reference: "folio", catalog: Self.catalog),
      after: .init(reference: "folio", catalog: Self.catalog)
    ).run()
    #expect(report.exitCode == 0)
    #expect(
      DiffWriter.text(report, limit: Self.limit).contains(
        "0 role changes, 0 contrast verdicts flip, 0 snapshots change"))
  }
}
