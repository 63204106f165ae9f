/// One terminal cell: a character (a grapheme cluster) and how it is drawn.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the character with
/// `width` 2, the second is a `continuation` cell that writers skip.
///
/// A cell holds no references (its character is a ``CellGlyph``, its colors' roles are numbers),
/// so canvases copy cells as plain bytes.
public struct Cell: Sendable {
  /// The character, as a scalar value or a number for a longer grapheme cluster.
  var glyph: CellGlyph
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
    self.init(
      glyph: CellGlyph(character), width: width, continuation: continuation, foreground: foreground,
      background: background, bold: bold, dim: dim, italic: italic, underline: underline)
  }

  /// Creates a cell of a glyph.
  init(
    glyph: CellGlyph, width: Int = 1, continuation: Bool = false, foreground: CellColor? = nil,
    background: CellColor? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
    underline: Bool = false
  ) {
    self.glyph = glyph
    self.width = width
    self.continuation = continuation
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
  }

  /// The text drawn in the cell (one grapheme cluster), or a space.
  public var character: Character {
    get { glyph.character }
    set { glyph = CellGlyph(newValue) }
  }
}

extension Cell: Hashable {
  /// Equal characters (as `Character` compares them), widths, colors and attributes.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.width == rhs.width && lhs.continuation == rhs.continuation && lhs.bold == rhs.bold && lhs.dim == rhs.dim
      && lhs.italic == rhs.italic && lhs.underline == rhs.underline && lhs.foreground == rhs.foreground
      && lhs.background == rhs.background && lhs.glyph.isEquivalent(to: rhs.glyph)
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(character)
    hasher.combine(width)
    hasher.combine(continuation)
    hasher.combine(foreground)
    hasher.combine(background)
    hasher.combine(bold)
    hasher.combine(dim)
    hasher.combine(italic)
    hasher.combine(underline)
  }
}
