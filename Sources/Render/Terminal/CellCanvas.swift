import Theme

/// An sRGB color of a terminal cell, with the role it came from (for readable snapshots and
/// pair-aware downsampling).
public struct CellColor: Sendable, Hashable {
  /// Red, green and blue, 0…255.
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// The role or source it came from (`accent`, `apple.background`), if any.
  public var role: String?

  /// Creates a color.
  public init(red: UInt8, green: UInt8, blue: UInt8, role: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.role = role
  }

  /// `#RRGGBB`.
  public var hex: String {
    func two(_ value: UInt8) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + two(red) + two(green) + two(blue)
  }
}

/// One terminal cell: a character (a grapheme cluster) and how it is drawn.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the character with
/// `width` 2, the second is a `continuation` cell that writers skip.
public struct Cell: Sendable, Hashable {
  /// The text drawn in the cell (one grapheme cluster), or a space.
  public var character: Character
  /// 1, or 2 for a wide character.
  public var width: Int
  /// True for the second half of a wide character.
  public var continuation: Bool
  /// Text color; `nil` is the terminal's default.
  public var foreground: CellColor?
  /// Background color; `nil` is the terminal's default.
  public var background: CellColor?
  public var bold: Bool
  public var dim: Bool
  public var italic: Bool
  public var underline: Bool

  /// An empty cell on the terminal's default colors.
  public static let blank = Cell(
    character: " ", width: 1, continuation: false, foreground: nil, background: nil, bold: false, dim: false,
    italic: false, underline: false)

  /// Creates a cell.
  public init(
    character: Character, width: Int = 1, continuation: Bool = false, foreground: CellColor? = nil,
    background: CellColor? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
    underline: Bool = false
  ) {
    self.character = character
    self.width = width
    self.continuation = continuation
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
  }
}

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
