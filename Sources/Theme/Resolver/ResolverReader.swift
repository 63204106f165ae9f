/// Checks the structure of a resolver document and turns its sets, modifiers and resolution
/// order into token sources, loading every referenced file.
struct ResolverReader {
  private let document: Int
  private(set) var store: DocumentStore
  private var root = JSONObject()
  private var setStack: [String] = []
  /// Sets already read, so each set's problems are reported once however often it is referenced.
  private var readSets: [String: [ResolverDocument.Source]?] = [:]
  /// Modifiers already read, by where they are defined, for the same reason.
  private var readModifiers: [JSONPointer: ResolverDocument.Item?] = [:]
  /// The sets each set references (by `#/sets/…`); the key "" is the resolution order, inline
  /// items and modifiers, whose references all count as merged.
  private var setReferences: [String: Set<String>] = ["": []]
  private static let rootKeys: Set = [
    "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
  ]
  private static let setKeys: Set = ["description", "sources", "$extensions"]
  private static let modifierKeys: Set = ["description", "contexts", "default", "$extensions"]

  init(document: Int, store: DocumentStore) {
    self.document = document
    self.store = store
  }

  private func place(_ tokens: String...) -> SourceRef {
    SourceRef(document: document, pointer: JSONPointer(tokens: tokens))
  }

  private func place(_ pointer: JSONPointer) -> SourceRef {
    SourceRef(document: document, pointer: pointer)
  }

  mutating func read(diagnostics: inout DiagnosticCollector) -> [ResolverDocument.Item] {
    guard case .object(let object) = store[document].root else {
      diagnostics.add(
        .error, .resolverNotObject, "a resolver document must be a JSON object",
        at: place(.root).value(),
        hint: "start from { \"version\": \"2025.10\", \"resolutionOrder\": [] }")
      return []
    }
    root = object
    for key in object.keys where !Self.rootKeys.contains(key) {
      diagnostics.add(
        .error, .resolverUnknownProperty,
        "unknown resolver property '\(key)' (from the 2025.10 schema: the root allows \(Self.rootKeys.sorted().joined(separator: ", ")))",
        at: place(key), hint: "remove it, or move tool data into $defs")
    }
    switch object["version"] {
    case .string("2025.10")?: break
    case nil:
      diagnostics.add(
        .error, .resolverVersion, "the resolver has no \"version\"", at: place(.root).value(),
        hint: "add \"version\": \"2025.10\"")
    case let other?:
      diagnostics.add(
        .error, .resolverVersion,
        "version must be \"2025.10\", but it is \(Self.describe(other))",
        at: place("version").value(), hint: "write \"version\": \"2025.10\"")
    }
    for (key, rule) in [("name", Rule.resolverName), ("description", .resolverDescription)]
    where object[key] != nil && object[key]?.string == nil {
      diagnostics.add(.error, rule, "\(key) must be a string", at: place(key).value())
    }
    if let sets = object["sets"], sets.object == nil {
      diagnostics.add(
        .error, .resolverSets, "sets must be an object of named sets", at: place("sets").value())
    }
    if let modifiers = object["modifiers"], modifiers.object == nil {
      diagnostics.add(
        .error, .resolverModifiers, "modifiers must be an object of named modifiers",
        at: place("modifiers").value())
    }
    // Check every declared set and modifier, used or not.
    for name in object["sets"]?.object?.keys ?? [] {
      _ = readSet(named: name, diagnostics: &diagnostics)
    }
    for name in object["modifiers"]?.object?.keys ?? [] {
      _ = readModifier(
        object["modifiers"]?.object?[name] ?? .null, name: name,
        at: JSONPointer(tokens: ["modifiers", name]), diagnostics: &diagnostics)
    }
    return readResolutionOrder(diagnostics: &diagnostics)
  }

  private mutating func readResolutionOrder(diagnostics: inout DiagnosticCollector)
    -> [ResolverDocument.Item]
  {
    guard let order = root["resolutionOrder"] else {
      diagnostics.add(
        .error, .resolverResolutionOrder, "the resolver has no \"resolutionOrder\"",
        at: place(.root).value(),
        hint: "add \"resolutionOrder\": [{ \"$ref\": \"#/sets/…\" }]")
      return []
    }
    guard case .array(let entries) = order else {
      diagnostics.add(
        .error, .resolverResolutionOrder, "resolutionOrder must be an array",
        at: place("resolutionOrder").value())
      return []
    }
    if entries.isEmpty {
      diagnostics.add(
        .error, .resolverResolutionOrder,
        "resolutionOrder is empty (from the 2025.10 schema: at least one item)",
        at: place("resolutionOrder").value(), hint: "list the sets and modifiers to merge")
    }
    var items: [ResolverDocument.Item] = []
    var names: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      let pointer = JSONPointer(tokens: ["resolutionOrder", String(index)])
      guard case .object(let object) = entry else {
        diagnostics.add(
          .error, .resolverResolutionOrder, "each resolutionOrder item must be an object",
          at: place(pointer).value())
        continue
      }
      var item: ResolverDocument.Item?
      var name: String?
      if let ref = object["$ref"] {
        guard let text = ref.string, let target = JSONPointer(parsing: text), text.hasPrefix("#")
        else {
          diagnostics.add(
            .error, .resolverReference,
            "resolutionOrder references must be \"#/sets/NAME\" or \"#/modifiers/NAME\"",
            at: place(pointer.appending("$ref")).value())
          continue
        }
        switch (target.tokens.first, target.tokens.count) {
        case ("sets"?, 2):
          name = target.tokens[1]
          setReferences["", default: []].insert(target.tokens[1])
          if let sources = readSet(
            named: target.tokens[1], from: pointer.appending("$ref"), diagnostics: &diagnostics)
          {
            item = .set(name: target.tokens[1], sources: sources)
          }
        case ("modifiers"?, 2):
          name = target.tokens[1]
          if let definition = root["modifiers"]?.object?[target.tokens[1]] {
            item = readModifier(
              definition, name: target.tokens[1], at: target, diagnostics: &diagnostics)
          } else {
            diagnostics.add(
              .error, .resolverReference,
              "\(text) points at nothing: there is no modifier '\(target.tokens[1])'",
              at: place(pointer.appending("$ref")).value(),
              hint: "check the name under \"modifiers\"")
          }
        case ("resolutionOrder"?, _):
          diagnostics.add(
            .error, .resolverReference, "a reference cannot point into resolutionOrder itself",
            at: place(pointer.appending("$ref")).value(),
            hint: "point at a set or a modifier instead")
        default:
          diagnostics.add(
            .error, .resolverReference, "\(text) is neither a set nor a modifier",
            at: place(pointer.appending("$ref")).value(),
            hint: "write \"#/sets/NAME\" or \"#/modifiers/NAME\"")
        }
      } else {
        let type = object["type"]?.string
        name = object["name"]?.string
        if name == nil {
          diagnostics.add(
            .error, .resolverInlineName, "an inline set or modifier needs a \"name\"",
            at: place(pointer).value(),
            hint: "add \"name\": \"…\", unique within resolutionOrder")
        }
        switch type {
        case "set"?:
          var stripped = object
          stripped["type"] = nil
          stripped["name"] = nil
          if let sources = readSetBody(stripped, at: pointer, diagnostics: &diagnostics) {
            item = .set(name: name ?? "", sources: sources)
          }
        case "modifier"?:
          var stripped = object
          stripped["type"] = nil
          stripped["name"] = nil
          item = readModifier(
            .object(stripped), name: name ?? "", at: pointer, diagnostics: &diagnostics)
        default:
          diagnostics.add(
            .error, .resolverInlineType,
            "an inline item needs \"type\": \"set\" or \"modifier\"",
            at: place(pointer).value(),
            hint: "add \"type\": \"set\" (with sources) or \"type\": \"modifier\" (with contexts)")
        }
      }
      if let name {
        if let first = names[name] {
          diagnostics.add(
            .error, .resolverDuplicateName, "'\(name)' appears twice in resolutionOrder",
            at: place(pointer),
            hint: "each set or modifier may appear once",
            notes: [("first here", place(JSONPointer(tokens: ["resolutionOrder", String(first)])))])
        } else {
          names[name] = index
        }
      }
      if let item { items.append(item) }
    }
    return items
  }

  /// The sets defined under `sets` that nothing in the resolution order reaches (directly or
  /// through other sets), in document order, with their sources: their tokens are never merged.
  /// Call after ``read(diagnostics:)``.
  func unlistedSets() -> [(name: String, sources: [ResolverDocument.Source])] {
    var reached: Set<String> = []
    var pending = Array(setReferences[""] ?? [])
    while let name = pending.popLast() {
      guard reached.insert(name).inserted else { continue }
      pending += setReferences[name] ?? []
    }
    return (root["sets"]?.object?.keys ?? []).compactMap { name in
      guard !reached.contains(name), let sources = readSets[name] ?? nil else { return nil }
      return (name, sources)
    }
  }

  /// The sources of a named set under `sets`, with `#/sets/…` references expanded.
  private mutating func readSet(
    named name: String, from reference: JSONPointer? = nil, diagnostics: inout DiagnosticCollector
  ) -> [ResolverDocument.Source]? {
    guard let definition = root["sets"]?.object?[name] else {
      diagnostics.add(
        .error, .resolverReference, "#/sets/\(name) points at nothing: there is no set '\(name)'",
        at: reference.map { place($0).value() } ?? place(.root).value(),
        hint: "check the name under \"sets\"")
      return nil
    }
    if setStack.count >= store.maxResolverDepth {
      diagnostics.add(
        .error, .limitResolverDepth,
        "sets reference each other more than \(store.maxResolverDepth) deep at '\(name)'",
        at: reference.map { place($0).value() },
        hint: "reference fewer sets, or raise the limit with --max-resolver-depth")
      return nil
    }
    if setStack.contains(name) {
      let cycle = setStack.drop { $0 != name } + [name]
      diagnostics.add(
        .error, .resolverCycle,
        "sets reference each other in a circle: \(cycle.joined(separator: " → "))",
        at: reference.map { place($0).value() }, hint: "remove one of the references")
      return nil
    }
    if let done = readSets[name] { return done }
    guard case .object(let object) = definition else {
      diagnostics.add(
        .error, .resolverSet, "set '\(name)' must be an object", at: place("sets", name).value())
      readSets[name] = .some(nil)
      return nil
    }
    setStack.append(name)
    defer { setStack.removeLast() }
    let sources = readSetBody(
      object, at: JSONPointer(tokens: ["sets", name]), diagnostics: &diagnostics)
    readSets[name] = .some(sources)
    return sources
  }

  private mutating func readSetBody(
    _ object: JSONObject, at pointer: JSONPointer, diagnostics: inout DiagnosticCollector
  ) -> [ResolverDocument.Source]? {
    for key in object.keys where !Self.setKeys.contains(key) {
      if key == "name", reportNameMember(object, kind: "set", at: pointer, &diagnostics) {
        continue
      }
      diagnostics.add(
        .error, .resolverUnknownProperty,
        "unknown set property '\(key)' (from the 2025.10 schema: sets allow description, sources, $extensions)",
        at: place(pointer.appending(key)), hint: "remove it, or keep tool data under $extensions")
    }
    checkExtensions(object, at: pointer, diagnostics: &diagnostics)
    guard case .array(let sources)? = object["sources"] else {
      diagnostics.add(
        .error, .resolverSources, "a set needs a \"sources\" array", at: place(pointer).value(),
        hint: "add \"sources\": [{ \"$ref\": \"tokens.json\" }]")
      return nil
    }
    return readSources(
      sources, at: pointer.appending("sources"), inModifier: false, diagnostics: &diagnostics)
  }

  /// A string `name` on a set or modifier of the `sets` or `modifiers` map: a warning, since
  /// only the 2025.10 JSON schema forbids it (the prose gives a `name` to inline sets and
  /// modifiers, and the map's key is the name here). Returns whether it was one.
  private func reportNameMember(
    _ object: JSONObject, kind: String, at pointer: JSONPointer,
    _ diagnostics: inout DiagnosticCollector
  ) -> Bool {
    guard case .string(let name)? = object["name"], let key = pointer.tokens.last else {
      return false
    }
    let differs = name == key ? "" : ", not \(ValueWording.quoted(name))"
    diagnostics.add(
      .warning, .resolverNameMember,
      "\"name\" is ignored on a \(kind) of \"\(kind)s\": its key '\(key)' names it\(differs) "
        + "(the 2025.10 JSON schema allows \"name\" only on inline \(kind)s in resolutionOrder)",
      at: place(pointer.appending("name")),
      hint: "remove \"name\"; to rename the \(kind), rename its key and the references to it")
    return true
  }

  private mutating func readModifier(
    _ definition: JSONValue, name: String, at pointer: JSONPointer,
    diagnostics: inout DiagnosticCollector
  ) -> ResolverDocument.Item? {
    if let done = readModifiers[pointer] { return done }
    let item = readModifierBody(definition, name: name, at: pointer, diagnostics: &diagnostics)
    readModifiers[pointer] = .some(item)
    return item
  }

  private mutating func readModifierBody(
    _ definition: JSONValue, name: String, at pointer: JSONPointer,
    diagnostics: inout DiagnosticCollector
  ) -> ResolverDocument.Item? {
    guard case .object(let object) = definition else {
      diagnostics.add(
        .error, .resolverModifier, "modifier '\(name)' must be an object",
        at: place(pointer).value())
      return nil
    }
    for key in object.keys where !Self.modifierKeys.contains(key) {
      if key == "name", reportNameMember(object, kind: "modifier", at: pointer, &diagnostics) {
        continue
      }
      diagnostics.add(
        .error, .resolverUnknownProperty,
        "unknown modifier property '\(key)' (from the 2025.10 schema: modifiers allow description, contexts, default, $extensions)",
        at: place(pointer.appending(key)), hint: "remove it, or keep tool data under $extensions")
    }
    checkExtensions(object, at: pointer, diagnostics: &diagnostics)
    guard case .object(let contexts)? = object["contexts"] else {
      diagnostics.add(
        .error, .resolverContexts, "modifier '\(name)' needs a \"contexts\" object",
        at: place(pointer).value(),
        hint: "add \"contexts\": { \"light\": […], \"dark\": […] }")
      return nil
    }
    if contexts.count < 2 {
      diagnostics.add(
        .error, .resolverContexts,
        contexts.isEmpty
          ? "modifier '\(name)' has no contexts"
          : "modifier '\(name)' has only one context (from the 2025.10 schema: at least two; one is just a set)",
        at: place(pointer.appending("contexts")), hint: "add another context, or make it a set")
    }
    var sources: [String: [ResolverDocument.Source]] = [:]
    for member in contexts.members {
      let contextPointer = pointer.appending("contexts").appending(member.key)
      guard case .array(let list) = member.value else {
        diagnostics.add(
          .error, .resolverContexts, "context '\(member.key)' must be an array of sources",
          at: place(contextPointer).value())
        continue
      }
      sources[member.key] =
        readSources(list, at: contextPointer, inModifier: true, diagnostics: &diagnostics) ?? []
    }
    var fallback: String?
    if let value = object["default"] {
      if let text = value.string, contexts[text] != nil {
        fallback = text
      } else {
        diagnostics.add(
          .error, .resolverDefault,
          "default \(Self.describe(value)) is not one of the contexts of '\(name)'",
          at: place(pointer.appending("default")).value(),
          hint: "use one of: \(contexts.keys.joined(separator: ", "))")
      }
    }
    let modifier = ResolverDocument.Modifier(
      name: name, contexts: contexts.keys, defaultContext: fallback,
      description: object["description"]?.string,
      pointer: pointer)
    return .modifier(modifier, sources: sources)
  }

  private mutating func readSources(
    _ list: [JSONValue], at pointer: JSONPointer, inModifier: Bool,
    diagnostics: inout DiagnosticCollector
  ) -> [ResolverDocument.Source]? {
    var result: [ResolverDocument.Source] = []
    for (index, source) in list.enumerated() {
      let sourcePointer = pointer.appending(index)
      guard case .object(let object) = source else {
        diagnostics.add(
          .error, .resolverSource, "a source must be an object: tokens, or { \"$ref\": … }",
          at: place(sourcePointer).value())
        continue
      }
      guard let ref = object["$ref"] else {
        result.append(.document(document, sourcePointer))
        continue
      }
      let refPlace = place(sourcePointer.appending("$ref")).value()
      guard let text = ref.string, !text.isEmpty else {
        diagnostics.add(
          .error, .resolverReference, "$ref must be a non-empty string", at: refPlace)
        continue
      }
      var overrides = object
      overrides["$ref"] = nil
      if text.hasPrefix("#") {
        guard let target = JSONPointer(parsing: text) else {
          diagnostics.add(
            .error, .resolverReference, "\(text) is not a valid JSON Pointer", at: refPlace)
          continue
        }
        switch target.tokens.first {
        case "modifiers":
          diagnostics.add(
            .error, .resolverReference,
            "a \(inModifier ? "modifier" : "set") cannot reference a modifier (\(text)); only resolutionOrder can",
            at: refPlace, hint: "reference a set, or list the modifier in resolutionOrder")
        case "resolutionOrder":
          diagnostics.add(
            .error, .resolverReference, "a reference cannot point into resolutionOrder (\(text))",
            at: refPlace,
            hint: "point at a set instead")
        case "sets" where target.tokens.count == 2:
          setReferences[setStack.last ?? "", default: []].insert(target.tokens[1])
          if let sources = readSet(
            named: target.tokens[1], from: sourcePointer.appending("$ref"),
            diagnostics: &diagnostics)
          {
            result += sources
          }
        default:
          if store[document].root[target]?.object != nil {
            result.append(.document(document, target))
          } else {
            diagnostics.add(
              .error, .resolverReference,
              "\(text) does not point at an object of tokens in this document", at: refPlace)
          }
        }
        continue
      }
      let (file, fragment) = Self.split(text)
      let path = DocumentStore.path(file, relativeTo: store[document].path)
      // A NUL would cut the name the system opens short of the name reported.
      if let refusal = path.utf8.contains(0)
        ? "a file name cannot hold a NUL character"
        : store.sourcePolicy?.refusal(path)
      {
        diagnostics.add(
          .error, .resolverFile, "refused to read \(path), referenced here: \(refusal)",
          at: refPlace,
          hint: SourcePolicy.hint)
        continue
      }
      var loadProblems = DiagnosticCollector()
      guard let index = store.load(path, diagnostics: &loadProblems) else {
        let reason = loadProblems.located(in: store.documents).first
        if let reason, reason.rule == .jsonSyntax {
          diagnostics.add(reason)
        } else {
          diagnostics.add(
            .error, .resolverFile,
            "cannot read \(path), referenced here\(reason.map { ": " + Self.reason(of: $0) } ?? "")",
            at: refPlace, hint: "paths are relative to the resolver file (\(store[document].path))")
        }
        continue
      }
      for diagnostic in loadProblems.located(in: store.documents) { diagnostics.add(diagnostic) }
      guard store[index].root[fragment]?.object != nil else {
        diagnostics.add(
          .error, .resolverReference, "\(text) does not point at an object of tokens",
          at: refPlace,
          hint: "a token file's top level must be an object")
        continue
      }
      result.append(
        overrides.isEmpty
          ? .document(index, fragment)
          : .overridden(index, fragment, overrides: overrides, place: place(sourcePointer)))
    }
    return result
  }

  private func checkExtensions(
    _ object: JSONObject, at pointer: JSONPointer, diagnostics: inout DiagnosticCollector
  ) {
    if let extensions = object["$extensions"], extensions.object == nil {
      diagnostics.add(
        .error, .resolverExtensions, "$extensions must be an object",
        at: place(pointer.appending("$extensions")).value())
    }
  }

  private static func split(_ reference: String) -> (file: String, fragment: JSONPointer) {
    guard let hash = reference.firstIndex(of: "#") else { return (reference, .root) }
    let file = String(reference[..<hash])
    var fragment = String(reference[reference.index(after: hash)...])
    if !fragment.hasPrefix("/") && !fragment.isEmpty { fragment = "/" + fragment }
    return (file, JSONPointer(parsing: fragment) ?? .root)
  }

  private static func reason(of diagnostic: Diagnostic) -> String {
    diagnostic.message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingPrefix(" ") }.map(
      String.init) ?? diagnostic.message
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "\"\(text)\""
    case .number(let number): "\(number)"
    default: value.kindName
    }
  }
}
