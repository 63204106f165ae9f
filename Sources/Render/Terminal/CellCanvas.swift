import Theme

/// A grid of cells: what a terminal shows, before it is written for a color profile.
public struct CellCanvas: Sendable, Equatable {
  /// Columns.
  public let width: Int
  /// Rows.
  public private(set) var height: Int
  /// Rows of cells, each `width` long.
  public private(set) var rows: [[Cell]]

  /// A blank canvas.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.rows = Array(repeating: Array(repeating: fill, count: max(0, width)), count: max(0, height))
  }

  /// The cell at a column and row, or `nil` outside the canvas.
  public subscript(column: Int, row: Int) -> Cell? {
    get {
      guard rows.indices.contains(row), rows[row].indices.contains(column) else { return nil }
      return rows[row][column]
    }
    set {
      guard let newValue, rows.indices.contains(row), rows[row].indices.contains(column) else { return }
      rows[row][column] = newValue
    }
  }

  /// Adds blank rows at the bottom until the canvas is `height` rows tall.
  public mutating func grow(toHeight newHeight: Int, fill: Cell = .blank) {
    while height < newHeight {
      rows.append(Array(repeating: fill, count: width))
      height += 1
    }
  }

  /// Copies another canvas in at a column and row (clipped to this canvas).
  public mutating func place(_ other: CellCanvas, column: Int, row: Int) {
    for y in other.rows.indices {
      let target = row + y
      guard rows.indices.contains(target) else { continue }
      let source = other.rows[y]
      // The columns of this row that the other row covers, clipped to both.
      let start = max(0, column)
      let end = min(rows[target].count, column + source.count)
      guard start < end else { continue }
      rows[target].withUnsafeMutableBufferPointer { destination in
        source.withUnsafeBufferPointer { cells in
          for x in start..<end { destination[x] = cells[x - column] }
        }
      }
    }
  }

  /// Sets the cells of a rectangle (clipped to the canvas) to one cell.
  mutating func set(column: Int, row: Int, width: Int, height: Int, to cell: Cell) {
    let start = max(0, column)
    let top = max(0, row)
    let bottom = min(rows.count, row + height)
    guard top < bottom else { return }
    for y in top..<bottom {
      let end = min(rows[y].count, column + width)
      guard start < end else { continue }
      rows[y].withUnsafeMutableBufferPointer { cells in
        for x in start..<end { cells[x] = cell }
      }
    }
  }

  /// The text of each row without styling (wide characters once), for tests and logs.
  public var plainText: [String] {
    rows.map { row in String(row.filter { !$0.continuation }.map(\.character)) }
  }
}
