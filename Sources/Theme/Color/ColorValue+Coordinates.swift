extension ColorValue {
  /// The color as coordinates for conversion, gamut mapping and contrast (`none` counts as 0).
  public var coordinates: ColorCoordinates {
    let values = components.map { $0 ?? 0 } + [0, 0, 0]
    return ColorCoordinates(
      space: colorSpace, components: SIMD3(values[0], values[1], values[2]), alpha: alpha)
  }

  /// The color as sRGB hex after CSS Color 4 gamut mapping (`#rrggbb`, or `#rrggbbaa` below full alpha).
  public var srgbHex: String {
    coordinates.mappedToSRGB().color.hex
  }
}
