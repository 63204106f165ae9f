/// Expands `$extends`: each extending group becomes a deep merge of its (expanded) target group
/// with its own content on top. Cycles and targets that are missing or tokens are errors.
struct GroupExtender {
  private let original: GroupNode
  private let maxDepth: Int
  /// The most tokens the expanded tree may hold (`--max-tokens`): counted as groups are
  /// expanded, so a file whose `$extends` double at each level is stopped before it is built.
  private let maxTokens: Int
  /// Tokens in each group expanded so far, by path.
  private var counts: [[String]: Int] = [:]
  /// Set when a group grew past `maxTokens`; nothing more is expanded.
  private var exceeded = false
  /// Expanded targets of `$extends`, by path.
  private var cache: [[String]: GroupNode] = [:]
  private var stack: [[String]] = []
  /// How many groups on `stack` have `$extends`.
  private var extending = 0
  private var reportedCycles: Set<Set<[String]>> = []

  private init(_ root: GroupNode, maxDepth: Int, maxTokens: Int) {
    self.original = root
    self.maxDepth = maxDepth
    self.maxTokens = maxTokens
  }

  /// The tree with every `$extends` applied; a tree without any is returned as it is.
  static func expand(
    _ root: GroupNode, maxDepth: Int = 32, maxTokens: Int = .max,
    diagnostics: inout DiagnosticCollector
  ) -> GroupNode {
    expandWithinLimit(root, maxDepth: maxDepth, maxTokens: maxTokens, diagnostics: &diagnostics)
      ?? root
  }

  /// The tree with every `$extends` applied; `nil` (with a `limit/tokens` error) when the
  /// expansion would hold more than `maxTokens` tokens.
  static func expandWithinLimit(
    _ root: GroupNode, maxDepth: Int, maxTokens: Int = .max,
    diagnostics: inout DiagnosticCollector
  ) -> GroupNode? {
    guard root.extendsBelow else { return root }
    var extender = GroupExtender(root, maxDepth: maxDepth, maxTokens: maxTokens)
    let tree = extender.expanded(root, at: [], diagnostics: &diagnostics) ?? root
    return extender.exceeded ? nil : tree
  }

  /// `nil` when the group is part of a cycle that is being reported.
  private mutating func expanded(
    _ group: GroupNode, at path: [String], diagnostics: inout DiagnosticCollector
  ) -> GroupNode? {
    if let done = cache[path] { return done }
    if exceeded { return nil }
    if let start = stack.firstIndex(of: path) {
      reportCycle(Array(stack[start...]), diagnostics: &diagnostics)
      return nil
    }
    stack.append(path)
    if group.extends != nil { extending += 1 }
    defer {
      stack.removeLast()
      if group.extends != nil { extending -= 1 }
    }

    var result = group
    if let (target, place) = group.extends {
      result.extends = nil
      guard extending <= maxDepth else {
        diagnostics.add(
          .error, .limitExtendsDepth,
          "$extends goes more than \(maxDepth) groups deep at \(TokenPath.display(path))",
          at: place.value(),
          token: path, hint: "flatten the groups, or raise the limit with --max-extends-depth")
        result.extendsBelow = false
        cache[path] = result
        return result
      }
      // `$extends`, or a group's `$ref` read as one.
      let keyword = place.pointer.tokens.last ?? "$extends"
      switch Self.node(at: target, in: original) {
      case .group(let targetGroup)?:
        if let base = expanded(targetGroup, at: target, diagnostics: &diagnostics) {
          var merged = base
          merged.place = group.place
          merged.merge(result)
          result = merged
        }
      case .token?:
        diagnostics.add(
          .error, .extendsToken,
          "\(keyword) names \(TokenPath.display(target)), which is a token; it must name a group",
          at: place.value(), token: path,
          hint: "point \(keyword) at the group that holds the tokens to inherit")
      case nil:
        diagnostics.add(
          .error, .extendsMissing,
          "\(keyword) names \(TokenPath.display(target)), but there is no such group",
          at: place.value(), token: path,
          hint: keyword == "$ref"
            ? "check the group's path (slashes between names), e.g. \"#/button\""
            : "check the group's path (dots between names), e.g. \"{button}\"")
      }
    }
    var expandedCounts: [String: Int] = [:]
    for (name, child) in result.children {
      // Groups with no `$extends` at or below them stay as they are.
      guard case .group(let childGroup) = child, childGroup.extendsBelow else { continue }
      let childPath = TokenPath.appending(path, name)
      if let expandedChild = expanded(childGroup, at: childPath, diagnostics: &diagnostics) {
        result[name] = .group(expandedChild)
        expandedCounts[name] = counts[childPath]
      }
      if exceeded { return nil }
    }
    // Every token of this group is a token of the whole tree: more than the limit here is more
    // than the limit there. Groups expanded above are counted once; the rest are walked once.
    var count = 0
    for (name, child) in result.children {
      count += expandedCounts[name] ?? Self.tokenCount(child, limit: maxTokens - count)
      guard count <= maxTokens else {
        exceeded = true
        diagnostics.add(
          .error, .limitTokens,
          "$extends makes \(path.isEmpty ? "the files" : TokenPath.display(path)) hold more than \(maxTokens) tokens, the limit",
          at: group.extends?.place.value()
            ?? Self.node(at: TokenPath.appending(path, name), in: original)?.group?.extends?.place
            .value() ?? group.place,
          token: path.isEmpty ? nil : path,
          hint:
            "check that $extends does not copy groups that copy each other, or raise the limit with --max-tokens"
        )
        return nil
      }
    }
    // An empty group counts as a token: copies of copies of one double as tokens would.
    if result.children.isEmpty { count = 1 }
    counts[path] = count
    result.extendsBelow = false
    cache[path] = result
    return result
  }

  /// The tokens in a node, counting no further than just past `limit`. An empty group counts
  /// as one: `$extends` doubling empty groups would otherwise make millions of groups (found by
  /// fuzzing) with no token to count.
  private static func tokenCount(_ node: TokenNode, limit: Int) -> Int {
    guard case .group(let group) = node else { return 1 }
    if group.children.isEmpty { return 1 }
    var count = 0
    for (_, child) in group.children {
      count += tokenCount(child, limit: limit - count)
      if count > limit { return count }
    }
    return count
  }

  private mutating func reportCycle(_ members: [[String]], diagnostics: inout DiagnosticCollector) {
    let key = Set(members)
    guard !reportedCycles.contains(key) else { return }
    reportedCycles.insert(key)
    let names = members.map { TokenPath.display($0) }
    let first = members[0]
    // A group that extends its own ancestor closes the circle through nesting: the ancestor
    // holds it rather than extending anything, so the place is the first `$extends` met.
    let tree = original
    let place = members.lazy.compactMap { Self.node(at: $0, in: tree)?.group?.extends?.place }
      .first.map { $0.value() }
    let notes = members.enumerated().map { index, member -> (String, SourceRef?) in
      let extends = Self.node(at: member, in: original)?.group?.extends
      let next = TokenPath.display(members[(index + 1) % members.count])
      return (
        extends.map { "\(TokenPath.display(member)) extends \(TokenPath.display($0.path))" }
          ?? "\(TokenPath.display(member)) holds \(next)",
        extends?.place.value()
      )
    }
    diagnostics.add(
      .error, .extendsCycle,
      "$extends goes round in a circle: \((names + [names[0]]).joined(separator: " → "))",
      at: place,
      token: first, hint: "remove $extends from one of these groups", notes: notes)
  }

  /// The node at a path of names in a tree.
  static func node(at path: [String], in root: GroupNode) -> TokenNode? {
    var current = TokenNode.group(root)
    for name in path {
      guard case .group(let group) = current, let next = group[name] else { return nil }
      current = next
    }
    return current
  }
}

extension TokenNode {
  var group: GroupNode? {
    if case .group(let group) = self { return group }
    return nil
  }

  var token: TokenDefinition? {
    if case .token(let token) = self { return token }
    return nil
  }
}
