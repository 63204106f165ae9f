extension CSSExporter {
  /// A group of rules after the base rule: a comment, the at-rules around them (outermost
  /// first), and each rule's selector and declarations.
  struct Rule {
    var comment: String
    var conditions: [String] = []
    var blocks: [(selector: String, declarations: [(name: String, value: String)])]

    /// The rule's lines, preceded by an empty line, two spaces per level.
    var lines: [String] {
      var lines = ["", "/* \(CSSExporter.comment(comment)) */"]
      for (depth, condition) in conditions.enumerated() {
        lines.append(String(repeating: "  ", count: depth) + condition + " {")
      }
      let indent = String(repeating: "  ", count: conditions.count)
      for block in blocks {
        lines.append(indent + block.selector + " {")
        for (name, value) in block.declarations { lines.append("\(indent)  \(name): \(value);") }
        lines.append(indent + "}")
      }
      for depth in conditions.indices.reversed() {
        lines.append(String(repeating: "  ", count: depth) + "}")
      }
      return lines
    }
  }

  static let lightDarkSupport = "@supports (color: light-dark(#000, #fff))"
  static let moreContrast = "@media (prefers-contrast: more)"

  /// Dark through `prefers-color-scheme`, both appearances in `light-dark()` where supported,
  /// and wide-gamut originals where shown: the rules for the system's appearance.
  func appearanceRules(_ properties: [Property]) -> [Rule] {
    var rules: [Rule] = []
    let changing = properties.filter { $0.light != $0.dark }
    if !changing.isEmpty {
      rules.append(
        Rule(
          comment: "Dark appearance, for every browser.",
          conditions: ["@media (prefers-color-scheme: dark)"],
          blocks: [(selector.text, changing.map { ($0.name, $0.dark) })]))
    }
    let colors = properties.filter { $0.colors != nil && $0.light != $0.dark }
    if !colors.isEmpty {
      rules.append(
        Rule(
          comment:
            "Both appearances in one value where light-dark() is supported (it follows color-scheme).",
          conditions: [Self.lightDarkSupport],
          blocks: [(selector.text, colors.map { ($0.name, "light-dark(\($0.light), \($0.dark))") })]
        ))
    }
    let wide = Self.wideGamut(properties)
    if !wide.isEmpty {
      rules.append(
        Rule(
          comment:
            "Colors outside sRGB as the brand wrote them, for browsers that show wide gamut.",
          conditions: [Self.lightDarkSupport + " and (color: color(display-p3 1 1 1))"],
          blocks: [
            (
              selector.text,
              wide.map { name, light, dark in
                (name, light == dark ? light : "light-dark(\(light), \(dark))")
              }
            )
          ]))
    }
    return rules
  }

  /// The rules a page's own toggle picks (``CSSModeSelector``): plain values and `color-scheme`
  /// for each appearance, more specific than the media query's rules, so they win over it.
  func modeRules(_ properties: [Property]) -> [Rule] {
    guard let modes else { return [] }
    let changing = properties.filter { $0.light != $0.dark }
    var rules = [
      Rule(
        comment:
          "Light and dark chosen by the page (\(modes.light.text), \(modes.dark.text)), beside the system's.",
        blocks: [
          (
            modes.rule(modes.light, in: selector),
            [("color-scheme", "light")] + changing.map { ($0.name, $0.light) }
          ),
          (
            modes.rule(modes.dark, in: selector),
            [("color-scheme", "dark")] + changing.map { ($0.name, $0.dark) }
          ),
        ])
    ]
    let wide = Self.wideGamut(properties)
    if !wide.isEmpty {
      rules.append(
        Rule(
          comment: "The page's light and dark with colors outside sRGB as the brand wrote them.",
          conditions: ["@supports (color: color(display-p3 1 1 1))"],
          blocks: [
            (modes.rule(modes.light, in: selector), wide.map { ($0.name, $0.light) }),
            (modes.rule(modes.dark, in: selector), wide.map { ($0.name, $0.dark) }),
          ]))
    }
    return rules
  }

  /// The brand's increased-contrast contexts under `prefers-contrast: more`: the properties
  /// whose value differs there, for light, for dark, in `light-dark()` where supported, and for
  /// the page's own modes. An appearance without a variant keeps its own value.
  func contrastRules(_ base: [Property]) -> [Rule] {
    guard !themes.increasedContrast.isEmpty else { return [] }
    let high = properties(
      light: themes.lightIncreasedContrast ?? themes.light,
      dark: themes.darkIncreasedContrast ?? themes.dark)
    let changed = zip(base, high).filter { $0.light != $1.light || $0.dark != $1.dark }.map(\.1)
    guard !changed.isEmpty else { return [] }
    var rules = [
      Rule(
        comment: "Increased contrast (prefers-contrast: more), light.",
        conditions: [Self.moreContrast],
        blocks: [(selector.text, changed.map { ($0.name, $0.light) })])
    ]
    if themes.hasDark {
      rules.append(
        Rule(
          comment: "Increased contrast, dark.",
          conditions: [Self.moreContrast + " and (prefers-color-scheme: dark)"],
          blocks: [(selector.text, changed.map { ($0.name, $0.dark) })]))
      let colors = changed.filter { $0.colors != nil && $0.light != $0.dark }
      if !colors.isEmpty {
        rules.append(
          Rule(
            comment: "Increased contrast in light-dark(), where supported.",
            conditions: [Self.lightDarkSupport, Self.moreContrast],
            blocks: [
              (selector.text, colors.map { ($0.name, "light-dark(\($0.light), \($0.dark))") })
            ]))
      }
    }
    if let modes {
      rules.append(
        Rule(
          comment: "Increased contrast in the page's light and dark.",
          conditions: [Self.moreContrast],
          blocks: [
            (modes.rule(modes.light, in: selector), changed.map { ($0.name, $0.light) }),
            (modes.rule(modes.dark, in: selector), changed.map { ($0.name, $0.dark) }),
          ]))
    }
    return rules
  }

  /// The colors with an appearance outside sRGB, each appearance as the brand wrote it.
  static func wideGamut(_ properties: [Property]) -> [(name: String, light: String, dark: String)] {
    properties.compactMap { property in
      guard let pair = property.colors, pair.light.isWideGamut || pair.dark.isWideGamut else {
        return nil
      }
      return (property.name, color(pair.light, original: true), color(pair.dark, original: true))
    }
  }
}
