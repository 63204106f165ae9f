import Testing
import Workflows

@Suite struct KeyDecoderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var keys: [Key]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "text", bytes: Array("mara@folio.app".utf8), keys: [.text("mara@folio.app")]),
    Case(name: "utf-8", bytes: Array("é✓".utf8), keys: [.text("é✓")]),
    Case(name: "tab", bytes: [0x09], keys: [.tab]),
    Case(name: "shift-tab", bytes: [0x1B, 0x5B, 0x5A], keys: [.backTab]),
    Case(name: "return CR", bytes: [0x0D], keys: [.enter]),
    Case(name: "return CR LF", bytes: [0x0D, 0x0A], keys: [.enter]),
    Case(name: "backspace DEL", bytes: [0x7F], keys: [.backspace]),
    Case(name: "backspace BS", bytes: [0x08], keys: [.backspace]),
    Case(
      name: "arrows CSI", bytes: Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8),
      keys: [.up, .down, .right, .left]),
    Case(name: "arrows SS3", bytes: Array("\u{1B}OA\u{1B}OB".utf8), keys: [.up, .down]),
    Case(name: "pages", bytes: Array("\u{1B}[5~\u{1B}[6~".utf8), keys: [.pageUp, .pageDown]),
    Case(name: "ctrl-c", bytes: [0x03], keys: [.control("c")]),
    Case(name: "ctrl-q", bytes: [0x11], keys: [.control("q")]),
    Case(name: "alt-q", bytes: [0x1B, 0x71], keys: [.alt("q")]),
    Case(name: "unknown sequence dropped", bytes: Array("\u{1B}[15~x".utf8), keys: [.text("x")]),
    Case(
      name: "text around keys", bytes: Array("ab\tc\r".utf8),
      keys: [.text("ab"), .tab, .text("c"), .enter]),
    Case(name: "double escape", bytes: [0x1B, 0x1B, 0x5B, 0x41], keys: [.escape, .up]),
  ]

  @Test(arguments: cases)
  func decodes(_ example: Case) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(example.bytes) + decoder.flush() == example.keys)
  }

  @Test func loneEscapeWaitsForTheNextByte() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isHolding)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isHolding)
  }

  @Test func sequencesAndCharactersSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
    #expect(decoder.feed([0x5A]) == [.backTab])
    let check = Array("✓".utf8)
    #expect(decoder.feed([check[0], check[1]]).isEmpty)
    #expect(decoder.feed([check[2]]) == [.text("✓")])
  }
}
