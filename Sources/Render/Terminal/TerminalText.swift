/// Measuring and wrapping text in terminal columns.
enum TerminalText {
  /// The columns a character takes.
  static func width(_ character: Character) -> Int {
    DisplayWidth.of(character)
  }

  /// The columns a string takes.
  static func width(_ text: some StringProtocol) -> Int {
    // Printable ASCII (0x20…0x7E) is one column a byte: each byte is a cluster of its own.
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
    }
    if let ascii, let ascii { return ascii }
    return text.reduce(0) { $0 + width($1) }
  }

  /// Text with control characters removed, so nothing from a token file or a host string can
  /// drive the terminal.
  static func printable(_ text: String) -> String {
    // Most text has no control character: no byte below 0x20, no DEL, and no 0xC2 (which
    // leads the C1 controls, and some letters that take the long way).
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 }) { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { scalar in
          let value = scalar.value
          return !(value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value))
        }))
  }

  /// One grapheme cluster of printable text as a cell glyph, with the columns it takes.
  struct Glyph: Equatable {
    var glyph: CellGlyph
    var width: Int

    /// Whether it is a space (U+0020 alone).
    var isSpace: Bool { glyph.isSpace }
  }

  /// Printable text (``printable(_:)``) as glyphs: printable ASCII byte by byte, each one column
  /// wide, other text by grapheme cluster.
  static func glyphs(_ text: String) -> [Glyph] {
    // Printable ASCII (0x20…0x7E) is one cluster per byte: no controls to drop, no marks to join.
    if let ascii = text.utf8.withContiguousStorageIfAvailable({ bytes -> [Glyph]? in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      return bytes.map { Glyph(glyph: CellGlyph(Unicode.Scalar($0)), width: 1) }
    }), let ascii {
      return ascii
    }
    return printable(text).map { Glyph(glyph: CellGlyph($0), width: width($0)) }
  }

  /// Breaks text into lines of at most `width` columns at spaces; a word longer than a line is
  /// cut between characters.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in printable(text).split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(word)
      var wordWidth = Self.width(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      while wordWidth > width {
        var piece = ""
        var pieceWidth = 0
        while let first = word.first, pieceWidth + Self.width(first) <= width {
          piece.append(first)
          pieceWidth += Self.width(first)
          word = word.dropFirst()
        }
        if piece.isEmpty, let first = word.first {
          piece.append(first)
          word = word.dropFirst()
        }
        lines.append(piece)
        wordWidth = Self.width(word)
      }
      line = String(word)
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }
}
