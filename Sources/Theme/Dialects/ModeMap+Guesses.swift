extension ModeMap {
  /// A warning for each line of an entry's mode map that is still a guess.
  func guessFindings(brand: String, at place: SourceLocation?)
    -> [Diagnostic]
  {
    var lines: [(String, String)] = []
    if let guess = setsGuess, !sets.isEmpty {
      lines.append(("the sets \(sets.joined(separator: ", ")) merged first", guess))
    }
    for modifier in modifiers {
      guard let guess = modifier.guess else { continue }
      let contexts = modifier.contexts.map { context in
        "\(context.name) = \(context.sets.isEmpty ? "the sets alone" : context.sets.joined(separator: " + "))"
      }
      lines.append(
        ("modifier \(modifier.name) (\(contexts.joined(separator: "; ")))", guess))
    }
    return lines.map { line, guess in
      Diagnostic(
        .warning, rule: .tokensModeGuess,
        message: "brand '\(brand)': the mode map's line \(line) is a guess: \(guess)",
        location: place,
        hint:
          "check it with 'sptheme modes \(brand)', then remove its \"guess\" in sptheme.json (or run 'sptheme modes \(brand) --confirm')"
      )
    }
  }
}
