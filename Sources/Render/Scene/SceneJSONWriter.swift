import Components
import Theme

/// Writes a scene as JSON, members in a fixed order, for `.scene.json` snapshots and semantic
/// diffs. The text is ``JSONValue/serialized(indent:)`` of the value: the one JSON writer.
///
/// Provenance links name their files as `paths` writes them: as loaded by default, relative to
/// the brand's folder in snapshot files (``ReferencePaths``).
enum SceneJSONWriter {
  /// The scene's JSON text, ending with a newline.
  static func text(_ scene: Scene, paths: ReferencePaths = ReferencePaths(brandFile: nil))
    -> String
  {
    json(scene, paths: paths).serialized(indent: 2) + "\n"
  }

  /// The scene as a JSON value.
  static func json(_ scene: Scene, paths: ReferencePaths = ReferencePaths(brandFile: nil))
    -> JSONValue
  {
    let environment = scene.environment
    var object = JSONObject()
    object.add("brand", .string(scene.brand))
    if let state = scene.state { object.add("state", .string(state)) }
    object.add("appearance", .string(environment.appearance.rawValue))
    object.add("contentSize", .string(environment.contentSize.flagName))
    object.add("width", .number(environment.width))
    object.add("reduceMotion", .bool(environment.reduceMotion))
    object.add("redacted", .bool(environment.redacted))
    object.add("background", json(scene.background, paths: paths))
    var nodes = SceneJSONNodes(paths: paths)
    object.add("root", nodes.visit(scene.root))
    return .object(object)
  }

  /// A length or time to three decimals.
  static func round(_ value: Double) -> JSONValue {
    .number((value * 1000).rounded() / 1000)
  }

  /// A node: its id, kind and the kind's parameters, then values with the roles and tokens they
  /// came from, then its children.
  fileprivate static func json(
    _ node: SceneNode, kind: String, parameters: [(String, JSONValue)] = [], children: [JSONValue],
    paths: ReferencePaths
  ) -> JSONValue {
    var object = JSONObject()
    object.add("id", .string(node.id))
    object.add("kind", .string(kind))
    for (key, value) in parameters { object.add(key, value) }
    if let text = node.text { object.add("text", .string(text)) }
    if let placeholder = node.placeholder { object.add("placeholder", .string(placeholder)) }
    if let background = node.background {
      object.add("background", json(background, paths: paths))
    }
    if let foreground = node.foreground {
      object.add("foreground", json(foreground, paths: paths))
    }
    if let border = node.border { object.add("border", json(border, paths: paths)) }
    if let prompt = node.prompt { object.add("prompt", json(prompt, paths: paths)) }
    if let font = node.font { object.add("font", json(font)) }
    if let radius = node.radius {
      object.add("radius", radius.isInfinite ? .string("capsule") : round(radius))
    }
    if let padding = node.padding {
      object.add("padding", .array([round(padding.horizontal), round(padding.vertical)]))
    }
    if let spacing = node.spacing { object.add("spacing", round(spacing)) }
    if let stroke = node.stroke { object.add("stroke", round(stroke)) }
    if let motion = node.motion { object.add("motion", json(motion)) }
    if let metrics = json(node.metrics) { object.add("metrics", metrics) }
    if let accessibility = json(node.accessibility) { object.add("accessibility", accessibility) }
    if !node.flags.isEmpty {
      object.add("flags", .array(node.flags.sorted().map { .string($0.rawValue) }))
    }
    if node.opacity != 1 { object.add("opacity", .number(node.opacity)) }
    if !children.isEmpty { object.add("children", .array(children)) }
    return .object(object)
  }

  private static func json(_ metrics: Metrics) -> JSONValue? {
    var object = JSONObject()
    if let height = metrics.height { object.add("height", .number(height)) }
    if let minHeight = metrics.minHeight { object.add("minHeight", .number(minHeight)) }
    if let width = metrics.width { object.add("width", .number(width)) }
    if let target = metrics.minimumTarget { object.add("minimumTarget", .number(target)) }
    if let style = metrics.scalesWith { object.add("scalesWith", .string(style.rawValue)) }
    if metrics.fullWidth { object.add("fullWidth", .bool(true)) }
    if metrics.wraps { object.add("wraps", .bool(true)) }
    return object.isEmpty ? nil : .object(object)
  }

  private static func json(_ accessibility: Accessibility) -> JSONValue? {
    var object = JSONObject()
    if let label = accessibility.label { object.add("label", .string(label)) }
    if let hint = accessibility.hint { object.add("hint", .string(hint)) }
    if let value = accessibility.value { object.add("value", .string(value)) }
    if !accessibility.traits.isEmpty {
      object.add("traits", .array(accessibility.traits.sorted().map { .string($0.rawValue) }))
    }
    if accessibility.isHidden { object.add("hidden", .bool(true)) }
    return object.isEmpty ? nil : .object(object)
  }

  /// A color: its hex, the role it came from and its provenance lines (each link's token and
  /// `file:line:col`, the file as `paths` writes it).
  private static func json(_ color: SceneColor, paths: ReferencePaths) -> JSONValue {
    var object = JSONObject()
    object.add("hex", .string(color.hex))
    object.add("source", .string(color.source))
    if let token = color.token { object.add("token", .string(token)) }
    if !color.provenance.isEmpty {
      object.add("provenance", .array(color.provenance.map { .string(paths.reference($0)) }))
    }
    if color.wasOutOfGamut { object.add("outOfGamut", .bool(true)) }
    return .object(object)
  }

  private static func json(_ font: SceneFont) -> JSONValue {
    var object = JSONObject()
    object.add("style", .string(font.style.rawValue))
    object.add("family", .array(font.family.map(JSONValue.string)))
    object.add("size", round(font.size))
    object.add("weight", .number(font.weight))
    object.add("lineHeight", round(font.lineHeight))
    object.add("letterSpacing", round(font.letterSpacing))
    if font.underline { object.add("underline", .bool(true)) }
    if font.tabularFigures { object.add("tabularFigures", .bool(true)) }
    return .object(object)
  }

  private static func json(_ motion: SceneMotion) -> JSONValue {
    var object = JSONObject()
    object.add("source", .string(motion.source))
    object.add("duration", round(motion.duration))
    if let curve = motion.timingFunction {
      object.add("timingFunction", .array([curve.x1, curve.y1, curve.x2, curve.y2].map(round)))
    }
    return .object(object)
  }
}

extension JSONObject {
  /// Adds a member under a key the writer adds once.
  fileprivate mutating func add(_ key: String, _ value: JSONValue) {
    append(newKey: key, value)
  }
}

/// Each node as its JSON object, named by its kind with the kind's parameters.
private struct SceneJSONNodes: SceneVisitor {
  /// How provenance names its files.
  let paths: ReferencePaths

  private mutating func object(
    _ node: SceneNode, _ kind: String, _ parameters: [(String, JSONValue)] = []
  ) -> JSONValue {
    SceneJSONWriter.json(
      node, kind: kind, parameters: parameters, children: visitChildren(of: node), paths: paths)
  }

  mutating func visitStack(_ node: SceneNode, axis: Part.Axis, alignment: Part.Alignment)
    -> JSONValue
  {
    object(
      node, axis == .vertical ? "vstack" : "hstack", [("alignment", .string(alignment.rawValue))])
  }
  mutating func visitCard(_ node: SceneNode) -> JSONValue { object(node, "card") }
  mutating func visitText(_ node: SceneNode) -> JSONValue { object(node, "text") }
  mutating func visitField(_ node: SceneNode, spec: Part.FieldSpec) -> JSONValue {
    object(
      node, spec.isSecure ? "secureField" : "field",
      [
        ("contentType", .string(spec.contentType.rawValue)),
        ("keyboard", .string(spec.keyboard.rawValue)),
        ("returnKey", .string(spec.returnKey.rawValue)),
      ])
  }
  mutating func visitButton(_ node: SceneNode, style: Part.ButtonStyle) -> JSONValue {
    object(node, "button", [("style", .string(style.rawValue))])
  }
  mutating func visitLink(_ node: SceneNode) -> JSONValue { object(node, "link") }
  mutating func visitDivider(_ node: SceneNode) -> JSONValue { object(node, "divider") }
  mutating func visitIcon(_ node: SceneNode, name: String) -> JSONValue {
    object(node, "icon", [("icon", .string(name))])
  }
  mutating func visitSpinner(_ node: SceneNode) -> JSONValue { object(node, "spinner") }
  mutating func visitCheck(_ node: SceneNode) -> JSONValue { object(node, "check") }
  mutating func visitCodeBoxes(_ node: SceneNode, length: Int) -> JSONValue {
    object(node, "codeBoxes", [("length", .number(Double(length)))])
  }
  mutating func visitRuleList(_ node: SceneNode) -> JSONValue { object(node, "ruleList") }
  mutating func visitRule(_ node: SceneNode, met: Bool) -> JSONValue {
    object(node, "rule", [("met", .bool(met))])
  }
  mutating func visitStepTrack(_ node: SceneNode, current: Int, total: Int) -> JSONValue {
    object(
      node, "stepTrack", [("current", .number(Double(current))), ("total", .number(Double(total)))])
  }
  mutating func visitCapsule(_ node: SceneNode) -> JSONValue { object(node, "capsule") }
  mutating func visitToast(_ node: SceneNode, success: Bool) -> JSONValue {
    object(node, "toast", [("success", .bool(success))])
  }
  mutating func visitAlert(_ node: SceneNode) -> JSONValue { object(node, "alert") }
  mutating func visitSpacer(_ node: SceneNode) -> JSONValue { object(node, "spacer") }
}
