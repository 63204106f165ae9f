/// The components of each color space and their ranges, as in the Color Module's table.
extension ColorSpace {
  /// The range a component may take.
  enum ComponentRange: Sendable, Equatable {
    /// `[0, 1]`.
    case unit
    /// `[0, 100]`.
    case percent
    /// `[0, 360)`.
    case hue
    /// `[0, ∞)`.
    case chroma
    /// Any number.
    case unbounded

    /// Whether `value` is in the range.
    func contains(_ value: Double) -> Bool {
      switch self {
      case .unit: 0 <= value && value <= 1
      case .percent: 0 <= value && value <= 100
      case .hue: 0 <= value && value < 360
      case .chroma: 0 <= value
      case .unbounded: value.isFinite
      }
    }

    /// The rule in words, for "it must be …".
    var phrase: String {
      switch self {
      case .unit: "between 0 and 1"
      case .percent: "between 0 and 100"
      case .hue: "at least 0 and less than 360"
      case .chroma: "0 or more"
      case .unbounded: "a finite number"
      }
    }
  }

  /// Component names in order, as the spec names them.
  var componentNames: [String] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98rgb, .prophotoRGB, .rec2020: ["red", "green", "blue"]
    case .hsl: ["hue", "saturation", "lightness"]
    case .hwb: ["hue", "whiteness", "blackness"]
    case .lab, .oklab: ["lightness", "a", "b"]
    case .lch, .oklch: ["lightness", "chroma", "hue"]
    case .xyzD65, .xyzD50: ["x", "y", "z"]
    }
  }

  /// Component ranges in order.
  ///
  /// XYZ components are `[0, 1]` as the 2025.10 table and schema say, even though physical XYZ
  /// values (the D65 white's Z is about 1.089) can exceed 1.
  var componentRanges: [ComponentRange] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98rgb, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
      [.unit, .unit, .unit]
    case .hsl, .hwb: [.hue, .percent, .percent]
    case .lab: [.percent, .unbounded, .unbounded]
    case .lch: [.percent, .chroma, .hue]
    case .oklab: [.unit, .unbounded, .unbounded]
    case .oklch: [.unit, .chroma, .hue]
    }
  }

  /// Whether the components are red, green and blue channels.
  var isRGB: Bool { componentNames == ["red", "green", "blue"] }
}
