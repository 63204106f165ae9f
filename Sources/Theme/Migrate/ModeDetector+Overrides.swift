/// Override files: a base set (no part of its path names a mode) and a file named for a mode
/// that redefines part of it
/// (`application.json` and `modes/dark.json`): light is the base, dark the base with the
/// override merged over it.
extension ModeDetector {
  /// Whether a set overrides part of a base: its name says a mode, the base's says none, and
  /// every token it defines the base defines too.
  func overrides(_ index: Int, _ base: Int) -> Bool {
    guard ModeName.appearance(of: sources[index].path.last ?? "") != nil,
      sources[base].path.allSatisfy({ ModeName.appearance(of: $0) == nil })
    else { return false }
    let over = sources[index].paths
    return !over.isEmpty && over.isSubset(of: sources[base].paths)
  }

  /// The `appearance` modifier of the plain sets named for a mode that override part of
  /// another plain set: a context per mode they name, and one with nothing merged over the
  /// base (the base alone) for the mode none of them names, light when they say dark. Returns
  /// the modifier (`nil` when no set is an override) and the plain sets that are left.
  func overrideModifier(_ singles: [Int]) -> (modifier: NamedModifier?, rest: [Int]) {
    var byMode: [ModeName.Appearance: [Int]] = [:]
    var bases: [Int: Int] = [:]
    for index in singles {
      guard let base = singles.first(where: { $0 != index && overrides(index, $0) }),
        let mode = ModeName.appearance(of: sources[index].path.last ?? "")
      else { continue }
      byMode[mode, default: []].append(index)
      bases[index] = base
    }
    guard !byMode.isEmpty else { return (nil, singles) }
    var contexts: [(name: String, sets: [Int])] = []
    let modes = byMode.keys.sorted()
    // The base alone is the mode no override names: light under dark overrides, dark under
    // light ones.
    if !modes.contains(where: { !$0.isDark }) { contexts.append(("light", [])) }
    for mode in modes {
      let sets = byMode[mode] ?? []
      let name = ModeName.contextName(sources[sets[0]].path.last ?? mode.rawValue, for: mode)
      contexts.append((name, sets))
    }
    if !modes.contains(where: \.isDark) { contexts.append(("dark", [])) }
    let overriding = bases.keys.sorted()
    let described = overriding.map { index in
      "\(sources[index].name) redefines \(sources[index].paths.count) of \(sources[bases[index] ?? index].name)'s tokens"
    }
    let origin =
      "override files: \(described.joined(separator: "; ")); the mode they do not name is the base alone"
    return (
      (Brand.appearanceModifier, contexts, origin),
      singles.filter { !overriding.contains($0) }
    )
  }
}
