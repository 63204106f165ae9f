// Following references: curly aliases, JSON Pointers into tokens and groups, and pointers
// substituted inside values.

extension TokenResolver {

  /// Follows one reference; reports what is wrong and returns `nil` when it cannot be followed.
  mutating func follow(
    _ reference: AliasReference, from token: [String], at place: SourceRef
  ) -> Target? {
    switch reference {
    case .curly(let path):
      return followToken(path, reference: reference, from: token, at: place)
    case .pointer(let pointer):
      return followPointer(pointer, from: token, at: place)
    }
  }

  mutating func followToken(
    _ path: [String], reference: AliasReference, from token: [String], at place: SourceRef
  ) -> Target? {
    guard let id = ids[path] else {
      reportMissing(path, written: reference.description, from: token, at: place)
      return nil
    }
    guard let entry = resolve(id: id) else {
      reportFailed(id, written: reference.description, from: token, at: place)
      return nil
    }
    if legacyWarnings[id] != nil { legacyUses[id, default: 0] += 1 }
    let target = flat[id]
    let deprecation = target.definition.deprecated ?? target.inheritedDeprecation
    return Target(
      type: entry.type, json: entry.json, value: entry.value, source: entry,
      deprecated: deprecation.map { (path, $0) })
  }

  mutating func followPointer(
    _ pointer: JSONPointer, from token: [String], at place: SourceRef
  ) -> Target? {
    let written = "#" + pointer.description
    guard !pointer.tokens.isEmpty else {
      diagnostics.add(
        .error, .aliasPointerRoot,
        "\(written) points at the whole document, not at a token or value",
        at: place, token: token, hint: "write the path of a token, e.g. \"#/color/blue\"")
      return nil
    }
    var node = TokenNode.group(root)
    for (index, name) in pointer.tokens.enumerated() {
      switch node {
      case .group(let group):
        guard let next = group[name] else {
          if name.hasPrefix("$") {
            return followIntoGroup(
              group, path: Array(pointer.tokens[..<index]), rest: Array(pointer.tokens[index...]),
              written: written, from: token, at: place)
          }
          let parent = TokenPath.display(Array(pointer.tokens[..<index]))
          diagnostics.add(
            .error, .aliasMissing,
            "\(written) points at nothing: \(parent.isEmpty ? "the document" : "group \(parent)") has no member '\(name)'",
            at: place, token: token,
            hint: suggestion(for: Array(pointer.tokens[...index])) ?? "check the path")
          return nil
        }
        node = next
      case .token:
        let tokenPath = Array(pointer.tokens[..<index])
        return followIntoToken(
          tokenPath, rest: Array(pointer.tokens[index...]), written: written, from: token, at: place
        )
      }
    }
    switch node {
    case .group:
      diagnostics.add(
        .error, .aliasGroup, "\(written) points at a group, not a token", at: place, token: token,
        hint: "point at one of its tokens (or its $root token)")
      return nil
    case .token:
      return followToken(pointer.tokens, reference: .pointer(pointer), from: token, at: place)
    }
  }

  mutating func followIntoToken(
    _ tokenPath: [String], rest: [String], written: String, from token: [String],
    at place: SourceRef
  ) -> Target? {
    guard let id = ids[tokenPath] else { return nil }
    let definition = flat[id]
    switch rest[0] {
    case "$value":
      guard
        var target = followToken(
          tokenPath, reference: .curly(path: tokenPath), from: token, at: place)
      else {
        return nil
      }
      guard rest.count > 1 else { return target }
      guard let fragment = ValueJSON.value(in: target.json, at: rest.dropFirst()) else {
        diagnostics.add(
          .error, .aliasMissing,
          "\(written) points at nothing: the value of \(TokenPath.display(tokenPath)) has no \(JSONPointer(tokens: Array(rest.dropFirst())))",
          at: place, token: token,
          hint: "check the member names and array indices (from 0) after $value")
        return nil
      }
      target.json = fragment
      target.type = nil
      target.value = nil
      return target
    case "$type", "$description", "$deprecated", "$extensions":
      let entry = resolve(id: id)
      let metadata: JSONValue? =
        switch rest[0] {
        case "$type": entry.map { .string($0.type.rawValue) }
        case "$description": definition.definition.description.map { .string($0) }
        case "$deprecated": definition.definition.deprecated.map(\.json)
        case "$extensions": definition.definition.extensions
        default: nil
        }
      guard let metadata, let fragment = ValueJSON.value(in: metadata, at: rest.dropFirst()) else {
        diagnostics.add(
          .error, .aliasMissing, "\(written) points at nothing", at: place, token: token,
          hint: "point at a token or into its $value")
        return nil
      }
      return Target(type: nil, json: fragment, source: nil, deprecated: nil)
    default:
      diagnostics.add(
        .error, .aliasMissing,
        "\(written) points at nothing: \(TokenPath.display(tokenPath)) is a token, and its parts are under $value",
        at: place, token: token,
        hint: "write #/\(tokenPath.joined(separator: "/"))/$value/\(rest.joined(separator: "/"))")
      return nil
    }
  }

  /// Follows a pointer to a `$` member of a group: its `$type`, `$description`, `$deprecated`
  /// or `$extensions` (a pointer may name any place in the document, `aliases.md`), or a member
  /// that is not read as a value (`$defs`, `$extends`): that is said, not that it is missing.
  mutating func followIntoGroup(
    _ group: GroupNode, path: [String], rest: [String], written: String, from token: [String],
    at place: SourceRef
  ) -> Target? {
    let name = rest[0]
    let owner = path.isEmpty ? "the document" : "group \(TokenPath.display(path))"
    let metadata: JSONValue??
    switch name {
    case "$type": metadata = .some(group.type.map { .string($0.rawValue) })
    case "$description": metadata = .some(group.description.map { .string($0) })
    case "$deprecated": metadata = .some(group.deprecated.map(\.json))
    case "$extensions": metadata = .some(group.extensions)
    default: metadata = nil
    }
    guard let metadata else {
      let plain = String(name.drop { $0 == "$" })
      diagnostics.add(
        .error, .aliasOutsideTree,
        "\(written) points into '\(name)' of \(owner), which is not read as tokens or values: "
          + "a group holds tokens, groups, and the values of $type, $description, $deprecated "
          + "and $extensions",
        at: place, token: token,
        hint: plain.isEmpty
          ? "point at a token, or into its $value"
          : "keep what it points at in a group of tokens (such as '\(plain)') and point there: "
            + "#/\(([plain] + rest.dropFirst()).joined(separator: "/"))")
      return nil
    }
    guard let metadata, let fragment = ValueJSON.value(in: metadata, at: rest.dropFirst()) else {
      diagnostics.add(
        .error, .aliasMissing,
        "\(written) points at nothing: \(owner) has no \(name)\(rest.count > 1 ? " with that member" : "")",
        at: place, token: token, hint: "point at a token, or at a value the group sets")
      return nil
    }
    return Target(type: nil, json: fragment, source: nil, deprecated: nil)
  }

  /// Replaces every `{ "$ref": … }` object inside a value with what it points at.
  mutating func substitutePointers(
    in json: inout JSONValue, at pointer: JSONPointer, token: @autoclosure () -> [String],
    valuePlace: @autoclosure () -> SourceRef
  ) -> Bool {
    // Most values hold no `$ref`: leave them as they are, uncopied (and the token's path and
    // place unmade).
    guard Self.holdsPointerReference(json) else { return true }
    let (token, valuePlace) = (token(), valuePlace())
    switch json {
    case .object(let object):
      if object["$ref"] != nil {
        let place = SourceRef(
          document: valuePlace.document, pointer: valuePlace.pointer.appending(contentsOf: pointer),
          key: false)
        guard let reference = AliasReference(json), case .pointer = reference else {
          diagnostics.add(
            .error, .aliasPointerSyntax,
            "a $ref must be the only member of its object and a JSON Pointer such as \"#/color/blue\"",
            at: place, token: token, hint: "write { \"$ref\": \"#/group/token/$value\" }")
          return false
        }
        guard let target = follow(reference, from: token, at: place) else { return false }
        json = target.json
        return true
      }
      var copy = object
      var ok = true
      for member in object.members {
        var child = member.value
        ok =
          substitutePointers(
            in: &child, at: pointer.appending(member.key), token: token, valuePlace: valuePlace)
          && ok
        copy[member.key] = child
      }
      json = .object(copy)
      return ok
    case .array(var elements):
      var ok = true
      for index in elements.indices {
        ok =
          substitutePointers(
            in: &elements[index], at: pointer.appending(index), token: token, valuePlace: valuePlace
          ) && ok
      }
      json = .array(elements)
      return ok
    default:
      return true
    }
  }

  /// Whether an object with a `$ref` member is anywhere in `json`.
  static func holdsPointerReference(_ json: JSONValue) -> Bool {
    switch json {
    case .object(let object):
      object["$ref"] != nil || object.members.contains { holdsPointerReference($0.value) }
    case .array(let elements): elements.contains { holdsPointerReference($0) }
    default: false
    }
  }

  /// How many aliases an entry's chain follows before its literal, counted up to the limit.
  func links(behind entry: Entry?) -> Int {
    var count = 0
    var current = entry
    while let link = current, link.isAlias, count < options.maxAliasChain {
      count += 1
      current = link.next
    }
    return count
  }

}
