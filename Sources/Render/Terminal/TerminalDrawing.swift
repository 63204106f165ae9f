import Components

/// Draws one node of a terminal layout: the scene visitor behind ``TerminalLayout/draw``,
/// `width` columns wide on `ground`, with the parents' opacity and the node's own multiplied in.
struct TerminalDrawing: SceneVisitor {
  let layout: TerminalLayout
  let width: Int
  let ground: CellColor?
  let opacity: Double
  /// How the parent aligns the node.
  let alignment: Part.Alignment

  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment)
    -> CellCanvas
  {
    switch axis {
    case .vertical:
      layout.column(
        node.children, width: width, gap: TerminalGrid.rows(node.spacing ?? 0), ground: ground,
        opacity: opacity, alignment: alignment)
    case .horizontal:
      layout.row(node, width: width, ground: ground, opacity: opacity)
    }
  }
  mutating func visitCard(_ node: SceneNode) -> CellCanvas { card(node) }
  mutating func visitToast(_ node: SceneNode, success: Bool) -> CellCanvas { card(node) }
  mutating func visitAlert(_ node: SceneNode) -> CellCanvas { card(node) }
  mutating func visitText(_ node: SceneNode) -> CellCanvas { text(node) }
  mutating func visitLink(_ node: SceneNode) -> CellCanvas { text(node) }
  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) -> CellCanvas {
    layout.field(node, width: width, ground: ground, opacity: opacity)
  }
  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) -> CellCanvas {
    layout.button(node, style: style, width: width, ground: ground, opacity: opacity)
  }
  mutating func visitDivider(_ node: SceneNode) -> CellCanvas {
    layout.divider(node, width: width, ground: ground, opacity: opacity)
  }
  mutating func visitIcon(_ node: SceneNode, name: String) -> CellCanvas {
    glyph(TerminalGlyphs.icon(name), node)
  }
  mutating func visitSpinner(_ node: SceneNode) -> CellCanvas {
    glyph(TerminalGlyphs.spinnerFrames[layout.spinnerFrame], node)
  }
  mutating func visitCheck(_ node: SceneNode) -> CellCanvas { glyph(TerminalGlyphs.check, node) }
  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) -> CellCanvas {
    layout.codeBoxes(node, length: length, width: width, ground: ground, opacity: opacity)
  }
  mutating func visitRuleList(_ node: SceneNode) -> CellCanvas {
    layout.column(
      node.children, width: width, gap: 0, ground: ground, opacity: opacity, alignment: .fill)
  }
  mutating func visitRule(_ node: SceneNode, met: Bool) -> CellCanvas {
    layout.rule(node, width: width, ground: ground, opacity: opacity)
  }
  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) -> CellCanvas {
    layout.track(node, ground: ground, opacity: opacity)
  }
  mutating func visitCapsule(_ node: SceneNode) -> CellCanvas {
    layout.track(node, ground: ground, opacity: opacity)
  }
  mutating func visitSpacer(_ node: SceneNode) -> CellCanvas { CellCanvas(width: width, height: 0) }

  private func card(_ node: SceneNode) -> CellCanvas {
    layout.card(node, width: width, ground: ground, opacity: opacity)
  }

  private func text(_ node: SceneNode) -> CellCanvas {
    layout.text(node, width: width, ground: ground, opacity: opacity, alignment: alignment)
  }

  private func glyph(_ glyph: Character, _ node: SceneNode) -> CellCanvas {
    layout.glyph(glyph, node, ground: ground, opacity: opacity)
  }
}

/// The columns a node wants when it need not fill the width, at most `limit`: the scene visitor
/// behind ``TerminalLayout/naturalWidth(_:limit:)``.
struct TerminalNaturalWidth: SceneVisitor {
  let layout: TerminalLayout
  let limit: Int

  private func widest(_ node: SceneNode) -> Int? {
    node.children.map { layout.naturalWidth($0, limit: limit) }.max()
  }

  mutating func visitText(_ node: SceneNode) -> Int {
    min(limit, TerminalText.width(node.text ?? ""))
  }
  mutating func visitLink(_ node: SceneNode) -> Int {
    min(limit, TerminalText.width(node.text ?? ""))
  }
  mutating func visitIcon(_ node: SceneNode, name: String) -> Int { 1 }
  mutating func visitSpinner(_ node: SceneNode) -> Int { 1 }
  mutating func visitCheck(_ node: SceneNode) -> Int { 1 }
  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment) -> Int {
    switch axis {
    case .horizontal:
      let parts = node.children.filter { $0.kind != .spacer }
      let gaps = TerminalGrid.columns(node.spacing ?? 0) * max(0, parts.count - 1)
      return min(limit, parts.map { layout.naturalWidth($0, limit: limit) }.reduce(0, +) + gaps)
    case .vertical:
      return min(limit, widest(node) ?? 0)
    }
  }
  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) -> Int {
    if style == .plain || style == .icon { return min(limit, widest(node) ?? 1) }
    return node.metrics.fullWidth ? limit : min(limit, (widest(node) ?? 0) + 4)
  }
  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) -> Int {
    min(
      limit,
      node.children.map { layout.capsuleWidth($0) }.reduce(0, +) + max(0, node.children.count - 1))
  }
  mutating func visitCapsule(_ node: SceneNode) -> Int { layout.capsuleWidth(node) }
  mutating func visitSpacer(_ node: SceneNode) -> Int { 0 }
  // Everything else fills the width it is given.
  mutating func visitCard(_ node: SceneNode) -> Int { limit }
  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) -> Int { limit }
  mutating func visitDivider(_ node: SceneNode) -> Int { limit }
  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) -> Int { limit }
  mutating func visitRuleList(_ node: SceneNode) -> Int { limit }
  mutating func visitRule(_ node: SceneNode, met: Bool) -> Int { limit }
  mutating func visitToast(_ node: SceneNode, success: Bool) -> Int { limit }
  mutating func visitAlert(_ node: SceneNode) -> Int { limit }
}
