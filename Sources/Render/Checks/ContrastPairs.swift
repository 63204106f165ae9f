import Components
import Theme

/// Finds every foreground/background pair a scene shows: text on what is behind it, field
/// edges against the card, icons on their buttons — composited through alpha and opacity over
/// the card over the screen.
struct ContrastPairs: SceneVisitor {
  let scene: Scene
  private(set) var pairs: [ContrastPair] = []
  /// What the node being visited is drawn on: its parent's inside, composited so far.
  private var ground: SceneColor
  /// The opacity the parents multiply into.
  private var opacity: Double = 1
  /// Whether a parent is dimmed or disabled, and how.
  private var inactive: Inactive = .no
  /// Whether the part only decorates.
  private var decorative = false

  static func of(_ scene: Scene) -> [ContrastPair] {
    var finder = ContrastPairs(scene: scene, ground: scene.background)
    finder.visit(scene.root)
    return finder.pairs
  }

  /// How a part is inactive: not, waiting (dimmed, or disabled while busy: information), or
  /// disabled at rest with the disabled look (checked at 3:1).
  enum Inactive {
    case no, waiting, disabled
  }

  /// A node's own opacity and state, and the color inside its fill.
  private struct Here {
    var opacity: Double
    var inactive: Inactive
    var inside: SceneColor
  }

  private func here(_ node: SceneNode) -> Here {
    let opacity = opacity * node.opacity
    var inside = ground
    if let fill = node.background, node.drawsBackground {
      inside = Self.composite(fill, over: ground, opacity: opacity)
    }
    var state = inactive
    if state == .no, node.flags.contains(.dimmed) || node.flags.contains(.disabled) {
      state = node.flags.contains(.dimmed) || node.isBusy ? .waiting : .disabled
    }
    return Here(opacity: opacity, inactive: state, inside: inside)
  }

  /// Visits a node's children on what is inside it.
  private mutating func descend(_ node: SceneNode, _ here: Here) {
    let saved = (ground, opacity, inactive)
    (ground, opacity, inactive) = (here.inside, here.opacity, here.inactive)
    visitChildren(of: node)
    (ground, opacity, inactive) = saved
  }

  /// A part with no pairs of its own.
  private mutating func container(_ node: SceneNode) { descend(node, here(node)) }

  /// A text or link, and the texts inside it (a link's parts), on what is inside it.
  private mutating func textual(_ node: SceneNode) {
    let here = here(node)
    addText(node, role: "text", on: here.inside, opacity: here.opacity, inactive: here.inactive)
    for child in node.children {
      addText(child, role: "text", on: here.inside, opacity: here.opacity, inactive: here.inactive)
    }
  }

  /// A field or code boxes: its text or prompt, and its edge against the card.
  private mutating func control(_ node: SceneNode) {
    let here = here(node)
    let (opacity, inactive) = (here.opacity, here.inactive)
    if let text = node.text, !text.isEmpty {
      addText(node, role: "text", on: here.inside, opacity: opacity, inactive: inactive)
    } else if node.placeholder?.isEmpty == false, let prompt = node.prompt {
      add(
        node, role: "placeholder", color: prompt, on: here.inside, kind: textKind(node.font),
        opacity: opacity, inactive: inactive)
    }
    // The control must be identifiable against the card by its fill or by its border.
    if let border = node.border {
      let byBorder = pair(
        node, role: "border", color: border, on: ground, kind: .nonText, opacity: opacity,
        inactive: inactive)
      let byFill = node.background.map {
        pair(
          node, role: "fill", color: $0, on: ground, kind: .nonText, opacity: opacity,
          inactive: inactive)
      }
      pairs.append(byFill.map { $0.ratio > byBorder.ratio ? $0 : byBorder } ?? byBorder)
      // A stroke that says the input is wrong or right carries the state by itself (WCAG
      // 1.4.11): it must reach 3:1 against the card whatever the fill does.
      if node.showsStateByBorder {
        add(
          node, role: "state border", color: border, on: ground, kind: .nonText, opacity: opacity,
          inactive: inactive)
      }
    }
    descend(node, here)
  }

  /// An icon, spinner or check mark on what is behind it.
  private mutating func symbol(_ node: SceneNode) {
    let here = here(node)
    if let color = node.foreground {
      add(
        node, role: "icon", color: color, on: ground, kind: decorative ? .decorative : .nonText,
        opacity: here.opacity, inactive: here.inactive)
    }
    descend(node, here)
  }

  /// A step track or one of its capsules: each capsule must show against the card at 3:1
  /// (WCAG 1.4.11), the steps done and the steps to come alike.
  private mutating func track(_ node: SceneNode) {
    let here = here(node)
    if let color = node.background ?? node.foreground {
      add(
        node, role: "track", color: color, on: ground, kind: .nonText, opacity: here.opacity,
        inactive: here.inactive)
    }
    descend(node, here)
  }

  mutating func visitText(_ node: SceneNode) { textual(node) }
  mutating func visitLink(_ node: SceneNode) { textual(node) }
  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) { control(node) }
  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) { control(node) }
  mutating func visitDivider(_ node: SceneNode) {
    let here = here(node)
    if let line = node.border {
      add(
        node, role: "line", color: line, on: ground, kind: .decorative, opacity: here.opacity,
        inactive: here.inactive)
    }
    if node.text?.isEmpty == false {
      addText(node, role: "text", on: ground, opacity: here.opacity, inactive: here.inactive)
    }
  }
  mutating func visitIcon(_ node: SceneNode, name: String) { symbol(node) }
  mutating func visitSpinner(_ node: SceneNode) { symbol(node) }
  mutating func visitCheck(_ node: SceneNode) { symbol(node) }
  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) { track(node) }
  mutating func visitCapsule(_ node: SceneNode) { track(node) }
  mutating func visitRule(_ node: SceneNode, met: Bool) {
    let here = here(node)
    addText(node, role: "text", on: ground, opacity: here.opacity, inactive: here.inactive)
    descend(node, here)
  }
  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment) {
    container(node)
  }
  mutating func visitCard(_ node: SceneNode) { container(node) }
  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) { container(node) }
  mutating func visitRuleList(_ node: SceneNode) { container(node) }
  mutating func visitToast(_ node: SceneNode, success: Bool) { container(node) }
  mutating func visitAlert(_ node: SceneNode) { container(node) }
  mutating func visitSpacer(_ node: SceneNode) { container(node) }

  private mutating func addText(
    _ node: SceneNode, role: String, on ground: SceneColor, opacity: Double, inactive: Inactive
  ) {
    guard let color = node.foreground, node.text?.isEmpty == false else { return }
    add(
      node, role: role, color: color, on: ground, kind: textKind(node.font), opacity: opacity,
      inactive: inactive)
  }

  private func textKind(_ font: SceneFont?) -> ContrastPair.Kind {
    font?.isLargeText == true ? .largeText : .text
  }

  private mutating func add(
    _ node: SceneNode, role: String, color: SceneColor, on ground: SceneColor,
    kind: ContrastPair.Kind,
    opacity: Double, inactive: Inactive
  ) {
    pairs.append(
      pair(
        node, role: role, color: color, on: ground, kind: kind, opacity: opacity, inactive: inactive
      ))
  }

  private func pair(
    _ node: SceneNode, role: String, color: SceneColor, on ground: SceneColor,
    kind: ContrastPair.Kind,
    opacity: Double, inactive: Inactive
  ) -> ContrastPair {
    let drawn = Self.composite(color, over: ground, opacity: opacity)
    let ratio = WCAGContrast.ratio(drawn.coordinates, on: ground.coordinates)
    let effectiveKind: ContrastPair.Kind
    if node.isRedacted {
      effectiveKind = .redacted
    } else if kind == .decorative {
      effectiveKind = .decorative
    } else {
      switch inactive {
      case .no: effectiveKind = kind
      case .waiting: effectiveKind = .inactive
      case .disabled: effectiveKind = .disabled
      }
    }
    return ContrastPair(
      part: node.id, state: scene.state ?? "", role: role, kind: effectiveKind, foreground: color,
      background: ground,
      ratio: ratio, font: node.font)
  }

  /// A color drawn with its alpha and an opacity over an opaque ground, as an opaque color that
  /// keeps the drawn color's source.
  static func composite(_ color: SceneColor, over ground: SceneColor, opacity: Double) -> SceneColor
  {
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
  /// Whether the part's border is its error (`danger`) or valid stroke.
  var showsStateByBorder: Bool {
    guard let border else { return false }
    return border.source == ColorRole.danger.rawValue
      || border.source == "system.\(ColorBinding.SystemColor.valid.rawValue)"
  }

  /// Whether a spinner or check mark shows in the part (a button at work).
  var isBusy: Bool {
    var busy = false
    forEachNode { if $0.kind == .spinner || $0.kind == .check { busy = true } }
    return busy
  }

  /// Whether the part paints its background color (a stack's background is only a binding).
  var drawsBackground: Bool {
    switch kind {
    case .card, .field, .codeBoxes, .toast, .alert: true
    case .button(let style): style != .plain && style != .icon
    default: false
    }
  }
}
