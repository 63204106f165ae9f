import Components
import Theme

/// One part's element, template values and children, filled in by the method for its kind: the
/// scene visitor behind ``HTMLWriter/html(_:in:)``. Each method returns the part's template.
struct HTMLPart: SceneVisitor {
  typealias Failure = HTMLError

  let writer: HTMLWriter
  /// Where in the page the part sits.
  let place: HTMLWriter.Place
  var element: HTMLElement
  var context = TemplateRecord(capacity: 10)
  /// The children's HTML, for the kinds that hold children.
  var children: HTMLChildren?

  init(writer: HTMLWriter, part: String, place: HTMLWriter.Place) {
    self.writer = writer
    self.place = place
    element = HTMLElement(part: part, fonts: writer.fonts)
    context[.redacted] = .bool(false)
  }

  /// As SwiftUI draws a placeholder: words and symbols become grey shapes (`sp-redacted`),
  /// boxes keep their fill and lose their contents (`sp-redacted-box`).
  private mutating func redact(_ node: SceneNode, as shape: String) {
    guard node.isRedacted else { return }
    element.classes.append(shape)
    if shape == "sp-redacted" { context[.redacted] = .bool(true) }
  }

  private mutating func writeChildren(_ node: SceneNode, in place: HTMLWriter.Place)
    throws(HTMLError)
  {
    children = try writer.children(node, in: place)
  }

  /// The children written inside phrasing content.
  private mutating func writePhrasingChildren(_ node: SceneNode) throws(HTMLError) {
    var inner = place
    inner.phrasing = true
    try writeChildren(node, in: inner)
  }

  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment)
    throws(HTMLError) -> String
  {
    element.classes.insert(
      contentsOf: ["sp-stack", axis == .vertical ? "sp-vstack" : "sp-hstack"], at: 0)
    element.classes.append("sp-align-\(alignment.rawValue)")
    if axis == .horizontal && !node.children.contains(where: { $0.kind == .spacer })
      && !place.phrasing
    {
      element.classes.append("sp-centered")
    } else if axis == .vertical && node.metrics.height != nil && alignment == .center {
      // A fixed slot (the provider stack's 24 pt icon slot) centres its content both ways, as
      // SwiftUI's frame does.
      element.classes.append("sp-centered")
    }
    writer.stackStyle(node, &element)
    writer.adapt(node, &element)
    if node.accessibility.combinesChildren, let label = node.accessibility.label {
      element.set("role", "status")
      element.set("aria-label", label)
    }
    context[.tag] = place.phrasing ? "span" : "div"
    var inner = place
    inner.inRow = axis == .horizontal
    try writeChildren(node, in: inner)
    return "part-stack"
  }

  mutating func visitCard(_ node: SceneNode) throws(HTMLError) -> String {
    element.classes.insert("sp-card", at: 0)
    writer.stackStyle(node, &element)
    if node.isRedacted { element.set("aria-busy", "true") }
    context[.tag] = place.phrasing ? "span" : "section"
    try writeChildren(node, in: place)
    return "part-card"
  }

  mutating func visitText(_ node: SceneNode) throws(HTMLError) -> String {
    redact(node, as: "sp-redacted")
    return try writer.text(node, in: place, &element, &context)
  }

  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) throws(HTMLError) -> String {
    redact(node, as: "sp-redacted-box")
    children = try writer.field(node, spec: spec, place: place, &element, &context)
    return "part-field"
  }

  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) -> String {
    redact(node, as: "sp-redacted-box")
    writer.code(node, length: length, &element, &context)
    return "part-code"
  }

  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) throws(HTMLError)
    -> String
  {
    // A filled button becomes one grey shape of its own size (its label hidden inside); a
    // text button's words are redacted one by one.
    if style != .plain && style != .icon { redact(node, as: "sp-redacted-box") }
    writer.button(node, style: style, &element)
    try writePhrasingChildren(node)
    return "part-button"
  }

  mutating func visitLink(_ node: SceneNode) throws(HTMLError) -> String {
    redact(node, as: "sp-redacted")
    try writer.link(node, &element, &context)
    return "part-link"
  }

  mutating func visitDivider(_ node: SceneNode) -> String {
    element.classes.insert("sp-divider", at: 0)
    if node.isRedacted { element.classes.append("sp-redacted-words") }
    element.style.paint(node, border: false)
    if let border = node.border { element.style.add("border-color", HTMLStyle.color(border)) }
    if let stroke = node.stroke { element.style.add("--sp-line", HTMLEscape.px(stroke)) }
    element.set("aria-hidden", "true")
    context[.text] = node.text.map(TemplateValue.string) ?? .null
    return "part-divider"
  }

  mutating func visitIcon(_ node: SceneNode, name: String) -> String {
    redact(node, as: "sp-redacted")
    element.classes.insert("sp-icon", at: 0)
    element.style.paint(node)
    element.style.metrics(node.metrics)
    context[.svg] = .string(HTMLIcons.svg(name, size: node.metrics.height))
    if !node.accessibility.isHidden, let label = node.accessibility.label {
      element.set("role", "img")
      element.set("aria-label", label)
    } else {
      element.set("aria-hidden", "true")
    }
    return "part-icon"
  }

  mutating func visitSpinner(_ node: SceneNode) -> String {
    symbol(node, class: "sp-spinner", svg: HTMLIcons.spinner(size: nil))
  }

  mutating func visitCheck(_ node: SceneNode) -> String {
    symbol(node, class: "sp-check", svg: HTMLIcons.svg("checkmark", size: nil))
  }

  /// A spinner or check mark: a decorative symbol.
  private mutating func symbol(_ node: SceneNode, class name: String, svg: String) -> String {
    redact(node, as: "sp-redacted")
    element.classes.insert(name, at: 0)
    element.style.paint(node)
    element.set("aria-hidden", "true")
    context[.svg] = .string(svg)
    return "part-icon"
  }

  mutating func visitRuleList(_ node: SceneNode) throws(HTMLError) -> String {
    element.classes.insert("sp-rules", at: 0)
    element.style.paint(node)
    try writeChildren(node, in: place)
    return "part-rules"
  }

  mutating func visitRule(_ node: SceneNode, met: Bool) throws(HTMLError) -> String {
    element.classes.insert(contentsOf: ["sp-rule", met ? "sp-met" : "sp-unmet"], at: 0)
    if node.isRedacted { element.classes.append("sp-redacted-words") }
    element.style.paint(node)
    if node.metrics.wraps { element.classes.append("sp-wraps") }
    try writePhrasingChildren(node)
    context[.text] = .string(node.text ?? "")
    context[.value] = node.accessibility.value.map(TemplateValue.string) ?? .null
    return "part-rule"
  }

  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) throws(HTMLError)
    -> String
  {
    element.classes.insert("sp-steps", at: 0)
    element.set("aria-hidden", "true")
    try writeChildren(node, in: place)
    return "part-steps"
  }

  mutating func visitCapsule(_ node: SceneNode) -> String {
    redact(node, as: "sp-redacted")
    element.classes.insert("sp-capsule", at: 0)
    element.style.paint(node)
    element.style.metrics(node.metrics)
    return "part-capsule"
  }

  mutating func visitToast(_ node: SceneNode, success: Bool) throws(HTMLError) -> String {
    element.classes.insert(contentsOf: ["sp-toast", success ? "sp-success" : "sp-failure"], at: 0)
    writer.stackStyle(node, &element)
    writer.adapt(node, &element)
    element.set("role", "status")
    context[.tag] = "div"
    try writeChildren(node, in: place)
    return "part-toast"
  }

  mutating func visitAlert(_ node: SceneNode) throws(HTMLError) -> String {
    element.classes.insert("sp-alert", at: 0)
    writer.stackStyle(node, &element)
    element.set("role", "alertdialog")
    element.set("aria-modal", "true")
    if let title = node.children.first(where: { $0.accessibility.traits.contains(.header) }) {
      element.set("aria-labelledby", HTMLEscape.identifier(title.id))
    } else if let label = node.accessibility.label {
      element.set("aria-label", label)
    }
    if let message = node.children.first(where: {
      $0.kind == .text && !$0.accessibility.traits.contains(.header)
    }) {
      element.set("aria-describedby", HTMLEscape.identifier(message.id))
    }
    var inner = place
    inner.inAlert = true
    try writeChildren(node, in: inner)
    return "part-alert"
  }

  mutating func visitSpacer(_ node: SceneNode) -> String {
    element.classes.insert("sp-spacer", at: 0)
    element.set("aria-hidden", "true")
    return "part-spacer"
  }
}
