import Components
import Testing
import Theme

@testable import Render

/// The layout rule both renderers follow: at accessibility sizes a row whose parts do not fit
/// side by side stacks them, and a line breaks inside a word only when the word alone is wider
/// than the line.
@Suite struct RowLayoutTests {
  struct WrapCase: Sendable, CustomTestStringConvertible {
    var text: String
    var width: Int
    var lines: [String]
    var testDescription: String { "\(text) in \(width)" }
  }

  static let wraps = [
    // Words move whole to the next line.
    WrapCase(text: "Continue with Passkey", width: 10, lines: ["Continue", "with", "Passkey"]),
    // An address that fits a line of its own moves whole, not cut after its @.
    WrapCase(
      text: "like name@example.com.", width: 18, lines: ["like", "name@example.com."]),
    // Wider than the line: it starts a line, then breaks after its @ (as the HTML's word does).
    WrapCase(
      text: "like name@example.com.", width: 12, lines: ["like", "name@", "example.com."]),
    // No break character fits: between characters, as UIKit does.
    WrapCase(text: "Verification", width: 8, lines: ["Verifica", "tion"]),
    WrapCase(text: "a/b-c", width: 3, lines: ["a/", "b-c"]),
  ]

  @Test(arguments: wraps)
  func textBreaksInsideAWordOnlyWhenItIsWiderThanTheLine(_ item: WrapCase) {
    let glyphs = TerminalText.glyphs(item.text)
    let lines = TerminalLayout.wrap(glyphs, width: item.width).map { indices in
      String(indices.map { glyphs[$0].glyph.character })
    }
    #expect(lines == item.lines)
  }

  struct AlignmentCase: Sendable, CustomTestStringConvertible {
    var state: String
    var row: String
    var alignment: Part.Alignment
    var testDescription: String { "\(row) in \(state)" }
  }

  static let alignments = [
    AlignmentCase(state: "sign-in/rest", row: "password.label-row", alignment: .leading),
    AlignmentCase(state: "sign-in/rest", row: "mode", alignment: .center),
    AlignmentCase(
      state: "provider-stack/rest", row: "option.passkey.content", alignment: .leading),
    AlignmentCase(state: "magic-link/sent-countdown", row: "resend", alignment: .center),
    AlignmentCase(state: "login/signed-up", row: "toast", alignment: .center),
  ]

  @Test(arguments: alignments)
  func aStackedRowLinesUpAsItsSpacerSays(_ item: AlignmentCase) throws {
    let theme = try #require(Fixtures.studioLight)
    let state = try #require(BlockKind.state(item.state))
    let scene = Scene(
      state: state, theme: theme, environment: SceneEnvironment(contentSize: .ax5))
    let row = try #require(scene.root.find(item.row))
    #expect(RowLayout.isRow(row))
    #expect(RowLayout.stackedAlignment(of: row) == item.alignment)
  }

  @Test(arguments: [ContentSize.large, .xxxLarge, .ax1, .ax5])
  func onlyAccessibilitySizesStackRows(_ size: ContentSize) {
    #expect(
      RowLayout.adapts(in: SceneEnvironment(contentSize: size)) == size.isAccessibilitySize)
  }

  /// "Password" with "Forgot password?" in a terminal too narrow for both: at AX5 the link goes
  /// under the label, aligned with it; at Large the row keeps them side by side.
  @Test(arguments: [ContentSize.large, .ax5])
  func theTerminalStacksARowThatDoesNotFit(_ size: ContentSize) throws {
    let theme = try #require(Fixtures.studioLight)
    let state = try #require(BlockKind.state("sign-in/rest"))
    let scene = Scene(state: state, theme: theme, environment: SceneEnvironment(contentSize: size))
    let rows = TerminalLayout.render(scene, columns: 28).plainText
    let label = try #require(rows.firstIndex { $0.contains("Password") })
    if size.isAccessibilitySize {
      let link = try #require(rows.firstIndex { $0.contains("Forgot password?") })
      #expect(link == label + 1, "\(rows[label...link])")
      let labelColumn = try #require(rows[label].range(of: "Password")).lowerBound
      let linkColumn = try #require(rows[link].range(of: "Forgot")).lowerBound
      #expect(
        rows[label].distance(from: rows[label].startIndex, to: labelColumn)
          == rows[link].distance(from: rows[link].startIndex, to: linkColumn))
    } else {
      #expect(rows[label].contains("Forgot"), "\(rows[label])")
    }
  }

  struct WordCase: Sendable, CustomTestStringConvertible {
    var text: String
    var runs: [HTMLWriter.WordRun]
    var testDescription: String { text }
  }

  static let words = [
    WordCase(text: "Enter your password.", runs: [.plain("Enter your password.")]),
    WordCase(
      text: "like name@example.com. Then",
      runs: [.plain("like "), .word("name@example.com."), .plain(" Then")]),
    WordCase(text: "@handle and me@", runs: [.plain("@handle and me@")]),
  ]

  @Test(arguments: words)
  func addressesBecomeWordsOfTheirOwnInHTML(_ item: WordCase) {
    #expect(HTMLWriter.breakableWords(Substring(item.text)) == item.runs)
  }

  @Test func anAddressBreaksAfterItsAtAndKeepsItsLastLetterWithItsPunctuation() {
    let parts = HTMLWriter.wordParts("name@example.com", tail: ".")
    #expect(parts.head == "name@\u{200B}example.co")
    #expect(parts.last == "m")
    #expect(parts.tail == ".")
  }

  @Test func theHTMLMarksRowsThatStackOnlyAtAccessibilitySizes() throws {
    let large = try HTMLWriterTests.page("sign-in/rest")
    let ax5 = try HTMLWriterTests.page("sign-in/rest", size: .ax5)
    #expect(!large.contains("sp-adapts\""))
    #expect(!large.contains("sp-adapts sp-stacks"))
    #expect(ax5.contains("sp-adapts sp-stacks-leading"))
    #expect(ax5.contains("sp-adapts sp-stacks-center"))
  }
}
