import Components
import Theme

/// The `:root` rules already written, by theme, appearance and text size: every snapshot of a
/// theme at one size shares its rule, so it is written once.
///
/// An entry is used only when its theme equals the one asked for (themes that share storage
/// compare in a few steps), so a brand reloaded with new values gets a new rule.
enum ThemeCSSCache {
  private struct Key: Equatable, Sendable {
    var appearance: PartsEnvironment.Appearance
    var contentSize: ContentSize
    /// Last: compared only when the cheap fields match.
    var theme: SPTheme
  }

  private static let cache = ProcessCache<Key, String>(capacity: 64)

  /// The rule for a theme in an environment, written on first use.
  static func rootRule(_ theme: SPTheme, environment: SceneEnvironment) -> String {
    cache.value(for: Key(appearance: environment.appearance, contentSize: environment.contentSize, theme: theme)) {
      ThemeCSS.rootRule(theme, environment: environment)
    }
  }
}
