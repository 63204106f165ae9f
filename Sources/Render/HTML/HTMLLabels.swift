import Components
import Theme

/// What a scene's texts say about its fields: which text is a field's visible `<label>`, and
/// which text describes a field's error. The only part of a node's HTML that comes from
/// elsewhere in the scene.
struct HTMLLabels: Sendable {
  /// Label text id → the id of the input it labels.
  private var labelTargets: [String: String] = [:]
  /// Field id → the id of the text that describes its error.
  private var descriptions: [String: String] = [:]
  /// The ids of the texts whose HTML id is one of ``descriptions``.
  private var describingTexts: Set<String> = []
  /// Fields that have a visible `<label>`.
  private var labelledFields: Set<String> = []

  /// The labels of the scene under `root`.
  init(_ root: SceneNode) {
    // The text parts (in the order of the page) and the fields. A scene has a few dozen
    // parts, so lists searched in order cost less than hashing ids.
    var parts = HTMLLabelParts()
    parts.visit(root)
    let texts = parts.texts
    for field in parts.fields {
      let prefix = field.id.split(separator: ".").dropLast().joined(separator: ".")
      let labelID = prefix + ".label"
      // A label is the first text part with its id, when that one is not redacted.
      if texts.first(where: { $0.id == labelID })?.isRedacted == false {
        labelTargets[labelID] = field.input
        labelledFields.insert(field.id)
      }
      // The text that says the hint: the first under the field's prefix, else the first.
      if let hint = field.hint {
        let candidates = texts.lazy.filter { $0.text == hint }
        if let text = candidates.first(where: { $0.id.hasPrefix(prefix) }) ?? candidates.first {
          descriptions[field.id] = HTMLEscape.identifier(text.id)
        }
      }
    }
    if !descriptions.isEmpty {
      let describedIDs = Set(descriptions.values)
      describingTexts = Set(
        texts.lazy.map(\.id).filter { describedIDs.contains(HTMLEscape.identifier($0)) })
    }
  }

  /// The id of the input a text labels, when it is a field's label.
  func input(labelledBy text: SceneNode) -> String? {
    labelTargets[text.id]
  }

  /// Whether a text of the scene describes a field's error.
  func describesAField(_ text: SceneNode) -> Bool {
    describingTexts.contains(text.id)
  }

  /// Whether a field has a visible `<label>`.
  func hasLabel(_ field: SceneNode) -> Bool {
    labelledFields.contains(field.id)
  }

  /// The id of the text that describes a field's error.
  func description(of field: SceneNode) -> String? {
    descriptions[field.id]
  }
}

/// The text parts of a scene, in the order of the page, and its fields.
private struct HTMLLabelParts: SceneVisitor {
  var texts: [(id: String, text: String?, isRedacted: Bool)] = []
  var fields: [(id: String, input: String, hint: String?)] = []

  private mutating func field(_ node: SceneNode) {
    fields.append((node.id, HTMLWriter.inputID(node), node.accessibility.hint))
    visitChildren(of: node)
  }

  mutating func visitText(_ node: SceneNode) {
    texts.append((node.id, node.text, node.isRedacted))
    visitChildren(of: node)
  }
  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) { field(node) }
  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) { field(node) }

  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment) {
    visitChildren(of: node)
  }
  mutating func visitCard(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) { visitChildren(of: node) }
  mutating func visitLink(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitDivider(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitIcon(_ node: SceneNode, name: String) { visitChildren(of: node) }
  mutating func visitSpinner(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitCheck(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitRuleList(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitRule(_ node: SceneNode, met: Bool) { visitChildren(of: node) }
  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) {
    visitChildren(of: node)
  }
  mutating func visitCapsule(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitToast(_ node: SceneNode, success: Bool) { visitChildren(of: node) }
  mutating func visitAlert(_ node: SceneNode) { visitChildren(of: node) }
  mutating func visitSpacer(_ node: SceneNode) { visitChildren(of: node) }
}
