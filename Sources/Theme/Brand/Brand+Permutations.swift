/// The permutations `check` resolves: every combination of the modifiers that interact, each
/// group of them with the others at their defaults (``ModifierInteraction``), so that a brand of
/// many independent modifiers is checked in every context without checking every product.
extension Brand {
  /// The permutations to check and what they cover.
  public struct CheckedPermutations: Sendable, Equatable {
    /// The inputs, each once: a group's modifiers in every combination, every other modifier
    /// at its default.
    public var inputs: [[String: String]]
    /// How many permutations the modifiers make in all.
    public var total: Int
    /// The modifiers in groups that interact, in document order; one group when all do.
    public var groups: [[String]]
    /// Whether `inputs` reach every value any permutation can take (no group was cut short by
    /// the limit).
    public var isComplete: Bool
  }

  /// The token paths the theme reads: every role's own path, and every role map target.
  var roleRoots: Set<String> {
    Set(RoleCatalog.entries.map(\.name)).union(roles.entries.map(\.target))
  }

  /// The permutations to check, agreeing with `fixed` (modifier → context,
  /// case-insensitively), at most `limit` of them.
  public func checkedPermutations(fixing fixed: [String: String] = [:], limit: Int = 64)
    -> CheckedPermutations
  {
    let all = permutations(fixing: fixed, limit: limit)
    guard case .resolver(let resolver) = source, resolver.modifiers.count > 1 else {
      var names: [String] = []
      if case .resolver(let resolver) = source { names = resolver.modifiers.map(\.name) }
      return CheckedPermutations(
        inputs: all.inputs, total: all.total, groups: names.isEmpty ? [] : [names],
        isComplete: all.inputs.count == all.total)
    }
    let groups = ModifierInteraction(resolver, reaching: roleRoots).groups
    guard groups.count > 1 else {
      return CheckedPermutations(
        inputs: all.inputs, total: all.total, groups: groups,
        isComplete: all.inputs.count == all.total)
    }
    let modifiers = Dictionary(uniqueKeysWithValues: resolver.modifiers.map { ($0.name, $0) })
    let held = fixed.filter { key, _ in
      !resolver.modifiers.contains { $0.name.lowercased() == key.lowercased() }
    }
    var inputs: [[String: String]] = []
    var seen = Set<[String: String]>()
    var complete = true
    for group in groups {
      var partial: [[String: String]] = [held]
      for name in group {
        guard let modifier = modifiers[name] else { continue }
        let given = fixed.first { $0.key.lowercased() == name.lowercased() }?.value
        let contexts =
          given.map { value in modifier.contexts.filter { $0.lowercased() == value.lowercased() } }
          ?? modifier.contexts
        let choices = contexts.isEmpty ? [given ?? ""] : contexts
        partial = partial.flatMap { input in choices.map { input.merging([name: $0]) { $1 } } }
      }
      // The other groups' modifiers at their defaults (or as --input holds them), written
      // out so that the permutation all groups share is checked once.
      for modifier in resolver.modifiers where !group.contains(modifier.name) {
        let given = fixed.first { $0.key.lowercased() == modifier.name.lowercased() }?.value
        let context =
          given.flatMap { value in modifier.contexts.first { $0.lowercased() == value.lowercased() }
          }
          ?? given ?? modifier.defaultContext ?? modifier.contexts.first ?? ""
        partial = partial.map { $0.merging([modifier.name: context]) { $1 } }
      }
      for input in partial where seen.insert(input).inserted {
        guard inputs.count < limit else {
          complete = false
          break
        }
        inputs.append(input)
      }
    }
    return CheckedPermutations(
      inputs: inputs, total: all.total, groups: groups, isComplete: complete)
  }
}
