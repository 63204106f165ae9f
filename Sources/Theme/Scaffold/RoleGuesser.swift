/// Guesses a role map for a team's own tokens from their names, types and values, each guess
/// with the reason for it and a confidence, for `sptheme init --from-tokens`. A guess is a start
/// to review, never a silent answer: every role it cannot place is listed, and a sized role is
/// guessed only within what a UI can use (``RoleBounds``), so a 320 pt breakpoint never becomes
/// a hairline.
public enum RoleGuesser {
  /// How sure a guess is.
  public enum Confidence: String, Sendable, Equatable, Comparable, CaseIterable {
    /// A weak name, a value far from the role's usual size, or the first of its type.
    case low
    /// A name or a value that fits, with something left to check.
    case medium
    /// The name says the role and the value fits it.
    case high

    private var rank: Int {
      switch self {
      case .low: 0
      case .medium: 1
      case .high: 2
      }
    }

    /// Low before medium before high.
    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
  }

  /// One role's guess.
  public struct Guess: Sendable, Equatable {
    /// The role (`color.surface`).
    public var role: String
    /// The token it maps to (`color.background.default.default`).
    public var token: String
    /// Why: the words or the value that matched.
    public var reason: String
    /// How sure the guess is.
    public var confidence: Confidence
  }

  /// A role left unmapped.
  public struct Unmapped: Sendable, Equatable {
    /// The role (`stroke.hairline`).
    public var role: String
    /// Why, when a candidate was found and refused (`the nearest candidate, {breakpoint.sm}
    /// 320 pt, is outside 0.5–4 pt`); `nil` when no token fitted the role at all.
    public var reason: String?
  }

  /// What the guesser found.
  public struct Result: Sendable {
    /// The role guesses, in the order of the roles.
    public var guesses: [Guess]
    /// The roles left unmapped, in the order of the roles.
    public var unmapped: [Unmapped]
  }

  /// What one role's guess came to: a guess, or a reason to leave it unmapped.
  enum Outcome {
    case guess(token: String, reason: String, confidence: Confidence)
    case unmapped(reason: String?)
  }

  /// Guesses every role from one theme-like resolution of the brand (`resolution`), with
  /// `reference` (a shipped brand's theme) for the sizes the scales are matched against and the
  /// values of the roles it fills in.
  public static func guess(from resolution: TokenResolution, reference: SPTheme?) -> Result {
    var outcomes: [String: Outcome] = [:]
    outcomes.merge(colors(in: resolution)) { $1 }
    outcomes.merge(fonts(in: resolution.tokens)) { $1 }
    outcomes.merge(sizes(in: resolution.tokens, reference: reference)) { $1 }
    outcomes.merge(motions(in: resolution.tokens)) { $1 }
    var result = Result(guesses: [], unmapped: [])
    for entry in RoleCatalog.entries {
      switch outcomes[entry.name] ?? .unmapped(reason: nil) {
      case .guess(let token, let reason, let confidence):
        result.guesses.append(
          Guess(role: entry.name, token: token, reason: reason, confidence: confidence))
      case .unmapped(let reason):
        result.unmapped.append(Unmapped(role: entry.name, reason: reason))
      }
    }
    return result
  }

  /// Words that name a state or a variant, never the plain role.
  static let stateWords: Set = [
    "hover", "hovered", "pressed", "active", "disabled", "focus", "focused", "selected", "inverse",
    "inverted", "checked", "visited", "dragged", "alpha", "transparent", "overlay", "shadow",
    "clicked", "down",
  ]

  /// The lower-cased words of a dotted token name (`textOnBrand-1` → `text on brand 1`).
  static func words(of name: String) -> [String] {
    var result: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      if character == "." || character == "-" || character == "_" || character == " " {
        if !current.isEmpty { result.append(current) }
        current = ""
      } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        if !current.isEmpty { result.append(current) }
        current = String(character).lowercased()
      } else {
        current += String(character).lowercased()
      }
      previous = character
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// A number of points as written in reasons: `320`, `0.25`.
  static func format(_ value: Double) -> String { RoleBounds.points(value) }

  /// Picks the appearance modifier when names do not say it: among modifiers with two
  /// contexts, the one whose contexts' background-like colors are one light and one dark.
  ///
  /// - Parameter luminance: the relative luminance of the most background-like color the
  ///   brand resolves to with a modifier at a context, or `nil`.
  public static func appearance(
    of modifiers: [ResolverDocument.Modifier], luminance: (String, String) -> Double?
  ) -> (map: AppearanceMap, reason: String)? {
    for modifier in modifiers where modifier.contexts.count == 2 {
      guard let first = luminance(modifier.name, modifier.contexts[0]),
        let second = luminance(modifier.name, modifier.contexts[1]), abs(first - second) > 0.3
      else { continue }
      let (light, dark) =
        first > second
        ? (modifier.contexts[0], modifier.contexts[1])
        : (modifier.contexts[1], modifier.contexts[0])
      let map = AppearanceMap(
        modifier: modifier.name, contexts: [(light, "light"), (dark, "dark")], origin: .configured)
      return (map, "the background is light in \(light) and dark in \(dark)")
    }
    return nil
  }

  /// The most background-like color of a resolution: the guess for `color.background`.
  public static func backgroundLuminance(in resolution: TokenResolution) -> Double? {
    let colors = resolution.tokens.filter { $0.type == .color }
    guard let pattern = colorPatterns[.background],
      let name = ranked(colors, pattern: pattern, avoiding: []).first?.name,
      let color = resolution[name]?.value.colorValue
    else { return nil }
    return WCAGContrast.relativeLuminance(color.coordinates)
  }
}
