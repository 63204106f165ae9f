import Components
import Theme

extension Scene {
  /// Resolves a part tree against a theme for an environment.
  public init(part: Part, theme: SPTheme, environment: SceneEnvironment, state: String? = nil) {
    self.init(
      part: part, theme: theme, environment: environment, state: state,
      style: SceneStyle(
        theme: theme, appearance: environment.appearance,
        contentSize: environment.contentSize))
  }

  /// Builds and resolves a catalogue state.
  public init(state: CatalogueState, theme: SPTheme, environment: SceneEnvironment) {
    let environment = Self.environment(environment, of: state)
    self.init(
      part: state.part(environment.parts), theme: theme, environment: environment, state: state.id)
  }

  /// Builds and resolves a catalogue state, taking its style from a theme styled once for a run.
  public init(state: CatalogueState, theme styled: StyledTheme, environment: SceneEnvironment) {
    let environment = Self.environment(environment, of: state)
    self.init(
      part: state.part(environment.parts), state: state, theme: styled, environment: environment)
  }

  /// Resolves a catalogue state's part tree, already built for `environment` (which is the
  /// state's own, see ``environment(_:of:)``).
  init(part: Part, state: CatalogueState, theme styled: StyledTheme, environment: SceneEnvironment)
  {
    self.init(
      part: part, theme: styled.theme, environment: environment, state: state.id,
      style: styled.style(for: environment), palette: styled.palette)
  }

  private init(
    part: Part, theme: SPTheme, environment: SceneEnvironment, state: String?, style: SceneStyle,
    palette: ScenePalette? = nil
  ) {
    let resolver = SceneResolver(theme: theme, environment: environment, palette: palette)
    self.init(
      root: resolver.node(part), brand: theme.brand, environment: environment,
      background: resolver.color(.role(Self.screenRole)), state: state, style: style,
      placeholder: resolver.color(.role(.textPrimary)))
  }

  /// The environment a state asks for: an accessibility size, redaction or Reduce Motion of
  /// its own override the one given.
  static func environment(_ given: SceneEnvironment, of state: CatalogueState)
    -> SceneEnvironment
  {
    var environment = given
    if state.overrides.isAccessibilitySize == true, !environment.contentSize.isAccessibilitySize {
      environment.contentSize = .ax3
    }
    if let redacted = state.overrides.redacted { environment.redacted = redacted }
    if let reduceMotion = state.overrides.reduceMotion { environment.reduceMotion = reduceMotion }
    return environment
  }
}

/// Turns role bindings into values.
struct SceneResolver {
  let theme: SPTheme
  let environment: SceneEnvironment
  /// The theme's color roles as scene colors.
  let palette: ScenePalette

  /// A resolver; `palette` is the theme's when a run made it once, else it is made here.
  init(theme: SPTheme, environment: SceneEnvironment, palette: ScenePalette? = nil) {
    self.theme = theme
    self.environment = environment
    self.palette = palette ?? ScenePalette(theme)
  }

  func node(_ part: Part) -> SceneNode {
    let bindings = part.bindings
    var spacing: Double?
    switch part.kind {
    case .stack(_, let value, _), .card(let value): spacing = points(value)
    default: break
    }
    // Closures rather than method references: a method reference copies the resolver (and
    // its theme's tables) for each call.
    var children: [SceneNode] = []
    children.reserveCapacity(part.children.count)
    for index in part.children.indices { children.append(node(part.children[index])) }
    return SceneNode(
      id: part.id, kind: part.kind, text: part.text, placeholder: part.placeholder,
      background: bindings.background.map { color($0) },
      foreground: bindings.foreground.map { color($0) },
      border: bindings.border.map { color($0) }, prompt: bindings.prompt.map { color($0) },
      font: bindings.font.map { font($0) }, radius: bindings.radius.map { radius($0) },
      padding: bindings.padding.map { padding($0) }, spacing: spacing,
      stroke: bindings.stroke.map { theme.stroke($0).value.points },
      motion: bindings.motion.flatMap { motion($0) },
      metrics: part.metrics.scaled(at: environment.contentSize),
      accessibility: part.accessibility, flags: part.flags,
      opacity: part.opacity,
      children: children)
  }

  func color(_ binding: ColorBinding) -> SceneColor {
    switch binding {
    case .role(let role):
      return palette[role]
    case .literal(let red, let green, let blue, let alpha):
      return SceneColor(
        red: red, green: green, blue: blue, alpha: alpha, source: "literal", token: nil,
        provenance: [],
        wasOutOfGamut: false)
    case .system(.valid):
      return validColor()
    case .system(let system):
      let darkGround = environment.appearance == .dark
      if let (light, dark) = Self.adaptive[system] {
        let rgb = darkGround ? dark : light
        return SceneColor(
          red: rgb.0 / 255, green: rgb.1 / 255, blue: rgb.2 / 255, alpha: 1,
          source: "system.\(system.rawValue)", token: nil, provenance: [], wasOutOfGamut: false)
      }
      // Sign in with Apple: black on light grounds, white on dark ones, as Apple asks.
      let white: Double =
        switch system {
        case .appleButtonForeground: darkGround ? 0 : 1
        default: darkGround ? 1 : 0
        }
      return SceneColor(
        red: white, green: white, blue: white, alpha: 1, source: "system.\(system.rawValue)",
        token: nil,
        provenance: [], wasOutOfGamut: false)
    }
  }

  /// Apple's system colors (UIColor.systemIndigo, systemTeal, systemPink) in the light and
  /// dark appearance, 0…255.
  static let adaptive:
    [ColorBinding.SystemColor: (
      light: (Double, Double, Double), dark: (Double, Double, Double)
    )] = [
      .indigo: ((0x58, 0x56, 0xD6), (0x5E, 0x5C, 0xE6)),
      .teal: ((0x30, 0xB0, 0xC7), (0x40, 0xC8, 0xE0)),
      .pink: ((0xFF, 0x2D, 0x55), (0xFF, 0x37, 0x5F)),
    ]

  /// The hue, in OKLCH degrees, of the valid color derived from `danger`: green.
  static let validHue = 145.0

  /// The valid stroke: the brand's `color.success` token when it has one, else `danger` turned
  /// to green (same OKLCH lightness and chroma, hue 145°, gamut-mapped into sRGB), so it stands
  /// out from the card as much as the error stroke does.
  func validColor() -> SceneColor {
    let source = "system.\(ColorBinding.SystemColor.valid.rawValue)"
    if let token = theme.tokens.first(where: { $0.name == "color.success" }),
      case .color(let value) = token.value
    {
      let mapped = GamutMapping.mapToSRGB(value.coordinates)
      let rgb = mapped.color.converted(to: ColorSpace.srgb).components
      return SceneColor(
        red: rgb.x, green: rgb.y, blue: rgb.z, alpha: mapped.color.alpha, source: source,
        token: token.name, provenance: token.provenance, wasOutOfGamut: mapped.wasOutOfGamut)
    }
    let danger = theme.displayColor(.danger).color
    var polar = danger.converted(to: .oklch)
    polar.components.z = Self.validHue
    let mapped = GamutMapping.mapToSRGB(polar)
    let rgb = mapped.color.converted(to: ColorSpace.srgb).components
    let value = theme.color(.danger)
    return SceneColor(
      red: rgb.x, green: rgb.y, blue: rgb.z, alpha: value.value.alpha, source: source, token: nil,
      provenance: value.provenance, wasOutOfGamut: false)
  }

  func font(_ binding: FontBinding) -> SceneFont {
    let style = theme.style(binding.style).value
    let size =
      binding.pointSize.map {
        DynamicType.size(of: binding.style, brandLargeSize: $0, at: environment.contentSize)
      } ?? theme.textSize(binding.style, at: environment.contentSize)
    let weight: Double =
      switch binding.weight {
      case .regular?: 400
      case .medium?: 500
      case .semibold?: 600
      case .bold?: 700
      case nil: style.fontWeight.value
      }
    let family = binding.face == .display ? theme.font(.display).value : style.fontFamily
    return SceneFont(
      style: binding.style, family: family, size: size, weight: weight,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing.points, underline: binding.underline,
      tabularFigures: binding.tabularFigures)
  }

  func radius(_ binding: RadiusBinding) -> Double {
    switch binding {
    case .role(let role): theme.radius(role).value.points
    case .points(let value): value
    case .capsule: .infinity
    }
  }

  func padding(_ binding: PaddingBinding) -> ScenePadding {
    switch binding {
    case .role(let role):
      let value = theme.space(role).value.points
      return ScenePadding(horizontal: value, vertical: value)
    case .points(let horizontal, let vertical):
      return ScenePadding(horizontal: horizontal, vertical: vertical)
    }
  }

  func points(_ spacing: Part.Spacing) -> Double {
    switch spacing {
    case .points(let value): value
    case .role(let role): theme.space(role).value.points
    }
  }

  func motion(_ binding: MotionBinding) -> SceneMotion? {
    switch binding {
    case .role(let role):
      let transition = theme.motion(role).value.transition
      return SceneMotion(
        source: "motion.\(role.rawValue)", duration: transition.duration.seconds,
        timingFunction: transition.timingFunction)
    case .fade:
      return SceneMotion(source: "fade", duration: 0.2, timingFunction: nil)
    case .none:
      return nil
    }
  }
}

/// Every color role of a theme as the scene color it draws (gamut-mapped, with its token and
/// alias chain), made once for a theme rather than at every part that binds the role.
///
/// The alias chain's places are located here, once: every scene's JSON names them.
struct ScenePalette: Sendable {
  /// In `ColorRole.allCases` order.
  private let colors: [SceneColor]

  init(_ theme: SPTheme) {
    colors = ColorRole.allCases.map { role in
      let value = theme.color(role)
      let mapped = theme.displayColor(role)
      let rgb = mapped.color.components
      let provenance = value.provenance.map { link in
        var located = link
        located.location = link.location
        return located
      }
      return SceneColor(
        red: rgb.x, green: rgb.y, blue: rgb.z, alpha: value.value.alpha, source: role.rawValue,
        token: value.token, provenance: provenance, wasOutOfGamut: mapped.wasOutOfGamut)
    }
  }

  subscript(role: ColorRole) -> SceneColor {
    colors[ColorRole.allCases.firstIndex(of: role)!]
  }
}
