import Theme

/// The `:root` rules already written, by theme, appearance and text size: every snapshot of a
/// theme at one size shares its rule, so it is written once.
///
/// An entry is used only when its theme equals the one asked for (themes that share storage
/// compare in a few steps), so a brand reloaded with new values gets a new rule. The cache
/// holds a handful of entries and starts over when it fills.
final class ThemeCSSCache: Sendable {
  /// The cache the HTML writer uses.
  static let shared = ThemeCSSCache()

  private struct Entry {
    var theme: SPTheme
    var rule: String
  }

  private let entries = Locked<[String: Entry]>([:])
  private static let capacity = 64

  /// The rule for a theme in an environment, written on first use.
  func rootRule(_ theme: SPTheme, environment: SceneEnvironment) -> String {
    let key = "\(theme.brand)\u{0}\(theme.appearance)\u{0}\(environment.appearance.rawValue)\u{0}\(environment.contentSize.rawValue)"
    if let entry = entries.withLock({ $0[key] }), entry.theme == theme { return entry.rule }
    let rule = ThemeCSS.rootRule(theme, environment: environment)
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll() }
      entries[key] = Entry(theme: theme, rule: rule)
    }
    return rule
  }
}
