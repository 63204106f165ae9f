extension HTMLWriter {
  /// A run of a text's plain words: as it is, or one word that may break after an `@`.
  enum WordRun: Equatable {
    /// Words written as they are.
    case plain(Substring)
    /// One word (an address) written as a unit that may break after an `@` inside it.
    case word(String)
  }

  /// Whether a text holds a word with an `@` inside it.
  static func hasBreakableWord(_ text: String) -> Bool {
    text.split(separator: " ").contains(where: isBreakable)
  }

  /// A word with an `@` that is neither its first nor its last character (an address).
  private static func isBreakable(_ word: Substring) -> Bool {
    guard let at = word.firstIndex(of: "@") else { return false }
    return at != word.startIndex && word.index(after: at) != word.endIndex
  }

  /// Splits plain text so that each address becomes a word of its own.
  ///
  /// Such a word is written as an inline block as wide as the line at most, with a break
  /// opportunity after its `@`: it moves to the next line whole when it fits there, and breaks
  /// after the `@` ("name@ / example.com.") only when it is wider than a whole line, never
  /// between two letters, as the layout rule says (``RowLayout``).
  static func breakableWords(_ text: Substring) -> [WordRun] {
    var runs: [WordRun] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index] != " " else {
        index = text.index(after: index)
        continue
      }
      let end = text[index...].firstIndex(of: " ") ?? text.endIndex
      let word = text[index..<end]
      if isBreakable(word) {
        if start < index { runs.append(.plain(text[start..<index])) }
        runs.append(.word(String(word)))
        start = end
      }
      index = end
    }
    if start < text.endIndex { runs.append(.plain(text[start...])) }
    return runs
  }

  /// A word cut for writing: all but its last letter, with a zero-width space (a break
  /// opportunity) after each `@`; its last letter; and the punctuation after it. The last letter
  /// and the punctuation are written unbreakable, so a "." never starts a line alone.
  static func wordParts(_ word: String, tail: Substring) -> (
    head: String, last: String, tail: String
  ) {
    var letters = Substring(word)
    var punctuation = ""
    while let last = letters.last, Self.trailingPunctuation.contains(last) {
      punctuation.insert(last, at: punctuation.startIndex)
      letters = letters.dropLast()
    }
    guard let last = letters.last else { return ("", "", punctuation + tail) }
    return (withBreaksAfterAt(letters.dropLast()), String(last), punctuation + tail)
  }

  /// The punctuation that stays with the letter before it.
  static let trailingPunctuation: Set<Character> = [".", ",", ";", ":", "!", "?", ")", "\u{201D}"]

  /// The text with a zero-width space (a break opportunity) after each `@`.
  static func withBreaksAfterAt(_ text: some StringProtocol) -> String {
    text.reduce(into: "") { $0 += $1 == "@" ? "@\u{200B}" : String($1) }
  }
}
