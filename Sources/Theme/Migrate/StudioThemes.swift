/// Turns Tokens Studio's themes (`$themes.json`, with the set order of `$metadata.json`) into a
/// DTCG 2025.10 Resolver Module document.
///
/// Each theme group becomes a modifier and each theme in it a context (the first is the
/// default); a theme without a group joins the modifier `theme`. The sets every theme uses
/// (`source` or `enabled`) become the resolver's sets, merged first in `resolutionOrder`; the
/// sets only some themes use become the sources of those themes' contexts, in the theme's
/// order. Without themes, every set is merged in the order of `$metadata.json`'s
/// `tokenSetOrder` (then by name).
struct StudioThemes {
  /// One theme as Tokens Studio writes it.
  struct Theme {
    var name: String
    var group: String?
    /// The sets the theme uses, in its order (`disabled` ones left out).
    var sets: [String]
  }

  /// The themes read from `$themes.json`; empty without one.
  var themes: [Theme] = []
  /// `$metadata.json`'s `tokenSetOrder`.
  var setOrder: [String] = []
  /// What could not be read in the themes file, for the migration's list.
  var problems: [String] = []

  /// Reads `$themes.json` (an array of themes) and `$metadata.json`'s set order.
  init(themes: JSONValue?, metadata: JSONValue?) {
    setOrder = metadata?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
    guard let themes else { return }
    guard let list = themes.array else {
      problems.append("$themes.json is not a list of themes")
      return
    }
    for (index, item) in list.enumerated() {
      guard let object = item.object, let name = object["name"]?.string,
        let selected = object["selectedTokenSets"]?.object
      else {
        problems.append("theme \(index + 1) has no name or no selectedTokenSets")
        continue
      }
      let sets = selected.members.filter { ["source", "enabled"].contains($0.value.string ?? "") }
        .map(\.key)
      self.themes.append(Theme(name: name, group: object["group"]?.string, sets: sets))
    }
  }

  /// The resolver for `sets` (each set's name and the path of its migrated file, relative to
  /// the resolver); `missing` receives the sets the themes name that have no file.
  func resolver(name: String, sets files: [(name: String, file: String)], missing: inout [String])
    -> JSONValue
  {
    let fileOf = Dictionary(
      files.map { ($0.name, $0.file) }, uniquingKeysWith: { first, _ in first })
    func source(_ set: String) -> JSONValue {
      .object(JSONObject([.init(key: "$ref", value: .string(fileOf[set] ?? set))]))
    }
    var document = JSONObject()
    document["$schema"] = .string("https://www.designtokens.org/schemas/2025.10/resolver.json")
    document["name"] = .string(name)
    document["version"] = .string("2025.10")
    var order: [JSONValue] = []
    var sets = JSONObject()
    let common: [String]
    if themes.isEmpty {
      let ranked = Dictionary(
        setOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      common = files.map(\.name).sorted { (ranked[$0] ?? .max, $0) < (ranked[$1] ?? .max, $1) }
    } else {
      common = themes[0].sets.filter { set in themes.allSatisfy { $0.sets.contains(set) } }
    }
    for set in common {
      if fileOf[set] == nil {
        if !missing.contains(set) { missing.append(set) }
        continue
      }
      sets[set] = .object(JSONObject([.init(key: "sources", value: .array([source(set)]))]))
      order.append(
        .object(
          JSONObject([
            .init(
              key: "$ref", value: .string("#" + JSONPointer(tokens: ["sets", set]).description))
          ])))
    }
    document["sets"] = .object(sets)
    var modifiers = JSONObject()
    for group in groups() {
      var contexts = JSONObject()
      for theme in themes where (theme.group ?? "theme") == group {
        var sources: [JSONValue] = []
        for set in theme.sets where !common.contains(set) {
          if fileOf[set] == nil {
            if !missing.contains(set) { missing.append(set) }
            continue
          }
          sources.append(source(set))
        }
        contexts[theme.name] = .array(sources)
      }
      var modifier = JSONObject()
      modifier["contexts"] = .object(contexts)
      if let first = contexts.keys.first { modifier["default"] = .string(first) }
      modifiers[group] = .object(modifier)
      order.append(
        .object(
          JSONObject([
            .init(
              key: "$ref",
              value: .string("#" + JSONPointer(tokens: ["modifiers", group]).description))
          ])))
    }
    if !modifiers.isEmpty { document["modifiers"] = .object(modifiers) }
    document["resolutionOrder"] = .array(order)
    return .object(document)
  }

  /// The theme groups in the order their first theme comes.
  func groups() -> [String] {
    var result: [String] = []
    for theme in themes where !result.contains(theme.group ?? "theme") {
      result.append(theme.group ?? "theme")
    }
    return result
  }

  /// The sets some theme uses.
  var usedSets: Set<String> { Set(themes.flatMap(\.sets)) }
}
