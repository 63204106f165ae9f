/// One terminal cell: a character (a grapheme cluster) and how it is drawn.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the character with
/// `width` 2, the second is a `continuation` cell that writers skip.
///
/// A cell's character is a ``CellGlyph`` (a scalar; rarely a longer cluster), its colors' roles
/// are ``CellRole``s, and it packs its colors' channels and its attributes into one number,
/// ``look``, so writers compare how two cells are drawn in one step.
public struct Cell: Sendable {
  /// The character.
  var glyph: CellGlyph
  /// The columns the character takes, kept between `Int32.min` and `Int32.max`.
  private var storedWidth: Int32
  /// The foreground's role (`nil` when it has none or there is no color).
  private var foregroundRole: CellRole?
  /// The background's role (`nil` when it has none or there is no color).
  private var backgroundRole: CellRole?
  /// The colors' channels, the attributes and the continuation flag; see ``Look``.
  private(set) var look: UInt64

  /// The bits of ``Cell/look``.
  enum Look {
    /// Where the foreground's `0xRRGGBB` starts; the bit above it says the color is there.
    static let foregroundShift: UInt64 = 0
    /// Where the background's `0xRRGGBB` starts; the bit above it says the color is there.
    static let backgroundShift: UInt64 = 25
    static let bold: UInt64 = 1 << 50
    static let dim: UInt64 = 1 << 51
    static let italic: UInt64 = 1 << 52
    static let underline: UInt64 = 1 << 53
    static let continuation: UInt64 = 1 << 54
    /// The cell is part of a link's title: underlined where no color can mark it.
    static let link: UInt64 = 1 << 55
    /// Everything a pen is made from: both colors' channels and presence, the four attributes
    /// and the link mark (not the continuation flag).
    static let style: UInt64 = (1 << 54) - 1 | link
  }

  /// An empty cell on the terminal's default colors.
  public static let blank = Cell(
    character: " ", width: 1, continuation: false, foreground: nil, background: nil, bold: false,
    dim: false,
    italic: false, underline: false)

  /// Creates a cell.
  public init(
    character: Character, width: Int = 1, continuation: Bool = false, foreground: CellColor? = nil,
    background: CellColor? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
    underline: Bool = false, link: Bool = false
  ) {
    self.init(
      glyph: CellGlyph(character), width: width, continuation: continuation, foreground: foreground,
      background: background, bold: bold, dim: dim, italic: italic, underline: underline,
      link: link)
  }

  /// Creates a cell of a glyph.
  init(
    glyph: CellGlyph, width: Int = 1, continuation: Bool = false, foreground: CellColor? = nil,
    background: CellColor? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
    underline: Bool = false, link: Bool = false
  ) {
    self.glyph = glyph
    storedWidth = Int32(clamping: width)
    foregroundRole = foreground?.role
    backgroundRole = background?.role
    look =
      Self.bits(foreground) << Look.foregroundShift | Self.bits(background) << Look.backgroundShift
      | (continuation ? Look.continuation : 0) | (bold ? Look.bold : 0) | (dim ? Look.dim : 0)
      | (italic ? Look.italic : 0) | (underline ? Look.underline : 0) | (link ? Look.link : 0)
  }

  /// 1, or 2 for a wide character (kept between `Int32.min` and `Int32.max`).
  public var width: Int {
    get { Int(storedWidth) }
    set { storedWidth = Int32(clamping: newValue) }
  }

  /// True for the second half of a wide character.
  public var continuation: Bool {
    get { look & Look.continuation != 0 }
    set { set(Look.continuation, newValue) }
  }

  /// Text color; `nil` is the terminal's default.
  public var foreground: CellColor? {
    get { Self.color(look >> Look.foregroundShift, role: foregroundRole) }
    set {
      look =
        look & ~(Self.colorMask << Look.foregroundShift) | Self.bits(newValue)
        << Look.foregroundShift
      foregroundRole = newValue?.role
    }
  }

  /// Background color; `nil` is the terminal's default.
  public var background: CellColor? {
    get { Self.color(look >> Look.backgroundShift, role: backgroundRole) }
    set {
      look =
        look & ~(Self.colorMask << Look.backgroundShift) | Self.bits(newValue)
        << Look.backgroundShift
      backgroundRole = newValue?.role
    }
  }

  public var bold: Bool {
    get { look & Look.bold != 0 }
    set { set(Look.bold, newValue) }
  }

  public var dim: Bool {
    get { look & Look.dim != 0 }
    set { set(Look.dim, newValue) }
  }

  public var italic: Bool {
    get { look & Look.italic != 0 }
    set { set(Look.italic, newValue) }
  }

  public var underline: Bool {
    get { look & Look.underline != 0 }
    set { set(Look.underline, newValue) }
  }

  /// Whether the cell is part of a link's title (``ColorProfile/none`` underlines it).
  public var link: Bool {
    get { look & Look.link != 0 }
    set { set(Look.link, newValue) }
  }

  /// The text drawn in the cell (one grapheme cluster), or a space.
  public var character: Character {
    get { glyph.character }
    set { glyph = CellGlyph(newValue) }
  }

  /// Whether two cells hold the very same glyph scalars, width, roles and look.
  func isIdentical(to other: Cell) -> Bool {
    glyph.isIdentical(to: other.glyph) && storedWidth == other.storedWidth
      && foregroundRole == other.foregroundRole && backgroundRole == other.backgroundRole
      && look == other.look
  }

  /// The bits of ``look`` with all of `flag` set or cleared.
  private mutating func set(_ flag: UInt64, _ on: Bool) {
    look = on ? look | flag : look & ~flag
  }

  /// A color's bits: `0xRRGGBB` and, above them, whether it is there.
  private static let colorMask: UInt64 = (1 << 25) - 1

  private static func bits(_ color: CellColor?) -> UInt64 {
    guard let color else { return 0 }
    return 1 << 24 | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
  }

  private static func color(_ bits: UInt64, role: CellRole?) -> CellColor? {
    guard bits & (1 << 24) != 0 else { return nil }
    return CellColor(
      red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
      blue: UInt8(truncatingIfNeeded: bits), role: role)
  }
}

extension Cell {
  /// A cell as a canvas keeps it: plain bits, so canvases fill and copy cells as memory. The
  /// glyph is its scalar or, for a longer cluster, the cluster's place in the canvas's list.
  struct Stored {
    /// The scalar's value, or ``clusterFlag`` with the cluster's place.
    var glyph: UInt32
    var width: Int32
    var foregroundRole: CellRole?
    var backgroundRole: CellRole?
    var look: UInt64

    /// The bit of ``glyph`` that says it is a cluster's place.
    static let clusterFlag: UInt32 = 1 << 31

    /// The place of the cell's cluster, when its character is more than one scalar.
    var cluster: Int? { glyph & Self.clusterFlag != 0 ? Int(glyph & ~Self.clusterFlag) : nil }

    /// The ``glyph`` of a cluster: its place in `clusters`, added at the end when the very same
    /// scalars are not there yet (a canvas holds few clusters, so the list stays short).
    static func place(of cluster: Character, in clusters: inout [Character]) -> UInt32 {
      let index =
        clusters.firstIndex { $0.unicodeScalars.elementsEqual(cluster.unicodeScalars) }
        ?? clusters.endIndex
      if index == clusters.endIndex { clusters.append(cluster) }
      return clusterFlag | UInt32(index)
    }
  }

  /// The cell as a canvas keeps it; a cluster of more than one scalar goes into `clusters`
  /// unless the very same scalars are there already.
  func stored(clusters: inout [Character]) -> Stored {
    let code = glyph.scalar?.value ?? Stored.place(of: glyph.character, in: &clusters)
    return Stored(
      glyph: code, width: storedWidth, foregroundRole: foregroundRole,
      backgroundRole: backgroundRole, look: look)
  }

  /// A cell a canvas kept, with the canvas's clusters.
  init(_ stored: Stored, clusters: [Character]) {
    glyph = Self.glyph(stored, clusters: clusters)
    storedWidth = stored.width
    foregroundRole = stored.foregroundRole
    backgroundRole = stored.backgroundRole
    look = stored.look
  }

  /// The glyph of a cell a canvas kept.
  static func glyph(_ stored: Stored, clusters: [Character]) -> CellGlyph {
    if let cluster = stored.cluster { return CellGlyph(clusters[cluster]) }
    return CellGlyph(Unicode.Scalar(stored.glyph) ?? "\u{FFFD}")
  }
}

extension Cell: Hashable {
  /// Equal characters (as `Character` compares them), widths, colors and attributes.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    // The very same bits are equal; only cells that differ in them are compared field by field.
    lhs.isIdentical(to: rhs)
      || lhs.width == rhs.width && lhs.continuation == rhs.continuation && lhs.bold == rhs.bold
        && lhs.dim == rhs.dim
        && lhs.italic == rhs.italic && lhs.underline == rhs.underline && lhs.link == rhs.link
        && lhs.foreground == rhs.foreground
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
    hasher.combine(link)
  }
}
