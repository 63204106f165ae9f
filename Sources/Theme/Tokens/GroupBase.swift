/// Reads the group a group builds on: its `$extends`, or a `$ref` beside its own members.
///
/// `groups.md` calls `"$ref": "#/button"` on a group functionally identical to
/// `"$extends": "{button}"`, so a group's `$ref` is read as its `$extends` (with a warning: the
/// 2025.10 JSON schema allows only `$extends` there). Either is written `"{group.path}"`,
/// `"#/group/path"` or `{ "$ref": "#/group/path" }`; a reference into another file is an
/// error, since a token file's references point into the tokens merged with it.
enum GroupBase {
  /// Reads the member `$extends` or `$ref` of a group into `group.extends`, reporting what is
  /// wrong with it.
  static func read(
    _ member: JSONObject.Member, of group: inout GroupNode, path: [String], place: SourceRef,
    diagnostics: inout DiagnosticCollector
  ) {
    let keyword = member.key
    group.extendsBelow = true
    if let earlier = group.extends {
      let first = earlier.place.pointer.tokens.last ?? "$extends"
      let name = path.isEmpty ? "the root group" : "group \(TokenPath.display(path))"
      diagnostics.add(
        .error, .extendsRefAndExtends,
        "\(name) has both \(first) and \(keyword); a group builds on one group, so \(keyword) is left out",
        at: place, token: path,
        hint: "keep one of them; to build on two groups, let one of them build on the other",
        notes: [("the \(first) that is kept", earlier.place)])
      return
    }
    guard let target = target(of: member.value) else {
      reportSyntax(member.value, keyword: keyword, path: path, place: place, into: &diagnostics)
      return
    }
    group.extends = (target, place)
    guard keyword == "$ref" else { return }
    let extends = "{\(TokenPath.display(target))}"
    diagnostics.add(
      .warning, .extendsGroupRef,
      "$ref on a group is read as \"$extends\": \"\(extends)\" (groups.md calls the two "
        + "functionally identical); the 2025.10 JSON schema allows only $extends on a group, "
        + "and tools that follow it leave this $ref out",
      at: place, token: path, hint: "write \"$extends\": \"\(extends)\"")
  }

  /// The group path a reference names: `"{a.b}"`, `"#/a/b"` or `{ "$ref": "#/a/b" }`.
  static func target(of json: JSONValue) -> [String]? {
    let text: String
    switch json {
    case .string(let written): text = written
    case .object(let object) where object.count == 1:
      guard let written = object["$ref"]?.string else { return nil }
      text = written
    default: return nil
    }
    if let path = AliasReference.curlyPath(text) { return path }
    guard text.hasPrefix("#"), let pointer = JSONPointer(parsing: text), !pointer.tokens.isEmpty
    else { return nil }
    return pointer.tokens
  }

  private static func reportSyntax(
    _ json: JSONValue, keyword: String, path: [String], place: SourceRef,
    into diagnostics: inout DiagnosticCollector
  ) {
    let written: String? =
      switch json {
      case .string(let text): text
      case .object(let object): object["$ref"]?.string
      default: nil
      }
    if let written, !written.hasPrefix("#"), !written.hasPrefix("{"), !written.isEmpty {
      let file = written.split(separator: "#", maxSplits: 1).first.map(String.init) ?? written
      diagnostics.add(
        .error, .extendsSyntax,
        "\(keyword) \(ValueWording.quoted(written)) points into another file, but a token file's "
          + "references point into the tokens merged with it, so the group builds on nothing",
        at: place.value(), token: path,
        hint: "list \(file) before this file in a resolver set's sources (they merge in order), "
          + "then write \"#/group\" with the group's path")
      return
    }
    diagnostics.add(
      .error, .extendsSyntax,
      "\(keyword) must name a group as \"{group.path}\" or \"#/group/path\"",
      at: place.value(), token: path,
      hint: "write e.g. \"\(keyword)\": \(keyword == "$ref" ? "\"#/button\"" : "\"{button}\"")")
  }
}
