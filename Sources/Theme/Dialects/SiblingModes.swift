/// Modes written as sibling groups inside one file (`color.light.*` and `color.dark.*`, as
/// Figma plugins export them): each mode group becomes a set of its own whose tokens alias the
/// mode's, one level up (`color.background` → `{color.light.background}`), so that the modes
/// are contexts of a modifier like any other per-mode files, and every value keeps its place in
/// the team's file through the alias.
struct SiblingModes {
  /// One group whose child groups are modes.
  struct Found: Equatable {
    /// The group's path (`["color"]`).
    var group: [String]
    /// Its child groups that name a mode (`light`, `dark`), in the file's order.
    var modes: [String]
  }

  /// The groups of a token tree whose child groups name two modes or more and define the same
  /// tokens (half of them or more); a found group's own children are not searched.
  static func find(in tree: JSONValue) -> [Found] {
    var result: [Found] = []
    func walk(_ value: JSONValue, _ path: [String]) {
      guard case .object(let object) = value, !isToken(object) else { return }
      let groups = object.members.filter { !$0.key.hasPrefix("$") && isGroup($0.value) }
      let modes = groups.filter { ModeName.appearance(of: $0.key) != nil }
      let named = Set(modes.compactMap { ModeName.appearance(of: $0.key) })
      if modes.count > 1, named.count == modes.count,
        let first = modes.first.map({ TokenPathSet($0.value) }),
        modes.dropFirst().allSatisfy({
          TokenPathSet($0.value).similarity(to: first) >= ModeDetector.alternativeSimilarity
        })
      {
        result.append(Found(group: path, modes: modes.map(\.key)))
        return
      }
      for member in groups { walk(member.value, path + [member.key]) }
    }
    walk(tree, [])
    return result
  }

  /// The set a mode group makes: the group's tokens one level up, each an alias of the mode's
  /// own token (its `$type` kept, so the alias is typed where the team typed it).
  static func aliases(of tree: JSONValue, group: [String], mode: String) -> JSONValue {
    func mirror(_ value: JSONValue, _ path: [String]) -> JSONValue? {
      guard case .object(let object) = value else { return nil }
      if isToken(object) {
        var token = JSONObject()
        if let type = object["$type"] ?? object["type"] { token["$type"] = type }
        token["$value"] = .string("{" + (group + [mode] + path).joined(separator: ".") + "}")
        return .object(token)
      }
      var copy = JSONObject()
      if let type = object["$type"] { copy["$type"] = type }
      for member in object.members where !member.key.hasPrefix("$") {
        if let mirrored = mirror(member.value, path + [member.key]) {
          copy[member.key] = mirrored
        }
      }
      return .object(copy)
    }
    var node = tree
    for key in group + [mode] { node = node.object?[key] ?? .null }
    var result = mirror(node, []) ?? .object(JSONObject())
    for key in group.reversed() { result = .object(JSONObject([.init(key: key, value: result)])) }
    return result
  }

  private static func isToken(_ object: JSONObject) -> Bool {
    object["$value"] != nil || object["value"] != nil
  }

  private static func isGroup(_ value: JSONValue) -> Bool {
    guard case .object(let object) = value else { return false }
    return !isToken(object)
  }
}
