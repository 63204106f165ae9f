import Render

extension Terminal {
  /// Builds small canvases for writer tests: text written at a position with one style, wide
  /// characters taking their continuation cell.
  struct CanvasBuilder {
    var canvas: CellCanvas

    init(width: Int, height: Int, fill: Cell = .blank) {
      canvas = CellCanvas(width: width, height: height, fill: fill)
    }

    /// Writes `text` from a column in a row, with the style of `style` (its character is ignored).
    mutating func write(_ text: String, column: Int, row: Int, style: Cell = .blank) {
      var x = column
      for character in text {
        let width = DisplayWidth.of(character)
        var cell = style
        cell.character = character
        cell.width = max(1, width)
        cell.continuation = false
        canvas[x, row] = cell
        if width == 2 {
          var continuation = style
          continuation.character = " "
          continuation.width = 1
          continuation.continuation = true
          canvas[x + 1, row] = continuation
        }
        x += max(1, width)
      }
    }

    /// Fills a rectangle with the style of `style` and spaces.
    mutating func fill(column: Int, row: Int, width: Int, height: Int, style: Cell) {
      for y in row..<(row + height) {
        write(String(repeating: " ", count: width), column: column, row: y, style: style)
      }
    }
  }

  /// A color of `0xRRGGBB` with the role a source name gives (`accent`, `literal`), which must
  /// name one.
  static func color(_ hex: UInt32, _ role: String? = nil) -> CellColor {
    let parsed = role.flatMap(CellRole.init(source:))
    precondition((role == nil) == (parsed == nil), "no cell role is called \(role ?? "")")
    return CellColor(
      red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF),
      role: parsed)
  }

  /// The text without SGR escapes (`ESC[…m`).
  static func strippingSGR(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        while let next = scalars.next(), next != "m" {}
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
