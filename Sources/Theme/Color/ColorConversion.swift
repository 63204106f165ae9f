/// Conversion between the 14 DTCG color spaces, in DTCG component units.
///
/// Every space has a parent one step closer to CIE XYZ (D65); a conversion climbs from the source
/// to the nearest space shared with the target's chain and descends from there. So sRGB → HSL does
/// not pass through XYZ, and Lab → LCH is a direct polar conversion. D50 spaces (Lab, LCH,
/// ProPhoto RGB, XYZ-D50) reach D65 through the Bradford adaptation.
enum ColorConversion {
  /// The space one step closer to XYZ-D65, or nil for XYZ-D65 itself.
  static func parent(of space: ColorSpace) -> ColorSpace? {
    switch space {
    case .xyzD65: nil
    case .srgb: .srgbLinear
    case .hsl, .hwb: .srgb
    case .srgbLinear, .displayP3, .a98rgb, .rec2020, .oklab, .xyzD50: .xyzD65
    case .prophotoRGB, .lab: .xyzD50
    case .lch: .lab
    case .oklch: .oklab
    }
  }

  /// Converts components (DTCG units, `none` already replaced by 0) from one space to another.
  static func convert(_ value: SIMD3<Double>, from source: ColorSpace, to target: ColorSpace)
    -> SIMD3<Double>
  {
    if source == target { return value }
    var targetChain: [ColorSpace] = [target]
    while let next = parent(of: targetChain[targetChain.count - 1]) { targetChain.append(next) }

    var current = source
    var v = value
    while targetChain.firstIndex(of: current) == nil, let up = parent(of: current) {
      v = toParent(v, from: current)
      current = up
    }
    guard let meeting = targetChain.firstIndex(of: current) else { return v }
    for index in stride(from: meeting - 1, through: 0, by: -1) {
      v = fromParent(v, to: targetChain[index])
    }
    return v
  }

  /// One step from `space` to its parent.
  static func toParent(_ v: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
    switch space {
    case .xyzD65: v
    case .srgb: TransferFunction.srgb.toLinear(v)
    case .srgbLinear: Matrix3.linearSRGBToXYZD65(v)
    case .displayP3: Matrix3.linearDisplayP3ToXYZD65(TransferFunction.srgb.toLinear(v))
    case .a98rgb: Matrix3.linearA98RGBToXYZD65(TransferFunction.a98RGB.toLinear(v))
    case .rec2020: Matrix3.linearRec2020ToXYZD65(TransferFunction.rec2020.toLinear(v))
    case .prophotoRGB:
      Matrix3.linearProPhotoRGBToXYZD50(TransferFunction.proPhotoRGB.toLinear(v))
    case .xyzD50: Matrix3.bradfordD50ToD65(v)
    case .lab: labToXYZD50(v)
    case .lch, .oklch: polarToRectangular(v)
    case .oklab: okLabToXYZD65(v)
    case .hsl: hslToSRGB(v)
    case .hwb: hwbToSRGB(v)
    }
  }

  /// One step from the parent of `space` down to `space`.
  static func fromParent(_ v: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
    switch space {
    case .xyzD65: v
    case .srgb: TransferFunction.srgb.fromLinear(v)
    case .srgbLinear: Matrix3.xyzD65ToLinearSRGB(v)
    case .displayP3: TransferFunction.srgb.fromLinear(Matrix3.xyzD65ToLinearDisplayP3(v))
    case .a98rgb: TransferFunction.a98RGB.fromLinear(Matrix3.xyzD65ToLinearA98RGB(v))
    case .rec2020: TransferFunction.rec2020.fromLinear(Matrix3.xyzD65ToLinearRec2020(v))
    case .prophotoRGB:
      TransferFunction.proPhotoRGB.fromLinear(Matrix3.xyzD50ToLinearProPhotoRGB(v))
    case .xyzD50: Matrix3.bradfordD65ToD50(v)
    case .lab: xyzD50ToLab(v)
    case .lch, .oklch: rectangularToPolar(v)
    case .oklab: xyzD65ToOKLab(v)
    case .hsl: srgbToHSL(v)
    case .hwb: srgbToHWB(v)
    }
  }

  /// A hue angle in degrees brought into [0, 360).
  static func constrainHue(_ hue: Double) -> Double {
    var h = hue.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    return h >= 360 ? 0 : h
  }
}
