import Components
import Theme

/// The CSS declarations of one element's `style` attribute, built from a scene node's resolved
/// values. Colors bound to a role refer to its custom property (`var(--sp-color-fill)`); every
/// other value is written as it resolved (1 pt = 1 px).
struct HTMLStyle {
  /// The declarations written so far, separated by `; `.
  private(set) var declarations = ""
  /// The theme's font properties.
  var fonts = Fonts()

  /// The custom property (`--sp-font-<role>`) of each theme font role's family list.
  ///
  /// A theme has a couple of font roles, so list searches (whose comparisons see at once that
  /// two family lists share their storage) cost less than hashing.
  struct Fonts: Equatable, Sendable {
    /// Family lists and their properties; of two roles with the same list, the first in
    /// ``FontRole`` order wins.
    var variables: [(family: [String], variable: String)] = []

    /// The property whose role holds `family`.
    subscript(family: [String]) -> String? {
      // By index, so no entry is copied out to be compared.
      for index in variables.indices where variables[index].family == family {
        return variables[index].variable
      }
      return nil
    }

    static func == (lhs: Fonts, rhs: Fonts) -> Bool {
      lhs.variables.count == rhs.variables.count
        && lhs.variables.indices.allSatisfy {
          lhs.variables[$0].variable == rhs.variables[$0].variable
            && lhs.variables[$0].family == rhs.variables[$0].family
        }
    }
  }

  /// Starts a declaration: the separator when one came before, the property and `: `; the
  /// caller appends the value.
  private mutating func start(_ property: String) {
    if declarations.isEmpty {
      declarations.reserveCapacity(160)
    } else {
      declarations += "; "
    }
    declarations += property
    declarations += ": "
  }

  /// Adds a declaration.
  mutating func add(_ property: String, _ value: String) {
    start(property)
    declarations += value
  }

  /// The attribute value (`nil` when empty).
  var text: String? {
    declarations.isEmpty ? nil : declarations
  }

  /// A color as CSS: the role's custom property, else the sRGB hex.
  static func color(_ color: SceneColor) -> String {
    if color.token != nil {
      if let variable = roleVariables[color.source] { return variable }
      if isRoleName(color.source) { return "var(\(ThemeCSS.colorName(color.source)))" }
    }
    return color.hex
  }

  /// Whether a color's source names a role that ``color(_:)`` writes as its custom property
  /// (when the color has a token).
  private static func isRoleName(_ source: String) -> Bool {
    source.allSatisfy { $0.isLetter }
  }

  /// `var(--sp-color-…)` for each color role's name, written once.
  static let roleVariables: [String: String] = Dictionary(
    uniqueKeysWithValues: ColorRole.allCases.map(\.rawValue).filter { $0.allSatisfy(\.isLetter) }
      .map {
        ($0, "var(\(ThemeCSS.colorName($0)))")
      })

  /// Colors, font, shape and opacity of a node (not its size).
  mutating func paint(
    _ node: SceneNode, background: Bool = true, foreground: Bool = true, border: Bool = true
  ) {
    if background, let value = node.background { add("background-color", Self.color(value)) }
    if foreground, let value = node.foreground { add("color", Self.color(value)) }
    if border, let value = node.border {
      if let stroke = node.stroke {
        start("border")
        declarations += HTMLEscape.px(stroke)
        declarations += " solid "
        declarations += Self.color(value)
      } else {
        add("border-color", Self.color(value))
      }
    }
    if let prompt = node.prompt { add("--sp-prompt", Self.color(prompt)) }
    if let font = node.font { self.font(font) }
    if let radius = node.radius {
      add("border-radius", radius.isInfinite ? "9999px" : HTMLEscape.px(radius))
    }
    if let padding = node.padding {
      start("padding")
      declarations += HTMLEscape.px(padding.vertical)
      declarations += " "
      declarations += HTMLEscape.px(padding.horizontal)
    }
    if node.opacity != 1 { add("opacity", HTMLEscape.number(node.opacity)) }
  }

  /// The font declarations.
  mutating func font(_ font: SceneFont) {
    start("font-family")
    if let variable = fonts[font.family] {
      declarations += "var("
      declarations += variable
      declarations += ")"
    } else {
      declarations += HTMLEscape.fontFamily(font.family)
    }
    add("font-size", HTMLEscape.px(font.size))
    add("font-weight", HTMLEscape.number(font.weight))
    add("line-height", HTMLEscape.number(font.lineHeight))
    if font.letterSpacing != 0 { add("letter-spacing", HTMLEscape.px(font.letterSpacing)) }
    if font.underline { add("text-decoration", "underline") }
    if font.tabularFigures { add("font-variant-numeric", "tabular-nums") }
  }

  /// Fixed heights and widths, and the minimum target.
  mutating func metrics(_ metrics: Metrics) {
    if let height = metrics.height { add("height", HTMLEscape.px(height)) }
    if let minHeight = metrics.minHeight { add("min-height", HTMLEscape.px(minHeight)) }
    if let width = metrics.width {
      // A fixed width is the part's own (an icon slot): a row never squeezes it.
      add("width", HTMLEscape.px(width))
      add("flex", "none")
    }
    if let target = metrics.minimumTarget {
      if metrics.height == nil && metrics.minHeight == nil {
        add("min-height", HTMLEscape.px(target))
      }
      if metrics.width == nil { add("min-width", HTMLEscape.px(target)) }
    }
  }
}
