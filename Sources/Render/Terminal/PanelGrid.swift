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
      let height = (row.map(\.canvas.height).max() ?? 0) + 1
      canvas.grow(toHeight: top + height)
      for (offset, panel) in row.enumerated() {
        let x = offset * (widest + gap)
        let title = DisplayWidthText.fit(panel.title, columns: panel.canvas.width)
        canvas.write(title, column: x, row: top, style: CellStyle(bold: true))
        canvas.place(panel.canvas, column: x, row: top + 1)
      }
      top += height + 1
      if start + perRow < panels.count { canvas.grow(toHeight: top) }
    }
    return canvas
  }
}

/// Cutting text to a number of columns.
enum DisplayWidthText {
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
