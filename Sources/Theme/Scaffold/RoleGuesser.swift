/// Guesses a role map for a team's own tokens from their names, types and values, each guess
/// with the reason for it, for `sptheme init --from-tokens`. A guess is a start to review,
/// never a silent answer: every role it cannot place is listed.
public enum RoleGuesser {
  /// One role's guess.
  public struct Guess: Sendable, Equatable {
    /// The role (`color.surface`).
    public var role: String
    /// The token it maps to (`color.background.default.default`).
    public var token: String
    /// Why: the words or the value that matched.
    public var reason: String
  }

  /// What the guesser found.
  public struct Result: Sendable {
    /// The role guesses, in the order of the roles.
    public var guesses: [Guess]
    /// The roles nothing fitted.
    public var unmapped: [String]
  }

  /// Words that name a state or a variant, never the plain role.
  private static let stateWords: Set = [
    "hover", "hovered", "pressed", "active", "disabled", "focus", "focused", "selected", "inverse",
    "inverted",
    "checked", "visited", "dragged", "alpha", "transparent", "overlay", "shadow",
  ]

  /// What each color role's token is called: groups of words of which one of each must appear,
  /// then words that make a candidate better, and words that rule it out.
  private struct Pattern {
    var required: [[String]]
    var better: [String] = []
    var excluded: [String] = []
  }

  private static let colorPatterns: [ColorRole: Pattern] = [
    .background: Pattern(
      required: [["background", "bg", "canvas", "page", "app", "body"]],
      better: ["background", "body", "page", "canvas", "default", "base", "secondary"],
      excluded: [
        "divider", "stroke", "button", "input", "field", "primary", "brand", "accent", "danger",
        "error", "critical", "negative", "warning", "positive", "success", "text", "border",
        "tertiary", "neutral", "utilities",
      ]),
    .surface: Pattern(
      required: [["surface", "card", "container", "background", "bg", "layer"]],
      better: ["surface", "card", "default", "primary", "base", "raised", "1"],
      excluded: [
        "divider", "stroke", "button", "input", "field", "brand", "accent", "danger", "error",
        "critical", "negative", "warning", "positive", "success", "text", "border", "secondary",
        "tertiary", "neutral", "utilities",
      ]),
    .fill: Pattern(
      required: [
        [
          "fill", "input", "field", "control", "secondary", "subtle", "tertiary", "background",
          "bg",
        ]
      ],
      better: ["fill", "input", "field", "secondary", "subtle", "neutral"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "text", "border", "utilities",
      ]),
    .separator: Pattern(
      required: [["border", "separator", "divider", "stroke", "outline", "line"]],
      better: ["default", "subtle", "primary", "neutral", "1"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "focus",
      ]),
    .textPrimary: Pattern(
      required: [["text", "foreground", "fg", "content", "ink"]],
      better: ["default", "primary", "base", "1", "neutral"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "secondary", "tertiary", "subtle", "muted", "on", "disabled", "link",
      ]),
    .textSecondary: Pattern(
      required: [
        ["text", "foreground", "fg", "content", "ink"],
        ["secondary", "subtle", "muted", "2", "weak"],
      ],
      better: ["secondary", "default"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "on",
      ]),
    .textTertiary: Pattern(
      required: [
        ["text", "foreground", "fg", "content", "ink"],
        ["tertiary", "placeholder", "subtlest", "3", "muted", "hint"],
      ],
      better: ["tertiary", "placeholder", "default"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "on",
      ]),
    .accent: Pattern(
      required: [["accent", "brand", "primary", "interactive", "action", "compliment", "link"]],
      better: ["background", "bg", "fill", "brand", "accent", "default", "button"],
      excluded: [
        "text", "foreground", "fg", "on", "border", "secondary", "tertiary", "subtle", "danger",
        "error", "neutral", "hover", "tint", "positive", "negative",
      ]),
    .accentOn: Pattern(
      required: [
        ["text", "foreground", "fg", "content", "on"],
        ["brand", "accent", "primary", "interactive", "action", "on"],
      ],
      better: ["on", "onbrand", "onaccent", "onprimary", "contrast"],
      excluded: ["secondary", "tertiary", "subtle", "danger", "error", "positive", "negative"]),
    .danger: Pattern(
      required: [["danger", "error", "critical", "negative", "destructive", "red", "alert"]],
      better: ["text", "foreground", "fg", "default", "primary"],
      excluded: ["background", "bg", "subtle", "secondary", "tertiary", "border", "on", "tint"]),
  ]

  /// Guesses every role from one theme-like resolution of the brand (`resolution`), with
  /// `reference` (a shipped brand's theme) for the sizes the scales are matched against.
  public static func guess(from resolution: TokenResolution, reference: SPTheme?) -> Result {
    var guesses: [Guess] = []
    var unmapped: [String] = []
    let tokens = resolution.tokens
    func add(_ role: String, _ found: (String, String)?) {
      if let (token, reason) = found {
        guesses.append(Guess(role: role, token: token, reason: reason))
      } else {
        unmapped.append(role)
      }
    }
    let colors = tokens.filter { $0.type == .color }
    var used = Set<String>()
    for role in ColorRole.allCases {
      let found = best(
        colors, pattern: colorPatterns[role] ?? Pattern(required: []), avoiding: used)
      if let found { used.insert(found.0) }
      add("color.\(role.rawValue)", found)
    }
    let families = tokens.filter { $0.type == .fontFamily }
    add("font.text", pick(families, ["sans", "body", "text", "base", "default", "primary"]))
    add("font.display", pick(families, ["display", "heading", "title", "sans", "body", "primary"]))
    let styles = tokens.compactMap { token -> (String, Double)? in
      if case .typography(let value) = token.value { return (token.name, value.fontSize.points) }
      return nil
    }
    for role in TypeRole.allCases {
      let target = reference?.style(role).value.fontSize.points
      add("type.\(role.rawValue)", nearest(styles, to: target, unit: "pt"))
    }
    let dimensions = tokens.compactMap { token -> (String, Double)? in
      token.value.dimensionValue.map { (token.name, $0.points) }
    }
    func scale(_ names: [String]) -> [(String, Double)] {
      dimensions.filter { candidate in
        let parts = Set(words(of: candidate.0))
        return names.contains { parts.contains($0) }
          && !parts.contains { $0.hasPrefix("negative") || stateWords.contains($0) }
          && candidate.1 >= 0
      }
    }
    let radii = scale(["radius", "radii", "corner", "corners", "rounded", "borderradius"])
    for role in RadiusRole.allCases {
      add(
        "radius.\(role.rawValue)",
        nearest(radii, to: reference?.radius(role).value.points, unit: "pt"))
    }
    let spaces = scale(["space", "spacing", "gap", "padding", "spacer"])
    for role in SpaceRole.allCases {
      add(
        "space.\(role.rawValue)",
        nearest(spaces, to: reference?.space(role).value.points, unit: "pt"))
    }
    let strokes = scale(["stroke", "hairline", "borderwidth", "width", "border", "thickness"])
    add(
      "stroke.hairline",
      nearest(strokes, to: reference?.stroke(.hairline).value.points ?? 1, unit: "pt"))
    let transitions = tokens.filter { $0.type == .transition }
    for role in MotionRole.allCases {
      add(
        "motion.\(role.rawValue)",
        pick(transitions, [role.rawValue, "default", "standard", "base"]))
    }
    return Result(guesses: guesses, unmapped: unmapped)
  }

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

  /// The best-scoring color for a pattern, with the words that matched.
  private static func best(
    _ candidates: [ResolvedToken], pattern: Pattern, avoiding used: Set<String>
  ) -> (String, String)? {
    var winner: (name: String, score: Int, matched: [String])?
    for token in candidates where !used.contains(token.name) {
      let parts = words(of: token.name)
      let set = Set(parts)
      guard !set.contains(where: { stateWords.contains($0) }),
        !set.contains(where: { pattern.excluded.contains($0) })
      else { continue }
      var matched: [String] = []
      var ok = true
      for group in pattern.required {
        guard let word = parts.first(where: { group.contains($0) }) else {
          ok = false
          break
        }
        matched.append(word)
      }
      guard ok else { continue }
      let bonus = parts.filter { pattern.better.contains($0) }
      let score = matched.count * 10 + Set(bonus).count * 3 - parts.count
      if winner == nil || score > winner!.score {
        winner = (token.name, score, matched + bonus.filter { !matched.contains($0) })
      }
    }
    return winner.map {
      ($0.name, "its name says \(Set($0.matched).sorted().joined(separator: ", "))")
    }
  }

  /// The first token whose name holds the earliest of `words`, else the first token.
  private static func pick(_ candidates: [ResolvedToken], _ preferred: [String]) -> (
    String, String
  )? {
    for word in preferred {
      if let token = candidates.first(where: { words(of: $0.name).contains(word) }) {
        return (token.name, "a \(token.type.rawValue) token named \(word)")
      }
    }
    return candidates.first.map { ($0.name, "the first \($0.type.rawValue) token") }
  }

  /// The candidate whose value is nearest the target, with both values.
  private static func nearest(_ candidates: [(String, Double)], to target: Double?, unit: String)
    -> (String, String)?
  {
    guard let target, let found = candidates.min(by: { abs($0.1 - target) < abs($1.1 - target) })
    else { return nil }
    return (found.0, "\(format(found.1)) \(unit), the nearest to \(format(target)) \(unit)")
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9
      ? String(Int(value)) : String((value * 100).rounded() / 100)
  }

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
    guard let name = best(colors, pattern: colorPatterns[.background]!, avoiding: []).map({ $0.0 }),
      let color = resolution[name]?.value.colorValue
    else { return nil }
    return WCAGContrast.relativeLuminance(color.coordinates)
  }
}
