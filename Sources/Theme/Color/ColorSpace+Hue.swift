extension ColorSpace {
  /// The index of the hue component in polar spaces (HSL, HWB, LCH, OKLCH), else nil.
  public var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: 0
    case .lch, .oklch: 2
    default: nil
    }
  }
}
