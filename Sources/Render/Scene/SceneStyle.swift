import Components
import Theme

/// What a page needs from the theme beyond the parts: the font roles' family lists and the
/// custom properties of its `:root` rule. A scene carries it, so a renderer needs nothing but
/// the scene.
public struct SceneStyle: Sendable, Hashable {
  /// A font role's family list and the custom property that holds it (`--sp-font-text`).
  public struct FontVariable: Sendable, Hashable {
    /// The families, in fallback order.
    public var family: [String]
    /// The custom property's name.
    public var variable: String
  }

  /// Every font role's family list, in ``FontRole`` order.
  public var fonts: [FontVariable]
  /// The page's `:root` rule: `color-scheme` and every role as a custom property.
  public var rootRule: String

  /// The style of a theme for one appearance and text size (all that the rule depends on).
  public init(
    theme: SPTheme, appearance: PartsEnvironment.Appearance, contentSize: ContentSize
  ) {
    fonts = FontRole.allCases.map {
      FontVariable(family: theme.font($0).value, variable: "--sp-font-\($0.rawValue)")
    }
    rootRule = ThemeCSS.rootRule(theme, appearance: appearance, contentSize: contentSize)
  }
}

/// A theme with its ``SceneStyle`` for the text sizes a run asks for, made once by a run that
/// builds many scenes of the theme (a snapshot matrix, the docs), so that each scene takes its
/// style instead of building it again. The theme and its styles live in one value, so a scene
/// can never get the style of another theme; a size or appearance not made up front is styled
/// when a scene asks for it.
public struct StyledTheme: Sendable {
  /// The theme.
  public let theme: SPTheme
  private let styles: [Key: SceneStyle]
  /// The theme's color roles as scene colors, for every scene of the theme.
  let palette: ScenePalette

  private struct Key: Hashable {
    var appearance: PartsEnvironment.Appearance
    var contentSize: ContentSize
  }

  /// Builds the style of a theme at each of `sizes` (and AX3, which states of their own ask
  /// for), in the theme's own appearance.
  public init(_ theme: SPTheme, sizes: [ContentSize]) {
    self.theme = theme
    let appearance: PartsEnvironment.Appearance = theme.isDark ? .dark : .light
    var styles: [Key: SceneStyle] = [:]
    for size in sizes + [.ax3] where styles[Key(appearance: appearance, contentSize: size)] == nil {
      styles[Key(appearance: appearance, contentSize: size)] = SceneStyle(
        theme: theme, appearance: appearance, contentSize: size)
    }
    self.styles = styles
    palette = ScenePalette(theme)
  }

  /// The style for an environment.
  func style(for environment: SceneEnvironment) -> SceneStyle {
    let key = Key(appearance: environment.appearance, contentSize: environment.contentSize)
    return styles[key]
      ?? SceneStyle(
        theme: theme, appearance: environment.appearance, contentSize: environment.contentSize)
  }
}
