extension SwiftExporter {
  // MARK: SwiftUI glue, written with the type

  /// What the blocks read and draw with: the environment value and the `View` method that
  /// sets it, the hairline view, and the modifiers that apply a text style, its line height
  /// and a font family at a scaled size. Guarded by `#if canImport(SwiftUI)`.
  func glue(_ out: inout SwiftCodeWriter, defaultBrand: BrandThemes) {
    let env = options.environmentName
    let prefix = options.modifierPrefix
    let hairline = options.hairlineName
    let brand = SwiftCodeWriter.identifier(defaultBrand.id)
    out.line("#if canImport(SwiftUI)")
    out.indent { out in
      out.line("private struct \(type)Key: EnvironmentKey {")
      out.indent { $0.line("static let defaultValue: \(type) = .\(brand)") }
      out.line("}")
      out.line("")
      out.open("extension EnvironmentValues {")
      out.doc(
        """
        The theme the views below wear: `.\(brand)` unless a view above set one with
        `.\(env)(_:)`. Read it with `@Environment(\\.\(env)) private var theme`.
        """)
      out.open("\(access)var \(env): \(type) {")
      out.line("get { self[\(type)Key.self] }")
      out.line("set { self[\(type)Key.self] = newValue }")
      out.close("}")
      out.close("}")
      out.line("")
      out.open("extension View {")
      out.doc("Dresses this view and the views inside it in `theme` (`.\(env)(.\(brand))`).")
      out.open("\(access)func \(env)(_ theme: \(type)) -> some View {")
      out.line("environment(\\.\(env), theme)")
      out.close("}")
      out.line("")
      out.doc(
        """
        Sets `style`'s font, tracking and line height (the text style's whole look).
        """)
      out.open("\(access)func \(prefix)TextStyle(_ style: \(type).TextStyle) -> some View {")
      out.line("font(style.font).tracking(style.tracking).\(prefix)LineHeight(style)")
      out.close("}")
      out.line("")
      out.doc(
        """
        Spaces lines `style.lineHeight` apart (as a multiple of its size, scaling with Dynamic
        Type): the leading beyond the face's own line height (taken as 1.2 × the size, about
        what SF Pro and New York give) goes between the lines and, half each, above and below,
        as CSS `line-height` does.
        """)
      out.open("\(access)func \(prefix)LineHeight(_ style: \(type).TextStyle) -> some View {")
      out.line("modifier(\(type)LineHeight(style: style))")
      out.close("}")
      out.line("")
      out.doc(
        """
        Sets the font to `family` at `size` points at the Large text size, scaling with Dynamic
        Type like `textStyle` (for example the display face of code digits:
        `.\(prefix)Font(theme.font.display, size: 22, weight: .semibold, relativeTo: .title2)`).
        """)
      out.open("\(access)func \(prefix)Font(")
      out.line("_ family: \(type).FontFamily, size: CGFloat, weight: Font.Weight = .regular,")
      out.line("relativeTo textStyle: Font.TextStyle = .body")
      out.close(") -> some View {")
      out.indent {
        $0.line(
          "modifier(\(type)ScaledFont(family: family, size: size, weight: weight, textStyle: textStyle))"
        )
      }
      out.line("}")
      out.close("}")
      out.line("")
      out.doc(
        """
        A hairline divider: `stroke.hairline` thick in the `separator` color of the theme in the
        environment, as wide (or, vertical, as tall) as it is offered. Hidden from VoiceOver.
        """)
      out.open("\(access)struct \(hairline): View {")
      out.line("@Environment(\\.\(env)) private var theme")
      out.line("private let axis: Axis")
      out.line("")
      out.doc("A horizontal hairline, or a vertical one with `.vertical`.")
      out.line("\(access)init(_ axis: Axis = .horizontal) { self.axis = axis }")
      out.line("")
      out.open("\(access)var body: some View {")
      out.line("Rectangle()")
      out.indent {
        $0.line(".fill(theme.color.separator)")
        $0.line(".frame(")
        $0.indent {
          $0.line("width: axis == .vertical ? theme.stroke.hairline : nil,")
          $0.line("height: axis == .horizontal ? theme.stroke.hairline : nil")
        }
        $0.line(")")
        $0.line(".accessibilityHidden(true)")
      }
      out.close("}")
      out.close("}")
      out.line("")
      out.open("private struct \(type)LineHeight: ViewModifier {")
      out.line("let style: \(type).TextStyle")
      out.line("@ScaledMetric private var size: CGFloat")
      out.line("")
      out.open("init(style: \(type).TextStyle) {")
      out.line("self.style = style")
      out.line("_size = ScaledMetric(wrappedValue: style.size, relativeTo: style.textStyle)")
      out.close("}")
      out.line("")
      out.open("func body(content: Content) -> some View {")
      out.line("let leading = max(0, size * (style.lineHeight - 1.2))")
      out.line("content.lineSpacing(leading).padding(.vertical, leading / 2)")
      out.close("}")
      out.close("}")
      out.line("")
      out.open("private struct \(type)ScaledFont: ViewModifier {")
      out.line("let family: \(type).FontFamily")
      out.line("let weight: Font.Weight")
      out.line("@ScaledMetric private var size: CGFloat")
      out.line("")
      out.open(
        "init(family: \(type).FontFamily, size: CGFloat, weight: Font.Weight, textStyle: Font.TextStyle) {"
      )
      out.line("self.family = family")
      out.line("self.weight = weight")
      out.line("_size = ScaledMetric(wrappedValue: size, relativeTo: textStyle)")
      out.close("}")
      out.line("")
      out.open("func body(content: Content) -> some View {")
      out.line("content.font(family.font(size: size, weight: weight))")
      out.close("}")
      out.close("}")
    }
    out.line("#endif")
  }
}
