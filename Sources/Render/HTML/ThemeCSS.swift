import Components
import Theme

/// A theme as CSS custom properties named after the SPTheme roles, for the `:root` rule of an
/// HTML snapshot.
///
/// The names are those of `sptheme export css` (`--sp-color-text-primary`, `--sp-font-text`,
/// `--sp-type-body`, `--sp-radius-md`, `--sp-space-lg`, `--sp-stroke-hairline`,
/// `--sp-motion-snappy`); this file can give way to the shared exporter once it lands. Colors are
/// the gamut-mapped sRGB values the scene uses; text styles are `font` shorthands at the
/// snapshot's Dynamic Type size. Every value is escaped for a `<style>` element.
struct ThemeCSS {
  /// One custom property.
  struct Property: Equatable {
    var name: String
    var value: String
  }

  /// The properties, in role order.
  static func properties(_ theme: SPTheme, contentSize: ContentSize) -> [Property] {
    let resolver = SceneResolver(
      theme: theme, environment: SceneEnvironment(contentSize: contentSize))
    var result: [Property] = []
    for role in ColorRole.allCases {
      result.append(
        Property(name: colorName(role.rawValue), value: resolver.color(.role(role)).hex))
    }
    for role in FontRole.allCases {
      result.append(
        Property(
          name: "--sp-font-\(CSSExporter.kebab(role.rawValue))",
          value: HTMLEscape.fontFamily(theme.font(role).value, in: theme)))
    }
    for role in TypeRole.allCases {
      let style = theme.style(role).value
      let size = theme.textSize(role, at: contentSize)
      let font =
        "\(HTMLEscape.number(style.fontWeight.value)) \(HTMLEscape.px(size))/\(HTMLEscape.number(style.lineHeight)) "
        + HTMLEscape.fontFamily(style.fontFamily, in: theme)
      result.append(Property(name: "--sp-type-\(CSSExporter.kebab(role.rawValue))", value: font))
      result.append(
        Property(
          name: "--sp-type-\(CSSExporter.kebab(role.rawValue))-letter-spacing",
          value: HTMLEscape.px(style.letterSpacing.points)))
    }
    for role in RadiusRole.allCases {
      result.append(
        Property(
          name: "--sp-radius-\(role.rawValue)",
          value: HTMLEscape.px(theme.radius(role).value.points)))
    }
    for role in SpaceRole.allCases {
      result.append(
        Property(
          name: "--sp-space-\(role.rawValue)", value: HTMLEscape.px(theme.space(role).value.points))
      )
    }
    for role in StrokeRole.allCases {
      result.append(
        Property(
          name: "--sp-stroke-\(role.rawValue)",
          value: HTMLEscape.px(theme.stroke(role).value.points)))
    }
    for role in MotionRole.allCases {
      let transition = theme.motion(role).value.transition
      let curve = transition.timingFunction
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(HTMLEscape.number).joined(
        separator: ", ")
      result.append(
        Property(
          name: "--sp-motion-\(role.rawValue)",
          value:
            "\(HTMLEscape.number(transition.duration.milliseconds))ms cubic-bezier(\(points)) \(HTMLEscape.number(transition.delay.milliseconds))ms"
        ))
    }
    return result
  }

  /// The `:root` rule: `color-scheme` for the appearance, then every property on its own line.
  static func rootRule(
    _ theme: SPTheme, appearance: PartsEnvironment.Appearance, contentSize: ContentSize
  ) -> String {
    var lines = [":root {", "  color-scheme: \(appearance == .dark ? "dark" : "light");"]
    for property in properties(theme, contentSize: contentSize) {
      lines.append("  \(property.name): \(property.value);")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// `--sp-color-text-primary` for `textPrimary`.
  static func colorName(_ role: String) -> String {
    "--sp-color-\(CSSExporter.kebab(role))"
  }
}
