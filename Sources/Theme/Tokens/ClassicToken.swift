/// The token shape of Tokens Studio's classic format and of Style Dictionary before DTCG:
/// `{ "value": "#000", "type": "color", "description": "…" }`, without `$`.
///
/// One reading serves both `check --legacy` (which reads such a token as its 2025.10 form,
/// with one warning per file) and `migrate` (which writes that form), so the two cannot
/// disagree about what a classic token is or what it becomes.
enum ClassicToken {
  /// The `$extensions` key that keeps members 2025.10 has no place for.
  static let extensionKey = "studio.tokens"

  /// Whether `object` is a classic token: it has `value` but no `$value`, and its `value` is
  /// not itself a group or token (a token named `value` in a group).
  static func isClassic(_ object: JSONObject) -> Bool {
    guard object["$value"] == nil, object["$ref"] == nil, let value = object["value"] else {
      return false
    }
    if let type = object["type"], type.string == nil { return false }
    guard case .object(let inner) = value else { return true }
    // A composite value holds plain members; a group holds objects that are tokens.
    return !inner.members.contains { member in
      guard case .object(let child) = member.value else { return false }
      return child["value"] != nil || child["$value"] != nil
    }
  }

  /// The 2025.10 form of a classic token: `value`, `type` and `description` become `$value`,
  /// `$type` and `$description`; Style Dictionary's `comment` becomes `$description` when
  /// there is none; every other member moves to `$extensions` → `studio.tokens`, in order.
  /// The type name is kept as written (a legacy name is the caller's to map).
  static func modernized(_ object: JSONObject) -> JSONObject {
    var result = JSONObject()
    var moved = JSONObject()
    let hasDescription = object["description"]?.string != nil || object["$description"] != nil
    for member in object.members {
      switch member.key {
      case "value": result["$value"] = member.value
      case "type": result["$type"] = member.value
      case "description" where member.value.string != nil: result["$description"] = member.value
      case "comment" where !hasDescription && member.value.string != nil:
        result["$description"] = member.value
      case let key where key.hasPrefix("$"): result[key] = member.value
      default: moved[member.key] = member.value
      }
    }
    if !moved.isEmpty {
      var extensions = result["$extensions"]?.object ?? JSONObject()
      var tool = extensions[extensionKey]?.object ?? JSONObject()
      for member in moved.members { tool[member.key] = member.value }
      extensions[extensionKey] = .object(tool)
      result["$extensions"] = .object(extensions)
    }
    return result
  }
}
