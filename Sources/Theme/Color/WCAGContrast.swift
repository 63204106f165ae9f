/// WCAG 2.x relative luminance and contrast ratio.
///
/// Colors are first gamut mapped to sRGB (what a screen shows). A translucent foreground is
/// composited source-over onto the background in gamma-encoded sRGB, as browsers blend, before
/// luminance is measured; a translucent background is first composited onto the `canvas`.
/// Luminance uses the sRGB transfer function (threshold 0.04045) and the WCAG weights
/// 0.2126, 0.7152, 0.0722. (APCA is not offered: its licence is not open.)
public enum WCAGContrast {
  /// The WCAG relative luminance of a color, 0 for black to 1 for white. Alpha is ignored.
  public static func relativeLuminance(_ color: ColorCoordinates) -> Double {
    luminance(ofSRGB: color.mappedToSRGB().color.components)
  }

  /// The relative luminance of sRGB components already in 0…1.
  private static func luminance(ofSRGB rgb: SIMD3<Double>) -> Double {
    let linear = TransferFunction.srgb.toLinear(rgb)
    return 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
  }

  /// The contrast ratio of two luminances, from 1 to 21: (lighter + 0.05) / (darker + 0.05).
  public static func ratio(luminance first: Double, _ second: Double) -> Double {
    let lighter = max(first, second, 0)
    let darker = max(min(first, second), 0)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// The contrast ratio of a foreground drawn on a background, from 1 to 21.
  ///
  /// - Parameters:
  ///   - foreground: The text or part color; its alpha is composited onto `background`.
  ///   - background: The color behind it; if translucent, it is composited onto `canvas` first.
  ///   - canvas: What lies behind a translucent background; opaque white unless given.
  /// - Returns: The WCAG 2.x contrast ratio, not rounded.
  public static func ratio(
    _ foreground: ColorCoordinates, on background: ColorCoordinates,
    canvas: ColorCoordinates = .white
  ) -> Double {
    // Two opaque sRGB colors inside the gamut (what a scene holds) are seen as they are: the
    // compositing and gamut mapping below would give back the same components.
    if foreground.alpha >= 1, background.alpha >= 1, foreground.space == .srgb,
      background.space == .srgb, GamutMapping.isInUnitCube(foreground.components, tolerance: 0),
      GamutMapping.isInUnitCube(background.components, tolerance: 0)
    {
      return ratio(
        luminance: luminance(ofSRGB: foreground.components),
        luminance(ofSRGB: background.components))
    }
    let opaqueBackground = composite(background, over: composite(canvas, over: .black))
    let seen = composite(foreground, over: opaqueBackground)
    return ratio(luminance: relativeLuminance(seen), relativeLuminance(opaqueBackground))
  }

  /// `foreground` composited source-over onto `background`, in gamma-encoded sRGB.
  ///
  /// Both are gamut mapped to sRGB first. The result is in sRGB; its alpha is
  /// a_f + a_b × (1 − a_f), so it is opaque when the background is.
  public static func composite(_ foreground: ColorCoordinates, over background: ColorCoordinates)
    -> ColorCoordinates
  {
    let f = foreground.mappedToSRGB().color
    let b = background.mappedToSRGB().color
    let fa = min(max(f.alpha, 0), 1)
    let ba = min(max(b.alpha, 0), 1)
    let alpha = fa + ba * (1 - fa)
    guard alpha > 0 else { return ColorCoordinates(.srgb, 0, 0, 0, alpha: 0) }
    let rgb = (f.components * fa + b.components * (ba * (1 - fa))) / alpha
    return ColorCoordinates(space: .srgb, components: rgb, alpha: alpha)
  }
}
