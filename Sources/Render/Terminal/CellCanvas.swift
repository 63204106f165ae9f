/// A grid of cells: what a terminal shows, before it is written for a color profile.
///
/// The cells are kept row after row in one array of plain bits (``Cell/Stored``), so a canvas
/// is one allocation, and filling one or copying one into another moves memory. The rare
/// characters of more than one scalar are kept beside them, in ``clusters``.
public struct CellCanvas: Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public private(set) var height: Int
  /// The cells, row after row, `width` to a row.
  private(set) var stored: [Cell.Stored]
  /// The characters of more than one scalar that stored cells point at.
  private(set) var clusters: [Character] = []

  /// A blank canvas.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    stored = Array(
      repeating: fill.stored(clusters: &clusters), count: self.width * self.height)
  }

  /// Rows of cells, each `width` long.
  public var rows: [[Cell]] {
    (0..<height).map { row($0) }
  }

  /// The cells of one row, which must be in the canvas.
  func row(_ index: Int) -> [Cell] {
    ((index * width)..<((index + 1) * width)).map(cell(at:))
  }

  /// The cell at a place in ``stored``.
  func cell(at index: Int) -> Cell {
    Cell(stored[index], clusters: clusters)
  }

  /// The glyph of the cell at a place in ``stored``.
  func glyph(at index: Int) -> CellGlyph {
    Cell.glyph(stored[index], clusters: clusters)
  }

  /// The cell at a column and row, or `nil` outside the canvas.
  public subscript(column: Int, row: Int) -> Cell? {
    get {
      guard (0..<height).contains(row), (0..<width).contains(column) else { return nil }
      return cell(at: row * width + column)
    }
    set {
      guard let newValue, (0..<height).contains(row), (0..<width).contains(column) else { return }
      stored[row * width + column] = newValue.stored(clusters: &clusters)
    }
  }

  /// Adds blank rows at the bottom until the canvas is `height` rows tall.
  public mutating func grow(toHeight newHeight: Int, fill: Cell = .blank) {
    guard height < newHeight else { return }
    let cell = fill.stored(clusters: &clusters)
    stored.append(contentsOf: repeatElement(cell, count: (newHeight - height) * width))
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
    stored.withUnsafeMutableBufferPointer { destination in
      other.stored.withUnsafeBufferPointer { source in
        for y in top..<bottom {
          let from = source.baseAddress! + ((y - row) * other.width + (start - column))
          (destination.baseAddress! + (y * width + start)).update(from: from, count: count)
        }
      }
    }
    // A placed cell of a cluster points into the other canvas's list: point it into this one's.
    guard !other.clusters.isEmpty else { return }
    for y in top..<bottom {
      for index in (y * width + start)..<(y * width + end) {
        guard let cluster = stored[index].cluster else { continue }
        stored[index].glyph = Cell.Stored.place(of: other.clusters[cluster], in: &clusters)
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
    let kept = cell.stored(clusters: &clusters)
    stored.withUnsafeMutableBufferPointer { cells in
      for y in top..<bottom {
        (cells.baseAddress! + (y * stride + start)).update(repeating: kept, count: end - start)
      }
    }
  }

  /// The text of each row without styling (wide characters once), for tests and logs.
  public var plainText: [String] {
    (0..<height).map { index in String(row(index).filter { !$0.continuation }.map(\.character)) }
  }
}

extension CellCanvas: Equatable {
  /// The same size and equal cells (as ``Cell`` compares them), however the clusters are kept.
  public static func == (lhs: CellCanvas, rhs: CellCanvas) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
      && lhs.stored.indices.allSatisfy { lhs.cell(at: $0) == rhs.cell(at: $0) }
  }
}
