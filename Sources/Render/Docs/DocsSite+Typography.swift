import Components
import Theme

/// The Typography page: a specimen per text style and its sizes across Dynamic Type.
extension DocsSite {
  /// A line of the components' own copy for each style's specimen.
  static func specimen(_ role: TypeRole, brand: String) -> String {
    switch role {
    case .largeTitle: "Welcome back"
    case .title1: "Sign in to \(brand)"
    case .title2: "Reset your password"
    case .title3: "Check your email"
    case .headline: "Sign in with a passkey"
    case .body:
      "Enter the email address you signed up with, and we will send you a link to sign in."
    case .callout: "We sent a six-digit code to name@example.com."
    case .subhead: "Forgot password?"
    case .footnote: "By continuing, you agree to the Terms of Service and Privacy Policy."
    case .caption1: "You can resend the code in 0:42"
    case .caption2: "Step 2 of 3"
    }
  }

  func typography(_ data: BrandData) -> [String: TemplateValue] {
    guard let theme = data.brand.light else { return [:] }
    let maximum = TypeRole.allCases.map { theme.textSize($0, at: .ax5) }.max() ?? 1
    let styles: [TemplateValue] = TypeRole.allCases.map { role in
      let value = theme.style(role)
      let style = value.value
      let sizes = ContentSize.allCases.map { theme.textSize(role, at: $0) }
      let name = "type.\(role.rawValue)"
      let note = data.description(name, in: theme)
      let weight =
        style.fontWeight.keyword.map { "\(HTMLEscape.number(style.fontWeight.value)) (\($0))" }
        ?? HTMLEscape.number(style.fontWeight.value)
      let label =
        "\(role.rawValue) across Dynamic Type: "
        + zip(ContentSize.allCases, sizes).map { "\($0.0.rawValue) \(HTMLEscape.number($0.1)) pt" }
        .joined(separator: ", ")
      return [
        "id": .string("type-\(role.rawValue)"),
        "name": .string(role.rawValue),
        "token": .string(name),
        "specimen": .string(Self.specimen(role, brand: data.brand.name)),
        "css": .string(Self.fontCSS(style, size: style.fontSize.points, in: theme)),
        "family": .string(Self.families(style.fontFamily)),
        "size": .string(Self.points(style.fontSize.points)),
        "weight": .string(weight),
        "lineHeight": .string(
          "\(HTMLEscape.number(style.lineHeight)) (\(Self.points((style.fontSize.points * style.lineHeight * 10).rounded() / 10)))"
        ),
        "tracking": .string(Self.points(style.letterSpacing.points)),
        "smallest": .string(Self.points(sizes.first ?? 0)),
        "largest": .string(Self.points(sizes.last ?? 0)),
        "chart": .string(DocsSVG.dynamicType(sizes, maximum: maximum, label: label)),
        "description": .string(note?.text ?? ""),
        "chain": Self.chain(value.provenance),
        "usage": Self.usage(data.usage[name] ?? []),
        "code": Self.code(name),
      ]
    }
    let fonts: [TemplateValue] = FontRole.allCases.map { role in
      let value = theme.font(role)
      let name = "font.\(role.rawValue)"
      return [
        "name": .string(role.rawValue),
        "token": .string(name),
        "purpose": .string(role.purpose),
        "families": .string(Self.families(value.value)),
        "css": .string("font-family: \(HTMLEscape.fontFamily(value.value, in: theme))"),
        "fallback": .string(Self.families(Self.fallback(value))),
        "chain": Self.chain(value.provenance),
        "description": .string(data.description(name, in: theme)?.text ?? ""),
        "code": Self.code(name),
      ]
    }
    return [
      "lead": .string(
        "The \(TypeRole.allCases.count) text styles of \(data.brand.name), set in the brand's fonts at the Large text size. Each chart shows the style's size at every Dynamic Type size, xSmall to AX5; Large is marked, the accessibility sizes are shaded."
      ),
      "fonts": .array(fonts),
      "styles": .array(styles),
    ]
  }

  /// The families a font role's list falls back to on a machine without them (none when the
  /// list ends in a generic family of its own).
  static func fallback(_ value: ThemeValue<[String]>) -> [String] {
    let completed = FontFallback.completed(value.value, tokens: value.provenance.map(\.token))
    return Array(completed.dropFirst(value.value.count))
  }
}
