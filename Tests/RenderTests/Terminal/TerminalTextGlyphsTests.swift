import Testing

@testable import Render

extension Terminal {
  /// Text as cell glyphs: printable ASCII byte by byte gives what grapheme clusters give.
  @Suite("Terminal text glyphs")
  struct TerminalTextGlyphsTests {
    static let texts = [
      "", "Sign in", "  two  spaces ", "a\tb\r\nc\u{7F}d", "café", "e\u{301}te\u{301}", "漢字 かな",
      "👍🏽 ok",
      "\u{85}next\u{9B}", "~!@#$%^&*()_+{}|:\"<>?",
    ]

    @Test(arguments: texts)
    func glyphsAreTheClustersOfThePrintableText(_ text: String) {
      let expected = TerminalText.printable(text).map {
        TerminalText.Glyph(glyph: CellGlyph($0), width: TerminalText.width($0))
      }
      #expect(TerminalText.glyphs(text) == expected)
    }

    @Test(arguments: texts)
    func widthIsTheSumOfTheClustersWidths(_ text: String) {
      let expected = text.reduce(0) { $0 + DisplayWidth.of($1) }
      #expect(TerminalText.width(text) == expected)
      #expect(
        TerminalText.width(text.dropFirst())
          == text.dropFirst().reduce(0) { $0 + DisplayWidth.of($1) })
    }

    @Test func spacesAreOnlyLoneSpaces() {
      #expect(TerminalText.glyphs("a b").map(\.isSpace) == [false, true, false])
      #expect(TerminalText.glyphs(" \u{301}").map(\.isSpace) == [false])
    }

    @Test func wrappingBreaksAtSpacesAndCutsLongWords() {
      let glyphs = TerminalText.glyphs("one two threefour")
      let lines = TerminalLayout.wrap(glyphs, width: 7)
      let text = lines.map { line in String(line.map { glyphs[$0].glyph.character }) }
      #expect(text == ["one two", "threefo", "ur"])
    }

    /// A word that fits a line of its own moves to the next line whole, never cut where the
    /// line ran out ("name@example.co / m." is the HTML's old mistake).
    @Test func aWordThatFitsALineIsNeverCut() {
      let glyphs = TerminalText.glyphs("like name@example.com.")
      let lines = TerminalLayout.wrap(glyphs, width: 18)
      let text = lines.map { line in String(line.map { glyphs[$0].glyph.character }) }
      #expect(text == ["like", "name@example.com."])
      #expect(TerminalText.wrap("like name@example.com.", width: 18) == text)
    }

    @Test func findingChildTextComparesCharactersCanonically() {
      let haystack = TerminalText.glyphs("caf\u{E9} and cafe\u{301}")
      let needle = TerminalText.glyphs("cafe\u{301}")
      #expect(TerminalLayout.index(of: needle, in: haystack, from: 0) == 0)
      #expect(TerminalLayout.index(of: needle, in: haystack, from: 1) == 9)
    }
  }
}
