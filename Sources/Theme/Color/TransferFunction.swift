import Platform

/// The transfer functions ("gamma") of the RGB color spaces, extended to negative values by
/// reflection through the origin (sign × f(|v|)), as CSS Color 4 does.
enum TransferFunction: Sendable {
  /// sRGB, also used by Display P3: linear below 0.04045, else ((v + 0.055) / 1.055)^2.4.
  case srgb
  /// Adobe RGB (1998): a pure power of 563/256.
  case a98RGB
  /// ProPhoto RGB: 1.8 power with a linear segment below 16/512.
  case proPhotoRGB
  /// Rec. 2020, display-referred: the BT.1886 EOTF with gamma 2.4 (black 0, white 1), as resolved
  /// for CSS in w3c/csswg-drafts#12574 (2025) and implemented by coloraide 8.
  case rec2020

  /// Encoded (gamma) value to linear light.
  func toLinear(_ v: Double) -> Double {
    let a = abs(v)
    switch self {
    case .srgb:
      return a <= 0.04045 ? v / 12.92 : Math.copysign(Math.pow((a + 0.055) / 1.055, 2.4), v)
    case .a98RGB:
      return Math.copysign(Math.pow(a, 563.0 / 256.0), v)
    case .proPhotoRGB:
      return a < 16.0 / 512.0 ? v / 16.0 : Math.copysign(Math.pow(a, 1.8), v)
    case .rec2020:
      return Math.copysign(Math.pow(a, 2.4), v)
    }
  }

  /// Linear light to encoded (gamma) value.
  func fromLinear(_ v: Double) -> Double {
    let a = abs(v)
    switch self {
    case .srgb:
      return a <= 0.0031308 ? 12.92 * v : Math.copysign(1.055 * Math.pow(a, 1.0 / 2.4) - 0.055, v)
    case .a98RGB:
      return Math.copysign(Math.pow(a, 256.0 / 563.0), v)
    case .proPhotoRGB:
      return a < 1.0 / 512.0 ? 16.0 * v : Math.copysign(Math.pow(a, 1.0 / 1.8), v)
    case .rec2020:
      return Math.copysign(Math.pow(a, 1.0 / 2.4), v)
    }
  }

  func toLinear(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(toLinear(v.x), toLinear(v.y), toLinear(v.z))
  }

  func fromLinear(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(fromLinear(v.x), fromLinear(v.y), fromLinear(v.z))
  }
}
