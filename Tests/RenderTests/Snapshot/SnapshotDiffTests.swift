import Components
import TestSupport
import Testing
import Theme

@testable import Render

/// Unified diffs, semantic scene summaries, snapshot names and the JUnit report.
@Suite struct SnapshotDiffTests {
  @Test func unifiedDiffShowsHunksWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    let diff = UnifiedDiff.render(old, new, oldName: "a/x", newName: "b/x")
    #expect(
      diff == """
        --- a/x
        +++ b/x
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
        """)
    #expect(UnifiedDiff.render(old, old, oldName: "a", newName: "b").isEmpty)
  }

  @Test func unifiedDiffOfAddedAndRemovedLines() {
    let diff = UnifiedDiff.render("a\nb\nc\n", "a\nc\nd\n", oldName: "a/f", newName: "b/f")
    #expect(diff.contains("-b"))
    #expect(diff.contains("+d"))
    #expect(diff.contains("@@ -1,3 +1,3 @@"))
  }

  @Test func sceneSummaryNamesPartRoleAndTokenChain() throws {
    let theme = try #require(Fixtures.studioLight)
    let state = try #require(BlockKind.state("sign-in/invalid"))
    let scene = Scene(state: state, theme: theme, environment: SceneEnvironment())
    var changed = scene
    var submit = try #require(changed.root.find("submit"))
    submit.background?.red = 0
    submit.background?.green = 0x60 / 255
    submit.background?.blue = 0xDF / 255
    changed.root = Self.replacing(changed.root, with: submit)
    let lines = SceneSummary.lines(
      old: scene.json, new: changed.json, prefix: "sign-in.invalid.studio.light.large")
    let before = try #require(scene.root.find("submit")?.background?.hex)
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "sign-in.invalid.studio.light.large: submit.background \(before) (accent ← ") == true)
    #expect(lines.first?.contains(" → #0060df (accent ← ") == true)
  }

  @Test func sceneSummaryListsAddedAndRemovedParts() throws {
    let theme = try #require(Fixtures.studioLight)
    let rest = Scene(
      state: try #require(BlockKind.state("sign-in/rest")), theme: theme,
      environment: SceneEnvironment())
    let failed = Scene(
      state: try #require(BlockKind.state("sign-in/failed")), theme: theme,
      environment: SceneEnvironment())
    let lines = SceneSummary.lines(old: rest.json, new: failed.json, prefix: "p")
    #expect(lines.contains { $0.hasPrefix("p: + submit.error (text") })
    #expect(lines.contains("p: state \"sign-in/rest\" → \"sign-in/failed\""))
  }

  @Test func snapshotNamesRoundTrip() {
    let name = SnapshotName(
      block: "sign-in", state: "invalid", brand: "folio", appearance: "dark", size: "large")
    #expect(name.file("html") == "sign-in.invalid.folio.dark.large.html")
    #expect(SnapshotName(fileName: "sign-in.invalid.folio.dark.large.ansi.txt") == name)
    #expect(SnapshotName(fileName: "sign-in.invalid.folio.dark.large.scene.json") == name)
    #expect(SnapshotName(fileName: "index.html") == nil)
    #expect(SnapshotName(fileName: "report.html") == nil)
  }

  @Test func junitEscapesAndCounts() {
    let name = SnapshotName(
      block: "sign-in", state: "invalid", brand: "folio", appearance: "dark", size: "large")
    let other = SnapshotName(
      block: "sign-in", state: "rest", brand: "folio", appearance: "dark", size: "large")
    let comparison = SnapshotComparison(
      checked: [name, other],
      differences: [
        .init(
          name: name, kind: .changed, files: ["html"], summary: ["a <b> & \"c\""], diffs: [:],
          reference: [:],
          current: nil)
      ])
    let xml = SnapshotReport.junit(comparison)
    #expect(xml.contains(#"<testsuites name="sptheme snapshot" tests="2" failures="1" errors="0""#))
    #expect(xml.contains(#"<testcase classname="sign-in.rest" name="folio.dark.large"/>"#))
    #expect(xml.contains("a &lt;b&gt; &amp; &quot;c&quot;"))
  }

  static func replacing(_ node: SceneNode, with replacement: SceneNode) -> SceneNode {
    if node.id == replacement.id { return replacement }
    var copy = node
    copy.children = node.children.map { replacing($0, with: replacement) }
    return copy
  }
}
