extension ColorCoordinates {
  /// The color as lowercase CSS hex: `#rrggbb`, or `#rrggbbaa` when alpha rounds below 255.
  ///
  /// The color is first gamut mapped to sRGB (``mappedToSRGB()``), then each component is scaled
  /// to 0…255 and rounded half away from zero. An alpha that rounds to 255 (≥ 0.998…) gives six
  /// digits. Lowercase matches the examples of the DTCG Color Module.
  public var hex: String {
    let mapped = mappedToSRGB().color
    return Self.hexString(mapped.components, alpha: mapped.alpha)
  }

  /// The color as six-digit lowercase hex `#rrggbb`, ignoring alpha: the form of the DTCG `hex`
  /// fallback field.
  public var opaqueHex: String {
    Self.hexString(mappedToSRGB().color.components, alpha: nil)
  }

  static func hexString(_ rgb: SIMD3<Double>, alpha: Double?) -> String {
    var bytes = [byte(rgb.x), byte(rgb.y), byte(rgb.z)]
    if let alpha, byte(alpha) < 255 { bytes.append(byte(alpha)) }
    let digits = Array("0123456789abcdef")
    var text = "#"
    for b in bytes {
      text.append(digits[b / 16])
      text.append(digits[b % 16])
    }
    return text
  }

  private static func byte(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int((min(max(value, 0), 1) * 255).rounded())
  }
}
