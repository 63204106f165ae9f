import Theme

extension ContrastPair.Kind {
  /// The rule a pair of this kind breaks when it is below its requirement, or `nil` for the
  /// kinds WCAG exempts (decoration, redacted shapes) and have no requirement.
  public var rule: Rule? {
    switch self {
    case .text: .contrastText
    case .largeText: .contrastLargeText
    case .nonText: .contrastNonText
    case .disabled: .contrastDisabled
    case .inactive: .contrastInactive
    case .decorative, .redacted: nil
    }
  }
}

extension ColorProfile {
  /// The rule of a text pair this palette shows as one color, for the palettes the terminal
  /// check looks at (256 and 16 colors).
  var contrastRule: Rule? {
    switch self {
    case .ansi256: .contrastTerminal256
    case .ansi16: .contrastTerminal16
    default: nil
    }
  }
}
