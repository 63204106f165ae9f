/// The findings a ``ModeDetector`` leaves for a person, and the edits they suggest.
extension ModeDetector {
  /// Two modes whose names say the same appearance: which is which is for a person to say.
  func clashFinding(_ group: ModeGroup, _ clash: [String]) -> Finding {
    let appearance = ModeName.appearance(of: clash[0])?.rawValue ?? "light"
    return Finding(
      sets: group.members.map { sources[$0].name }, subject: clash.joined(separator: ", "),
      result: nil,
      note:
        "both names say \(appearance), so neither is taken as \(appearance): they stay contexts of modifier \(name(for: group)); say which is \(appearance) in sptheme.json: \(appearanceEdit(modifier: name(for: group), light: appearance == "light" ? clash[0] : "…", dark: appearance == "dark" ? clash[0] : "…"))"
    )
  }

  /// A modifier of two contexts whose names do not say light and dark, but whose backgrounds
  /// are one light and one dark: the edit that says so.
  func luminanceFindings(_ plan: ResolverPlan) -> [Finding] {
    guard
      !plan.modifiers.contains(where: { modifier in
        modifier.contexts.contains { ModeName.appearance(of: $0.name) == .light }
          && modifier.contexts.contains { ModeName.appearance(of: $0.name) == .dark }
      })
    else { return [] }
    for modifier in plan.modifiers where modifier.contexts.count == 2 {
      let others = plan.modifiers.filter { $0.name != modifier.name }.flatMap {
        $0.contexts.first?.sets ?? []
      }
      let values = modifier.contexts.map { luminance(plan.sets + others + $0.sets) }
      guard let first = values[0], let second = values[1], abs(first - second) > 0.3 else {
        continue
      }
      let (light, dark) =
        first > second
        ? (modifier.contexts[0], modifier.contexts[1])
        : (modifier.contexts[1], modifier.contexts[0])
      let (lightValue, darkValue) = (max(first, second), min(first, second))
      return [
        Finding(
          sets: light.sets, subject: "modifier \(modifier.name)", result: nil,
          note:
            "the names \(light.name) and \(dark.name) do not say light and dark, but the backgrounds do (luminance \(Self.format(lightValue)) in \(light.name), \(Self.format(darkValue)) in \(dark.name)); say so in sptheme.json: \(appearanceEdit(modifier: modifier.name, light: light.name, dark: dark.name)) ('sptheme init NAME --from-tokens' writes it)"
        )
      ]
    }
    return []
  }

  /// `"brands": { "<project>": { "resolver": "…", "appearance": { … } } }`.
  func appearanceEdit(modifier: String, light: String, dark: String) -> String {
    var appearance = JSONObject()
    appearance["modifier"] = .string(modifier)
    appearance["light"] = .string(light)
    appearance["dark"] = .string(dark)
    var entry = JSONObject()
    entry["resolver"] = .string(resolverFile)
    entry["appearance"] = .object(appearance)
    let brands = JSONObject([.init(key: projectName, value: .object(entry))])
    return TokenFileWriter.oneLine(
      .object(JSONObject([.init(key: "brands", value: .object(brands))])))
  }

  /// `"modifiers": { "<name>": { "contexts": { … }, "default": "…" } }` for contexts of sets.
  func modifierEdit(name: String, contexts: [(String, [String])]) -> String {
    var object = JSONObject()
    // Each context by what tells its name from the others' (two files named alike in two
    // folders take their folders' names), else by its whole name.
    var keys = ModeName.distinguishing(contexts.map(\.0)).map { key in
      key.split(separator: "/").last.map(String.init) ?? key
    }
    if Set(keys).count != keys.count { keys = contexts.map(\.0) }
    for ((_, sets), key) in zip(contexts, keys) {
      object[key] = .array(
        sets.map { .object(JSONObject([.init(key: "$ref", value: .string(files[$0] ?? $0))])) })
    }
    var modifier = JSONObject()
    modifier["contexts"] = .object(object)
    if let first = object.keys.first { modifier["default"] = .string(first) }
    let modifiers = JSONObject([.init(key: name, value: .object(modifier))])
    return "\"modifiers\": " + TokenFileWriter.oneLine(.object(modifiers))
      + " with { \"$ref\": \"#/modifiers/\(name)\" } in resolutionOrder in place of their sets"
  }

  func names(_ indices: [Int]) -> String {
    indices.map { sources[$0].name }.joined(separator: ", ")
  }

  static func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}
