extension RoleGuesser {
  /// Words that make a color of any name a better text color on the accent, when no color is
  /// named for it.
  private static let textWords: Set = [
    "text", "foreground", "fg", "content", "on", "white", "black",
  ]

  /// The guess for `color.accentOn`: the color with the best WCAG contrast on the accent among
  /// those named for text on it; when none of them reaches ``RoleBounds/accentOnContrast``,
  /// the color with the best contrast of all (opaque, not a state); when none reaches it,
  /// nothing.
  static func accentOn(
    among colors: [ResolvedToken], on accent: String?, in resolution: TokenResolution,
    pattern: Pattern, avoiding used: Set<String>
  ) -> Outcome {
    let named = ranked(colors, pattern: pattern, avoiding: used)
    guard let accent, let background = resolution[accent]?.value.colorValue?.coordinates else {
      return .unmapped(
        reason: named.isEmpty
          ? nil
          : "color.accent is not mapped, so there is no accent to measure {\(named[0].name)} against"
      )
    }
    let minimum = RoleBounds.accentOnContrast
    func contrast(_ name: String) -> Double? {
      resolution[name]?.value.colorValue.map {
        WCAGContrast.ratio($0.coordinates, on: background)
      }
    }
    // The named candidates, by contrast (the better name first among equals).
    let measured = named.compactMap { candidate in
      contrast(candidate.name).map { (candidate: candidate, ratio: $0) }
    }
    let bestNamed = measured.enumerated().max {
      $0.element.ratio != $1.element.ratio
        ? $0.element.ratio < $1.element.ratio : $0.offset > $1.offset
    }?.element
    if let bestNamed, bestNamed.ratio >= minimum {
      var confidence = nameConfidence(of: bestNamed.candidate, pattern: pattern)
      if confidence == .low { confidence = .medium }
      var reason =
        "\(ratio(bestNamed.ratio)) on {\(accent)}, the best contrast of the \(measured.count) color\(measured.count == 1 ? "" : "s") named for text on the accent"
      if bestNamed.candidate.name != named[0].name {
        reason += " ({\(named[0].name)} is named more like it, at \(ratio(measured[0].ratio)))"
      }
      return .guess(token: bestNamed.candidate.name, reason: reason, confidence: confidence)
    }
    // Any plain color: the one with the best contrast (a text-like name, then a shorter one,
    // first among equals).
    var best: (name: String, ratio: Double, rank: (Int, Int), offset: Int)?
    for (offset, token) in colors.enumerated()
    where token.name != accent && !used.contains(token.name) {
      guard let color = token.value.colorValue, color.alpha >= 1 else { continue }
      let parts = words(of: token.name)
      guard !parts.contains(where: stateWords.contains) else { continue }
      let value = WCAGContrast.ratio(color.coordinates, on: background)
      let rank = (parts.filter(textWords.contains).count, -parts.count)
      let better =
        best.map { current in
          value != current.ratio ? value > current.ratio : rank > current.rank
        } ?? true
      if better { best = (token.name, value, rank, offset) }
    }
    let namedNote =
      bestNamed.map {
        "no color named for text on the accent reaches \(ratio(minimum)) on {\(accent)} (the best, {\($0.candidate.name)}, has \(ratio($0.ratio)))"
      } ?? "no color is named for text on the accent"
    guard let best, best.ratio >= minimum else {
      let measuredBest =
        best.map { "; the best of all, {\($0.name)}, has \(ratio($0.ratio))" } ?? ""
      return .unmapped(reason: namedNote + measuredBest)
    }
    return .guess(
      token: best.name,
      reason: "\(namedNote); it has the best contrast of all colors, \(ratio(best.ratio))",
      confidence: .medium)
  }

  /// A contrast ratio as written in reasons, cut (not rounded) to two decimals: `4.49:1`.
  static func ratio(_ value: Double) -> String {
    let cut = (value * 100).rounded(.down) / 100
    return "\(RoleBounds.points(cut)):1"
  }
}
