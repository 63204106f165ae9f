/// A `border` value: color, width and style.
public struct Border: Sendable, Equatable {
  /// The border's color.
  public var color: ColorValue
  /// The border's thickness.
  public var width: Dimension
  /// The border's line style.
  public var style: StrokeStyle

  /// Creates a border.
  public init(color: ColorValue, width: Dimension, style: StrokeStyle) {
    self.color = color
    self.width = width
    self.style = style
  }
}
