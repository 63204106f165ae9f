extension RoleGuesser {
  /// Font families never meant for an interface's text: scripts of their own, code, icons.
  private static let specialFonts: Set = [
    "cjk", "mono", "monospace", "monospaced", "code", "emoji", "icon", "icons", "symbol",
    "symbols", "arabic", "hebrew", "han", "japanese", "korean", "chinese",
  ]

  /// The guesses for the font families: by the words of their names.
  static func fonts(in tokens: [ResolvedToken]) -> [String: Outcome] {
    let families = tokens.filter {
      $0.type == .fontFamily
        && !(words(of: $0.name) + fontWords(of: $0)).contains(where: specialFonts.contains)
    }
    return [
      "font.text": pick(
        families, sure: ["text", "body"], likely: ["sans", "base", "default", "primary"],
        preferring: "sans", valueWords: fontWords),
      "font.display": pick(
        families, sure: ["display", "heading", "title"], likely: ["sans", "body", "primary"],
        preferring: "sans", valueWords: fontWords),
    ]
  }

  /// The lower-cased words of a font family token's first font (`"Red Hat Display", Helvetica`
  /// → `red hat display`).
  static func fontWords(of token: ResolvedToken) -> [String] {
    let first = (token.value.fontFamilyValue?.first ?? "").split(separator: ",").first ?? ""
    return first.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
  }

  /// The words that name each motion role, surely and likely; only `motion.standard` falls back
  /// to the first transition (one token for three roles would be three guesses the same).
  private static let motionWords: [MotionRole: (sure: [String], likely: [String])] = [
    .standard: (["standard"], ["default", "base", "normal", "medium"]),
    .snappy: (["snappy"], ["fast", "quick", "short", "snap"]),
    .smooth: (["smooth"], ["slow", "long", "gentle"]),
  ]

  /// The guesses for the motion roles: a transition named for the role, else (standard only)
  /// the first.
  static func motions(in tokens: [ResolvedToken]) -> [String: Outcome] {
    let transitions = tokens.filter { $0.type == .transition }
    var outcomes: [String: Outcome] = [:]
    for role in MotionRole.allCases {
      let words = motionWords[role] ?? ([], [])
      outcomes["motion.\(role.rawValue)"] = pick(
        transitions, sure: words.sure, likely: words.likely, orFirst: role == .standard)
    }
    return outcomes
  }

  /// The first token whose name holds the earliest of `sure` (high confidence), else of
  /// `likely` (medium), else whose value does (`Red Hat Display`, medium), else (when `orFirst`)
  /// the first token (low). A word every candidate's name holds (the group they share,
  /// `text.fonts.*`) says nothing; among tokens with the same word, one whose name also holds
  /// `preferred` comes first.
  static func pick(
    _ candidates: [ResolvedToken], sure: [String], likely: [String],
    preferring preferred: String? = nil, valueWords: ((ResolvedToken) -> [String])? = nil,
    orFirst: Bool = true
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
    if let valueWords {
      for word in sure {
        if let found = candidates.first(where: { valueWords($0).contains(word) }) {
          return .guess(
            token: found.name,
            reason: "a \(found.type.rawValue) token whose font is named \(word)",
            confidence: .medium)
        }
      }
    }
    guard orFirst, let first = candidates.first else { return .unmapped(reason: nil) }
    return .guess(
      token: first.name, reason: "the first \(first.type.rawValue) token", confidence: .low)
  }
}
