import Components

/// A walk over a scene's nodes with one method per part kind, as swift-markdown's
/// `MarkupVisitor` walks markup: the scene JSON writer, the HTML labels, the contrast pairs and
/// the terminal layout are visitors.
///
/// Every method is required, so a new part kind is a compile error in ``visit(_:)`` and then
/// in every visitor until each says how it handles the kind. A visitor that treats many kinds
/// alike forwards them to one helper of its own; ``visitChildren(of:)`` is the default descent.
///
/// ```swift
/// struct TextCount: SceneVisitor {
///   var count = 0
///   mutating func visitText(_ node: SceneNode) { count += 1 }
///   mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment) {
///     visitChildren(of: node)
///   }
///   // … one method per kind
/// }
/// ```
public protocol SceneVisitor {
  /// What visiting one node gives.
  associatedtype Result
  /// What a visit can throw (`Never` for most).
  associatedtype Failure: Error = Never

  /// A vertical or horizontal stack.
  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment)
    throws(Failure) -> Result
  /// The card that holds a block's form.
  mutating func visitCard(_ node: SceneNode) throws(Failure) -> Result
  /// A run of text.
  mutating func visitText(_ node: SceneNode) throws(Failure) -> Result
  /// A text field.
  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) throws(Failure) -> Result
  /// A button; its label is in its children.
  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) throws(Failure) -> Result
  /// A text link.
  mutating func visitLink(_ node: SceneNode) throws(Failure) -> Result
  /// A hairline, with its text in the middle when it has one.
  mutating func visitDivider(_ node: SceneNode) throws(Failure) -> Result
  /// A symbol.
  mutating func visitIcon(_ node: SceneNode, name: String) throws(Failure) -> Result
  /// An activity indicator.
  mutating func visitSpinner(_ node: SceneNode) throws(Failure) -> Result
  /// A check mark.
  mutating func visitCheck(_ node: SceneNode) throws(Failure) -> Result
  /// Code boxes over one field.
  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) throws(Failure) -> Result
  /// A list of password rules.
  mutating func visitRuleList(_ node: SceneNode) throws(Failure) -> Result
  /// One password rule.
  mutating func visitRule(_ node: SceneNode, met: Bool) throws(Failure) -> Result
  /// The step track.
  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) throws(Failure)
    -> Result
  /// One capsule of a step track.
  mutating func visitCapsule(_ node: SceneNode) throws(Failure) -> Result
  /// A toast message.
  mutating func visitToast(_ node: SceneNode, success: Bool) throws(Failure) -> Result
  /// An alert.
  mutating func visitAlert(_ node: SceneNode) throws(Failure) -> Result
  /// Flexible space.
  mutating func visitSpacer(_ node: SceneNode) throws(Failure) -> Result
}

extension SceneVisitor {
  /// Visits a node: calls the method for its kind.
  public mutating func visit(_ node: SceneNode) throws(Failure) -> Result {
    switch node.kind {
    case .stack(let axis, _, let alignment):
      try visitStack(node, axis: axis, alignment: alignment)
    case .card: try visitCard(node)
    case .text: try visitText(node)
    case .field(let spec): try visitField(node, spec: spec)
    case .button(let style): try visitButton(node, style: style)
    case .link: try visitLink(node)
    case .divider: try visitDivider(node)
    case .icon(let name): try visitIcon(node, name: name)
    case .spinner: try visitSpinner(node)
    case .check: try visitCheck(node)
    case .codeBoxes(let length): try visitCodeBoxes(node, length: length)
    case .ruleList: try visitRuleList(node)
    case .rule(let met): try visitRule(node, met: met)
    case .stepTrack(let current, let total):
      try visitStepTrack(node, current: current, total: total)
    case .capsule: try visitCapsule(node)
    case .toast(let success): try visitToast(node, success: success)
    case .alert: try visitAlert(node)
    case .spacer: try visitSpacer(node)
    }
  }

  /// The default descent: visits each child in order.
  @discardableResult
  public mutating func visitChildren(of node: SceneNode) throws(Failure) -> [Result] {
    var results: [Result] = []
    results.reserveCapacity(node.children.count)
    for child in node.children { results.append(try visit(child)) }
    return results
  }
}
