import Components
import Render
import Testing
import Workflows

/// `sptheme play` and `preview --watch` as values: keys change the program's state and the
/// frame is drawn without a terminal.
@Suite struct PlayProgramTests {
  static func program(_ references: [String] = ["studio", "folio"]) -> PlayProgram {
    PlayProgram(
      player: PlayProgram.player(for: .signIn, delay: nil), brandReferences: references,
      brandIndex: 0, catalog: Fixtures.builtIn(), input: [:], appearance: "light", timeScale: 1,
      watches: true, clock: { 0 })
  }

  static func text(_ canvas: CellCanvas) -> String {
    ANSIWriter.render(canvas, profile: .plain)
  }

  @Test func typingGoesIntoTheFieldAndLettersAreCommandsOutsideIt() {
    var program = Self.program()
    #expect(!program.quitsOnQ, "the first field has the focus: q is typed")
    program.handle([.text("mara@folio.app")])
    #expect(program.player.focus == "email")
    #expect(!program.isFinished)
    program.handle([.escape])
    #expect(program.quitsOnQ)
    program.handle([.text("d")])
    #expect(program.brand.appearance == "dark")
    program.handle([.text("]")])
    #expect(program.brand.reference == "folio")
    program.handle([.text("[[")])
    #expect(program.brand.reference == "folio", "two steps back around two brands")
    program.handle([.text("q")])
    #expect(program.isFinished)
  }

  @Test func controlKeysQuitEvenInAField() {
    var program = Self.program()
    program.handle([.control("c")])
    #expect(program.isFinished)
  }

  @Test func theFrameShowsTitleBrandAndFooter() {
    let program = Self.program()
    let frame = Self.text(program.frame(columns: 80, rows: 40, now: 0))
    #expect(frame.contains("sptheme play · \(BlockKind.signIn.displayName)"))
    #expect(frame.contains("1/2"))
    #expect(frame.contains("next field"))
    #expect(frame.contains("Ctrl-C"))
  }

  @Test func aBrandThatDoesNotLoadShowsWhy() {
    let program = Self.program(["no-such-brand"])
    #expect(program.brand.theme == nil)
    #expect(program.brand.problems.first?.hasPrefix("error: ") == true)
    #expect(program.watchedFiles == ["/nonexistent-tokens-folder/no-such-brand/"])
  }

  @Test func previewWatchScrollsAndQuits() {
    var program = PreviewWatchProgram(
      reference: "studio", catalog: Fixtures.builtIn(), input: [:],
      drawing: PreviewRun(states: Array(BlockKind.signIn.catalogue.prefix(1))), width: nil,
      clock: { 0 })
    let frame = Self.text(program.frame(columns: 100, rows: 30, now: 0))
    #expect(frame.contains("sptheme preview --watch"))
    #expect(frame.contains("watching for changes"))
    program.filesChanged(["tokens/studio/color.tokens.json"])
    #expect(
      Self.text(program.frame(columns: 100, rows: 30, now: 0)).contains(
        "reloaded after color.tokens.json changed (0 ms)"))
    program.handle([.down, .pageDown, .text("k")])
    #expect(!program.isFinished)
    program.handle([.text("q")])
    #expect(program.isFinished)
  }
}
