import Theme

/// The fonts a page falls back to when a brand's families are not installed: a system stack of
/// the same kind (serif, sans-serif, monospace or rounded), ending in a generic family every
/// browser draws.
///
/// The kind comes from the brand's own list: the first name that tells (a generic keyword such
/// as `ui-serif`, a name with `Mono`, `Code`, `Rounded`, `Sans`, `Serif` or `Slab` in it, or a
/// well-known serif such as Georgia or New York), else the token names of its alias chain
/// (`typography.family.mono`, `text.fonts.serif`), else sans-serif. A list that already ends in
/// one of CSS's generic families (`serif`, `sans-serif`, `monospace`, `cursive`, `fantasy`) is
/// the brand's own choice and is kept as it is.
enum FontFallback {
  /// The kinds of fallback stack.
  enum Kind: String, CaseIterable, Sendable {
    case sansSerif = "sans-serif"
    case serif
    case monospace
    case rounded
  }

  /// The generic families every browser has.
  static let universal: Set = ["serif", "sans-serif", "monospace", "cursive", "fantasy"]

  /// The stack each kind falls back to, most specific first, its generic family last.
  static func stack(_ kind: Kind) -> [String] {
    switch kind {
    case .sansSerif: ["-apple-system", "system-ui", "sans-serif"]
    case .serif:
      [
        "ui-serif", "New York", "Iowan Old Style", "Charter", "Georgia", "Cambria",
        "Times New Roman",
        "serif",
      ]
    case .monospace:
      [
        "ui-monospace", "SF Mono", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono",
        "monospace",
      ]
    case .rounded:
      [
        "ui-rounded", "SF Pro Rounded", "Nunito", "Quicksand", "Arial Rounded MT", "system-ui",
        "sans-serif",
      ]
    }
  }

  /// Families known to be serif whose names do not say so.
  static let knownSerifs = [
    "georgia", "times", "charter", "new york", "iowan", "palatino", "garamond", "baskerville",
    "cambria", "didot", "bodoni", "caslon", "merriweather", "lora", "playfair", "crimson",
    "spectral", "literata", "fraunces", "tiempos", "publico", "book antiqua", "hoefler", "minion",
    "sabon", "bembo", "utopia", "constantia", "century schoolbook", "cochin",
  ]

  /// Families known to be rounded whose names do not say so.
  static let knownRounded = ["nunito", "quicksand", "comfortaa", "varela round", "m plus rounded"]

  /// What one family name says of its kind, if anything.
  static func kind(ofName name: String) -> Kind? {
    let name = name.lowercased()
    switch name {
    case "serif", "ui-serif": return .serif
    case "monospace", "ui-monospace": return .monospace
    case "ui-rounded": return .rounded
    case "sans-serif", "ui-sans-serif", "system-ui", "-apple-system", "blinkmacsystemfont":
      return .sansSerif
    default: break
    }
    if ["mono", "code", "courier", "consol", "menlo"].contains(where: name.contains) {
      return .monospace
    }
    if name.contains("rounded") || knownRounded.contains(where: name.contains) { return .rounded }
    if name.contains("sans") { return .sansSerif }
    if name.contains("serif") || name.contains("slab") || knownSerifs.contains(where: name.contains)
    {
      return .serif
    }
    return nil
  }

  /// The kind of a family list: its names first, then the token names of its chain.
  static func kind(of names: [String], tokens: [String] = []) -> Kind {
    if let kind = names.lazy.compactMap(kind(ofName:)).first { return kind }
    let words = tokens.flatMap { $0.split(separator: ".").map(String.init) }
    return words.reversed().lazy.compactMap(kind(ofName:)).first ?? .sansSerif
  }

  /// The list with its fallback stack after it, unless it already ends in a generic family
  /// every browser has.
  static func completed(_ names: [String], tokens: [String] = []) -> [String] {
    guard !names.contains(where: universal.contains) else { return names }
    return names + stack(kind(of: names, tokens: tokens)).filter { !names.contains($0) }
  }

  /// The token names of the alias chain of the font role whose families these are, as hints.
  static func hints(for names: [String], in theme: SPTheme) -> [String] {
    FontRole.allCases.map { theme.font($0) }.first { $0.value == names }?.provenance.map(\.token)
      ?? []
  }
}
