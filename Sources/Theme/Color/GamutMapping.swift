/// Gamut mapping to sRGB by the CSS Color 4 algorithm.
///
/// The algorithm (https://drafts.csswg.org/css-color-4/#binsearch) keeps OKLCH lightness and hue
/// and reduces chroma by binary search until the color, clipped to sRGB, is within a
/// just-noticeable difference (deltaEOK ``jnd``) of the chroma-reduced color. Lightness ≥ 1 gives
/// white and ≤ 0 gives black. Colors already inside the gamut are returned unchanged. This is
/// coloraide's `fit("srgb", method="minde-chroma", jnd=0.02)`; naive clipping is never used on its
/// own.
public enum GamutMapping {
  /// The just-noticeable difference in deltaEOK: 0.02.
  public static let jnd = 0.02
  /// The convergence limit of the chroma search, and how close to ``jnd`` is close enough: 0.0001.
  public static let epsilon = 0.0001
  /// How far outside 0…1 an sRGB component may lie and still count as in gamut for
  /// ``GamutMappedColor/wasOutOfGamut`` and ``ColorCoordinates/isInSRGBGamut``: 1e-6, far below
  /// one 8-bit step, to absorb the rounding noise of conversions.
  public static let tolerance = 1e-6
  /// The most halvings the chroma search makes: 128 take any chroma below 10^34 to within
  /// ``epsilon``, so the search ends for every input, even one no theme holds.
  public static let maxSearchSteps = 128
  /// The largest chroma the search starts from (either sign). sRGB colors have an OKLCH chroma
  /// under 0.4 and a color a theme holds one far under this, so only a chroma no display has
  /// is lowered to it, where the search can reach the gamut boundary.
  public static let maxSearchChroma = 1_000.0

  /// Maps any color into the sRGB gamut, keeping alpha.
  public static func mapToSRGB(_ color: ColorCoordinates) -> GamutMappedColor {
    let rgb = ColorConversion.convert(color.components, from: color.space, to: .srgb)
    if isInUnitCube(rgb, tolerance: 0) {
      return GamutMappedColor(
        color: ColorCoordinates(space: .srgb, components: rgb, alpha: color.alpha),
        wasOutOfGamut: false)
    }
    let origin = ColorConversion.convert(color.components, from: color.space, to: .oklch)
    let mapped = mapOKLCHToSRGB(origin)
    return GamutMappedColor(
      color: ColorCoordinates(space: .srgb, components: mapped, alpha: color.alpha),
      wasOutOfGamut: !isInUnitCube(rgb, tolerance: tolerance))
  }

  /// The deltaEOK color difference: the Euclidean distance of the two colors in OKLab.
  public static func deltaEOK(_ a: ColorCoordinates, _ b: ColorCoordinates) -> Double {
    let labA = ColorConversion.convert(a.components, from: a.space, to: .oklab)
    let labB = ColorConversion.convert(b.components, from: b.space, to: .oklab)
    return distance(labA, labB)
  }

  /// The CSS Color 4 binary search, from OKLCH components to sRGB components in 0…1.
  ///
  /// Total and bounded: a component that is not finite (which a theme never holds, see
  /// ``DrawableRange/undrawableReason(_:)``) gives black, and the search stops after
  /// ``maxSearchSteps`` halvings.
  static func mapOKLCHToSRGB(_ origin: SIMD3<Double>) -> SIMD3<Double> {
    guard origin.x.isFinite, origin.y.isFinite, origin.z.isFinite else { return SIMD3(0, 0, 0) }
    var origin = origin
    if abs(origin.y) > maxSearchChroma {
      origin.y = origin.y < 0 ? -maxSearchChroma : maxSearchChroma
    }
    if origin.x >= 1 - 1e-6 { return SIMD3(1, 1, 1) }
    if origin.x <= 0 { return SIMD3(0, 0, 0) }

    func toSRGB(_ lch: SIMD3<Double>) -> SIMD3<Double> {
      ColorConversion.convert(lch, from: .oklch, to: .srgb)
    }
    func deltaE(_ rgb: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
      distance(
        ColorConversion.convert(rgb, from: .srgb, to: .oklab),
        ColorConversion.polarToRectangular(lch))
    }

    var current = origin
    var clipped = clip(toSRGB(current))
    if deltaE(clipped, current) < jnd { return clipped }

    var low = 0.0
    var high = origin.y
    var lowInGamut = true
    var steps = 0
    while high - low > epsilon, steps < maxSearchSteps {
      steps += 1
      let chroma = (low + high) / 2
      current.y = chroma
      let candidate = toSRGB(current)
      if lowInGamut && isInUnitCube(candidate, tolerance: 0) {
        low = chroma
        continue
      }
      clipped = clip(candidate)
      let e = deltaE(clipped, current)
      if e < jnd {
        if jnd - e < epsilon { break }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  static func isInUnitCube(_ v: SIMD3<Double>, tolerance: Double) -> Bool {
    v.x >= -tolerance && v.y >= -tolerance && v.z >= -tolerance
      && v.x <= 1 + tolerance && v.y <= 1 + tolerance && v.z <= 1 + tolerance
  }

  /// Each component brought into 0…1; one that is not a number (a hue no conversion can place)
  /// becomes 0.
  static func clip(_ v: SIMD3<Double>) -> SIMD3<Double> {
    func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    return SIMD3(unit(v.x), unit(v.y), unit(v.z))
  }

  private static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let d = a - b
    return (d * d).sum().squareRoot()
  }
}
