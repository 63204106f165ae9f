/// One layer of a `shadow` value.
public struct ShadowLayer: Sendable, Equatable {
  /// The shadow's color.
  public var color: ColorValue
  /// Horizontal offset from the element.
  public var offsetX: Dimension
  /// Vertical offset from the element.
  public var offsetY: Dimension
  /// Blur radius.
  public var blur: Dimension
  /// How far the shadow grows (or, negative, shrinks) before blurring.
  public var spread: Dimension
  /// Whether it is an inner shadow; `false` (a drop shadow) when the file leaves it out.
  public var inset: Bool

  /// Creates a shadow layer.
  public init(
    color: ColorValue, offsetX: Dimension, offsetY: Dimension, blur: Dimension,
    spread: Dimension, inset: Bool = false
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.inset = inset
  }
}
