extension DrawableRange {
  /// The largest sRGB component (either sign) a color may convert to. Wide-gamut colors lie a
  /// little outside 0…1 in sRGB (Rec. 2020 red is about 1.2); a million is no color, and the
  /// exporters write components as decimals, so it is refused before one of them meets it.
  public static let maxSRGBComponent = 1_000_000.0

  /// Why a color cannot be drawn, in words, or nil when it can.
  ///
  /// A color must convert to sRGB and to OKLCH (where gamut mapping searches its chroma) as
  /// finite numbers: an oklab component of 1.4e154 makes the chroma infinite, and no search over
  /// it can end. Every sRGB component must lie within ``maxSRGBComponent``.
  public static func undrawableReason(_ color: ColorCoordinates) -> String? {
    let srgb = color.converted(to: .srgb).components
    let oklch = color.converted(to: .oklch).components
    let all = [srgb.x, srgb.y, srgb.z, oklch.x, oklch.y, oklch.z]
    guard all.allSatisfy(\.isFinite) else {
      return "converted to sRGB or OKLCH it is not a finite number"
    }
    guard [srgb.x, srgb.y, srgb.z].allSatisfy({ abs($0) <= maxSRGBComponent }) else {
      return "every sRGB component within ±\(Int(maxSRGBComponent))"
    }
    return nil
  }

  /// Adds a color that cannot be drawn to `found`.
  static func color(_ value: ColorValue, _ what: String, _ found: inout [Excess]) {
    guard let reason = undrawableReason(value.coordinates) else { return }
    let components = value.components.map { $0.map(ValueWording.number) ?? "none" }
    found.append(
      Excess(
        what: what,
        written: "\(value.colorSpace.rawValue)(\(components.joined(separator: " ")))",
        limit: reason))
  }
}
