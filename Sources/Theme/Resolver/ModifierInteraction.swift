/// Which modifiers of a resolver interact: two do when one token's value depends on tokens that
/// both define (a token either defines, or an alias chain reaching tokens of both), read from
/// every context's files at once, so an alias a context adds counts too. Modifiers that do not
/// interact can be checked one at a time, the others at their defaults, and every value any
/// permutation can take is still checked.
struct ModifierInteraction {
  /// The modifiers in groups that interact, each group in document order, groups by their
  /// first modifier.
  var groups: [[String]]

  /// Reads the document's sources. The modifiers whose tokens the `roots` reach (the paths the
  /// theme reads) make one group whatever else they share: the checks combine the roles'
  /// values (a text role on a background role), so their contexts always interact.
  init(_ document: ResolverDocument, reaching roots: Set<String>) {
    var references: [String: Set<String>] = [:]
    var owners: [String: Set<String>] = [:]
    var names: [String] = []
    func read(_ value: JSONValue, _ path: [String], owner: String?) {
      guard case .object(let object) = value else { return }
      let dotted = path.joined(separator: ".")
      if object["$value"] != nil || object["value"] != nil {
        if let owner { owners[dotted, default: []].insert(owner) }
        var found = Set<String>()
        Self.collectReferences(object["$value"] ?? object["value"] ?? .null, into: &found)
        references[dotted, default: []].formUnion(found)
        return
      }
      if let extends = object["$extends"]?.string {
        references[dotted, default: []].insert(Self.trimmed(extends))
      }
      for member in object.members where !member.key.hasPrefix("$") {
        read(member.value, path + [member.key], owner: owner)
      }
      if object["$root"] != nil, let owner { owners[dotted, default: []].insert(owner) }
    }
    for item in document.items {
      switch item {
      case .set(_, let sources):
        for source in sources { read(document.rawTree(of: source), [], owner: nil) }
      case .modifier(let modifier, let contexts):
        names.append(modifier.name)
        for sources in contexts.values {
          for source in sources { read(document.rawTree(of: source), [], owner: modifier.name) }
        }
      }
    }
    // A reference to a group reaches every token under it.
    var under: [String: Set<String>] = [:]
    for (path, modifiers) in owners {
      var prefix = Substring(path)
      while let dot = prefix.lastIndex(of: ".") {
        prefix = prefix[..<dot]
        under[String(prefix), default: []].formUnion(modifiers)
      }
    }
    var memo: [String: Set<String>] = [:]
    var visiting = Set<String>()
    func modifiers(of path: String) -> Set<String> {
      if let known = memo[path] { return known }
      guard visiting.insert(path).inserted else { return owners[path] ?? [] }
      var result = (owners[path] ?? []).union(under[path] ?? [])
      for target in references[path] ?? [] { result.formUnion(modifiers(of: target)) }
      visiting.remove(path)
      memo[path] = result
      return result
    }
    var partition = Partition(names)
    func join(_ together: Set<String>) {
      guard let first = together.first else { return }
      for other in together { partition.join(first, other) }
    }
    for path in Set(references.keys).union(owners.keys) { join(modifiers(of: path)) }
    join(roots.reduce(into: Set<String>()) { $0.formUnion(modifiers(of: $1)) })
    groups = partition.groups
  }

  /// Every `{path}` a value holds, in strings at any depth.
  static func collectReferences(_ value: JSONValue, into found: inout Set<String>) {
    switch value {
    case .string(let text):
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "{"),
        let close = rest[open...].firstIndex(of: "}")
      {
        found.insert(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
      }
    case .array(let elements):
      for element in elements { collectReferences(element, into: &found) }
    case .object(let object):
      // A JSON Pointer reference (`{ "$ref": "#/color/blue" }`) names its token by path.
      if let pointer = object["$ref"]?.string, pointer.hasPrefix("#/") {
        found.insert(pointer.dropFirst(2).split(separator: "/").joined(separator: "."))
      }
      for member in object.members { collectReferences(member.value, into: &found) }
    default:
      break
    }
  }

  private static func trimmed(_ reference: String) -> String {
    var text = Substring(reference)
    if text.hasPrefix("{") { text.removeFirst() }
    if text.hasSuffix("}") { text.removeLast() }
    return String(text)
  }
}

extension ResolverDocument {
  /// A source's JSON as written (with the local members of a `$ref` merged over the file's).
  func rawTree(of source: Source) -> JSONValue {
    switch source {
    case .document(let index, let pointer):
      return store[index].root[pointer] ?? .null
    case .overridden(let index, let pointer, let overrides, _):
      guard case .object(var object)? = store[index].root[pointer] else {
        return .object(overrides)
      }
      for member in overrides.members { object[member.key] = member.value }
      return .object(object)
    }
  }
}
