/// One Resolver Module document a project migration writes: plain sets merged first, then
/// modifiers, each context listing the sets it merges, by name. ``json(files:missing:)``
/// writes it with the path of each set's file.
struct ResolverPlan: Sendable {
  /// One context: its name and the sets it merges, in order.
  struct Context: Sendable, Equatable {
    var name: String
    var sets: [String]
  }

  /// One modifier; its first context is the default.
  struct Modifier: Sendable, Equatable {
    var name: String
    var contexts: [Context]
    /// Where the modifier came from, for the migration's list (`the folders default/light,
    /// default/dark`).
    var origin: String = ""

    /// The context names, in order.
    var contextNames: [String] { contexts.map(\.name) }
  }

  /// The resolver's `name`.
  var name: String
  /// The file name without `.resolver.json`; `nil` for the project's main resolver.
  var fileStem: String?
  /// The sets merged before any modifier, in order.
  var sets: [String] = []
  /// The modifiers, in resolution order.
  var modifiers: [Modifier] = []
  /// Pairs of sets merged one over the other on purpose (a mode that defines only part of its
  /// base mode's tokens, a brand's overrides), each as `[under, over]`.
  var overlays: Set<[String]> = []

  /// Every set the plan merges somewhere, each once, in order.
  var allSets: [String] {
    var seen = Set<String>()
    return (sets + modifiers.flatMap { $0.contexts.flatMap(\.sets) }).filter {
      seen.insert($0).inserted
    }
  }

  /// The Resolver Module document: each set named by the path of its file (`files`, relative
  /// to the resolver); `missing` receives the sets that have no file (they are left out).
  func json(files: [String: String], missing: inout [String]) -> JSONValue {
    func source(_ set: String) -> JSONValue? {
      guard let file = files[set] else {
        if !missing.contains(set) { missing.append(set) }
        return nil
      }
      return .object(JSONObject([.init(key: "$ref", value: .string(file))]))
    }
    func reference(_ tokens: [String]) -> JSONValue {
      .object(
        JSONObject([
          .init(key: "$ref", value: .string("#" + JSONPointer(tokens: tokens).description))
        ])
      )
    }
    var document = JSONObject()
    document["$schema"] = .string("https://www.designtokens.org/schemas/2025.10/resolver.json")
    document["name"] = .string(name)
    document["version"] = .string("2025.10")
    var order: [JSONValue] = []
    var setsObject = JSONObject()
    for set in sets {
      guard let file = source(set) else { continue }
      setsObject[set] = .object(JSONObject([.init(key: "sources", value: .array([file]))]))
      order.append(reference(["sets", set]))
    }
    document["sets"] = .object(setsObject)
    var modifiersObject = JSONObject()
    for modifier in modifiers {
      var contexts = JSONObject()
      for context in modifier.contexts {
        contexts[context.name] = .array(context.sets.compactMap(source))
      }
      var object = JSONObject()
      object["contexts"] = .object(contexts)
      if let first = modifier.contexts.first { object["default"] = .string(first.name) }
      modifiersObject[modifier.name] = .object(object)
      order.append(reference(["modifiers", modifier.name]))
    }
    if !modifiersObject.isEmpty { document["modifiers"] = .object(modifiersObject) }
    document["resolutionOrder"] = .array(order)
    return .object(document)
  }

  /// `sets a, b; modifiers appearance (light, dark), size (small, large)`.
  var summary: String {
    var parts: [String] = []
    if !sets.isEmpty {
      parts.append("set\(sets.count == 1 ? "" : "s") \(sets.joined(separator: ", "))")
    }
    if !modifiers.isEmpty {
      parts.append(
        "modifier\(modifiers.count == 1 ? "" : "s") "
          + modifiers.map { "\($0.name) (\($0.contextNames.joined(separator: ", ")))" }
          .joined(separator: ", "))
    }
    return parts.isEmpty ? "no sets" : parts.joined(separator: "; ")
  }
}
