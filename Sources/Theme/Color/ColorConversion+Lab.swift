import Platform

// CIE Lab (D50) and OKLab, and their polar forms LCH and OKLCH.
extension ColorConversion {
  /// The D50 reference white of CIE Lab, from the chromaticity (0.3457, 0.3585).
  static let d50White = SIMD3<Double>(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
  /// The D65 reference white, from the chromaticity (0.3127, 0.3290).
  static let d65White = SIMD3<Double>(0.3127 / 0.3290, 1.0, (1.0 - 0.3127 - 0.3290) / 0.3290)

  private static let labEpsilon = 216.0 / 24389.0  // 6^3 / 29^3
  private static let labKappa = 24389.0 / 27.0  // 29^3 / 3^3

  static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let scaled = xyz / d50White
    func f(_ t: Double) -> Double { t > labEpsilon ? Math.cbrt(t) : (labKappa * t + 16) / 116 }
    let fx = f(scaled.x)
    let fy = f(scaled.y)
    let fz = f(scaled.z)
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let fy = (lab.x + 16) / 116
    let fx = lab.y / 500 + fy
    let fz = fy - lab.z / 200
    let e3 = 6.0 / 29.0
    let x = fx > e3 ? fx * fx * fx : (116 * fx - 16) / labKappa
    let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
    let z = fz > e3 ? fz * fz * fz : (116 * fz - 16) / labKappa
    return SIMD3(x, y, z) * d50White
  }

  static func xyzD65ToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let lms = Matrix3.xyzD65ToLMS(xyz)
    return Matrix3.lmsCubeRootToOKLab(SIMD3(Math.cbrt(lms.x), Math.cbrt(lms.y), Math.cbrt(lms.z)))
  }

  static func okLabToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let root = Matrix3.okLabToLMSCubeRoot(lab)
    return Matrix3.lmsToXYZD65(root * root * root)
  }

  /// (L, a, b) to (L, C, h) with h in degrees in [0, 360).
  static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
    let hue = Math.atan2(lab.z, lab.y) * 180 / Double.pi
    return SIMD3(lab.x, chroma, constrainHue(hue))
  }

  /// (L, C, h) to (L, a, b).
  static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
    let radians = lch.z * Double.pi / 180
    return SIMD3(lch.x, lch.y * Math.cos(radians), lch.y * Math.sin(radians))
  }
}
