/// Resolves every token of an expanded tree: follows aliases (`{a.b}` and `$ref`) through
/// chains, infers and checks types, substitutes references inside composite values, and
/// validates each value against its type. Every problem is collected; nothing stops at the first.
struct TokenResolver {
  /// A resolved token. A class, so that the aliases and resolutions that share it hold one
  /// reference, and an alias chain is a list of entries, each naming the next.
  final class Entry: Sendable {
    // The one-byte fields follow the value, in its padding: a large brand has one entry per token.
    let value: TokenValue
    let type: TokenType
    /// Whether the token is a whole alias (its `$value` or `$ref` is one reference).
    let isAlias: Bool
    let json: JSONValue
    /// The token resolved.
    let token: FlatToken
    /// The entry of the token the reference leads to.
    let next: Entry?

    init(
      type: TokenType, json: JSONValue, value: TokenValue, token: FlatToken, isAlias: Bool = false,
      next: Entry? = nil
    ) {
      self.type = type
      self.json = json
      self.value = value
      self.token = token
      self.isAlias = isAlias
      self.next = next
    }

    /// The reference it follows, as written, if it is an alias (read again from its definition
    /// rather than kept: most tokens of a large brand are literals).
    var reference: String? {
      guard isAlias else { return nil }
      let definition = token.definition
      if let pointer = definition.reference { return AliasReference.pointer(pointer).description }
      if let reference = definition.value.flatMap(AliasReference.init) {
        return reference.description
      }
      // Tokens Studio's older `"$a.b"`, read with --legacy.
      return definition.value?.string
    }
  }

  /// What a reference points at.
  struct Target {
    var type: TokenType?
    var json: JSONValue
    /// The parsed value, when the target is a whole token (not a piece of a value).
    var value: TokenValue? = nil
    /// The entry whose alias chain the target continues, if any.
    var source: Entry?
    var deprecated: (path: [String], deprecation: Deprecation)?
  }

  enum State {
    case resolving
    case resolved(Entry)
    case failed
  }

  let root: GroupNode
  let flat: [FlatToken]
  let ids: TokenIDs
  let legacy: Bool
  let options: TokenOptions
  /// What the resolver defines but does not merge, to say where a missing token is.
  let unlisted: UnlistedSources?
  var states: [State?]
  /// The ids of the tokens being resolved, innermost last.
  var stack: [Int] = []
  var reportedCycles: Set<Set<[String]>> = []
  /// For each token that failed, the place of the first error its resolution found (its own, or
  /// that of the token it leads to), so that aliases to it can point there.
  var failures: [Int: SourceRef] = [:]
  /// The place of each group `$type` the reader refused (by displayed group path), made when
  /// first needed.
  var refusedGroupTypes: [String: SourceRef]?
  /// The first error of each token the reader rejected (by displayed path), made when first needed.
  var rejected: [String: SourceRef]?
  /// The last alias/target-error (given or counted): the finding count when it was met, the
  /// token being resolved, and the first error it points at.
  var lastTargetError: (index: Int, token: Int?, cause: SourceRef)?
  /// A cascade: for each first error that aliases lead to, the one alias/target-error finding
  /// given for it and the other tokens that reach the same error. One bad token with 600 aliases
  /// is one finding at its root's first alias, with a count, not 600.
  var cascades: [SourceRef: (index: Int, others: [String])] = [:]
  /// For each token whose literal is in a legacy shape (read with --legacy), the index of its
  /// first legacy warning, and how many aliases read it: the warning is given once, at the
  /// literal, with a count of its uses instead of again at each alias.
  var legacyWarnings: [Int: Int] = [:]
  var legacyUses: [Int: Int] = [:]
  /// The tokens that failed because of a cycle, in it or aliasing into it: the cycle's finding
  /// covers them.
  var cycleCaused: Set<Int> = []
  /// Set when a walk went deeper than `--max-alias-chain`, until the token it began at is
  /// refused.
  var chainCut = false
  /// The tokens refused for being too far from their literal.
  var chainRefused: Set<Int> = []
  var diagnostics: DiagnosticCollector
  /// Values that references inside values have made so far, over the whole resolution
  /// (`--max-resolved-values`): each token may stay under `--max-value-size` while thousands of
  /// them together would fill the memory.
  var madeByReferences = 0
  /// Set once the resolution made more values than allowed; every later substitution fails.
  var overBudget = false

  init(
    root: GroupNode, tokens: [FlatToken], ids: TokenIDs, options: TokenOptions,
    unlisted: UnlistedSources?, diagnostics: DiagnosticCollector
  ) {
    self.root = root
    self.unlisted = unlisted
    self.flat = tokens
    self.ids = ids
    self.states = Array(repeating: nil, count: tokens.count)
    self.legacy = options.legacy
    self.options = options
    self.diagnostics = diagnostics
  }

  /// Resolves every token of an expanded tree (`tokens` in document order, `ids` by path),
  /// handing each one that resolved to `resolved` (the failed ones are left out; the result is
  /// the token's place in the caller's list). Returns each id's place in the caller's list (-1
  /// for a token that failed).
  static func resolve(
    _ root: GroupNode, tokens flat: [FlatToken], ids: TokenIDs, options: TokenOptions,
    unlisted: UnlistedSources? = nil, diagnostics: inout DiagnosticCollector,
    _ resolved: (Entry) -> Int
  ) -> [Int32] {
    var resolver = TokenResolver(
      root: root, tokens: flat, ids: ids, options: options, unlisted: unlisted,
      diagnostics: diagnostics)
    var positions = Array(repeating: Int32(-1), count: flat.count)
    for id in flat.indices {
      if let entry = resolver.resolve(id: id) { positions[id] = Int32(resolved(entry)) }
    }
    resolver.addCascadeNotes()
    diagnostics = resolver.diagnostics
    return positions
  }

  // MARK: - Tokens

  mutating func resolve(id: Int) -> Entry? {
    let token = flat[id]
    switch states[id] {
    case .resolved(let entry)?: return entry
    case .failed?: return nil
    case .resolving?:
      reportCycle(from: id)
      return nil
    case nil: break
    }
    // The stack holds every alias on the way to this token: a chain of exactly the limit is
    // followed, one more is refused.
    // Past it the walk is cut: the token where it stops may be near its own literal, so it is
    // left unresolved (not failed) for a walk of its own, and only the token the walk began at
    // is refused.
    guard stack.count <= options.maxAliasChain else {
      chainCut = true
      return nil
    }
    states[id] = .resolving
    stack.append(id)
    let found = diagnostics.count
    let entry = resolveDefinition(token)
    stack.removeLast()
    if entry == nil, chainCut {
      guard stack.isEmpty else {
        states[id] = nil
        return nil
      }
      chainCut = false
      reportLongChain(id)
    }
    states[id] = entry.map { .resolved($0) } ?? .failed
    if legacy, entry != nil, let index = diagnostics.firstIndex(of: .valueLegacy, from: found) {
      legacyWarnings[id] = index
    }
    if entry == nil {
      // An alias that failed because its target did points, like its own finding, at the first cause.
      failures[id] =
        lastTargetError.flatMap { $0.index == found && $0.token == id ? $0.cause : nil }
        ?? diagnostics.place(at: found) ?? token.definition.place
    }
    return entry
  }

  mutating func resolveDefinition(_ token: FlatToken) -> Entry? {
    // Made only when needed: most tokens are literals that need neither.
    lazy var path = token.path
    let definition = token.definition
    let expected = definition.type ?? token.inheritedType
    lazy var valuePlace = definition.place(of: "$value").value()

    // A whole-token alias: token-level `$ref`, or a `$value` that is one reference.
    let whole: (AliasReference, SourceRef)? =
      if let pointer = definition.reference {
        (.pointer(pointer), definition.place(of: "$ref").value())
      } else if let value = definition.value, let reference = AliasReference(value) {
        (reference, valuePlace)
      } else if legacy, let text = definition.value?.string,
        let path = LegacyShapes.tokensStudioPath(text)
      {
        (.curly(path: path), valuePlace)
      } else {
        nil
      }
    if let (reference, place) = whole {
      if definition.reference == nil, let text = definition.value?.string,
        LegacyShapes.tokensStudioPath(text) != nil
      {
        warnTokensStudioPath(text, as: reference, token: path, at: place)
      }
      guard let target = follow(reference, from: path, at: place) else { return nil }
      // The target was resolved before (by a walk of its own): count the links behind it.
      if links(behind: target.source) >= options.maxAliasChain, let current = stack.last {
        reportLongChain(current)
        return nil
      }
      if let declared = expected, let actual = target.type, declared != actual {
        diagnostics.add(
          .error, .aliasTypeMismatch,
          "\(token.name) is a \(declared.rawValue) token but \(reference) is a \(actual.rawValue)",
          at: place, token: path,
          hint: definition.type == nil
            ? "the group above sets $type \"\(declared.rawValue)\"; point at a \(declared.rawValue) token or give this token its own $type"
            : "point at a \(declared.rawValue) token, or change $type to \"\(actual.rawValue)\"")
        return nil
      }
      guard let type = expected ?? target.type else {
        diagnostics.add(
          .error, .tokensNoType,
          "cannot tell the type of \(token.name): \(reference) points at a part of a value, not a token",
          at: place, token: path, hint: "add a $type to the token or to its group")
        return nil
      }
      warnIfDeprecated(target, referencedFrom: path, at: place)
      // A whole token of the same type parsed already; its legacy warnings, if any, were given
      // at its literal.
      let parsed =
        if let value = target.value, target.type == type {
          ParsedValue(value: value, problems: [], references: [])
        } else {
          ValueParser.parse(target.json, as: type, legacy: legacy)
        }
      guard
        let value = report(
          parsed, token: path, at: place, context: "\(reference) resolves to a value that")
      else { return nil }
      guard let (folded, json) = withLegacyAlpha(value, json: target.json, of: token) else {
        return nil
      }
      return Entry(
        type: type, json: json, value: folded, token: token, isAlias: true,
        next: target.source)
    }

    guard var json = definition.value else { return nil }
    guard let type = expected else {
      reportNoType(token)
      // The value is not parsed without a type: a malformed reference in it is named still.
      let malformed = ValueParser.malformedReferences(in: json)
      if !malformed.isEmpty {
        _ = report(
          ParsedValue(value: nil, problems: malformed, references: []), token: path,
          at: valuePlace, context: nil)
      }
      return nil
    }
    // Pointer references anywhere inside the value are replaced by what they point at.
    let substitutes = Self.holdsPointerReference(json)
    guard substitutePointers(in: &json, at: .root, token: path, valuePlace: valuePlace) else {
      return nil
    }
    if substitutes {
      guard withinSize(json, token: path, at: valuePlace),
        charge(json.nodeCount(limit: options.maxValueSize), token: path, at: valuePlace)
      else { return nil }
    }
    json = ValueJSON.flattenLayers(json, type: type)
    let parsed = ValueParser.parse(json, as: type, legacy: legacy)
    guard parsed.references.isEmpty else {
      return resolveParts(
        parsed.references, in: json, type: type, token: token, valuePlace: valuePlace)
    }
    guard let value = report(parsed, token: path, at: valuePlace, context: nil) else { return nil }
    json = ValueJSON.applying(parsed.computed, to: json)
    guard withinSize(json, token: path, at: valuePlace),
      let (folded, foldedJSON) = withLegacyAlpha(value, json: json, of: token)
    else { return nil }
    return Entry(type: type, json: foldedJSON, value: folded, token: token)
  }

  /// A color with an `alpha` member beside its `$value` (GitHub Primer's opacity modifier, read
  /// with --legacy) takes that alpha, in its value and in the JSON that references substitute;
  /// beside any other type it is an error.
  mutating func withLegacyAlpha(_ value: TokenValue, json: JSONValue, of token: FlatToken)
    -> (TokenValue, JSONValue)?
  {
    guard let alpha = token.definition.legacyAlpha else { return (value, json) }
    guard case .color(var color) = value else {
      diagnostics.add(
        .error, .tokensLegacyAlpha,
        "\(token.name) has an alpha beside its $value, but it is a \(value.type.rawValue), not a color",
        at: token.definition.place(of: "alpha"), token: token.path,
        hint: "remove the alpha, or keep it under $extensions")
      return nil
    }
    color.alpha = alpha
    return (.color(color), JSONExporter.color(color))
  }

  /// Substitutes the references found inside a composite value, checks their types and parses again.
  mutating func resolveParts(
    _ references: [ValueReference], in json: JSONValue, type: TokenType, token: FlatToken,
    valuePlace: SourceRef
  ) -> Entry? {
    // Past the resolution's budget nothing more is built, or even counted.
    guard !overBudget else { return nil }
    let path = token.path
    var json = json
    var failed = false
    // The size is checked before anything is built: references that each hold several others
    // multiply (an alias bomb), and building and parsing the result is what takes the time.
    var size = json.nodeCount(limit: options.maxValueSize)
    // A shadow or gradient made only of references to others (`["{shadow.a}", "{shadow.b}"]`)
    // is their layers or stops in order: no need to parse again what each target already parsed.
    var composed: [TokenValue]? =
      ValueJSON.isWholeElements(references, of: json, type: type) ? [] : nil
    // The parts whose targets were read from a legacy shape: their warnings were given there.
    var fromLegacy: [JSONPointer] = []
    // The values of the tokens Tokens Studio math refers to, by path.
    var operands: [[String]: TokenValue] = [:]
    for part in references {
      let place = SourceRef(
        document: valuePlace.document,
        pointer: valuePlace.pointer.appending(contentsOf: part.pointer), key: false)
      if part.form == .tokensStudioPath,
        case .string(let text)? = ValueJSON.value(
          in: json, at: part.pointer.tokens[...])
      {
        warnTokensStudioPath(text, as: part.reference, token: path, at: place)
      }
      guard let target = follow(part.reference, from: path, at: place) else {
        failed = true
        continue
      }
      if part.form == .mathOperand {
        // The expression stays; the parser computes it with the operand's value.
        warnIfDeprecated(target, referencedFrom: path, at: place)
        composed = nil
        if case .curly(let operandPath) = part.reference, let value = target.value {
          operands[operandPath] = value
        } else {
          failed = true
        }
        continue
      }
      if let expected = part.expectedType, let actual = target.type, expected != actual {
        diagnostics.add(
          .error, .aliasTypeMismatch,
          "\(part.pointer.tokens.last ?? "this part") of a \(type.rawValue) must be a \(expected.rawValue), but \(part.reference) is a \(actual.rawValue)",
          at: place, token: path, hint: "point at a \(expected.rawValue) token")
        failed = true
        continue
      }
      warnIfDeprecated(target, referencedFrom: path, at: place)
      // The reference string is replaced by the target's value.
      let added = target.json.nodeCount(limit: options.maxValueSize) - 1
      size += added
      guard size <= options.maxValueSize else {
        reportSize(token: path, at: valuePlace)
        return nil
      }
      guard charge(added, token: path, at: valuePlace) else { return nil }
      json = ValueJSON.replacing(json, at: part.pointer.tokens[...], with: target.json)
      if legacy, case .curly(let targetPath) = part.reference, let id = ids[targetPath],
        legacyWarnings[id] != nil
      {
        fromLegacy.append(part.pointer)
      }
      if let value = target.value, value.type == type {
        composed?.append(value)
      } else {
        composed = nil
      }
    }
    guard !failed else {
      // The rest of the value is still checked: a missing alias must not hide the errors beside it.
      // The references that failed stay in the value as references, so they are not reported again.
      _ = report(
        ValueParser.parse(
          ValueJSON.flattenLayers(json, type: type), as: type, legacy: legacy, operands: operands),
        token: path,
        at: valuePlace, context: nil)
      return nil
    }
    // Flattening only removes nodes, so the count above bounds the result.
    json = ValueJSON.flattenLayers(json, type: type)
    if let composed, let value = ValueJSON.concatenating(composed, type: type) {
      return Entry(type: type, json: json, value: value, token: token)
    }
    var parsed = ValueParser.parse(json, as: type, legacy: legacy, operands: operands)
    if !fromLegacy.isEmpty {
      parsed.problems.removeAll { problem in
        problem.rule == .valueLegacy
          && fromLegacy.contains { problem.pointer.tokens.starts(with: $0.tokens) }
      }
    }
    guard parsed.references.isEmpty else {
      diagnostics.add(
        .error, .aliasUnresolved, "a reference inside \(token.name) could not be resolved",
        at: valuePlace, token: path)
      return nil
    }
    // Only a problem in what a reference brought in is about the references.
    let substituted = references.map(\.pointer.tokens)
    guard
      let value = report(
        parsed, token: path, at: valuePlace, context: "with its references resolved, the value",
        where: { pointer in substituted.contains { pointer.tokens.starts(with: $0) } })
    else { return nil }
    return Entry(
      type: type, json: ValueJSON.applying(parsed.computed, to: json), value: value, token: token)
  }

  /// Whether a resolved value stays within the size limit; reports it when it does not.
  mutating func withinSize(
    _ json: JSONValue, token: @autoclosure () -> [String], at place: @autoclosure () -> SourceRef
  ) -> Bool {
    let size = json.nodeCount(limit: options.maxValueSize)
    guard size > options.maxValueSize else { return true }
    reportSize(token: token(), at: place())
    return false
  }

  /// Counts values made by references against the resolution's budget; reports the token that
  /// goes past it (once) and refuses every later one.
  mutating func charge(_ count: Int, token: [String], at place: SourceRef) -> Bool {
    guard !overBudget else { return false }
    madeByReferences += count
    guard madeByReferences > options.maxResolvedValues else { return true }
    overBudget = true
    diagnostics.add(
      .error, .limitResolvedValues,
      "references inside values have made more than \(options.maxResolvedValues) values in this resolution by \(TokenPath.display(token)) (references that each hold several others multiply); the tokens after it are not resolved",
      at: place, token: token,
      hint: "reference fewer tokens, or raise the limit with --max-resolved-values")
    return false
  }
}
