/// A brand's theme for one appearance: every SPTheme role typed, each with its provenance.
///
/// Build one with ``Brand/theme(input:)`` or ``SPTheme/build(from:brand:appearance:)``; a theme
/// only exists when every role is present and of the right type, so its accessors never fail.
public struct SPTheme: Sendable, Equatable {
  /// The brand's display name.
  public let brand: String
  /// The appearance: `light`, `dark`, an increased-contrast variant
  /// (`dark-increased-contrast`), a context of a modifier named `appearance` that names
  /// neither, or `default` for a brand with one appearance.
  public let appearance: String
  /// The contexts of the brand's other modifiers this theme was resolved with (`size` →
  /// `mobile`); empty for a brand whose only modifier is its appearance.
  public internal(set) var variant: [String: String] = [:]
  /// The resolver or token file of the brand the theme was resolved from (``Brand/path``), as
  /// it was given; `nil` for a theme built from tokens with no brand. Reference files write the
  /// places of tokens relative to its folder, so they read the same on every machine.
  public internal(set) var sourcePath: String?

  /// Whether the theme draws dark (host colors, such as the Apple button's, follow it): its
  /// appearance says dark, or, for one named neither light nor dark (`default`, `sepia`), its
  /// background is darker than a mid grey (relative luminance under 0.18).
  public var isDark: Bool {
    if appearance.hasPrefix("dark") { return true }
    if appearance.hasPrefix("light") { return false }
    return WCAGContrast.relativeLuminance(color(.background).value.coordinates) < 0.18
  }

  /// ` · size=mobile`: the other modifiers' contexts for a finding's place, or empty.
  public var variantLabel: String {
    variant.sorted { $0.key < $1.key }.map { " · \($0.key)=\($0.value)" }.joined()
  }
  let colors: RoleTable<ColorRole, ThemeValue<ColorValue>>
  let fonts: RoleTable<FontRole, ThemeValue<[String]>>
  let styles: RoleTable<TypeRole, ThemeValue<Typography>>
  let radii: RoleTable<RadiusRole, ThemeValue<Dimension>>
  let spaces: RoleTable<SpaceRole, ThemeValue<Dimension>>
  let strokes: RoleTable<StrokeRole, ThemeValue<Dimension>>
  let motions: RoleTable<MotionRole, ThemeValue<Motion>>
  /// Every token the brand resolved for this appearance, roles or not.
  public let tokens: [ResolvedToken]
  /// Each color role gamut-mapped to sRGB once, for everything that draws.
  let displayColors: RoleTable<ColorRole, GamutMappedColor>

  /// Color tokens a brand may give and renderers use when present: `color.success` (the valid
  /// stroke; without it a green is derived from `color.danger`).
  public static let optionalColorRoles = ["color.success"]

  /// A color role.
  public func color(_ role: ColorRole) -> ThemeValue<ColorValue> { colors[role] }
  /// A color role in sRGB, gamut-mapped by the CSS Color 4 algorithm (with the out-of-gamut flag).
  public func displayColor(_ role: ColorRole) -> GamutMappedColor { displayColors[role] }
  /// A font family role.
  public func font(_ role: FontRole) -> ThemeValue<[String]> { fonts[role] }
  /// A text style at the Large content size.
  public func style(_ role: TypeRole) -> ThemeValue<Typography> { styles[role] }
  /// A corner radius role.
  public func radius(_ role: RadiusRole) -> ThemeValue<Dimension> { radii[role] }
  /// A spacing role.
  public func space(_ role: SpaceRole) -> ThemeValue<Dimension> { spaces[role] }
  /// A stroke width role.
  public func stroke(_ role: StrokeRole) -> ThemeValue<Dimension> { strokes[role] }
  /// A motion role.
  public func motion(_ role: MotionRole) -> ThemeValue<Motion> { motions[role] }

  /// Every token a role's value comes through (each link of every role's provenance).
  var provenanceTokens: Set<String> {
    var names = Set<String>()
    func add<Role, Value>(_ table: RoleTable<Role, ThemeValue<Value>>) {
      for value in table.values { names.formUnion(value.provenance.map(\.token)) }
    }
    add(colors)
    add(fonts)
    add(styles)
    add(radii)
    add(spaces)
    add(strokes)
    add(motions)
    return names
  }

  /// A text style's font size in points at a Dynamic Type content size.
  public func textSize(_ role: TypeRole, at size: ContentSize) -> Double {
    DynamicType.size(of: role, brandLargeSize: style(role).value.fontSize.points, at: size)
  }

  /// A brand whose roles fill in what a role map leaves out: its name and its theme for the
  /// same appearance.
  public struct FillIn: Sendable {
    /// The brand's name, for the findings that list what was taken.
    public var brand: String
    /// Its theme.
    public var theme: SPTheme

    /// Creates a fill-in.
    public init(brand: String, theme: SPTheme) {
      self.brand = brand
      self.theme = theme
    }
  }

  /// Builds the theme from resolved tokens, or explains which roles are missing or mistyped.
  ///
  /// - Parameters:
  ///   - roles: Where roles take their tokens from (empty: each at its own path).
  ///   - fillIn: A theme whose roles fill in those neither mapped nor at their own path.
  /// - Returns: the theme (nil when a role is missing or of the wrong type) and the findings.
  public static func build(
    from resolution: TokenResolution, brand: String, appearance: String, fallback: SourceLocation,
    roles: RoleMap = RoleMap(), fillIn: FillIn? = nil
  ) -> (theme: SPTheme?, diagnostics: [Diagnostic]) {
    var builder = ThemeBuilder(
      resolution: resolution, fallback: fallback, roles: roles, fillIn: fillIn)
    let colors = builder.table(ColorRole.self, group: "color", filling: fillIn?.theme.colors) {
      $0.value.colorValue
    }
    let fonts = builder.table(FontRole.self, group: "font", filling: fillIn?.theme.fonts) {
      $0.value.fontFamilyValue
    }
    let styles = builder.table(TypeRole.self, group: "type", filling: fillIn?.theme.styles) {
      if case .typography(let value) = $0.value { value } else { nil }
    }
    let radii = builder.table(RadiusRole.self, group: "radius", filling: fillIn?.theme.radii) {
      $0.value.dimensionValue
    }
    let spaces = builder.table(SpaceRole.self, group: "space", filling: fillIn?.theme.spaces) {
      $0.value.dimensionValue
    }
    let strokes = builder.table(StrokeRole.self, group: "stroke", filling: fillIn?.theme.strokes) {
      $0.value.dimensionValue
    }
    let motions = builder.table(MotionRole.self, group: "motion", filling: fillIn?.theme.motions) {
      token -> Motion? in
      guard case .transition(let transition) = token.value else { return nil }
      let spring = token.extensions?.object?["org.sptheme.spring"]?.object
      guard let response = spring?["response"]?.number,
        let damping = spring?["dampingFraction"]?.number
      else {
        return Motion(transition: transition, spring: nil)
      }
      return Motion(
        transition: transition, spring: Motion.Spring(response: response, dampingFraction: damping))
    }
    builder.noteFilledRoles()
    // The optional roles: absent is fine, but one of the wrong type is an error that refuses
    // the theme, never silently replaced.
    var optionalRolesHold = true
    for name in SPTheme.optionalColorRoles {
      guard let token = resolution.tokens.first(where: { $0.name == name }),
        token.type != .color
      else { continue }
      optionalRolesHold = false
      builder.diagnostics.append(
        Diagnostic(
          .error, rule: .themeRoleType,
          message:
            "\(name) must be a color token (the stroke of a field whose input reads right), but it is a \(token.type.rawValue)",
          location: token.provenance.first?.location ?? fallback, tokenPath: name,
          hint:
            "point \(name) at a color token, or remove it to use the green derived from color.danger"
        ))
    }
    // Numbers no UI can draw never reach a renderer: the theme is refused with each one named.
    var outOfRange = DrawableRange.diagnostics(for: resolution.tokens, fallback: fallback)
    guard optionalRolesHold, let colors, let fonts, let styles, let radii, let spaces, let strokes,
      let motions
    else {
      return (nil, builder.diagnostics + outOfRange)
    }
    let motionsByName = zip(MotionRole.allCases, motions.values).sorted {
      $0.0.rawValue < $1.0.rawValue
    }
    for (_, motion) in motionsByName {
      guard let spring = motion.value.spring else { continue }
      for excess in DrawableRange.excesses(in: spring) {
        outOfRange.append(
          DrawableRange.diagnostic(
            excess, token: motion.token, location: motion.provenance.first?.location ?? fallback))
      }
    }
    guard outOfRange.isEmpty else { return (nil, builder.diagnostics + outOfRange) }
    let theme = SPTheme(
      brand: brand, appearance: appearance, colors: colors, fonts: fonts, styles: styles,
      radii: radii,
      spaces: spaces, strokes: strokes, motions: motions, tokens: resolution.tokens,
      displayColors: colors.map { $0.value.coordinates.mappedToSRGB() })
    // Sizes a UI cannot use (a 320 pt hairline, spacing steps out of order) are warned about.
    let bounds = RoleBounds.diagnostics(
      for: theme, filled: Set(builder.filled), fallback: fallback)
    return (theme, builder.diagnostics + bounds)
  }
}

/// Collects role values from a resolution (through the role map, then the fill-in brand) and
/// reports the missing and mistyped ones.
private struct ThemeBuilder {
  let resolution: TokenResolution
  let fallback: SourceLocation
  let roles: RoleMap
  let fillIn: SPTheme.FillIn?
  var diagnostics: [Diagnostic] = []
  /// Roles taken from the fill-in brand, in order.
  private(set) var filled: [String] = []
  /// Made at the first missing role, in one walk each: the first token directly in each
  /// top-level group, the first token inside each two-level group (where a role may find a
  /// group of the team's own), and the tokens that have errors of their own.
  private var firstInGroup: [String: ResolvedToken]? = nil
  private var firstInside: [String: ResolvedToken]? = nil
  private var tokensWithErrors: Set<String>? = nil

  init(
    resolution: TokenResolution, fallback: SourceLocation, roles: RoleMap, fillIn: SPTheme.FillIn?
  ) {
    self.resolution = resolution
    self.fallback = fallback
    self.roles = roles
    self.fillIn = fillIn
  }

  mutating func table<Role: RawRepresentable & CaseIterable & Hashable, Value>(
    _ kind: Role.Type, group: String,
    filling fill: RoleTable<Role, ThemeValue<Value>>?,
    extract: (ResolvedToken) -> Value?
  ) -> RoleTable<Role, ThemeValue<Value>>? where Role.RawValue == String {
    var result: [Role: ThemeValue<Value>] = [:]
    var complete = true
    for role in Role.allCases {
      let name = "\(group).\(role.rawValue)"
      let entry = RoleCatalog.entries.first { $0.name == name }
      let token: ResolvedToken
      let via: [ProvenanceLink]
      switch roles.lookup(name, in: resolution) {
      case .token(let found, let links):
        token = found
        via = links
      case .failed(let finding):
        complete = false
        diagnostics.append(finding)
        continue
      case .absent:
        if let fill {
          result[role] = fill[role]
          filled.append(name)
          continue
        }
        complete = false
        // A role whose token has its own error is already reported.
        if tokensWithErrors == nil {
          tokensWithErrors = Set(
            resolution.diagnostics.lazy.filter { $0.severity == .error }.compactMap(\.tokenPath))
        }
        if tokensWithErrors?.contains(name) != true {
          reportMissing(name, purpose: entry?.purpose ?? "", group: group)
        }
        continue
      }
      guard let value = extract(token) else {
        complete = false
        let wanted = entry?.type.rawValue ?? "different"
        let mapped =
          via.last.map { "\(name) maps to \($0.reference ?? token.name), " } ?? "\(name) "
        diagnostics.append(
          Diagnostic(
            .error, rule: .themeRoleType,
            message: via.isEmpty
              ? "\(name) must be a \(wanted) token (\(entry?.purpose ?? "")), but it is a \(token.type.rawValue)"
              : "\(mapped)a \(token.type.rawValue) token, but \(name) must be a \(wanted) (\(entry?.purpose ?? ""))",
            location: via.first?.location ?? token.provenance.first?.location ?? fallback,
            tokenPath: name,
            hint: via.isEmpty
              ? "point \(name) at a \(wanted) token" : "map \(name) to a \(wanted) token"))
        continue
      }
      result[role] = ThemeValue(value: value, token: name, provenance: via + token.provenance)
    }
    return complete ? RoleTable(result) : nil
  }

  /// One line of information listing the roles the fill-in brand gave.
  mutating func noteFilledRoles() {
    guard let fillIn, !filled.isEmpty else { return }
    diagnostics.append(
      Diagnostic(
        .info, rule: .themeFilledRole,
        message:
          "\(filled.count) role\(filled.count == 1 ? "" : "s") taken from \(fillIn.brand): \(filled.joined(separator: ", "))",
        location: fallback, hint: "map them in sptheme.json's roles to use your own tokens"))
  }

  private mutating func reportMissing(_ name: String, purpose: String, group: String) {
    if firstInGroup == nil {
      var first: [String: ResolvedToken] = [:]
      var inside: [String: ResolvedToken] = [:]
      for token in resolution.tokens {
        // The first two segments and whether more follow: a token's whole path is never split
        // (under a deep group that would cost the depth for every token).
        let parts = token.name.split(
          separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 2, first[String(parts[0])] == nil { first[String(parts[0])] = token }
        if parts.count > 2 {
          let prefix = String(parts[0]) + "." + String(parts[1])
          if inside[prefix] == nil { inside[prefix] = token }
        }
      }
      firstInGroup = first
      firstInside = inside
    }
    if let inside = firstInside?[name] {
      diagnostics.append(
        Diagnostic(
          .error, rule: .themeMissingRole,
          message:
            "\(name) is a group in the brand's tokens, but SPTheme needs a token there for \(purpose)",
          location: inside.provenance.first?.location ?? fallback, tokenPath: name,
          hint:
            "map the role to one of its tokens in sptheme.json (\"roles\": { \"\(name)\": \"{\(inside.name)}\" })"
        ))
      return
    }
    let sibling = firstInGroup?[group]
    let hint: String
    if !roles.entries.isEmpty {
      hint =
        "map it in sptheme.json (\"roles\": { \"\(name)\": \"{your.token}\" }), or fill it in with \"extends\": \"studio\""
    } else {
      hint =
        sibling.map { "add \(name) beside \($0.name), e.g. as an alias into your palette" }
        ?? "add a \(group) group with \(name)"
    }
    diagnostics.append(
      Diagnostic(
        .error, rule: .themeMissingRole,
        message: "the brand has no \(name) token: SPTheme needs it for \(purpose)",
        location: roles.entries.isEmpty
          ? (sibling?.provenance.first?.location ?? fallback) : fallback,
        tokenPath: name, hint: hint))
  }
}
