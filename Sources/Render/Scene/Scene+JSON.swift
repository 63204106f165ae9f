import Components
import Theme

extension Scene {
  /// The scene as JSON (keys in a fixed order), for `.scene.json` snapshots and semantic diffs.
  public var json: JSONValue {
    var object = JSONObject()
    object.append(newKey: "brand", .string(brand))
    if let state { object.append(newKey: "state", .string(state)) }
    object.append(newKey: "appearance", .string(environment.appearance.rawValue))
    object.append(newKey: "contentSize", .string(environment.contentSize.flagName))
    object.append(newKey: "width", .number(environment.width))
    object.append(newKey: "reduceMotion", .bool(environment.reduceMotion))
    object.append(newKey: "redacted", .bool(environment.redacted))
    var colors = SceneColorJSON()
    object.append(newKey: "background", colors.json(background))
    object.append(newKey: "root", root.json(colors: &colors))
    return .object(object)
  }
}

extension SceneNode {
  /// The node as JSON: values with the roles and tokens they came from.
  public var json: JSONValue {
    var colors = SceneColorJSON()
    return json(colors: &colors)
  }

  /// The node as JSON, its colors' JSON taken from (and added to) `colors`.
  func json(colors: inout SceneColorJSON) -> JSONValue {
    var object = JSONObject()
    object.append(newKey: "id", .string(id))
    object.append(newKey: "kind", .string(kind.name))
    for (key, value) in kind.parameters { object.append(newKey: key, value) }
    if let text { object.append(newKey: "text", .string(text)) }
    if let placeholder { object.append(newKey: "placeholder", .string(placeholder)) }
    if let background { object.append(newKey: "background", colors.json(background)) }
    if let foreground { object.append(newKey: "foreground", colors.json(foreground)) }
    if let border { object.append(newKey: "border", colors.json(border)) }
    if let prompt { object.append(newKey: "prompt", colors.json(prompt)) }
    if let font { object.append(newKey: "font", font.json) }
    if let radius { object.append(newKey: "radius", radius.isInfinite ? .string("capsule") : .number(Self.round(radius))) }
    if let padding {
      object.append(newKey: "padding", .array([.number(Self.round(padding.horizontal)), .number(Self.round(padding.vertical))]))
    }
    if let spacing { object.append(newKey: "spacing", .number(Self.round(spacing))) }
    if let stroke { object.append(newKey: "stroke", .number(Self.round(stroke))) }
    if let motion {
      var item = JSONObject()
      item.append(newKey: "source", .string(motion.source))
      item.append(newKey: "duration", .number(Self.round(motion.duration)))
      if let curve = motion.timingFunction {
        item.append(newKey: "timingFunction", .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number(Self.round($0)) }))
      }
      object.append(newKey: "motion", .object(item))
    }
    var metricsObject = JSONObject()
    if let height = metrics.height { metricsObject.append(newKey: "height", .number(height)) }
    if let minHeight = metrics.minHeight { metricsObject.append(newKey: "minHeight", .number(minHeight)) }
    if let width = metrics.width { metricsObject.append(newKey: "width", .number(width)) }
    if let target = metrics.minimumTarget { metricsObject.append(newKey: "minimumTarget", .number(target)) }
    if metrics.fullWidth { metricsObject.append(newKey: "fullWidth", .bool(true)) }
    if metrics.wraps { metricsObject.append(newKey: "wraps", .bool(true)) }
    if !metricsObject.isEmpty { object.append(newKey: "metrics", .object(metricsObject)) }
    var a11y = JSONObject()
    if let label = accessibility.label { a11y.append(newKey: "label", .string(label)) }
    if let hint = accessibility.hint { a11y.append(newKey: "hint", .string(hint)) }
    if let value = accessibility.value { a11y.append(newKey: "value", .string(value)) }
    if !accessibility.traits.isEmpty { a11y.append(newKey: "traits", .array(accessibility.traits.sorted().map { .string($0.rawValue) })) }
    if accessibility.isHidden { a11y.append(newKey: "hidden", .bool(true)) }
    if !a11y.isEmpty { object.append(newKey: "accessibility", .object(a11y)) }
    if !flags.isEmpty { object.append(newKey: "flags", .array(flags.sorted().map { .string($0.rawValue) })) }
    if opacity != 1 { object.append(newKey: "opacity", .number(opacity)) }
    if !children.isEmpty {
      var elements: [JSONValue] = []
      elements.reserveCapacity(children.count)
      for index in children.indices { elements.append(children[index].json(colors: &colors)) }
      object.append(newKey: "children", .array(elements))
    }
    return .object(object)
  }

  static func round(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }
}

extension SceneColor {
  var json: JSONValue {
    var object = JSONObject()
    object.append(newKey: "hex", .string(hex))
    object.append(newKey: "source", .string(source))
    if let token { object.append(newKey: "token", .string(token)) }
    if !provenance.isEmpty {
      object.append(
        newKey: "provenance",
        .array(
          provenance.map { link in
            .string(link.location.map { "\(link.token) (\($0))" } ?? link.token)
          }))
    }
    if wasOutOfGamut { object.append(newKey: "outOfGamut", .bool(true)) }
    return .object(object)
  }
}

extension SceneFont {
  var json: JSONValue {
    var object = JSONObject()
    object.append(newKey: "style", .string(style.rawValue))
    object.append(newKey: "family", .array(family.map { .string($0) }))
    object.append(newKey: "size", .number(SceneNode.round(size)))
    object.append(newKey: "weight", .number(weight))
    object.append(newKey: "lineHeight", .number(SceneNode.round(lineHeight)))
    object.append(newKey: "letterSpacing", .number(SceneNode.round(letterSpacing)))
    if underline { object.append(newKey: "underline", .bool(true)) }
    if tabularFigures { object.append(newKey: "tabularFigures", .bool(true)) }
    return .object(object)
  }
}

extension Part.Kind {
  /// The kind's name (`field`, `button`, …).
  public var name: String {
    switch self {
    case .stack(let axis, _, _): axis == .vertical ? "vstack" : "hstack"
    case .card: "card"
    case .text: "text"
    case .field(let spec): spec.isSecure ? "secureField" : "field"
    case .button: "button"
    case .link: "link"
    case .divider: "divider"
    case .icon: "icon"
    case .spinner: "spinner"
    case .check: "check"
    case .codeBoxes: "codeBoxes"
    case .ruleList: "ruleList"
    case .rule: "rule"
    case .stepTrack: "stepTrack"
    case .capsule: "capsule"
    case .toast: "toast"
    case .alert: "alert"
    case .spacer: "spacer"
    }
  }

  /// The kind's parameters as JSON members.
  var parameters: [(String, JSONValue)] {
    switch self {
    case .stack(_, _, let alignment): [("alignment", .string(alignment.rawValue))]
    case .field(let spec):
      [
        ("contentType", .string(spec.contentType.rawValue)), ("keyboard", .string(spec.keyboard.rawValue)),
        ("returnKey", .string(spec.returnKey.rawValue)),
      ]
    case .button(let style): [("style", .string(style.rawValue))]
    case .icon(let name): [("icon", .string(name))]
    case .codeBoxes(let length): [("length", .number(Double(length)))]
    case .rule(let met): [("met", .bool(met))]
    case .stepTrack(let current, let total): [("current", .number(Double(current))), ("total", .number(Double(total)))]
    case .toast(let success): [("success", .bool(success))]
    default: []
    }
  }
}
