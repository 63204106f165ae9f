/// The token paths the theme reads (DESIGN.md §2), with each role's type and purpose.
public enum RoleCatalog {
  /// One role: where it lives, what type it must be, and what it is for.
  public struct Entry: Sendable, Equatable {
    /// The token path, e.g. `["color", "accent"]`.
    public var path: [String]
    /// The type the token must have.
    public var type: TokenType
    /// What the role is for, in a sentence a brand designer understands.
    public var purpose: String

    /// The dotted path.
    public var name: String { path.joined(separator: ".") }
  }

  /// Every role, in the order of the design table.
  public static let entries: [Entry] =
    ColorRole.allCases.map {
      Entry(path: ["color", $0.rawValue], type: .color, purpose: $0.purpose)
    }
    + FontRole.allCases.map {
      Entry(path: ["font", $0.rawValue], type: .fontFamily, purpose: $0.purpose)
    }
    + TypeRole.allCases.map {
      Entry(
        path: ["type", $0.rawValue], type: .typography,
        purpose: "the \($0.rawValue) text style at the Large text size")
    }
    + RadiusRole.allCases.map {
      Entry(
        path: ["radius", $0.rawValue], type: .dimension,
        purpose: "corner radius \($0.rawValue) (\($0.purpose))")
    }
    + SpaceRole.allCases.map {
      Entry(
        path: ["space", $0.rawValue], type: .dimension,
        purpose: "spacing step \($0.rawValue) (\($0.purpose))")
    }
    + StrokeRole.allCases.map {
      Entry(
        path: ["stroke", $0.rawValue], type: .dimension,
        purpose: "the hairline width of field borders and dividers")
    }
    + MotionRole.allCases.map {
      Entry(path: ["motion", $0.rawValue], type: .transition, purpose: $0.purpose)
    }
}

extension ColorRole {
  /// What the role colors.
  public var purpose: String {
    switch self {
    case .background: "the screen behind the card"
    case .surface: "the card the block sits on"
    case .fill: "the inside of fields and secondary buttons"
    case .separator: "field borders and hairline dividers"
    case .textPrimary: "input text, links and focused field borders"
    case .textSecondary: "field labels, helper lines and the reveal eye"
    case .textTertiary: "placeholders and prompts"
    case .accent: "the one accent button (Sign in)"
    case .accentOn: "the label on the accent button"
    case .danger: "errors under fields and field borders in error"
    }
  }
}

extension FontRole {
  /// What the family sets.
  public var purpose: String {
    switch self {
    case .text: "the font family of running text, labels, fields and buttons"
    case .display: "the font family of titles"
    }
  }
}

extension RadiusRole {
  var purpose: String {
    switch self {
    case .sm: "small controls"
    case .md: "fields and buttons"
    case .lg: "the card"
    case .xl: "sheets and large containers"
    }
  }
}

extension SpaceRole {
  var purpose: String {
    switch self {
    case .xs: "tight gaps inside a control"
    case .sm: "a label above its field"
    case .md: "between related controls"
    case .lg: "card padding and between field groups"
    case .xl: "above the primary button"
    case .xxl: "between sections"
    }
  }
}

extension MotionRole {
  /// What the motion animates.
  public var purpose: String {
    switch self {
    case .standard: "button presses"
    case .snappy: "state changes such as errors appearing"
    case .smooth: "larger changes such as switching sign in and create account"
    }
  }
}
