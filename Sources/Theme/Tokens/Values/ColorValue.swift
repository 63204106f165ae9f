/// A `color` value: a color space, three components, an alpha and an optional hex fallback.
public struct ColorValue: Sendable, Equatable {
  /// The color space the components are written in.
  public var colorSpace: ColorSpace
  /// The three components in the order of the color space (`[red, green, blue]`,
  /// `[hue, saturation, lightness]`, …); `nil` stands for the `none` keyword.
  public var components: [Double?]
  /// Opacity from 0 (transparent) to 1 (opaque); 1 when the file leaves it out.
  public var alpha: Double
  /// The 6-digit `#rrggbb` fallback, if the file gives one.
  public var hex: String?

  /// Creates a color value.
  public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil)
  {
    self.colorSpace = colorSpace
    self.components = components
    self.alpha = alpha
    self.hex = hex
  }
}
