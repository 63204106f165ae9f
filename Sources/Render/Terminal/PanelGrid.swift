/// Arranges titled panels (one rendered scene each) in rows, side by side as far as the width
/// allows: light and dark next to each other, or a whole catalogue as a grid.
public enum PanelGrid {
  /// A rendered scene with the title written over it.
  public struct Panel: Sendable {
    public var title: String
    public var canvas: CellCanvas

    /// Creates a panel.
    public init(title: String, canvas: CellCanvas) {
      self.title = title
      self.canvas = canvas
    }
  }

  /// The panels in rows of as many as fit in `width` columns (at least one), `gap` apart.
  public static func arrange(_ panels: [Panel], width: Int, gap: Int = 2) -> CellCanvas {
    guard let widest = panels.map(\.canvas.width).max(), widest > 0 else {
      return CellCanvas(width: width, height: 0)
    }
    let perRow = max(1, min(panels.count, (width + gap) / (widest + gap)))
    let totalWidth = perRow * (widest + gap) - gap
    var canvas = CellCanvas(width: totalWidth, height: 0)
    var top = 0
    for start in stride(from: 0, to: panels.count, by: perRow) {
      let row = panels[start..<min(panels.count, start + perRow)]
      let titles = row.map { DisplayWidthText.lines($0.title, columns: $0.canvas.width) }
      let titleHeight = titles.map(\.count).max() ?? 1
      let height = (row.map(\.canvas.height).max() ?? 0) + titleHeight
      canvas.grow(toHeight: top + height)
      for (offset, panel) in row.enumerated() {
        let x = offset * (widest + gap)
        for (line, text) in titles[offset].enumerated() {
          canvas.write(text, column: x, row: top + line, style: CellStyle(bold: true))
        }
        canvas.place(panel.canvas, column: x, row: top + titleHeight)
      }
      top += height + 1
      if start + perRow < panels.count { canvas.grow(toHeight: top) }
    }
    return canvas
  }
}

/// Cutting text to a number of columns.
enum DisplayWidthText {
  /// A title broken into lines of at most `columns`: at its ` · ` separators first, then at
  /// spaces, and inside a word only when the word alone is wider than a line. Nothing is cut.
  static func lines(_ text: String, columns: Int) -> [String] {
    let width = max(1, columns)
    let printable = String(TerminalText.printable(text))
    guard TerminalText.width(printable) > width else { return [printable] }
    var lines: [String] = []
    var line = ""
    func flush() {
      if !line.isEmpty { lines.append(line) }
      line = ""
    }
    // Pieces keep their separator at the end ("Studio · "), so a line never starts with one.
    var pieces: [String] = []
    var piece = ""
    for character in printable {
      piece.append(character)
      if character == " " {
        // A lone separator ("· ") stays with the word before it.
        if piece == "· ", let last = pieces.popLast() { piece = last + piece }
        pieces.append(piece)
        piece = ""
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    for piece in pieces {
      let candidate = line + piece
      if TerminalText.width(candidate.trimmingTrailingSpaces) <= width {
        line = candidate
        continue
      }
      flush()
      var rest = piece
      while TerminalText.width(rest.trimmingTrailingSpaces) > width {
        let head = fit(rest, columns: width)
        lines.append(head)
        rest = String(rest.dropFirst(head.count))
      }
      line = rest
    }
    flush()
    return lines.map(\.trimmingTrailingSpaces)
  }

  static func fit(_ text: String, columns: Int) -> String {
    var result = ""
    var used = 0
    for character in TerminalText.printable(text) {
      let size = TerminalText.width(character)
      guard used + size <= columns else { break }
      result.append(character)
      used += size
    }
    return result
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
