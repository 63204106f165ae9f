/// A color as three components in one of the 14 DTCG color spaces, plus alpha.
///
/// Components are in DTCG units: 0…1 for the RGB and XYZ spaces, 0…100 for Lab/LCH lightness and
/// for HSL saturation/lightness and HWB whiteness/blackness, degrees for hues, OKLab/OKLCH lightness
/// in 0…1. Values outside those ranges are kept (they describe colors outside a gamut).
///
/// A `none` component (see ``init(space:components:alpha:)``) is stored as 0, which is how CSS
/// Color 4 and the DTCG Color Module treat missing components in conversion. After a conversion,
/// the hue of an achromatic polar color is *powerless*: it is set to 0 and ``dtcgComponents``
/// reports it as `none`.
public struct ColorCoordinates: Sendable, Hashable, CustomStringConvertible {
  /// The color space the components are in.
  public var space: ColorSpace
  /// The three components, in DTCG units.
  public var components: SIMD3<Double>
  /// Opacity from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// A color from three components.
  public init(space: ColorSpace, components: SIMD3<Double>, alpha: Double = 1) {
    self.space = space
    self.components = components
    self.alpha = alpha
  }

  /// A color from three components, e.g. `ColorCoordinates(.oklch, 0.7, 0.15, 250)`.
  public init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) {
    self.init(space: space, components: SIMD3(c0, c1, c2), alpha: alpha)
  }

  /// A color from a DTCG `components` array, where `nil` stands for the `none` keyword.
  ///
  /// - Parameters:
  ///   - space: The DTCG `colorSpace`.
  ///   - components: Exactly three entries; `nil` (`none`) counts as 0.
  ///   - alpha: The DTCG `alpha`; `nil` (omitted) means 1.
  /// - Throws: ``ColorComponentError`` for a wrong count, a non-finite number or an alpha outside 0…1.
  public init(space: ColorSpace, components: [Double?], alpha: Double? = nil)
    throws(ColorComponentError)
  {
    guard components.count == 3 else {
      throw .wrongCount(space: space, count: components.count)
    }
    var values = SIMD3<Double>(repeating: 0)
    for (index, component) in components.enumerated() {
      let value = component ?? 0
      guard value.isFinite else { throw .notFinite(space: space, index: index) }
      values[index] = value
    }
    let alpha = alpha ?? 1
    guard alpha.isFinite, (0...1).contains(alpha) else { throw .alphaOutOfRange(alpha) }
    self.init(space: space, components: values, alpha: alpha)
  }

  /// Opaque sRGB white.
  public static let white = ColorCoordinates(.srgb, 1, 1, 1)
  /// Opaque sRGB black.
  public static let black = ColorCoordinates(.srgb, 0, 0, 0)

  /// Whether the space is polar and this color is achromatic, so its hue has no effect.
  ///
  /// Thresholds (as coloraide's): LCH chroma < 1e-4, OKLCH chroma < 1e-6, HSL saturation < 1e-4
  /// or lightness 0 or within 1e-4 of 100, HWB whiteness + blackness ≥ 100 − 1e-5.
  public var isHuePowerless: Bool {
    let c = components
    switch space {
    case .lch: return abs(c.y) < 1e-4
    case .oklch: return abs(c.y) < 1e-6
    case .hsl: return abs(c.y) < 1e-4 || c.z == 0 || abs(100 - c.z) < 1e-4
    case .hwb: return c.y + c.z >= 100 - 1e-5
    default: return false
    }
  }

  /// The components as a DTCG `components` array: a powerless hue is `nil` (`none`).
  public var dtcgComponents: [Double?] {
    var result: [Double?] = [components.x, components.y, components.z]
    if isHuePowerless, let index = space.hueIndex { result[index] = nil }
    return result
  }

  /// The color in another space, before any gamut mapping. Alpha is carried over.
  ///
  /// A powerless hue in the result is 0 (see ``isHuePowerless``).
  public func converted(to target: ColorSpace) -> ColorCoordinates {
    if target == space { return self }
    var result = ColorCoordinates(
      space: target,
      components: ColorConversion.convert(components, from: space, to: target),
      alpha: alpha
    )
    if result.isHuePowerless, let index = target.hueIndex { result.components[index] = 0 }
    return result
  }

  /// Whether the color lies inside the sRGB gamut, allowing ``GamutMapping/tolerance`` for the
  /// rounding noise of conversions.
  public var isInSRGBGamut: Bool {
    GamutMapping.isInUnitCube(
      ColorConversion.convert(components, from: space, to: .srgb),
      tolerance: GamutMapping.tolerance)
  }

  /// The color in sRGB, gamut mapped by the CSS Color 4 algorithm (see ``GamutMapping``).
  public func mappedToSRGB() -> GamutMappedColor {
    GamutMapping.mapToSRGB(self)
  }

  /// For example `oklch(0.7 0.15 250 / 0.5)`.
  public var description: String {
    let body = "\(components.x) \(components.y) \(components.z)"
    return alpha == 1 ? "\(space.rawValue)(\(body))" : "\(space.rawValue)(\(body) / \(alpha))"
  }
}
