extension RoleGuesser {
  /// Font families never meant for an interface's text: scripts of their own, code, icons.
  private static let specialFonts: Set = [
    "cjk", "mono", "monospace", "monospaced", "code", "emoji", "icon", "icons", "symbol",
    "symbols", "arabic", "hebrew", "han", "japanese", "korean", "chinese",
  ]

  /// The guesses for the font families: by the words of their names.
  static func fonts(in tokens: [ResolvedToken]) -> [String: Outcome] {
    let families = tokens.filter {
      $0.type == .fontFamily && !words(of: $0.name).contains(where: specialFonts.contains)
    }
    return [
      "font.text": pick(
        families, sure: ["text", "body"], likely: ["sans", "base", "default", "primary"],
        preferring: "sans"),
      "font.display": pick(
        families, sure: ["display", "heading", "title"], likely: ["sans", "body", "primary"],
        preferring: "sans"),
    ]
  }

  /// The guesses for the motion roles: a transition named for the role, else a default one,
  /// else the first.
  static func motions(in tokens: [ResolvedToken]) -> [String: Outcome] {
    let transitions = tokens.filter { $0.type == .transition }
    var outcomes: [String: Outcome] = [:]
    for role in MotionRole.allCases {
      outcomes["motion.\(role.rawValue)"] = pick(
        transitions, sure: [role.rawValue], likely: ["default", "standard", "base"])
    }
    return outcomes
  }

  /// The first token whose name holds the earliest of `sure` (high confidence), else of
  /// `likely` (medium), else the first token (low). A word every candidate's name holds (the
  /// group they share, `text.fonts.*`) says nothing; among tokens with the same word, one whose
  /// name also holds `preferred` comes first.
  static func pick(
    _ candidates: [ResolvedToken], sure: [String], likely: [String],
    preferring preferred: String? = nil
  ) -> Outcome {
    let named = candidates.map { (token: $0, words: Set(words(of: $0.name))) }
    let shared =
      named.count > 1
      ? named.dropFirst().reduce(named[0].words) { $0.intersection($1.words) } : []
    for (list, confidence) in [(sure, Confidence.high), (likely, .medium)] {
      for word in list where !shared.contains(word) {
        let holding = named.filter { $0.words.contains(word) }
        guard
          let found = holding.first(where: { preferred.map($0.words.contains) ?? false })
            ?? holding.first
        else { continue }
        return .guess(
          token: found.token.name, reason: "a \(found.token.type.rawValue) token named \(word)",
          confidence: confidence)
      }
    }
    guard let first = candidates.first else { return .unmapped(reason: nil) }
    return .guess(
      token: first.name, reason: "the first \(first.type.rawValue) token", confidence: .low)
  }
}
