/// How a run of text is drawn.
struct CellStyle: Equatable {
  var foreground: CellColor?
  var background: CellColor?
  var bold = false
  var dim = false
  var italic = false
  var underline = false
  /// A link's title: underlined where no color can mark it.
  var link = false
}

extension CellCanvas {
  /// Paints a rectangle's background (and clears its characters).
  mutating func fill(column: Int, row: Int, width: Int, height: Int, color: CellColor?) {
    guard width > 0, height > 0 else { return }
    set(
      column: column, row: row, width: width, height: height,
      to: Cell(character: " ", background: color))
  }

  /// Writes text from a column, clipped at `limit` columns; wide characters take two cells.
  /// Returns the columns written.
  @discardableResult
  mutating func write(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int? = nil)
    -> Int
  {
    var x = column
    let end = column + (limit ?? width - column)
    for glyph in TerminalText.glyphs(text) {
      guard glyph.width > 0 else { continue }
      guard x + glyph.width <= end else { break }
      put(glyph, column: x, row: row, style: style)
      x += glyph.width
    }
    return x - column
  }

  /// Writes one printable glyph like ``write(_:column:row:style:limit:)`` writes a string of
  /// it. Returns the columns written: 0 when it has no width or does not fit in `limit`.
  @discardableResult
  mutating func write(
    printable glyph: TerminalText.Glyph, column: Int, row: Int, style: CellStyle, limit: Int
  ) -> Int {
    guard glyph.width > 0, glyph.width <= limit else { return 0 }
    put(glyph, column: column, row: row, style: style)
    return glyph.width
  }

  /// Sets a glyph (and the continuation of a wide one).
  private mutating func put(_ glyph: TerminalText.Glyph, column x: Int, row: Int, style: CellStyle)
  {
    let background = style.background ?? self[x, row]?.background
    self[x, row] = Cell(
      glyph: glyph.glyph, width: glyph.width, foreground: style.foreground, background: background,
      bold: style.bold,
      dim: style.dim, italic: style.italic, underline: style.underline, link: style.link)
    if glyph.width == 2 {
      self[x + 1, row] = Cell(character: " ", width: 0, continuation: true, background: background)
    }
  }

  /// Sets one character, keeping the background already there unless one is given.
  mutating func put(
    _ character: Character, column: Int, row: Int, foreground: CellColor?,
    background: CellColor? = nil
  ) {
    put(
      CellGlyph(character), column: column, row: row, foreground: foreground, background: background
    )
  }

  /// Sets one glyph, keeping the background already there unless one is given (for lines of
  /// one character, made a glyph once).
  mutating func put(
    _ glyph: CellGlyph, column: Int, row: Int, foreground: CellColor?, background: CellColor? = nil
  ) {
    let ground = background ?? self[column, row]?.background
    self[column, row] = Cell(glyph: glyph, foreground: foreground, background: ground)
  }

  /// Draws a rounded box outline in `color` on the ground already there, its inside filled
  /// with `inside`.
  mutating func box(
    column: Int, row: Int, width: Int, height: Int, color: CellColor?, inside: CellColor?
  ) {
    guard width >= 2, height >= 2 else { return }
    let glyphs = TerminalGlyphs.box
    fill(column: column + 1, row: row + 1, width: width - 2, height: height - 2, color: inside)
    put(glyphs.topLeft, column: column, row: row, foreground: color)
    put(glyphs.topRight, column: column + width - 1, row: row, foreground: color)
    put(glyphs.bottomLeft, column: column, row: row + height - 1, foreground: color)
    put(glyphs.bottomRight, column: column + width - 1, row: row + height - 1, foreground: color)
    let horizontal = CellGlyph(glyphs.horizontal)
    let vertical = CellGlyph(glyphs.vertical)
    for x in (column + 1)..<(column + width - 1) {
      put(horizontal, column: x, row: row, foreground: color)
      put(horizontal, column: x, row: row + height - 1, foreground: color)
    }
    for y in (row + 1)..<(row + height - 1) {
      put(vertical, column: column, row: y, foreground: color)
      put(vertical, column: column + width - 1, row: y, foreground: color)
    }
  }

  /// A filled area with rounded ends: half-block rows above and below (`▄`/`▀` in the fill
  /// color on the ground), quarter blocks at the corners.
  mutating func roundedFill(
    column: Int, row: Int, width: Int, height: Int, color: CellColor?, ground: CellColor?
  ) {
    guard width > 0, height > 0 else { return }
    fill(column: column, row: row, width: width, height: height, color: color)
    guard height >= 3, width >= 2 else { return }
    let tops = (
      first: CellGlyph("▗" as Unicode.Scalar), middle: CellGlyph("▄" as Unicode.Scalar),
      last: CellGlyph("▖" as Unicode.Scalar)
    )
    let bottoms = (
      first: CellGlyph("▝" as Unicode.Scalar), middle: CellGlyph("▀" as Unicode.Scalar),
      last: CellGlyph("▘" as Unicode.Scalar)
    )
    for x in column..<(column + width) {
      let top = x == column ? tops.first : x == column + width - 1 ? tops.last : tops.middle
      let bottom =
        x == column ? bottoms.first : x == column + width - 1 ? bottoms.last : bottoms.middle
      self[x, row] = Cell(glyph: top, foreground: color, background: ground)
      self[x, row + height - 1] = Cell(glyph: bottom, foreground: color, background: ground)
    }
  }
}
