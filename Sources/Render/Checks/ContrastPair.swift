import Theme

/// A foreground a person sees on the background actually behind it, with what it must reach.
public struct ContrastPair: Sendable, Equatable {
  /// Why the pair matters, which sets its threshold.
  public enum Kind: String, Sendable, CaseIterable {
    /// Text under the large-text size: 4.5:1 (AAA 7:1).
    case text
    /// Text at ≥ 24 pt, or ≥ 18.66 pt bold: 3:1 (AAA 4.5:1).
    case largeText = "large-text"
    /// A boundary or graphic needed to see a control (a field's edge, an icon): 3:1.
    case nonText = "non-text"
    /// Decoration (the "or" hairline, the step track's capsules): exempt, listed.
    case decorative
    /// A redacted placeholder shape: exempt, listed.
    case redacted
    /// A button waiting for another one (dimmed to 50 %, or busy while disabled): reported
    /// as information.
    case inactive
    /// A disabled control drawn with the disabled look: WCAG exempts it (1.4.3), but its label
    /// must stay readable at ``ContrastPair/disabledMinimumRatio``.
    case disabled
  }

  /// What a disabled control's label and symbols must reach on its fill: 3:1, the floor WCAG
  /// sets for large text, so the label stays readable while it clearly reads as off.
  public static let disabledMinimumRatio = 3.0

  /// The part that draws the foreground (`password.error`).
  public var part: String
  /// The catalogue state (`sign-in/invalid`).
  public var state: String
  /// What is drawn ("text", "placeholder", "border", "icon"…).
  public var role: String
  public var kind: Kind
  /// The foreground as drawn (before compositing) and the opaque background behind it.
  public var foreground: SceneColor
  public var background: SceneColor
  /// The ratio after compositing the foreground (alpha, opacity) over the background.
  public var ratio: Double
  /// The text's size and weight, when it is text.
  public var font: SceneFont?

  /// The ratio the pair must reach at a level; `nil` when it is exempt.
  public func required(_ level: ContrastLevel) -> Double? {
    switch kind {
    case .text: level == .aaa ? 7 : ContrastRequirement.text.minimumRatio
    case .largeText: level == .aaa ? 4.5 : ContrastRequirement.largeText.minimumRatio
    case .nonText: ContrastRequirement.nonText.minimumRatio
    case .disabled: Self.disabledMinimumRatio
    case .decorative, .redacted, .inactive: nil
    }
  }
}

/// WCAG 2.x conformance level of the contrast check.
public enum ContrastLevel: String, Sendable, CaseIterable {
  case aa = "AA"
  case aaa = "AAA"
}
