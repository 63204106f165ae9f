/// The map as the brand's `"modes"` in `sptheme.json` holds it, and back.
extension ModeMap {
  /// The members a `"modes"` object may have.
  static let keys: Set = ["sets", "setsGuess", "modifiers"]
  /// The members of one of its modifiers.
  static let modifierKeys: Set = ["name", "contexts", "guess"]

  /// The `"modes"` object: `sets`, `setsGuess` while it is a guess, then `modifiers`, each with
  /// its `guess` while it is one.
  public var json: JSONValue {
    var object = JSONObject()
    object["sets"] = .array(sets.map(JSONValue.string))
    if let setsGuess, !sets.isEmpty { object["setsGuess"] = .string(setsGuess) }
    object["modifiers"] = .array(
      modifiers.map { modifier in
        var entry = JSONObject()
        entry["name"] = .string(modifier.name)
        var contexts = JSONObject()
        for context in modifier.contexts {
          contexts[context.name] = .array(context.sets.map(JSONValue.string))
        }
        entry["contexts"] = .object(contexts)
        if let guess = modifier.guess { entry["guess"] = .string(guess) }
        return .object(entry)
      })
    return .object(object)
  }

  /// ``json`` on one line, as a message quotes it.
  public var oneLineJSON: String { TokenFileWriter.oneLine(json) }

  /// What is wrong with a `"modes"` value, by the path of the member at fault.
  struct Problem: Error {
    /// The member's path below `"modes"` (`["modifiers", "0", "contexts"]`).
    var at: [String]
    /// What is wrong, and the form to write.
    var message: String
  }

  /// Reads a `"modes"` value; every problem found, each at its member.
  static func read(_ value: JSONValue) -> (map: ModeMap?, problems: [Problem]) {
    var problems: [Problem] = []
    guard case .object(let object) = value else {
      return (
        nil,
        [
          Problem(
            at: [],
            message:
              "modes must be an object: { \"sets\": [\"global\"], \"modifiers\": [{ \"name\": \"appearance\", \"contexts\": { \"light\": [\"light\"], \"dark\": [\"dark\"] } }] }"
          )
        ]
      )
    }
    for key in object.keys where !keys.contains(key) {
      problems.append(
        Problem(
          at: [key],
          message:
            "unknown member '\(key)' in modes (its members are \(keys.sorted().joined(separator: ", ")))"
        ))
    }
    func names(_ value: JSONValue?, at path: [String]) -> [String] {
      guard let value else { return [] }
      let strings = value.array?.compactMap(\.string) ?? []
      guard strings.count == value.array?.count, !strings.contains(where: \.isEmpty) else {
        problems.append(Problem(at: path, message: "must be a list of set names"))
        return []
      }
      return strings
    }
    func text(_ value: JSONValue?, at path: [String]) -> String? {
      guard let value else { return nil }
      guard case .string(let text) = value else {
        problems.append(
          Problem(at: path, message: "must be a string: why the line was guessed"))
        return nil
      }
      return text
    }
    let sets = names(object["sets"], at: ["sets"])
    let setsGuess = text(object["setsGuess"], at: ["setsGuess"])
    var modifiers: [Modifier] = []
    if let list = object["modifiers"] {
      if case .array(let elements) = list {
        for (index, element) in elements.enumerated() {
          let at = ["modifiers", String(index)]
          guard case .object(let entry) = element,
            case .string(let name)? = entry["name"], !name.isEmpty,
            case .object(let contexts)? = entry["contexts"], !contexts.isEmpty
          else {
            problems.append(
              Problem(
                at: at,
                message:
                  "a modifier needs \"name\" and \"contexts\": { \"name\": \"appearance\", \"contexts\": { \"light\": [\"light\"], \"dark\": [\"dark\"] } }"
              ))
            continue
          }
          for key in entry.keys where !modifierKeys.contains(key) {
            problems.append(
              Problem(
                at: at + [key],
                message:
                  "unknown member '\(key)' in a modifier (its members are \(modifierKeys.sorted().joined(separator: ", ")))"
              ))
          }
          if modifiers.contains(where: { $0.name == name }) {
            problems.append(
              Problem(at: at + ["name"], message: "the modifier '\(name)' is written twice"))
          }
          let parsed = contexts.members.map { member in
            Context(
              name: member.key,
              sets: names(member.value, at: at + ["contexts", member.key]))
          }
          modifiers.append(
            Modifier(
              name: name, contexts: parsed, guess: text(entry["guess"], at: at + ["guess"])))
        }
      } else {
        problems.append(Problem(at: ["modifiers"], message: "must be a list of modifiers"))
      }
    }
    guard problems.isEmpty else { return (nil, problems) }
    return (ModeMap(sets: sets, setsGuess: setsGuess, modifiers: modifiers), [])
  }
}
