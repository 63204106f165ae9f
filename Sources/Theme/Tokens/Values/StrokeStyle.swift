/// A `strokeStyle` value: a CSS-like keyword, or a custom dash pattern.
public enum StrokeStyle: Sendable, Equatable {
  /// The predefined line styles (the CSS `line-style` values).
  public enum Keyword: String, Sendable, Equatable, CaseIterable {
    /// A continuous line.
    case solid
    /// Dashes.
    case dashed
    /// Dots.
    case dotted
    /// Two parallel lines.
    case double
    /// A carved-in look.
    case groove
    /// A raised look.
    case ridge
    /// Makes the box look raised.
    case outset
    /// Makes the box look sunken.
    case inset
  }

  /// How the ends of dashes are drawn (SVG `stroke-linecap`).
  public enum LineCap: String, Sendable, Equatable, CaseIterable {
    /// Half-round ends.
    case round
    /// Flat ends at the dash's length.
    case butt
    /// Flat ends extended by half the width.
    case square
  }

  /// One of the predefined styles.
  case keyword(Keyword)
  /// Alternating dash and gap lengths (repeated if odd in number) with a line cap.
  case custom(dashArray: [Dimension], lineCap: LineCap)
}
