/// The 14 color spaces of the DTCG 2025.10 Color Module, by their `colorSpace` names.
public enum ColorSpace: String, Sendable, CaseIterable, Codable {
  case srgb
  case srgbLinear = "srgb-linear"
  case displayP3 = "display-p3"
  case a98rgb = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case hsl, hwb, lab, lch, oklab, oklch
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"
}
