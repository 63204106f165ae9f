/// Which modifier of a brand picks light or dark, and which of its contexts is which.
///
/// A modifier named `appearance` is used as it is. Without one, a modifier whose contexts
/// include a light and a dark one (compared case-insensitively: `Light`, `light-mode`,
/// `dark_mode`, …) is detected as the appearance; contexts that are increased-contrast variants
/// (`light-hc`, `dark_ax`, `dark-high-contrast`, …) become the appearances' increased-contrast
/// variants. A brand's entry in `sptheme.json` can say it instead (``origin`` is then
/// ``Origin/configured``). Detection never guesses: names that do not say light and dark are
/// left for the configuration.
public struct AppearanceMap: Sendable, Equatable {
  /// Where the map comes from.
  public enum Origin: String, Sendable, Equatable {
    /// The modifier is named `appearance`.
    case named
    /// Its contexts are named light and dark.
    case detected
    /// The brand's entry in `sptheme.json` says it.
    case configured
  }

  /// The modifier whose contexts are the appearances.
  public var modifier: String
  /// The appearance each context stands for, in the modifier's context order.
  public var contexts: [(context: String, appearance: String)]
  /// Where the map comes from.
  public var origin: Origin

  /// Creates a map.
  public init(modifier: String, contexts: [(context: String, appearance: String)], origin: Origin) {
    self.modifier = modifier
    self.contexts = contexts
    self.origin = origin
  }

  /// The appearance names in order (`light`, `dark`, then any increased-contrast variants).
  public var appearances: [String] { contexts.map(\.appearance) }

  /// The context that stands for an appearance (matched case-insensitively).
  public func context(for appearance: String) -> String? {
    contexts.first { $0.appearance.lowercased() == appearance.lowercased() }?.context
  }

  /// The appearance a context stands for (matched case-insensitively).
  public func appearance(for context: String) -> String? {
    contexts.first { $0.context.lowercased() == context.lowercased() }?.appearance
  }

  /// Whether both a light and a dark context were found.
  public var hasLightAndDark: Bool { context(for: "light") != nil && context(for: "dark") != nil }

  /// `modifier theme`, `modifier theme, from sptheme.json`: what a summary line says.
  public var summary: String {
    switch origin {
    case .named, .detected: "modifier \(modifier)"
    case .configured: "modifier \(modifier), from sptheme.json"
    }
  }

  public static func == (lhs: AppearanceMap, rhs: AppearanceMap) -> Bool {
    lhs.modifier == rhs.modifier && lhs.origin == rhs.origin
      && lhs.contexts.map(\.context) == rhs.contexts.map(\.context)
      && lhs.contexts.map(\.appearance) == rhs.contexts.map(\.appearance)
  }

  // MARK: - Detection

  /// The map for a resolver's modifiers: the `appearance` modifier, else the first whose
  /// contexts include a light and a dark one; `nil` when neither is there.
  public static func detect(in modifiers: [ResolverDocument.Modifier]) -> AppearanceMap? {
    let detected = modifiers.lazy.compactMap { modifier in
      classify(modifier.contexts).flatMap { $0.hasLightAndDark ? (modifier, $0.contexts) : nil }
    }.first
    if let named = modifiers.first(where: { $0.name.lowercased() == Brand.appearanceModifier }) {
      // A modifier named so whose contexts say neither light nor dark (Figma's collection
      // `Appearance` with modes Neutral, Warning) gives way to one whose contexts do.
      if let (other, contexts) = detected, other.name != named.name,
        classify(named.contexts)?.hasLightAndDark != true
      {
        return AppearanceMap(modifier: other.name, contexts: contexts, origin: .detected)
      }
      let detected = classify(named.contexts)
      // Contexts that do not say light and dark keep their own names as appearances.
      let contexts =
        detected.flatMap { $0.hasLightAndDark ? $0.contexts : nil }
        ?? named.contexts.map { ($0, $0) }
      return AppearanceMap(modifier: named.name, contexts: contexts, origin: .named)
    }
    for modifier in modifiers {
      if let map = classify(modifier.contexts), map.hasLightAndDark {
        return AppearanceMap(modifier: modifier.name, contexts: map.contexts, origin: .detected)
      }
    }
    return nil
  }

  /// The appearance of each context that names one (others, such as `sepia`, stay out of
  /// the map and keep their own name); `nil` when two contexts name the same appearance.
  private static func classify(_ contexts: [String]) -> (
    contexts: [(String, String)], hasLightAndDark: Bool
  )? {
    var result: [(String, String)] = []
    for context in contexts {
      guard let appearance = appearance(named: context) else { continue }
      guard !result.contains(where: { $0.1 == appearance }) else { return nil }
      result.append((context, appearance))
    }
    let names = Set(result.map(\.1))
    return (result, names.contains("light") && names.contains("dark"))
  }

  /// The appearance a context name says, if it says one: `light`, `dark`,
  /// `light-increased-contrast` or `dark-increased-contrast`. The contrast words may stand
  /// before or after the base (`dark-hc`, `highcontrast-dark`); alone they are light's variant
  /// (`highcontrast`, as Style Dictionary projects name their light high-contrast theme).
  public static func appearance(named context: String) -> String? {
    let fillers: Set<String> = ["mode", "theme", "appearance"]
    let split: [Substring] = context.lowercased().split { !$0.isLetter && !$0.isNumber }
    let words: [String] = split.map(String.init).filter { !fillers.contains($0) }
    let bases = words.filter { $0 == "light" || $0 == "dark" }
    let rest = words.filter { $0 != "light" && $0 != "dark" }
    guard bases.count <= 1, !words.isEmpty else { return nil }
    if rest.isEmpty { return bases.first }
    let contrast: [[String]] = [
      ["hc"], ["ax"], ["high", "contrast"], ["highcontrast"], ["increased", "contrast"],
      ["contrast"],
    ]
    return contrast.contains(rest) ? (bases.first ?? "light") + "-increased-contrast" : nil
  }
}
