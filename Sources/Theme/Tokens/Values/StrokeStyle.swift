/// A `strokeStyle` value: a CSS-like keyword, or a custom dash pattern.
public enum StrokeStyle: Sendable, Equatable {
  /// The predefined line styles (the CSS `line-style` values).
  public enum Keyword: String, Sendable, Equatable, CaseIterable {
    case solid, dashed, dotted, double, groove, ridge, outset, inset
  }

  /// How the ends of dashes are drawn (SVG `stroke-linecap`).
  public enum LineCap: String, Sendable, Equatable, CaseIterable {
    case round, butt, square
  }

  /// One of the predefined styles.
  case keyword(Keyword)
  /// Alternating dash and gap lengths (repeated if odd in number) with a line cap.
  case custom(dashArray: [Dimension], lineCap: LineCap)
}
