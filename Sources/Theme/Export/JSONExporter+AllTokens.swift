// `sptheme export json --all-tokens`: every resolved token of one context, not only the roles.

extension JSONExporter {
  /// Renders every token of one resolution as DTCG 2025.10 JSON: groups nested by path, each
  /// token with its `$type`, its `$value` with every reference replaced, its `$description`,
  /// `$deprecated` and `$extensions`, and (for an alias) its chain in `$extensions` →
  /// `org.sptheme.alias`, as ``render(_:of:options:)`` writes the roles. Groups and tokens are
  /// in path order, so the same tokens give the same bytes whatever order the files list them.
  ///
  /// - Parameters:
  ///   - resolution: The context's tokens (those with errors are not in it).
  ///   - brand: The brand, for its names.
  ///   - appearance: The appearance the context is (`light`, or `default`).
  ///   - input: The context's modifiers, recorded in `$extensions`.
  ///   - options: How to print source paths.
  /// - Returns: JSON text ending with a newline.
  public static func renderTokens(
    _ resolution: TokenResolution, brand: Brand, appearance: String, input: [String: String],
    options: ExportOptions = ExportOptions()
  ) -> String {
    var root = JSONObject()
    root["$schema"] = .string(schema)
    root["$description"] = .string(
      "\(brand.name) (\(brand.id)), \(appearance) appearance: every token resolved to literal values by sptheme export json --all-tokens. Where a token was an alias, $extensions.org.sptheme.alias records its chain."
    )
    var export = JSONObject()
    export["brand"] = .string(brand.id)
    export["name"] = .string(brand.name)
    export["appearance"] = .string(appearance)
    export["input"] = .object(
      JSONObject(
        input.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))
    export["allTokens"] = .bool(true)
    root["$extensions"] = .object(
      JSONObject([JSONObject.Member(key: "org.sptheme.export", value: .object(export))]))
    let sorted = resolution.tokens.sorted { $0.path.lexicographicallyPrecedes($1.path) }
    for member in group(sorted[...], depth: 0, options: options).members {
      root[member.key] = member.value
    }
    return JSONValue.object(root).serialized() + "\n"
  }

  /// The tokens under one group (all sharing their first `depth` segments, in path order) as
  /// its members: a token where the path ends, a group for each next segment.
  private static func group(
    _ tokens: ArraySlice<ResolvedToken>, depth: Int, options: ExportOptions
  ) -> JSONObject {
    var object = JSONObject()
    var index = tokens.startIndex
    while index < tokens.endIndex {
      let key = tokens[index].path[depth]
      var end = index
      while end < tokens.endIndex, tokens[end].path[depth] == key { end += 1 }
      let run = tokens[index..<end]
      if let leaf = run.first(where: { $0.path.count == depth + 1 }) {
        object[key] = .object(token(leaf, options: options))
      } else {
        object[key] = .object(group(run, depth: depth + 1, options: options))
      }
      index = end
    }
    return object
  }

  /// One token as a resolved DTCG token.
  private static func token(_ token: ResolvedToken, options: ExportOptions) -> JSONObject {
    var object = JSONObject()
    object["$type"] = .string(token.type.rawValue)
    object["$value"] = token.json
    if let description = token.description { object["$description"] = .string(description) }
    if case .deprecated(let message)? = token.deprecation {
      object["$deprecated"] = message.map(JSONValue.string) ?? .bool(true)
    }
    var extensions = token.extensions?.object ?? JSONObject()
    let provenance = token.provenance
    if provenance.count > 1 {
      extensions["org.sptheme.alias"] = .object(
        JSONObject([
          JSONObject.Member(key: "chain", value: .array(provenance.map { link(options, $0) }))
        ]))
    }
    if !extensions.isEmpty { object["$extensions"] = .object(extensions) }
    return object
  }
}
