/// A token's `$value`, checked and typed: one case per DTCG 2025.10 token type.
///
/// ``ValueParser`` builds these from JSON. A value never holds a reference: sub-value aliases
/// are resolved by the caller, which substitutes the referenced JSON and parses again.
///
/// The three largest composites are held indirectly, so that a value is no larger than a color
/// (a large brand keeps one value per token).
public enum TokenValue: Sendable, Equatable {
  /// A `color` value.
  case color(ColorValue)
  /// A `dimension` value.
  case dimension(Dimension)
  /// A `fontFamily` value: font names from most to least preferred (a single string becomes a
  /// one-element list).
  case fontFamily([String])
  /// A `fontWeight` value.
  case fontWeight(FontWeight)
  /// A `duration` value.
  case duration(Duration)
  /// A `cubicBezier` value.
  case cubicBezier(CubicBezier)
  /// A `number` value.
  case number(Double)
  /// A `strokeStyle` value.
  case strokeStyle(StrokeStyle)
  /// A `border` value.
  indirect case border(Border)
  /// A `transition` value.
  indirect case transition(Transition)
  /// A `shadow` value: one layer, or several drawn from first (top) to last.
  case shadow([ShadowLayer])
  /// A `gradient` value: its stops in the order written.
  case gradient([GradientStop])
  /// A `typography` value.
  indirect case typography(Typography)

  /// The token type this value belongs to.
  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .duration: .duration
    case .cubicBezier: .cubicBezier
    case .number: .number
    case .strokeStyle: .strokeStyle
    case .border: .border
    case .transition: .transition
    case .shadow: .shadow
    case .gradient: .gradient
    case .typography: .typography
    }
  }
}

extension TokenValue {
  var colorValue: ColorValue? {
    if case .color(let value) = self { return value }
    return nil
  }
  var dimensionValue: Dimension? {
    if case .dimension(let value) = self { return value }
    return nil
  }
  var durationValue: Duration? {
    if case .duration(let value) = self { return value }
    return nil
  }
  var cubicBezierValue: CubicBezier? {
    if case .cubicBezier(let value) = self { return value }
    return nil
  }
  var strokeStyleValue: StrokeStyle? {
    if case .strokeStyle(let value) = self { return value }
    return nil
  }
  var fontFamilyValue: [String]? {
    if case .fontFamily(let value) = self { return value }
    return nil
  }
  var fontWeightValue: FontWeight? {
    if case .fontWeight(let value) = self { return value }
    return nil
  }
  var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}
