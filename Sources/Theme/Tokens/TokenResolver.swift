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
  private struct Target {
    var type: TokenType?
    var json: JSONValue
    /// The parsed value, when the target is a whole token (not a piece of a value).
    var value: TokenValue? = nil
    /// The entry whose alias chain the target continues, if any.
    var source: Entry?
    var deprecated: (path: [String], deprecation: Deprecation)?
  }

  private enum State {
    case resolving
    case resolved(Entry)
    case failed
  }

  private let root: GroupNode
  private let flat: [FlatToken]
  private let ids: TokenIDs
  private let legacy: Bool
  private let options: TokenOptions
  /// What the resolver defines but does not merge, to say where a missing token is.
  private let unlisted: UnlistedSources?
  private var states: [State?]
  /// The ids of the tokens being resolved, innermost last.
  private var stack: [Int] = []
  private var reportedCycles: Set<Set<[String]>> = []
  /// For each token that failed, the place of the first error its resolution found (its own, or
  /// that of the token it leads to), so that aliases to it can point there.
  private var failures: [Int: SourceRef] = [:]
  /// The place of each group `$type` the reader refused (by displayed group path), made when
  /// first needed.
  private var refusedGroupTypes: [String: SourceRef]?
  /// The first error of each token the reader rejected (by displayed path), made when first needed.
  private var rejected: [String: SourceRef]?
  /// The last alias/target-error (given or counted): the finding count when it was met, the
  /// token being resolved, and the first error it points at.
  private var lastTargetError: (index: Int, token: Int?, cause: SourceRef)?
  /// A cascade: for each first error that aliases lead to, the one alias/target-error finding
  /// given for it and the other tokens that reach the same error. One bad token with 600 aliases
  /// is one finding at its root's first alias, with a count, not 600.
  private var cascades: [SourceRef: (index: Int, others: [String])] = [:]
  /// For each token whose literal is in a legacy shape (read with --legacy), the index of its
  /// first legacy warning, and how many aliases read it: the warning is given once, at the
  /// literal, with a count of its uses instead of again at each alias.
  private var legacyWarnings: [Int: Int] = [:]
  private var legacyUses: [Int: Int] = [:]
  /// The tokens that failed because of a cycle, in it or aliasing into it: the cycle's finding
  /// covers them.
  private var cycleCaused: Set<Int> = []
  /// Set when a walk went deeper than `--max-alias-chain`, until the token it began at is
  /// refused.
  private var chainCut = false
  /// The tokens refused for being too far from their literal.
  private var chainRefused: Set<Int> = []
  private var diagnostics: DiagnosticCollector
  /// Values that references inside values have made so far, over the whole resolution
  /// (`--max-resolved-values`): each token may stay under `--max-value-size` while thousands of
  /// them together would fill the memory.
  private var madeByReferences = 0
  /// Set once the resolution made more values than allowed; every later substitution fails.
  private var overBudget = false

  private init(
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
    for cascade in resolver.cascades.values.sorted(by: { $0.index < $1.index })
    where !cascade.others.isEmpty {
      let shown = cascade.others.prefix(5).joined(separator: ", ")
      let more = cascade.others.count > 5 ? ", …" : ""
      resolver.diagnostics.addNote(
        "\(cascade.others.count == 1 ? "1 more token reaches" : "\(cascade.others.count) more tokens reach") the same error through aliases: \(shown)\(more)",
        to: cascade.index)
    }
    for (id, uses) in resolver.legacyUses.sorted(by: { $0.key < $1.key }) {
      guard let index = resolver.legacyWarnings[id] else { continue }
      resolver.diagnostics.addNote(
        uses == 1
          ? "1 alias reads this value, converted" : "\(uses) aliases read this value, converted",
        to: index)
    }
    diagnostics = resolver.diagnostics
    return positions
  }

  // MARK: - Tokens

  private mutating func resolve(id: Int) -> Entry? {
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

  private mutating func resolveDefinition(_ token: FlatToken) -> Entry? {
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
    json = Self.flattenLayers(json, type: type)
    let parsed = ValueParser.parse(json, as: type, legacy: legacy)
    guard parsed.references.isEmpty else {
      return resolveParts(
        parsed.references, in: json, type: type, token: token, valuePlace: valuePlace)
    }
    guard let value = report(parsed, token: path, at: valuePlace, context: nil) else { return nil }
    json = Self.applying(parsed.computed, to: json)
    guard withinSize(json, token: path, at: valuePlace),
      let (folded, foldedJSON) = withLegacyAlpha(value, json: json, of: token)
    else { return nil }
    return Entry(type: type, json: foldedJSON, value: folded, token: token)
  }

  /// A color with an `alpha` member beside its `$value` (GitHub Primer's opacity modifier, read
  /// with --legacy) takes that alpha, in its value and in the JSON that references substitute;
  /// beside any other type it is an error.
  private mutating func withLegacyAlpha(_ value: TokenValue, json: JSONValue, of token: FlatToken)
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
  private mutating func resolveParts(
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
    var composed: [TokenValue]? = Self.isWholeElements(references, of: json, type: type) ? [] : nil
    // The parts whose targets were read from a legacy shape: their warnings were given there.
    var fromLegacy: [JSONPointer] = []
    // The values of the tokens Tokens Studio math refers to, by path.
    var operands: [[String]: TokenValue] = [:]
    for part in references {
      let place = SourceRef(
        document: valuePlace.document,
        pointer: valuePlace.pointer.appending(contentsOf: part.pointer), key: false)
      if part.form == .tokensStudioPath,
        case .string(let text)? = Self.value(
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
      json = Self.replacing(json, at: part.pointer.tokens[...], with: target.json)
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
          Self.flattenLayers(json, type: type), as: type, legacy: legacy, operands: operands),
        token: path,
        at: valuePlace, context: nil)
      return nil
    }
    // Flattening only removes nodes, so the count above bounds the result.
    json = Self.flattenLayers(json, type: type)
    if let composed, let value = Self.concatenating(composed, type: type) {
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
      type: type, json: Self.applying(parsed.computed, to: json), value: value, token: token)
  }

  /// The JSON with each computed Tokens Studio expression replaced by its result, so that a
  /// value referring to this one takes the result, not the expression.
  static func applying(_ computed: [ComputedMath], to json: JSONValue) -> JSONValue {
    computed.reduce(json) { replacing($0, at: $1.pointer.tokens[...], with: $1.json) }
  }

  /// Warns that Tokens Studio's older reference `"$a.b"` was read as `{a.b}` (with --legacy).
  private mutating func warnTokensStudioPath(
    _ text: String, as reference: AliasReference, token: [String], at place: SourceRef
  ) {
    diagnostics.add(
      .warning, .valueLegacy,
      "\(ValueWording.quoted(text)) is a Tokens Studio reference in its older form, a $ and a "
        + "path, which 2025.10 does not read; read it as \(reference)",
      at: place, token: token, hint: "write \(ValueWording.quoted(reference.description))")
  }

  /// Whether a resolved value stays within the size limit; reports it when it does not.
  private mutating func withinSize(
    _ json: JSONValue, token: @autoclosure () -> [String], at place: @autoclosure () -> SourceRef
  ) -> Bool {
    let size = json.nodeCount(limit: options.maxValueSize)
    guard size > options.maxValueSize else { return true }
    reportSize(token: token(), at: place())
    return false
  }

  /// Counts values made by references against the resolution's budget; reports the token that
  /// goes past it (once) and refuses every later one.
  private mutating func charge(_ count: Int, token: [String], at place: SourceRef) -> Bool {
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

  private mutating func reportSize(token: [String], at place: SourceRef) {
    diagnostics.add(
      .error, .limitValueSize,
      "with its references resolved, \(TokenPath.display(token)) holds more than \(options.maxValueSize) values (references that each hold several others multiply)",
      at: place, token: token,
      hint: "reference fewer tokens, or raise the limit with --max-value-size")
  }

  /// Reports a parse's problems; returns the value when there were no errors. `context`
  /// begins the message of each error at a pointer that `applies` accepts.
  private mutating func report(
    _ parsed: ParsedValue, token: @autoclosure () -> [String],
    at place: @autoclosure () -> SourceRef,
    context: @autoclosure () -> String?,
    where applies: (JSONPointer) -> Bool = { _ in true }
  ) -> TokenValue? {
    guard !parsed.problems.isEmpty else { return parsed.value }
    let (token, place) = (token(), place())
    var hasError = false
    for problem in parsed.problems {
      hasError = hasError || problem.severity == .error
      // Only an error makes the value invalid; a warning (a legacy shape read) says what it is.
      let message =
        problem.severity == .error && applies(problem.pointer)
        ? context().map { "\($0) is not valid: \(problem.message)" } ?? problem.message
        : problem.message
      let at = SourceRef(
        document: place.document, pointer: place.pointer.appending(contentsOf: problem.pointer),
        key: false)
      diagnostics.add(
        problem.severity, problem.rule, message, at: at, token: token, hint: problem.hint)
    }
    return hasError ? nil : parsed.value
  }

  private mutating func warnIfDeprecated(
    _ target: Target, referencedFrom token: [String], at place: SourceRef
  ) {
    guard let (path, deprecation) = target.deprecated, case .deprecated(let message) = deprecation
    else { return }
    diagnostics.add(
      .warning, .aliasDeprecated,
      "\(TokenPath.display(token)) uses \(TokenPath.display(path)), which is deprecated"
        + (message.map { ": \($0)" } ?? ""),
      at: place, token: token, hint: "point at the token that replaces it")
  }

  // MARK: - References

  /// Follows one reference; reports what is wrong and returns `nil` when it cannot be followed.
  private mutating func follow(
    _ reference: AliasReference, from token: [String], at place: SourceRef
  ) -> Target? {
    switch reference {
    case .curly(let path):
      return followToken(path, reference: reference, from: token, at: place)
    case .pointer(let pointer):
      return followPointer(pointer, from: token, at: place)
    }
  }

  private mutating func followToken(
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

  private mutating func followPointer(
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

  private mutating func followIntoToken(
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
      guard let fragment = Self.value(in: target.json, at: rest.dropFirst()) else {
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
      guard let metadata, let fragment = Self.value(in: metadata, at: rest.dropFirst()) else {
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
  private mutating func followIntoGroup(
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
    guard let metadata, let fragment = Self.value(in: metadata, at: rest.dropFirst()) else {
      diagnostics.add(
        .error, .aliasMissing,
        "\(written) points at nothing: \(owner) has no \(name)\(rest.count > 1 ? " with that member" : "")",
        at: place, token: token, hint: "point at a token, or at a value the group sets")
      return nil
    }
    return Target(type: nil, json: fragment, source: nil, deprecated: nil)
  }

  /// Replaces every `{ "$ref": … }` object inside a value with what it points at.
  private mutating func substitutePointers(
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
  private static func holdsPointerReference(_ json: JSONValue) -> Bool {
    switch json {
    case .object(let object):
      object["$ref"] != nil || object.members.contains { holdsPointerReference($0.value) }
    case .array(let elements): elements.contains { holdsPointerReference($0) }
    default: false
    }
  }

  /// How many aliases an entry's chain follows before its literal, counted up to the limit.
  private func links(behind entry: Entry?) -> Int {
    var count = 0
    var current = entry
    while let link = current, link.isAlias, count < options.maxAliasChain {
      count += 1
      current = link.next
    }
    return count
  }

  // MARK: - Reporting

  /// A token with no type: none of its own and none from a group. A group above whose `$type`
  /// was refused is named, rather than said to set none.
  private mutating func reportNoType(_ token: FlatToken) {
    if refusedGroupTypes == nil {
      refusedGroupTypes = diagnostics.firstErrorPlaces(of: [.tokensType, .tokensLegacyType])
    }
    let path = token.path
    // The nearest group first: its $type would have been the one the token took.
    let places = refusedGroupTypes ?? [:]
    let refused = (0..<path.count).reversed().lazy.compactMap { length in
      let group = TokenPath.display(Array(path[..<length]))
      return places[group].map { (group, $0) }
    }.first
    guard let (group, place) = refused else {
      diagnostics.add(
        .error, .tokensNoType, "\(token.name) has no $type, and no group above it sets one",
        at: token.definition.place, token: path,
        hint: "add \"$type\" to the token or to its group (e.g. \"$type\": \"color\")")
      return
    }
    let name = group.isEmpty ? "the root group" : "group \(group)"
    diagnostics.add(
      .error, .tokensNoType,
      "\(token.name) has no $type, and the $type of \(name) is not one it can take",
      at: token.definition.place, token: path,
      hint: "correct the $type of \(name) (see the note), or give the token its own",
      notes: [("the group's $type", place)])
  }

  /// Refuses token `id` for being too far from its literal; an alias to it is then refused the
  /// same way (it is further still), not as an alias to a token with an error.
  private mutating func reportLongChain(_ id: Int) {
    let token = flat[id]
    chainRefused.insert(id)
    diagnostics.add(
      .error, .limitAliasChain,
      "\(token.name) is more than \(options.maxAliasChain) aliases away from its literal value",
      at: token.definition.place, token: token.path,
      hint: "shorten the chain, or raise the limit with --max-alias-chain")
  }

  private mutating func reportMissing(
    _ path: [String], written: String, from token: [String], at place: SourceRef
  ) {
    if case .group(let group)? = GroupExtender.node(at: path, in: root) {
      let hasRoot = group["$root"] != nil
      diagnostics.add(
        .error, .aliasGroup,
        "\(written) points at the group \(TokenPath.display(path)), not at a token",
        at: place, token: token,
        hint: hasRoot
          ? "to use the group's own value write {\(TokenPath.display(path + ["$root"]))}"
          : "point at one of its tokens")
      return
    }
    if rejected == nil { rejected = diagnostics.firstErrorPlaces() }
    let display = TokenPath.display(path)
    if let error = rejected?[display] {
      guard isNewCascade(error, token: token) else { return }
      diagnostics.add(
        .error, .aliasTargetError, "\(written) points at \(display), which has an error",
        at: place,
        token: token,
        hint: "fix the error of \(display) first (see the note); this alias then resolves",
        notes: [("the first error behind it", error)])
      return
    }
    switch unlisted?.place(of: path) {
    case .set(let name, let definition, let tokenPlace)?:
      diagnostics.add(
        .error, .aliasUnlistedSet,
        "\(written) points at \(display), which is not merged: set `\(name)` holds `\(display)` "
          + "but is not in resolutionOrder",
        at: place, token: token,
        hint: "add { \"$ref\": \"#/sets/\(name)\" } to the resolver's resolutionOrder",
        notes: [("set `\(name)` is defined here", definition), ("the token", tokenPlace)])
      return
    case .file(let file, let reference)?:
      diagnostics.add(
        .error, .aliasUnlistedFile,
        "\(written) points at \(display), which is in \(file), but that file is not in any set "
          + "of the resolver",
        at: place, token: token,
        hint: "add { \"$ref\": \"\(reference)\" } to the sources of a set in resolutionOrder "
          + "(paths are relative to the resolver)")
      return
    case nil:
      break
    }
    diagnostics.add(
      .error, .aliasMissing, "\(written) points at a token that does not exist", at: place,
      token: token,
      hint: suggestion(for: path)
        ?? "check the spelling of the path; groups and names are separated by dots")
  }

  /// An alias to a token that exists but failed: says so, and points at that token's error.
  private mutating func reportFailed(
    _ id: Int, written: String, from token: [String], at place: SourceRef
  ) {
    // Inside a cycle, or aliasing into one, the cycle's own finding says it all.
    if cycleCaused.contains(id) {
      if let current = stack.last { cycleCaused.insert(current) }
      return
    }
    guard case .failed? = states[id], let error = failures[id] else { return }
    if chainRefused.contains(id), let current = stack.last {
      reportLongChain(current)
      return
    }
    let name = flat[id].name
    guard isNewCascade(error, token: token) else { return }
    diagnostics.add(
      .error, .aliasTargetError, "\(written) points at \(name), which has an error", at: place,
      token: token,
      hint: "fix the error of \(name) first (see the note); this alias then resolves",
      notes: [("the first error behind it", error)])
  }

  /// Notes an alias that leads to the first error `error`: `true` when it is the first to lead
  /// there (its finding is then given), `false` when it is counted in the finding of the first.
  private mutating func isNewCascade(_ error: SourceRef, token: [String]) -> Bool {
    lastTargetError = (diagnostics.count, stack.last, error)
    if cascades[error] != nil {
      cascades[error]?.others.append(TokenPath.display(token))
      return false
    }
    cascades[error] = (diagnostics.count, [])
    return true
  }

  private mutating func reportCycle(from id: Int) {
    guard let start = stack.firstIndex(of: id) else { return }
    cycleCaused.formUnion(stack[start...])
    let tokens = stack[start...].map { flat[$0] }
    let members = tokens.map(\.path)
    let key = Set(members)
    guard !reportedCycles.contains(key) else { return }
    reportedCycles.insert(key)
    let names = tokens.map(\.name)
    let message =
      members.count == 1
      ? "\(names[0]) refers to itself"
      : "alias cycle: \((names + [names[0]]).joined(separator: " → "))"
    let notes = tokens.map { ("\($0.name) is part of the cycle", Optional($0.definition.place)) }
    let first = tokens[0].definition
    let place = first.place(of: first.reference == nil ? "$value" : "$ref").value()
    diagnostics.add(
      .error, .aliasCycle, message, at: place, token: members[0],
      hint: "give one of these tokens a literal value instead of an alias",
      notes: members.count > 1 ? notes : [])
  }

  /// "did you mean {…}?" for a missing path: the first name that is not there is replaced by
  /// the closest name among its siblings, when that gives a path that exists.
  private func suggestion(for path: [String]) -> String? {
    var group = root
    for (index, name) in path.enumerated() {
      if let next = group[name] {
        guard case .group(let child) = next else { return nil }
        group = child
        continue
      }
      let best = group.children.map(\.name).min {
        Self.distance($0, name) < Self.distance($1, name)
      }
      guard let best, Self.distance(best, name) <= max(2, name.count / 3) else { return nil }
      let candidate = Array(path[..<index]) + [best] + Array(path[(index + 1)...])
      guard GroupExtender.node(at: candidate, in: root) != nil else { return nil }
      return "did you mean {\(TokenPath.display(candidate))}?"
    }
    return nil
  }

  // MARK: - JSON helpers

  /// A layer that refers to a layered shadow (or a stop that refers to a gradient) takes all
  /// of its layers (stops) in place.
  /// Whether a shadow or gradient value is an array whose elements are all references, in order.
  static func isWholeElements(_ references: [ValueReference], of json: JSONValue, type: TokenType)
    -> Bool
  {
    guard type == .shadow || type == .gradient, case .array(let items) = json,
      items.count == references.count
    else {
      return false
    }
    return references.enumerated().allSatisfy { index, part in
      part.pointer.tokens == [String(index)] && part.expectedType == type
    }
  }

  /// Shadow layers or gradient stops of several values, one after another.
  static func concatenating(_ values: [TokenValue], type: TokenType) -> TokenValue? {
    switch type {
    case .shadow:
      var layers: [ShadowLayer] = []
      for value in values {
        guard case .shadow(let more) = value else { return nil }
        layers += more
      }
      return .shadow(layers)
    case .gradient:
      var stops: [GradientStop] = []
      for value in values {
        guard case .gradient(let more) = value else { return nil }
        stops += more
      }
      return .gradient(stops)
    default:
      return nil
    }
  }

  static func flattenLayers(_ json: JSONValue, type: TokenType) -> JSONValue {
    guard type == .shadow || type == .gradient, case .array(let items) = json,
      items.contains(where: { $0.array != nil })
    else { return json }
    return .array(items.flatMap { $0.array ?? [$0] })
  }

  static func value(in json: JSONValue, at tokens: ArraySlice<String>) -> JSONValue? {
    var current = json
    for token in tokens {
      switch current {
      case .object(let object):
        guard let next = object[token] else { return nil }
        current = next
      case .array(let array):
        guard let index = Int(token), String(index) == token, array.indices.contains(index) else {
          return nil
        }
        current = array[index]
      default:
        return nil
      }
    }
    return current
  }

  static func replacing(
    _ json: JSONValue, at tokens: ArraySlice<String>, with replacement: JSONValue
  ) -> JSONValue {
    guard let first = tokens.first else { return replacement }
    switch json {
    case .object(var object):
      if let child = object[first] {
        object[first] = replacing(child, at: tokens.dropFirst(), with: replacement)
      }
      return .object(object)
    case .array(var array):
      if let index = Int(first), array.indices.contains(index) {
        array[index] = replacing(array[index], at: tokens.dropFirst(), with: replacement)
      }
      return .array(array)
    default:
      return json
    }
  }

  /// Levenshtein distance, for suggestions.
  static func distance(_ a: String, _ b: String) -> Int {
    Suggestion.distance(a, b)
  }
}
