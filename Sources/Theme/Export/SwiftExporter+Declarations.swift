extension SwiftExporter {
  // MARK: The type, written once for every brand

  /// The theme type and its nested role types. Nothing here depends on a brand, so one
  /// declaration serves every brand's value, in this file or in a `--values-only` one.
  func declarations(_ out: inout SwiftCodeWriter) {
    out.doc(
      """
      A brand's \(type) roles: colors, font families, text styles, radii, spacing, strokes and motion.

      Read a role as its token path: `theme.color.accent`, `theme.type.body.font`,
      `theme.radius.md`. Each brand is a static value (`\(type).\(SwiftCodeWriter.identifier(brands[0].id))`).
      """)
    out.open("\(access)struct \(type): Sendable, Hashable, Identifiable {")
    out.doc(
      "The brand's id (`\(SwiftCodeWriter.commentText(brands[0].id))`): what equality, hashing and `Identifiable` go by."
    )
    out.line("\(access)let id: String")
    out.doc("The brand's display name.")
    out.line("\(access)let name: String")
    let groups: [(String, String, String)] = [
      ("color", "ColorRoles", "Color roles; each color follows the appearance and its contrast."),
      ("font", "FontRoles", "Font family roles."),
      (
        "type", "TypeRoles",
        "Text styles, sized at the Large text size and scaling with Dynamic Type."
      ),
      ("radius", "RadiusRoles", "Corner radii in points."),
      ("space", "SpaceRoles", "Spacing steps in points."),
      ("stroke", "StrokeRoles", "Stroke widths in points."),
      ("motion", "MotionRoles", "Motion roles as animations."),
    ]
    for (name, type, doc) in groups {
      out.doc(doc)
      out.line("\(access)let \(Self.memberName(name)): \(type)")
    }

    out.line("")
    out.doc("The color roles.")
    out.open("\(access)struct ColorRoles: Sendable {")
    for role in ColorRole.allCases {
      out.doc("\(Self.capitalized(role.purpose)) (`color.\(role.rawValue)`).")
      out.line("\(access)let \(Self.memberName(role.rawValue)): Color")
    }
    out.close("}")

    out.line("")
    out.doc("The font family roles.")
    out.open("\(access)struct FontRoles: Sendable {")
    for role in FontRole.allCases {
      out.doc("\(Self.capitalized(role.purpose)) (`font.\(role.rawValue)`).")
      out.line("\(access)let \(Self.memberName(role.rawValue)): FontFamily")
    }
    out.close("}")

    out.line("")
    fontFamily(&out)

    out.line("")
    out.doc(
      """
      One text style: a font that scales with Dynamic Type, and the metrics to apply with it.

      ```swift
      Text("Sign in")
        .\(options.modifierPrefix)TextStyle(theme.type.headline)  // font, tracking and line height
      ```
      """)
    out.open("\(access)struct TextStyle: Sendable {")
    out.doc("The font, scaling with Dynamic Type relative to ``textStyle``.")
    out.line("\(access)let font: Font")
    out.doc("The Dynamic Type style it scales with (also for `@ScaledMetric(relativeTo:)`).")
    out.line("\(access)let textStyle: Font.TextStyle")
    out.doc("The size in points at the Large text size.")
    out.line("\(access)let size: CGFloat")
    out.doc("The weight.")
    out.line("\(access)let weight: Font.Weight")
    out.doc("Letter spacing in points, for `.tracking(_:)`.")
    out.line("\(access)let tracking: CGFloat")
    out.doc(
      "Line height as a multiple of the size; `.\(options.modifierPrefix)LineHeight(_:)` applies it."
    )
    out.line("\(access)let lineHeight: CGFloat")
    out.close("}")

    out.line("")
    out.doc("The text style roles.")
    out.open("\(access)struct TypeRoles: Sendable {")
    for role in TypeRole.allCases {
      out.doc(
        "The \(role.rawValue) text style (`type.\(role.rawValue)`; Dynamic Type: .\(Self.textStyle(role)))."
      )
      out.line("\(access)let \(Self.memberName(role.rawValue)): TextStyle")
    }
    out.close("}")

    let dimensionGroups: [(String, String, [(String, String)])] = [
      (
        "RadiusRoles", "The corner radius roles, in points.",
        RadiusRole.allCases.map(\.rawValue).map { ("radius", $0) }
      ),
      (
        "SpaceRoles", "The spacing roles, in points.",
        SpaceRole.allCases.map(\.rawValue).map { ("space", $0) }
      ),
      (
        "StrokeRoles", "The stroke width roles, in points.",
        StrokeRole.allCases.map(\.rawValue).map { ("stroke", $0) }
      ),
    ]
    for (type, doc, roles) in dimensionGroups {
      out.line("")
      out.doc(doc)
      out.open("\(access)struct \(type): Sendable {")
      for (group, role) in roles {
        let purpose = RoleCatalog.entries.first { $0.name == "\(group).\(role)" }?.purpose ?? role
        out.doc("\(Self.capitalized(purpose)) (`\(group).\(role)`).")
        out.line("\(access)let \(Self.memberName(role)): CGFloat")
      }
      out.close("}")
    }

    out.line("")
    out.doc("The motion roles.")
    out.open("\(access)struct MotionRoles: Sendable {")
    for role in MotionRole.allCases {
      out.doc("The animation for \(role.purpose) (`motion.\(role.rawValue)`).")
      out.line("\(access)let \(Self.memberName(role.rawValue)): Animation")
    }
    out.close("}")

    out.line("")
    identity(&out)

    out.line("")
    rgbDeclaration(&out)
    out.close("}")
  }

  /// Equality and hashing by brand id: each brand is one static value, and its colors are
  /// dynamic ones SwiftUI cannot compare by value, so `.onChange(of: theme)`, a `Picker`'s
  /// selection and `ForEach` see brands, not colors.
  private func identity(_ out: inout SwiftCodeWriter) {
    out.doc(
      """
      Whether two themes are the same brand (the same ``id``): each brand is one static value,
      so `.onChange(of: theme)` fires when the brand changes.
      """)
    out.open("\(access)static func == (lhs: \(type), rhs: \(type)) -> Bool {")
    out.line("lhs.id == rhs.id")
    out.close("}")
    out.line("")
    out.doc("Hashes the brand's id, so a theme can be a `Picker` selection or a `Set` member.")
    out.open("\(access)func hash(into hasher: inout Hasher) {")
    out.line("hasher.combine(id)")
    out.close("}")
  }

  private func fontFamily(_ out: inout SwiftCodeWriter) {
    out.doc(
      """
      A font family role: the brand's family names, and the face they draw with here.

      ```swift
      @ScaledMetric(relativeTo: .title2) private var digitSize = 22.0
      Text("4").font(theme.font.display.font(size: digitSize, weight: .semibold))
      // or, scaling for you:
      Text("4").\(options.modifierPrefix)Font(theme.font.display, size: 22, weight: .semibold, relativeTo: .title2)
      ```
      """)
    out.open("\(access)struct FontFamily: Sendable {")
    out.doc("How a family list draws on Apple platforms.")
    out.open("\(access)enum Face: Sendable {")
    out.doc("The system font in a design (SF Pro, SF Pro Rounded, New York, SF Mono).")
    out.line("case system(Font.Design)")
    out.doc("A font by its name, which the app bundles or the system has.")
    out.line("case custom(String)")
    out.close("}")
    out.doc("The family names from most to least preferred, as the brand gives them.")
    out.line("\(access)let names: [String]")
    out.doc("The face the names draw with.")
    out.line("\(access)let face: Face")
    out.line("")
    out.doc(
      """
      The family at exactly `size` points (not scaled: pass a `@ScaledMetric` size, or use
      `.\(options.modifierPrefix)Font(_:size:weight:relativeTo:)`, so it follows Dynamic Type).
      """)
    out.open("\(access)func font(size: CGFloat, weight: Font.Weight = .regular) -> Font {")
    out.open("switch face {")
    out.line("case .system(let design): .system(size: size, weight: weight, design: design)")
    out.line("case .custom(let name): .custom(name, fixedSize: size).weight(weight)")
    out.close("}")
    out.close("}")
    out.close("}")
  }

  private func rgbDeclaration(_ out: inout SwiftCodeWriter) {
    out.doc("A color in one appearance: red, green and blue in sRGB or Display P3, and opacity.")
    out.open("\(access)struct RGB: Sendable, Equatable {")
    out.doc("The RGB color space of the components.")
    out.open("\(access)enum Space: Sendable, Equatable {")
    out.line("case sRGB, displayP3")
    out.close("}")
    out.doc("The color space.")
    out.line("\(access)let space: Space")
    out.doc("Red, 0…1.")
    out.line("\(access)let red: Double")
    out.doc("Green, 0…1.")
    out.line("\(access)let green: Double")
    out.doc("Blue, 0…1.")
    out.line("\(access)let blue: Double")
    out.doc("Opacity, 0…1.")
    out.line("\(access)let opacity: Double")
    out.line("")
    out.doc("The color as a SwiftUI color.")
    out.open("\(access)var color: Color {")
    out.line(
      "Color(space == .sRGB ? .sRGB : .displayP3, red: red, green: green, blue: blue, opacity: opacity)"
    )
    out.close("}")
    out.close("}")
  }

  // MARK: Support code for the values

  /// The dynamic color the values are built with. It is `fileprivate`, so a `--values-only`
  /// file beside the type's file brings its own copy without clashing. watchOS, which is always
  /// dark and lacks `UIColor(dynamicProvider:)` and `accessibilityContrast`, gets the dark value
  /// in a branch of its own (`#if os(watchOS)`, the only `os(…)` condition of the file).
  func support(_ out: inout SwiftCodeWriter) {
    out.open("extension Color {")
    out.doc(
      """
      A color that shows `light` or `dark` by the appearance, and the increased-contrast variant
      (when there is one) while Increase Contrast is on.
      """)
    out.open("fileprivate static func sptheme(")
    out.line("light: \(type).RGB, dark: \(type).RGB,")
    out.line(
      "lightIncreasedContrast: \(type).RGB? = nil, darkIncreasedContrast: \(type).RGB? = nil")
    out.close(") -> Color {")
    out.indent { out in
      out.line("#if os(watchOS)")
      out.indent {
        $0.comment([
          "watchOS is always dark and has no dynamic colors (no UIColor(dynamicProvider:), no",
          "accessibilityContrast): the dark value.",
        ])
        $0.line("return dark.color")
      }
      out.line("#elseif canImport(UIKit)")
      out.indent {
        $0.open("return Color(uiColor: UIColor { traits in")
        $0.line("let high = traits.accessibilityContrast == .high")
        $0.open("if traits.userInterfaceStyle == .dark {")
        $0.line("return ((high ? darkIncreasedContrast : nil) ?? dark).platformColor")
        $0.close("}")
        $0.line("return ((high ? lightIncreasedContrast : nil) ?? light).platformColor")
        $0.close("})")
      }
      out.line("#elseif canImport(AppKit)")
      out.indent {
        $0.open("return Color(nsColor: NSColor(name: nil) { appearance in")
        $0.open("switch appearance.bestMatch(from: [")
        $0.line(
          ".aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,")
        $0.close("]) {")
        $0.indent {
          $0.line("case .darkAqua: dark.platformColor")
          $0.line(
            "case .accessibilityHighContrastDarkAqua: (darkIncreasedContrast ?? dark).platformColor"
          )
          $0.line(
            "case .accessibilityHighContrastAqua: (lightIncreasedContrast ?? light).platformColor")
          $0.line("default: light.platformColor")
        }
        $0.line("}")
        $0.close("})")
      }
      out.line("#else")
      out.indent { $0.line("return light.color") }
      out.line("#endif")
    }
    out.line("}")
    out.close("}")
    out.line("")
    for (framework, platform, srgb) in [
      ("UIKit", "UIColor", "red"), ("AppKit", "NSColor", "srgbRed"),
    ] {
      out.line(framework == "UIKit" ? "#if canImport(UIKit)" : "#elseif canImport(AppKit)")
      out.indent {
        $0.open("extension \(type).RGB {")
        $0.open("fileprivate var platformColor: \(platform) {")
        $0.open("switch space {")
        $0.line(
          "case .sRGB: \(platform)(\(srgb): CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))"
        )
        $0.line(
          "case .displayP3: \(platform)(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))"
        )
        $0.close("}")
        $0.close("}")
        $0.close("}")
      }
    }
    out.line("#endif")
  }
}
