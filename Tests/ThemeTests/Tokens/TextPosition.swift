/// Finds where a piece of text is written, as a 1-based line and column (in Unicode scalars),
/// so that location tests can name the place they mean instead of counting by hand.
enum TextPosition {
  /// The line and column of the `occurrence`-th (1-based) `needle` in `text`, or (0, 0).
  static func of(_ needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)
  {
    let scalars = Array(text.unicodeScalars)
    let wanted = Array(needle.unicodeScalars)
    var seen = 0
    var line = 1
    var column = 1
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: wanted) {
        seen += 1
        if seen == occurrence { return (line, column) }
      }
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    return (0, 0)
  }
}
