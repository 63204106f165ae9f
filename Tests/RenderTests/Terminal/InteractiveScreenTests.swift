import Components
import Testing
import Theme

@testable import Render

@Suite struct InteractiveScreenTests {
  static func canvas(_ lines: [String]) -> CellCanvas {
    var canvas = CellCanvas(width: 10, height: lines.count)
    for (row, line) in lines.enumerated() {
      for (column, character) in line.enumerated() {
        canvas[column, row] = Cell(character: character)
      }
    }
    return canvas
  }

  @Test func updaterWritesOnlyChangedRows() {
    var updater = ScreenUpdater(profile: .none)
    let first = updater.update(Self.canvas(["aaa", "bbb", "ccc"]))
    #expect(first.hasPrefix("\u{1B}[0m\u{1B}[2J"), "the first frame clears the screen")
    #expect(first.contains("\u{1B}[1;1H") && first.contains("\u{1B}[3;1H"))
    let second = updater.update(Self.canvas(["aaa", "bXb", "ccc"]))
    #expect(second == "\u{1B}[2;1H" + "bXb       ")
    #expect(
      updater.update(Self.canvas(["aaa", "bXb", "ccc"])) == "", "nothing changed, nothing written")
    updater.invalidate()
    #expect(updater.update(Self.canvas(["aaa", "bXb", "ccc"])).contains("\u{1B}[2J"))
  }

  @Test func sizeChangeRedrawsEverything() {
    var updater = ScreenUpdater(profile: .none)
    _ = updater.update(Self.canvas(["aaa", "bbb"]))
    let taller = updater.update(Self.canvas(["aaa", "bbb", "ccc"]))
    #expect(taller.contains("\u{1B}[2J") && taller.contains("\u{1B}[1;1H"))
  }

  @Test func spinnerFramesAnimateAndTheStillFrameStays() throws {
    let theme = try #require(Fixtures.studioLight)
    let state = try #require(BlockKind.state("sign-in/signing-in"))
    let scene = Scene(state: state, theme: theme, environment: SceneEnvironment())
    let still = TerminalLayout.render(scene, columns: 52)
    #expect(
      TerminalLayout.render(scene, columns: 52, spinnerFrame: TerminalLayout.stillSpinnerFrame)
        == still)
    let frames = Set(
      (0..<TerminalLayout.spinnerFrameCount).map {
        TerminalLayout.render(scene, columns: 52, spinnerFrame: $0).plainText.joined(
          separator: "\n")
      })
    #expect(frames.count == TerminalLayout.spinnerFrameCount, "every frame draws a different glyph")
    #expect(
      TerminalLayout.render(scene, columns: 52, spinnerFrame: 12)
        == TerminalLayout.render(scene, columns: 52, spinnerFrame: 2))
  }

  @Test func statusKeepsTheNewestAndHelpWraps() {
    let screen = PlayScreen(
      title: "sptheme play · Sign in", detail: "Studio · light",
      status: (1...30).map { "item \($0)" },
      help: (1...12).map { .init("k\($0)", "does thing \($0)") }, colors: .plain)
    let frame = screen.render(content: CellCanvas(width: 10, height: 3), columns: 60, rows: 20)
    let text = frame.plainText
    #expect(text[0].hasPrefix(" sptheme play · Sign in"))
    #expect(text[0].hasSuffix("Studio · light "))
    let status = text.filter { $0.contains("item") }
    #expect(status.count == 2)
    #expect(status.last?.contains("item 30") == true, "the newest item is kept")
    #expect(!text.joined().contains("item 1 "), "the oldest items give way")
    #expect(text.filter { $0.contains("does thing") }.count >= 3, "the footer wraps")
    #expect(
      screen.contentRows(columns: 60, rows: 20) == 20 - 1 - 2
        - text.filter { $0.contains("does thing") }.count)
  }

  @Test func diagnosticsWrapButCodeFramesDoNot() {
    let screen = PlayScreen(title: "t", detail: "", status: [], help: [], colors: .plain)
    let long =
      "/tmp/x.tokens.json:35:16: error: expected a key in double quotes but found ',' [json/syntax]"
    let frame = " 35 |     \"accent\": {,  and a long tail that would not fit in the width at all"
    let canvas = screen.textContent([long, frame], columns: 40)
    let lines = canvas.plainText.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.last?.hasPrefix("35 |") == true)
    #expect(PlayScreen.isCodeFrame("     |   ^"))
    #expect(!PlayScreen.isCodeFrame("  hint: fix it"))
  }
}
