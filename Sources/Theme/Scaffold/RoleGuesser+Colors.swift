extension RoleGuesser {
  /// What each color role's token is called: groups of words of which one of each must appear,
  /// then words that make a candidate better, words that rule it out, and the words that say
  /// the role plainly (a guess on them alone is surer).
  struct Pattern {
    var required: [[String]]
    var better: [String] = []
    var excluded: [String] = []
    var strong: [String] = []
  }

  /// Words that name a component, a chart or a decoration: a color named for one is that
  /// thing's, never a role's (unless the role's pattern names the word itself, as the accent's
  /// names `button`).
  static let componentWords: Set = [
    "button", "swatch", "icon", "chart", "charts", "plot", "badge", "tab", "tabs", "menu",
    "tooltip", "toast", "snackbar", "banner", "table", "row", "avatar", "checkbox", "radio",
    "switch", "toggle", "slider", "chip", "selector", "accordion", "thumbnail", "progress",
    "indicator", "skeleton", "scrollbar", "nav", "navigation", "header", "footer",
    "notification", "code", "syntax", "decoration", "decorative", "underline",
  ]

  /// Words of status colors (info, warning, success, …): never a role's but the danger's.
  static let statusWords: Set = [
    "status", "nonstatus", "info", "information", "warning", "caution", "attention", "success",
    "positive", "custom",
  ]

  /// Hue names and palette groups: a color named for its hue or kept in a palette is a palette
  /// entry, a weaker guess for a role than a semantic name (unless the role's pattern asks for
  /// the word, as the danger's asks for `red`).
  static let hueWords: Set = [
    "palette", "primitive", "primitives",
    "red", "orange", "yellow", "green", "teal", "cyan", "blue", "indigo", "purple", "violet",
    "pink", "magenta", "gray", "grey", "brown", "lime", "mint", "celery", "seafoam", "fuchsia",
  ]

  static let colorPatterns: [ColorRole: Pattern] = [
    .background: Pattern(
      required: [["background", "bg", "canvas", "page", "app", "body"]],
      better: ["background", "body", "page", "canvas", "default", "base", "secondary"],
      excluded: [
        "divider", "stroke", "button", "input", "field", "primary", "brand", "accent", "danger",
        "error", "critical", "negative", "warning", "positive", "success", "text", "border",
        "tertiary", "neutral", "utilities",
      ],
      strong: ["background", "canvas", "page", "bg"]),
    .surface: Pattern(
      required: [["surface", "card", "container", "background", "bg", "layer"]],
      better: ["surface", "card", "default", "primary", "base", "raised", "1"],
      excluded: [
        "divider", "stroke", "button", "input", "field", "brand", "accent", "danger", "error",
        "critical", "negative", "warning", "positive", "success", "text", "border", "secondary",
        "tertiary", "neutral", "utilities",
      ],
      strong: ["surface", "card", "layer"]),
    .fill: Pattern(
      required: [
        [
          "fill", "input", "field", "control", "secondary", "subtle", "tertiary", "background",
          "bg",
        ]
      ],
      better: ["fill", "input", "field", "control", "secondary", "subtle", "neutral"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "text", "border", "utilities",
      ],
      strong: ["fill", "input", "field", "control"]),
    .separator: Pattern(
      required: [["border", "separator", "divider", "stroke", "outline", "line"]],
      better: ["default", "subtle", "primary", "plain", "neutral", "1"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "focus",
      ],
      strong: ["separator", "divider", "border"]),
    .textPrimary: Pattern(
      required: [["text", "foreground", "fg", "content", "ink"]],
      better: ["default", "primary", "base", "regular", "plain", "1", "neutral"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "secondary", "tertiary", "subtle", "muted", "on", "disabled", "link",
      ],
      strong: ["primary", "default", "base", "regular", "plain"]),
    .textSecondary: Pattern(
      required: [
        ["text", "foreground", "fg", "content", "ink"],
        ["secondary", "subtle", "muted", "2", "weak"],
      ],
      better: ["secondary", "default"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "on",
      ],
      strong: ["secondary"]),
    .textTertiary: Pattern(
      required: [
        ["text", "foreground", "fg", "content", "ink"],
        ["tertiary", "placeholder", "subtlest", "3", "muted", "hint"],
      ],
      better: ["tertiary", "placeholder", "default"],
      excluded: [
        "brand", "accent", "danger", "error", "critical", "negative", "warning", "positive",
        "success", "on",
      ],
      strong: ["tertiary", "placeholder"]),
    .accent: Pattern(
      required: [["accent", "brand", "primary", "interactive", "action", "compliment", "link"]],
      better: ["background", "bg", "fill", "brand", "accent", "default", "button"],
      excluded: [
        "text", "foreground", "fg", "on", "border", "secondary", "tertiary", "subtle", "danger",
        "error", "neutral", "hover", "tint", "positive", "negative",
      ],
      strong: ["accent", "brand", "interactive"]),
    .accentOn: Pattern(
      required: [
        ["text", "foreground", "fg", "content", "on"],
        ["brand", "accent", "primary", "interactive", "action", "on"],
      ],
      better: ["on", "onbrand", "onaccent", "onprimary", "contrast", "button"],
      excluded: ["secondary", "tertiary", "subtle", "danger", "error", "positive", "negative"],
      strong: ["on", "onbrand", "onaccent", "onprimary"]),
    .danger: Pattern(
      required: [["danger", "error", "critical", "negative", "destructive", "red", "alert"]],
      better: ["text", "foreground", "fg", "default", "primary", "status"],
      excluded: ["background", "bg", "subtle", "secondary", "tertiary", "border", "on", "tint"],
      strong: ["danger", "error", "critical", "destructive", "negative"]),
  ]

  /// A color token a pattern matched, with its score and the words that matched.
  struct Ranked {
    var name: String
    var score: Int
    var matched: [String]
    /// Whether the name says a hue or a palette (`blue-background`, `palette.neutral`): a palette
    /// entry more than a role.
    var palette: Bool
  }

  /// The guesses for the color roles: each by name, but `color.accentOn` by its contrast on
  /// the accent.
  static func colors(in resolution: TokenResolution) -> [String: Outcome] {
    let colors = resolution.tokens.filter { $0.type == .color }
    var outcomes: [String: Outcome] = [:]
    var used = Set<String>()
    var accent: String?
    for role in ColorRole.allCases {
      let pattern = colorPatterns[role] ?? Pattern(required: [])
      let outcome: Outcome
      if role == .accentOn {
        outcome = accentOn(
          among: colors, on: accent, in: resolution, pattern: pattern, avoiding: used)
      } else {
        outcome = byName(ranked(colors, pattern: pattern, avoiding: used), pattern: pattern)
      }
      if case .guess(let token, _, _) = outcome {
        used.insert(token)
        if role == .accent { accent = token }
      }
      outcomes["color.\(role.rawValue)"] = outcome
    }
    return outcomes
  }

  /// The best-named candidate, with a confidence: lower for a weak word, a hue's name, or a
  /// second candidate that scores the same.
  static func byName(_ ranked: [Ranked], pattern: Pattern) -> Outcome {
    guard let winner = ranked.first else { return .unmapped(reason: nil) }
    var confidence = nameConfidence(of: winner, pattern: pattern)
    var reason = "its name says \(Set(winner.matched).sorted().joined(separator: ", "))"
    if ranked.count > 1, ranked[1].score == winner.score {
      confidence = lower(confidence)
      reason += "; {\(ranked[1].name)} fits as well"
    }
    if winner.palette { reason += "; it is named as a palette entry" }
    return .guess(token: winner.name, reason: reason, confidence: confidence)
  }

  /// How sure a name alone makes a guess.
  static func nameConfidence(of candidate: Ranked, pattern: Pattern) -> Confidence {
    var confidence: Confidence =
      candidate.matched.contains(where: pattern.strong.contains)
      ? .high : (Set(candidate.matched).count >= 2 ? .medium : .low)
    if candidate.palette { confidence = lower(confidence) }
    return confidence
  }

  static func lower(_ confidence: Confidence) -> Confidence {
    confidence == .high ? .medium : .low
  }

  /// Every color a pattern matches, the best first (ties in document order).
  static func ranked(
    _ candidates: [ResolvedToken], pattern: Pattern, avoiding used: Set<String>
  ) -> [Ranked] {
    var found: [Ranked] = []
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
      let own = Set(pattern.better + pattern.required.joined())
      guard
        !set.contains(where: {
          (componentWords.contains($0) || statusWords.contains($0)) && !own.contains($0)
        })
      else { continue }
      let bonus = parts.filter { pattern.better.contains($0) }
      let hue = set.contains { hueWords.contains($0) && !own.contains($0) }
      let strong = set.contains(where: pattern.strong.contains)
      let score =
        matched.count * 10 + Set(bonus).count * 3 + (strong ? 2 : 0) - parts.count - (hue ? 4 : 0)
      found.append(
        Ranked(
          name: token.name, score: score, matched: matched + bonus.filter { !matched.contains($0) },
          palette: hue))
    }
    // A stable sort: equal scores keep document order.
    return found.enumerated().sorted {
      $0.element.score != $1.element.score
        ? $0.element.score > $1.element.score : $0.offset < $1.offset
    }.map(\.element)
  }
}
