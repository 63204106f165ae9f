// What a resolution reports: every finding's wording, and the bookkeeping that gives one
// finding per cause (cascades, cycles, legacy literals, long chains).

extension TokenResolver {
  /// Warns that Tokens Studio's older reference `"$a.b"` was read as `{a.b}` (with --legacy).
  mutating func warnTokensStudioPath(
    _ text: String, as reference: AliasReference, token: [String], at place: SourceRef
  ) {
    diagnostics.add(
      .warning, .valueLegacy,
      "\(ValueWording.quoted(text)) is a Tokens Studio reference in its older form, a $ and a "
        + "path, which 2025.10 does not read; read it as \(reference)",
      at: place, token: token, hint: "write \(ValueWording.quoted(reference.description))")
  }

  mutating func reportSize(token: [String], at place: SourceRef) {
    diagnostics.add(
      .error, .limitValueSize,
      "with its references resolved, \(TokenPath.display(token)) holds more than \(options.maxValueSize) values (references that each hold several others multiply)",
      at: place, token: token,
      hint: "reference fewer tokens, or raise the limit with --max-value-size")
  }

  /// Reports a parse's problems; returns the value when there were no errors. `context`
  /// begins the message of each error at a pointer that `applies` accepts.
  mutating func report(
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

  mutating func warnIfDeprecated(
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

  /// A token with no type: none of its own and none from a group. A group above whose `$type`
  /// was refused is named, rather than said to set none.
  mutating func reportNoType(_ token: FlatToken) {
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
  mutating func reportLongChain(_ id: Int) {
    let token = flat[id]
    chainRefused.insert(id)
    diagnostics.add(
      .error, .limitAliasChain,
      "\(token.name) is more than \(options.maxAliasChain) aliases away from its literal value",
      at: token.definition.place, token: token.path,
      hint: "shorten the chain, or raise the limit with --max-alias-chain")
  }

  mutating func reportMissing(
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
  mutating func reportFailed(
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
  mutating func isNewCascade(_ error: SourceRef, token: [String]) -> Bool {
    lastTargetError = (diagnostics.count, stack.last, error)
    if cascades[error] != nil {
      cascades[error]?.others.append(TokenPath.display(token))
      return false
    }
    cascades[error] = (diagnostics.count, [])
    return true
  }

  mutating func reportCycle(from id: Int) {
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
  func suggestion(for path: [String]) -> String? {
    var group = root
    for (index, name) in path.enumerated() {
      if let next = group[name] {
        guard case .group(let child) = next else { return nil }
        group = child
        continue
      }
      let best = group.children.map(\.name).min {
        Suggestion.distance($0, name) < Suggestion.distance($1, name)
      }
      guard let best, Suggestion.distance(best, name) <= max(2, name.count / 3) else { return nil }
      let candidate = Array(path[..<index]) + [best] + Array(path[(index + 1)...])
      guard GroupExtender.node(at: candidate, in: root) != nil else { return nil }
      return "did you mean {\(TokenPath.display(candidate))}?"
    }
    return nil
  }

  /// Closes the findings of a resolution: each cascade's first finding counts the other tokens
  /// that reach the same error, and each legacy literal counts the aliases that read it.
  mutating func addCascadeNotes() {
    for cascade in cascades.values.sorted(by: { $0.index < $1.index })
    where !cascade.others.isEmpty {
      let shown = cascade.others.prefix(5).joined(separator: ", ")
      let more = cascade.others.count > 5 ? ", …" : ""
      diagnostics.addNote(
        "\(cascade.others.count == 1 ? "1 more token reaches" : "\(cascade.others.count) more tokens reach") the same error through aliases: \(shown)\(more)",
        to: cascade.index)
    }
    for (id, uses) in legacyUses.sorted(by: { $0.key < $1.key }) {
      guard let index = legacyWarnings[id] else { continue }
      diagnostics.addNote(
        uses == 1
          ? "1 alias reads this value, converted" : "\(uses) aliases read this value, converted",
        to: index)
    }
  }

}
