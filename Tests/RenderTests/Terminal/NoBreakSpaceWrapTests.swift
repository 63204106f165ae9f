import Components
import Testing

@testable import Render

/// The terminal's wrappers break only at plain spaces, so the no-break spaces of the copy hold:
/// magic-link's sent line never ends a line with "It" nor leaves "minutes." alone (the HTML
/// does the same through the browser's line breaking).
@Suite struct NoBreakSpaceWrapTests {
  static let line =
    "We sent a sign-in link to jo@fieldnote.app. It\u{00A0}works for 15\u{00A0}minutes."

  static func check(_ lines: [String], width: Int) {
    for line in lines {
      #expect(!line.hasSuffix(" It") && line != "It", "width \(width): \(lines)")
    }
    #expect(lines.last != "minutes.", "width \(width): \(lines)")
  }

  @Test(arguments: 12...60)
  func textWrapKeepsNoBreakSpaces(width: Int) {
    Self.check(TerminalText.wrap(Self.line, width: width), width: width)
  }

  @Test(arguments: 12...60)
  func glyphWrapKeepsNoBreakSpaces(width: Int) {
    let glyphs = TerminalText.glyphs(Self.line)
    let lines = TerminalLayout.wrap(glyphs, width: width).map { indices in
      String(indices.map { glyphs[$0].glyph.character })
    }
    Self.check(lines, width: width)
  }

  @Test func theSentStateCarriesTheLine() throws {
    let tree = try #require(BlockKind.state("magic-link/sent-countdown")).part()
    #expect(tree.find("sent.line")?.text == Self.line)
  }
}
