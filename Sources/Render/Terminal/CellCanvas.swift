/// A grid of cells: what a terminal shows, before it is written for a color profile.
///
/// The cells are kept row after row in one array, so a canvas is one allocation and copying
/// one into another moves whole runs of cells.
public struct CellCanvas: Sendable, Equatable {
  /// Columns.
  public let width: Int
  /// Rows.
  public private(set) var height: Int
  /// The cells, row after row, `width` to a row.
  private(set) var cells: [Cell]

  /// A blank canvas.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// Rows of cells, each `width` long.
  public var rows: [[Cell]] {
    (0..<height).map { Array(row($0)) }
  }

  /// The cells of one row, which must be in the canvas.
  func row(_ index: Int) -> ArraySlice<Cell> {
    cells[(index * width)..<((index + 1) * width)]
  }

  /// The cell at a column and row, or `nil` outside the canvas.
  public subscript(column: Int, row: Int) -> Cell? {
    get {
      guard (0..<height).contains(row), (0..<width).contains(column) else { return nil }
      return cells[row * width + column]
    }
    set {
      guard let newValue, (0..<height).contains(row), (0..<width).contains(column) else { return }
      cells[row * width + column] = newValue
    }
  }

  /// Adds blank rows at the bottom until the canvas is `height` rows tall.
  public mutating func grow(toHeight newHeight: Int, fill: Cell = .blank) {
    guard height < newHeight else { return }
    cells.append(contentsOf: repeatElement(fill, count: (newHeight - height) * width))
    height = newHeight
  }

  /// Copies another canvas in at a column and row (clipped to this canvas).
  public mutating func place(_ other: CellCanvas, column: Int, row: Int) {
    // The columns of each row that the other canvas covers, clipped to both.
    let start = max(0, column)
    let end = min(width, column + other.width)
    let top = max(0, row)
    let bottom = min(height, row + other.height)
    guard start < end, top < bottom else { return }
    let count = end - start
    let width = width
    cells.withUnsafeMutableBufferPointer { destination in
      other.cells.withUnsafeBufferPointer { source in
        for y in top..<bottom {
          let from = source.baseAddress! + ((y - row) * other.width + (start - column))
          (destination.baseAddress! + (y * width + start)).update(from: from, count: count)
        }
      }
    }
  }

  /// Sets the cells of a rectangle (clipped to the canvas) to one cell.
  mutating func set(column: Int, row: Int, width: Int, height: Int, to cell: Cell) {
    let start = max(0, column)
    let end = min(self.width, column + width)
    let top = max(0, row)
    let bottom = min(self.height, row + height)
    guard start < end, top < bottom else { return }
    let stride = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in top..<bottom {
        (cells.baseAddress! + (y * stride + start)).update(repeating: cell, count: end - start)
      }
    }
  }

  /// The text of each row without styling (wide characters once), for tests and logs.
  public var plainText: [String] {
    (0..<height).map { index in String(row(index).filter { !$0.continuation }.map(\.character)) }
  }
}
