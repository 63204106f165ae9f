import Components
import Theme

/// Finds every foreground/background pair a scene shows: text on what is behind it, field
/// edges against the card, icons on their buttons — composited through alpha and opacity over
/// the card over the screen.
struct ContrastPairs {
  let scene: Scene
  private(set) var pairs: [ContrastPair] = []

  static func of(_ scene: Scene) -> [ContrastPair] {
    var finder = ContrastPairs(scene: scene)
    finder.walk(scene.root, ground: scene.background, opacity: 1, inactive: false, decorative: false)
    return finder.pairs
  }

  private mutating func walk(_ node: SceneNode, ground: SceneColor, opacity: Double, inactive: Bool, decorative: Bool) {
    let opacity = opacity * node.opacity
    let inactive = inactive || node.flags.contains(.dimmed) || node.flags.contains(.disabled)
    var inside = ground
    if let fill = node.background, node.drawsBackground {
      inside = Self.composite(fill, over: ground, opacity: opacity)
    }
    switch node.kind {
    case .text, .link:
      addText(node, role: "text", on: inside, opacity: opacity, inactive: inactive)
      for child in node.children { addText(child, role: "text", on: inside, opacity: opacity, inactive: inactive) }
      return
    case .field, .codeBoxes:
      if let text = node.text, !text.isEmpty {
        addText(node, role: "text", on: inside, opacity: opacity, inactive: inactive)
      } else if node.placeholder?.isEmpty == false, let prompt = node.prompt {
        add(node, role: "placeholder", color: prompt, on: inside, kind: textKind(node.font), opacity: opacity, inactive: inactive)
      }
      // The control must be identifiable against the card by its fill or by its border.
      if let border = node.border {
        let byBorder = pair(node, role: "border", color: border, on: ground, kind: .nonText, opacity: opacity, inactive: inactive)
        let byFill = node.background.map {
          pair(node, role: "fill", color: $0, on: ground, kind: .nonText, opacity: opacity, inactive: inactive)
        }
        pairs.append(byFill.map { $0.ratio > byBorder.ratio ? $0 : byBorder } ?? byBorder)
      }
    case .divider:
      if let line = node.border {
        add(node, role: "line", color: line, on: ground, kind: .decorative, opacity: opacity, inactive: inactive)
      }
      if node.text?.isEmpty == false { addText(node, role: "text", on: ground, opacity: opacity, inactive: inactive) }
      return
    case .icon, .spinner, .check:
      if let color = node.foreground {
        add(node, role: "icon", color: color, on: ground, kind: decorative ? .decorative : .nonText, opacity: opacity, inactive: inactive)
      }
    case .capsule, .stepTrack:
      if let color = node.background ?? node.foreground {
        add(node, role: "track", color: color, on: ground, kind: .decorative, opacity: opacity, inactive: inactive)
      }
    case .rule:
      addText(node, role: "text", on: ground, opacity: opacity, inactive: inactive)
    default:
      break
    }
    for child in node.children {
      walk(child, ground: inside, opacity: opacity, inactive: inactive, decorative: decorative)
    }
  }

  private mutating func addText(_ node: SceneNode, role: String, on ground: SceneColor, opacity: Double, inactive: Bool) {
    guard let color = node.foreground, node.text?.isEmpty == false else { return }
    add(node, role: role, color: color, on: ground, kind: textKind(node.font), opacity: opacity, inactive: inactive)
  }

  private func textKind(_ font: SceneFont?) -> ContrastPair.Kind {
    font?.isLargeText == true ? .largeText : .text
  }

  private mutating func add(
    _ node: SceneNode, role: String, color: SceneColor, on ground: SceneColor, kind: ContrastPair.Kind,
    opacity: Double, inactive: Bool
  ) {
    pairs.append(pair(node, role: role, color: color, on: ground, kind: kind, opacity: opacity, inactive: inactive))
  }

  private func pair(
    _ node: SceneNode, role: String, color: SceneColor, on ground: SceneColor, kind: ContrastPair.Kind,
    opacity: Double, inactive: Bool
  ) -> ContrastPair {
    let drawn = Self.composite(color, over: ground, opacity: opacity)
    let ratio = WCAGContrast.ratio(drawn.coordinates, on: ground.coordinates)
    let effectiveKind: ContrastPair.Kind =
      node.isRedacted ? .redacted : (kind == .decorative ? .decorative : (inactive ? .inactive : kind))
    return ContrastPair(
      part: node.id, state: scene.state ?? "", role: role, kind: effectiveKind, foreground: color, background: ground,
      ratio: ratio, font: node.font)
  }

  /// A color drawn with its alpha and an opacity over an opaque ground, as an opaque color that
  /// keeps the drawn color's source.
  static func composite(_ color: SceneColor, over ground: SceneColor, opacity: Double) -> SceneColor {
    let alpha = color.alpha * opacity
    guard alpha < 1 else { return color }
    var result = color
    result.red = color.red * alpha + ground.red * (1 - alpha)
    result.green = color.green * alpha + ground.green * (1 - alpha)
    result.blue = color.blue * alpha + ground.blue * (1 - alpha)
    result.alpha = 1
    return result
  }
}

extension SceneNode {
  /// Whether the part paints its background color (a stack's background is only a binding).
  var drawsBackground: Bool {
    switch kind {
    case .card, .field, .codeBoxes, .toast, .alert: true
    case .button(let style): style != .plain && style != .icon
    default: false
    }
  }
}
