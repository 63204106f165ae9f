import Testing

@testable import Render

extension Terminal {
  @Suite("Display width")
  struct DisplayWidthTests {
    struct WidthCase: Sendable, CustomTestStringConvertible {
      var id: String
      var text: String
      var width: Int
      var testDescription: String { id }
    }

    static let characters: [WidthCase] = [
      WidthCase(id: "ASCII letter", text: "a", width: 1),
      WidthCase(id: "space", text: " ", width: 1),
      WidthCase(id: "é composed", text: "\u{E9}", width: 1),
      WidthCase(id: "é decomposed", text: "e\u{301}", width: 1),
      WidthCase(id: "two combining marks", text: "a\u{301}\u{323}", width: 1),
      WidthCase(id: "漢", text: "漢", width: 2),
      WidthCase(id: "hiragana", text: "あ", width: 2),
      WidthCase(id: "Hangul syllable", text: "한", width: 2),
      WidthCase(id: "Hangul conjoining jamo", text: "\u{1100}\u{1161}\u{11A8}", width: 2),
      WidthCase(id: "fullwidth A", text: "Ａ", width: 2),
      WidthCase(id: "halfwidth katakana", text: "ｱ", width: 1),
      WidthCase(id: "CJK extension B", text: "\u{20000}", width: 2),
      WidthCase(id: "emoji presentation 👍", text: "👍", width: 2),
      WidthCase(id: "skin tone 👍🏽", text: "👍🏽", width: 2),
      WidthCase(id: "family ZWJ 👨‍👩‍👧", text: "👨‍👩‍👧", width: 2),
      WidthCase(id: "rainbow flag 🏳️‍🌈", text: "🏳️‍🌈", width: 2),
      WidthCase(id: "flag 🇫🇷", text: "🇫🇷", width: 2),
      WidthCase(id: "lone regional indicator", text: "\u{1F1EB}", width: 1),
      WidthCase(id: "heart text default ❤", text: "\u{2764}", width: 1),
      WidthCase(id: "heart with VS16 ❤️", text: "\u{2764}\u{FE0F}", width: 2),
      WidthCase(id: "keycap 1️⃣", text: "1\u{FE0F}\u{20E3}", width: 2),
      WidthCase(id: "Devanagari cluster with spacing mark", text: "कि", width: 1),
      WidthCase(id: "zero width space", text: "\u{200B}", width: 0),
      WidthCase(id: "zero width joiner alone", text: "\u{200D}", width: 0),
      WidthCase(id: "variation selector alone", text: "\u{FE0F}", width: 0),
      WidthCase(id: "combining mark alone", text: "\u{301}", width: 0),
      WidthCase(id: "soft hyphen", text: "\u{AD}", width: 1),
      WidthCase(id: "tab", text: "\t", width: 0),
      WidthCase(id: "ESC", text: "\u{1B}", width: 0),
      WidthCase(id: "DEL", text: "\u{7F}", width: 0),
      WidthCase(id: "C1 NEL", text: "\u{85}", width: 0),
      WidthCase(id: "CR LF", text: "\r\n", width: 0),
    ]

    @Test(arguments: characters)
    func character(_ item: WidthCase) {
      #expect(item.text.count == 1, "each case is one grapheme cluster")
      guard let character = item.text.first else { return }
      #expect(DisplayWidth.of(character) == item.width)
    }

    static let strings: [WidthCase] = [
      WidthCase(id: "empty", text: "", width: 0),
      WidthCase(id: "ASCII", text: "Sign in", width: 7),
      WidthCase(id: "café decomposed", text: "cafe\u{301}", width: 4),
      WidthCase(id: "漢字", text: "漢字", width: 4),
      WidthCase(id: "mixed CJK and ASCII", text: "ログイン OK", width: 11),
      WidthCase(id: "emoji sequence", text: "👍🏽👨‍👩‍👧🇫🇷", width: 6),
      WidthCase(id: "zero width space inside", text: "a\u{200B}b", width: 2),
      WidthCase(id: "Hindi", text: "नमस्ते", width: 3),
    ]

    @Test(arguments: strings)
    func string(_ item: WidthCase) {
      #expect(DisplayWidth.of(item.text) == item.width)
    }

    struct FitCase: Sendable, CustomTestStringConvertible {
      var id: String
      var text: String
      var columns: Int
      var fitted: String
      var testDescription: String { id }
    }

    static let fits: [FitCase] = [
      FitCase(id: "pad ASCII", text: "ab", columns: 4, fitted: "ab  "),
      FitCase(id: "cut ASCII", text: "abcdef", columns: 3, fitted: "abc"),
      FitCase(id: "exact", text: "漢字", columns: 4, fitted: "漢字"),
      FitCase(id: "wide character never split", text: "漢字", columns: 3, fitted: "漢 "),
      FitCase(id: "wide after ASCII", text: "a漢", columns: 2, fitted: "a "),
      FitCase(
        id: "combining mark kept with its base", text: "e\u{301}x", columns: 1, fitted: "e\u{301}"),
      FitCase(id: "emoji kept whole", text: "👨‍👩‍👧!", columns: 2, fitted: "👨‍👩‍👧"),
      FitCase(id: "zero columns", text: "abc", columns: 0, fitted: ""),
      FitCase(id: "negative columns", text: "abc", columns: -1, fitted: ""),
    ]

    @Test(arguments: fits)
    func fit(_ item: FitCase) {
      let fitted = DisplayWidth.fit(item.text, columns: item.columns)
      #expect(fitted == item.fitted)
      #expect(DisplayWidth.of(fitted) == max(0, item.columns))
    }

    @Test func prefixReportsItsWidth() {
      let cut = DisplayWidth.prefix("a漢b", columns: 2)
      #expect(cut.text == "a")
      #expect(cut.width == 1)
    }

    @Test(arguments: [
      ("zero width", DisplayWidth.zeroWidthRanges), ("wide", DisplayWidth.wideRanges),
    ])
    func tableIsSortedAndDisjoint(_ name: String, _ table: [UInt32]) {
      #expect(table.count % 2 == 0, "\(name): pairs")
      var previous: UInt32?
      for pair in stride(from: 0, to: table.count, by: 2) {
        #expect(table[pair] <= table[pair + 1], "\(name): range \(pair / 2) is backwards")
        if let previous {
          #expect(previous + 1 < table[pair], "\(name): range \(pair / 2) overlaps or touches")
        }
        previous = table[pair + 1]
      }
    }
  }
}
