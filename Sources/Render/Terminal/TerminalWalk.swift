/// What a writer does with the pieces of a canvas: text to print, SGR changes, line ends.
protocol TerminalOutput {
  /// Text drawn with the current pen: one cell's character, already safe to print.
  mutating func text(_ glyph: CellGlyph)
  /// The pen changes from `old` to `new` before drawing `cell` (whose original colors and roles
  /// the change came from).
  mutating func change(from old: TerminalPen, to new: TerminalPen, for cell: Cell)
  /// The end of a row. `reset` is true when the pen was not plain and must be reset first.
  mutating func endOfLine(reset: Bool)
}

/// Walks a canvas row by row for a color profile, telling an output exactly where the pen changes.
///
/// Both ``ANSIWriter`` and ``ANSISnapshotWriter`` are outputs of this walk, so the readable
/// snapshot marks the same points where real SGR sequences are written.
///
/// - Each row starts with the plain pen and ends with a reset when the pen is not plain, so no
///   color bleeds past the canvas when a terminal is resized.
/// - A wide cell is written once and its continuation cell skipped. A wide cell with no
///   continuation after it, or a continuation cell with no wide cell before it, is written as a
///   space in its own style, so every row is exactly `canvas.width` columns.
/// - A cell whose character holds a C0 or C1 control, DEL or ESC is written as U+FFFD.
/// - With ``ColorProfile/none`` the pen has no colors, only attributes: the cells' own (bold,
///   dim, italic, underline) and those their roles stand for (``monochrome(_:)``).
/// - With ``ColorProfile/plain`` the pen never changes: no colors and no attributes.
struct TerminalWalk {
  let profile: ColorProfile
  private var mapper: PaletteMapper

  init(profile: ColorProfile) {
    self.profile = profile
    mapper = PaletteMapper(profile: profile)
  }

  mutating func walk<Output: TerminalOutput>(_ canvas: CellCanvas, into output: inout Output) {
    walk(canvas, rows: 0..<canvas.height, into: &output)
  }

  /// Walks some of a canvas's rows, which must be in the canvas.
  mutating func walk<Output: TerminalOutput>(
    _ canvas: CellCanvas, rows: Range<Int>, into output: inout Output
  ) {
    // A cell's pen depends only on its style bits (its colors' channels and its attributes):
    // cells drawn like the one before reuse its pen, and after the first cell of a row the pen
    // only needs comparing with the one written when the style changes.
    var lastStyle: UInt64?
    var lastPen = TerminalPen.plain
    let space = CellGlyph(" " as Unicode.Scalar)
    let width = canvas.width
    // The rows are read straight from the canvas's one array of cells.
    canvas.stored.withUnsafeBufferPointer { cells in
      for index in rows {
        let end = (index + 1) * width
        var pen = TerminalPen.plain
        var penMayDiffer = true
        var column = index * width
        while column < end {
          let look = cells[column].look
          let style = look & Cell.Look.style
          if style != lastStyle {
            lastPen = self.pen(for: canvas.cell(at: column))
            lastStyle = style
            penMayDiffer = true
          }
          if penMayDiffer {
            if lastPen != pen {
              output.change(from: pen, to: lastPen, for: canvas.cell(at: column))
              pen = lastPen
            }
            penMayDiffer = false
          }
          if look & Cell.Look.continuation != 0 {
            output.text(space)
            column += 1
          } else if cells[column].width == 2 {
            // A wide cell is whole when the next cell of the row continues it.
            let isWhole = column + 1 < end && cells[column + 1].look & Cell.Look.continuation != 0
            output.text(isWhole ? Self.sanitized(canvas.glyph(at: column)) : space)
            column += isWhole ? 2 : 1
          } else {
            output.text(Self.sanitized(canvas.glyph(at: column)))
            column += 1
          }
        }
        output.endOfLine(reset: pen != .plain)
      }
    }
  }

  /// The pen a cell is drawn with in this profile.
  mutating func pen(for cell: Cell) -> TerminalPen {
    var pen = TerminalPen()
    switch profile {
    case .plain:
      return pen
    case .none:
      return Self.monochrome(cell)
    case .truecolor:
      pen.foreground = cell.foreground.map { .rgb($0.red, $0.green, $0.blue) }
      pen.background = cell.background.map { .rgb($0.red, $0.green, $0.blue) }
    case .ansi256, .ansi16:
      if let foreground = cell.foreground, let background = cell.background {
        let pair = mapper.indices(foreground: foreground, background: background)
        pen.foreground = color(pair.foreground)
        pen.background = color(pair.background)
      } else {
        if let foreground = cell.foreground { pen.foreground = color(mapper.index(of: foreground)) }
        if let background = cell.background { pen.background = color(mapper.index(of: background)) }
      }
    }
    pen.bold = cell.bold
    pen.dim = cell.dim
    pen.italic = cell.italic
    pen.underline = cell.underline
    return pen
  }

  private func color(_ index: Int) -> TerminalPen.Color {
    profile == .ansi16 ? .ansi16(index) : .palette256(index)
  }

  /// The character, or U+FFFD when it holds any control scalar (C0, DEL, C1, so also ESC).
  static func sanitized(_ glyph: CellGlyph) -> CellGlyph {
    if let scalar = glyph.scalar {
      return DisplayWidth.isControl(scalar.value) ? CellGlyph("\u{FFFD}" as Unicode.Scalar) : glyph
    }
    return glyph.character.unicodeScalars.contains(where: { DisplayWidth.isControl($0.value) })
      ? CellGlyph("\u{FFFD}" as Unicode.Scalar) : glyph
  }
}

extension TerminalWalk {
  /// The pen of a cell without color: its own attributes, and those that carry what its colors
  /// said.
  ///
  /// - `danger` text and borders are bold (errors);
  /// - a link's title is underlined;
  /// - a filled button's ground (`accent`, Sign in with Apple, a provider's own color) is
  ///   reversed, so the button reads as a solid shape with its title cut out of it;
  /// - `textTertiary` (prompts, countdowns), `textSecondary` on `fill` (a disabled button's
  ///   title) and the card's and hairlines' edges (`surface`, `separator`) are dim.
  static func monochrome(_ cell: Cell) -> TerminalPen {
    var pen = TerminalPen()
    pen.bold = cell.bold
    pen.dim = cell.dim
    pen.italic = cell.italic
    pen.underline = cell.underline || cell.link
    let foreground = cell.foreground?.role
    let background = cell.background?.role
    switch background {
    case .color(.accent)?, .system(.appleButtonBackground)?, .system(.indigo)?, .system(.teal)?,
      .system(.pink)?, .literal?:
      pen.reverse = true
    default: break
    }
    switch foreground {
    case .color(.danger)?:
      pen.bold = true
      pen.dim = false
    case .color(.textTertiary)?, .color(.surface)?, .color(.separator)?:
      pen.dim = !pen.bold
    case .color(.textSecondary)? where background == .color(.fill):
      pen.dim = !pen.bold
    default: break
    }
    return pen
  }
}
