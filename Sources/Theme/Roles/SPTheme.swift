/// A brand's theme for one appearance: every SPTheme role typed, each with its provenance.
///
/// Build one with ``Brand/theme(input:)`` or ``SPTheme/build(from:brand:appearance:)``; a theme
/// only exists when every role is present and of the right type, so its accessors never fail.
public struct SPTheme: Sendable, Equatable {
  /// The brand's display name.
  public let brand: String
  /// The appearance (the `appearance` modifier's context, or `default`).
  public let appearance: String
  let colors: [ColorRole: ThemeValue<ColorValue>]
  let fonts: [FontRole: ThemeValue<[String]>]
  let styles: [TypeRole: ThemeValue<Typography>]
  let radii: [RadiusRole: ThemeValue<Dimension>]
  let spaces: [SpaceRole: ThemeValue<Dimension>]
  let strokes: [StrokeRole: ThemeValue<Dimension>]
  let motions: [MotionRole: ThemeValue<Motion>]
  /// Every token the brand resolved for this appearance, roles or not.
  public let tokens: [ResolvedToken]
  /// Each color role gamut-mapped to sRGB once, for everything that draws.
  let displayColors: [ColorRole: GamutMappedColor]

  /// A color role.
  public func color(_ role: ColorRole) -> ThemeValue<ColorValue> { colors[role]! }
  /// A color role in sRGB, gamut-mapped by the CSS Color 4 algorithm (with the out-of-gamut flag).
  public func displayColor(_ role: ColorRole) -> GamutMappedColor { displayColors[role]! }
  /// A font family role.
  public func font(_ role: FontRole) -> ThemeValue<[String]> { fonts[role]! }
  /// A text style at the Large content size.
  public func style(_ role: TypeRole) -> ThemeValue<Typography> { styles[role]! }
  /// A corner radius role.
  public func radius(_ role: RadiusRole) -> ThemeValue<Dimension> { radii[role]! }
  /// A spacing role.
  public func space(_ role: SpaceRole) -> ThemeValue<Dimension> { spaces[role]! }
  /// A stroke width role.
  public func stroke(_ role: StrokeRole) -> ThemeValue<Dimension> { strokes[role]! }
  /// A motion role.
  public func motion(_ role: MotionRole) -> ThemeValue<Motion> { motions[role]! }

  /// A text style's font size in points at a Dynamic Type content size.
  public func textSize(_ role: TypeRole, at size: ContentSize) -> Double {
    DynamicType.size(of: role, brandLargeSize: style(role).value.fontSize.points, at: size)
  }

  /// Builds the theme from resolved tokens, or explains which roles are missing or mistyped.
  ///
  /// - Returns: the theme (nil when a role is missing or of the wrong type) and the findings.
  public static func build(from resolution: TokenResolution, brand: String, appearance: String, fallback: SourceLocation)
    -> (theme: SPTheme?, diagnostics: [Diagnostic])
  {
    var builder = ThemeBuilder(resolution: resolution, fallback: fallback)
    let colors = builder.table(ColorRole.self, group: "color") { $0.colorValue }
    let fonts = builder.table(FontRole.self, group: "font") { $0.fontFamilyValue }
    let styles = builder.table(TypeRole.self, group: "type") { if case .typography(let value) = $0 { value } else { nil } }
    let radii = builder.table(RadiusRole.self, group: "radius") { $0.dimensionValue }
    let spaces = builder.table(SpaceRole.self, group: "space") { $0.dimensionValue }
    let strokes = builder.table(StrokeRole.self, group: "stroke") { $0.dimensionValue }
    let motions = builder.table(MotionRole.self, group: "motion") { value -> Motion? in
      if case .transition(let transition) = value { Motion(transition: transition, spring: nil) } else { nil }
    }
    guard let colors, let fonts, let styles, let radii, let spaces, let strokes, var motions else {
      return (nil, builder.diagnostics)
    }
    for (role, motion) in motions {
      if let spring = resolution[motion.token]?.extensions?.object?["org.sptheme.spring"]?.object,
        let response = spring["response"]?.number, let damping = spring["dampingFraction"]?.number
      {
        motions[role]?.value.spring = Motion.Spring(response: response, dampingFraction: damping)
      }
    }
    let theme = SPTheme(
      brand: brand, appearance: appearance, colors: colors, fonts: fonts, styles: styles, radii: radii,
      spaces: spaces, strokes: strokes, motions: motions, tokens: resolution.tokens,
      displayColors: colors.mapValues { $0.value.coordinates.mappedToSRGB() })
    return (theme, builder.diagnostics)
  }
}

/// Collects role values from a resolution and reports the missing and mistyped ones.
private struct ThemeBuilder {
  let resolution: TokenResolution
  let fallback: SourceLocation
  var diagnostics: [Diagnostic] = []
  /// Made at the first missing role, in one walk each: the first token directly in each
  /// top-level group, and the tokens that have errors of their own.
  var firstInGroup: [String: ResolvedToken]? = nil
  var tokensWithErrors: Set<String>? = nil

  mutating func table<Role: RawRepresentable & CaseIterable & Hashable, Value>(
    _ roles: Role.Type, group: String, extract: (TokenValue) -> Value?
  ) -> [Role: ThemeValue<Value>]? where Role.RawValue == String {
    var result: [Role: ThemeValue<Value>] = [:]
    var complete = true
    for role in Role.allCases {
      let name = "\(group).\(role.rawValue)"
      let entry = RoleCatalog.entries.first { $0.name == name }
      guard let token = resolution[name] else {
        complete = false
        // A role whose token has its own error is already reported.
        if tokensWithErrors == nil {
          tokensWithErrors = Set(resolution.diagnostics.lazy.filter { $0.severity == .error }.compactMap(\.tokenPath))
        }
        if tokensWithErrors?.contains(name) != true {
          reportMissing(name, purpose: entry?.purpose ?? "", group: group)
        }
        continue
      }
      guard let value = extract(token.value) else {
        complete = false
        diagnostics.append(
          Diagnostic(
            .error, rule: "theme/role-type",
            message: "\(name) must be a \(entry?.type.rawValue ?? "different") token (\(entry?.purpose ?? "")), but it is a \(token.type.rawValue)",
            location: token.provenance.first?.location ?? fallback, tokenPath: name,
            hint: "point \(name) at a \(entry?.type.rawValue ?? "") token"))
        continue
      }
      result[role] = ThemeValue(value: value, token: name, provenance: token.provenance)
    }
    return complete ? result : nil
  }

  private mutating func reportMissing(_ name: String, purpose: String, group: String) {
    if firstInGroup == nil {
      var first: [String: ResolvedToken] = [:]
      for token in resolution.tokens {
        let path = token.path
        if path.count == 2, first[path[0]] == nil { first[path[0]] = token }
      }
      firstInGroup = first
    }
    let sibling = firstInGroup?[group]
    diagnostics.append(
      Diagnostic(
        .error, rule: "theme/missing-role",
        message: "the brand has no \(name) token: SPTheme needs it for \(purpose)",
        location: sibling?.provenance.first?.location ?? fallback, tokenPath: name,
        hint: sibling.map { "add \(name) beside \($0.name), e.g. as an alias into your palette" }
          ?? "add a \(group) group with \(name)"))
  }
}
