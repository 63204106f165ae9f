import Theme

/// What changed between two `.scene.json` files, in words: one line per changed value, such as
/// `submit.background #0a84ff (accent ← palette.blue.500) → #0060df (accent ← palette.blue.600)`.
public enum SceneSummary {
  /// The changes from `old` to `new`, each prefixed with `prefix` (the snapshot's name).
  public static func lines(old: JSONValue, new: JSONValue, prefix: String) -> [String] {
    var result: [String] = []
    for key in ["brand", "state", "appearance", "contentSize", "width", "reduceMotion", "redacted"]
    {
      let a = old.object?[key]
      let b = new.object?[key]
      if a != b { result.append("\(prefix): \(key) \(text(a)) → \(text(b))") }
    }
    if old.object?["background"] != new.object?["background"] {
      result.append(
        "\(prefix): screen.background \(color(old.object?["background"])) → \(color(new.object?["background"]))"
      )
    }
    let oldNodes = nodes(old.object?["root"])
    let newNodes = nodes(new.object?["root"])
    let oldIDs = Set(oldNodes.map(\.id))
    let newIDs = Set(newNodes.map(\.id))
    for (id, node) in oldNodes where !newIDs.contains(id) {
      result.append("\(prefix): - \(id) (\(node["kind"]?.string ?? "part")\(quoted(node["text"])))")
    }
    for (id, node) in newNodes where !oldIDs.contains(id) {
      result.append("\(prefix): + \(id) (\(node["kind"]?.string ?? "part")\(quoted(node["text"])))")
    }
    let oldByID = Dictionary(
      oldNodes.map { ($0.id, $0.node) }, uniquingKeysWith: { first, _ in first })
    for (id, node) in newNodes {
      guard let before = oldByID[id] else { continue }
      var keys = before.keys.filter { $0 != "children" }
      for key in node.keys where key != "children" && !keys.contains(key) { keys.append(key) }
      for key in keys where before[key] != node[key] {
        let a = before[key]
        let b = node[key]
        switch key {
        case "background", "foreground", "border", "prompt":
          result.append("\(prefix): \(id).\(key) \(color(a)) → \(color(b))")
        case "font":
          for member in [
            "family", "size", "weight", "lineHeight", "letterSpacing", "style", "underline",
            "tabularFigures",
          ]
          where a?.object?[member] != b?.object?[member] {
            result.append(
              "\(prefix): \(id).font.\(member) \(text(a?.object?[member])) → \(text(b?.object?[member]))"
            )
          }
        default:
          result.append("\(prefix): \(id).\(key) \(text(a)) → \(text(b))")
        }
      }
    }
    return result
  }

  /// Every node of a tree with its id, depth first.
  static func nodes(_ value: JSONValue?) -> [(id: String, node: JSONObject)] {
    guard let object = value?.object else { return [] }
    var result = [(id: object["id"]?.string ?? "?", node: object)]
    for child in object["children"]?.array ?? [] { result += nodes(child) }
    return result
  }

  /// `#0a84ff (accent ← palette.blue.500)`, or `none`.
  static func color(_ value: JSONValue?) -> String {
    guard let object = value?.object, let hex = object["hex"]?.string else { return "none" }
    let source = object["source"]?.string ?? "?"
    let chain = (object["provenance"]?.array ?? []).dropFirst().compactMap { link -> String? in
      guard let text = link.string else { return nil }
      return String(text.prefix { $0 != " " })
    }
    return chain.isEmpty
      ? "\(hex) (\(source))" : "\(hex) (\(source) ← \(chain.joined(separator: " ← ")))"
  }

  /// A value in one line: strings quoted, numbers short, others as compact JSON.
  static func text(_ value: JSONValue?) -> String {
    guard let value else { return "none" }
    switch value {
    case .string(let text): return "\"\(text)\""
    default: return value.serialized(indent: nil)
    }
  }

  static func quoted(_ value: JSONValue?) -> String {
    guard let text = value?.string else { return "" }
    return " \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
  }
}
