/// A color value prepared for export: its authored coordinates, and the sRGB color a screen
/// without wide gamut shows (gamut mapped by the CSS Color 4 algorithm, never clipped).
struct ExportColor: Equatable {
  /// The value as written (components may be `none`).
  let value: ColorValue
  /// The color as authored.
  let original: ColorCoordinates
  /// The color in sRGB, every component in 0…1.
  let srgb: ColorCoordinates
  /// Whether the authored color lies outside sRGB, so ``srgb`` differs from it.
  let isWideGamut: Bool

  init(_ value: ColorValue) {
    let coordinates =
      (try? ColorCoordinates(
        space: value.colorSpace, components: value.components, alpha: value.alpha))
      ?? ColorCoordinates.black
    let mapped = coordinates.mappedToSRGB()
    self.value = value
    self.original = coordinates
    self.srgb = mapped.color
    self.isWideGamut = mapped.wasOutOfGamut
  }

  /// `#rrggbb`, or `#rrggbbaa` when translucent, from the gamut-mapped color.
  var hex: String { original.hex }

  /// The authored color in display-p3 (for wide-gamut colors inside P3), if it fits.
  var displayP3: ColorCoordinates? {
    let p3 = original.converted(to: .displayP3)
    let inside = [p3.components.x, p3.components.y, p3.components.z].allSatisfy {
      $0 >= -1e-6 && $0 <= 1 + 1e-6
    }
    return inside ? p3 : nil
  }
}

/// Number formatting shared by the exporters: shortest text, at most `digits` decimals,
/// no `-0`, no exponent.
enum ExportNumber {
  static func format(_ value: Double, digits: Int = 4) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return value.isFinite ? String(value) : "0" }
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let units = Int64((abs(value) * Double(scale)).rounded())
    guard units != 0 else { return "0" }
    var text = String(units / scale)
    let fraction = units % scale
    if fraction != 0 {
      var decimals = String(fraction)
      decimals = String(repeating: "0", count: digits - decimals.count) + decimals
      while decimals.hasSuffix("0") { decimals.removeLast() }
      text += "." + decimals
    }
    return (value < 0 ? "-" : "") + text
  }
}
