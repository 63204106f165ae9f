/// A `typography` value: a text style.
public struct Typography: Sendable, Equatable {
  /// Font names, most preferred first.
  public var fontFamily: [String]
  /// The text size.
  public var fontSize: Dimension
  /// The weight.
  public var fontWeight: FontWeight
  /// Extra space between characters (may be negative).
  public var letterSpacing: Dimension
  /// Line height as a multiple of `fontSize`.
  public var lineHeight: Double

  /// Creates a text style.
  public init(
    fontFamily: [String], fontSize: Dimension, fontWeight: FontWeight, letterSpacing: Dimension,
    lineHeight: Double
  ) {
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.letterSpacing = letterSpacing
    self.lineHeight = lineHeight
  }
}
