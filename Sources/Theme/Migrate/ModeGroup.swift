/// Token files that hold the same tokens for different modes, laid out one way: one file per
/// mode in a folder (`light.json`, `dark.json`, `Light.tokens.json`), or one folder per mode
/// (`light/…`, `dark/…`, each with several files).
///
/// A mode that lacks a part another mode has (PatternFly's `dark/` has no `base.dimension.json`)
/// takes that part from the mode it falls back to (dark from light, an increased-contrast mode
/// from its base, any other mode from the first); a mode whose file defines only some of its
/// fallback's tokens (a `dark.json` that overrides the colors of `light.json`) is merged over
/// it.
struct ModeGroup: Sendable {
  /// The folder of the files (one file per mode) or the folder above the mode folders.
  var place: [String]
  /// Whether each mode is a folder.
  var byFolder: Bool
  /// The modes' names as written (file names without the words they share, or folder names),
  /// the default first.
  private(set) var keys: [String] = []
  /// The same part in each mode (`semantic.json` in each mode folder): mode name → source index.
  var slots: [[String: Int]] = []
  /// The appearance each mode's name says, when the names say light and dark (once each).
  private(set) var appearances: [String: ModeName.Appearance] = [:]

  /// Names that make a mode the default of a modifier that is not the appearance.
  static let defaultNames: [String] = [
    "default", "base", "regular", "normal", "medium", "standard", "baseline",
  ]

  init(place: [String], byFolder: Bool, keys: [String], slots: [[String: Int]]) {
    self.place = place
    self.byFolder = byFolder
    self.slots = slots
    setKeys(keys)
    // Parts in the order of the default mode's files, then of the others'.
    let first = self.keys.first
    self.slots.sort { one, other in
      let left = (
        first.flatMap { one[$0] } == nil ? 1 : 0, first.flatMap { one[$0] } ?? one.values.min() ?? 0
      )
      let right = (
        first.flatMap { other[$0] } == nil ? 1 : 0,
        first.flatMap { other[$0] } ?? other.values.min() ?? 0
      )
      return left < right
    }
  }

  /// Sets the mode names: ordered (light, dark, increased contrast, then the others; or a
  /// default-like name first), and read as appearances when they say light and dark once each.
  mutating func setKeys(_ names: [String]) {
    var said: [String: ModeName.Appearance] = [:]
    for name in names {
      if let appearance = ModeName.appearance(of: name) { said[name] = appearance }
    }
    let values = Array(said.values)
    let saysBoth = values.contains(.light) && values.contains(.dark)
    appearances = saysBoth && Set(values).count == values.count ? said : [:]
    keys = names.sorted { first, second in
      if !appearances.isEmpty {
        switch (appearances[first], appearances[second]) {
        case (let one?, let other?): return one < other
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
      } else {
        let one = Self.defaultNames.firstIndex(of: first.lowercased()) ?? .max
        let other = Self.defaultNames.firstIndex(of: second.lowercased()) ?? .max
        if one != other { return one < other }
      }
      return first.lowercased() < second.lowercased()
    }
  }

  /// Whether the modes' names say light and dark, each once.
  var isAppearance: Bool { !appearances.isEmpty }

  /// The names of two modes that say the same appearance (`light` and `Light-mode`), if any.
  var clashingNames: [String]? {
    var seen: [ModeName.Appearance: String] = [:]
    for key in keys {
      guard let appearance = ModeName.appearance(of: key) else { continue }
      if let other = seen[appearance] { return [other, key] }
      seen[appearance] = key
    }
    return nil
  }

  /// Every source the group holds.
  var members: [Int] { slots.flatMap(\.values).sorted() }

  // MARK: - Modes by identity

  /// What a mode is, whatever its name: its appearance (`dark`) in an appearance group, else
  /// its name lowercased.
  func identity(of key: String) -> String {
    appearances[key]?.rawValue ?? key.lowercased()
  }

  /// The mode with an identity, if the group has one.
  func key(for identity: String) -> String? {
    keys.first { self.identity(of: $0) == identity }
  }

  /// The identity a mode takes what it lacks from, or `nil` for the default.
  func fallback(of identity: String) -> String? {
    if isAppearance {
      if let appearance = ModeName.Appearance(rawValue: identity) {
        return appearance.fallback?.rawValue
      }
      return ModeName.words(identity).contains("dark")
        ? ModeName.Appearance.dark.rawValue : ModeName.Appearance.light.rawValue
    }
    guard let first = keys.first, identity != first.lowercased() else { return nil }
    return first.lowercased()
  }

  /// What one mode merges.
  struct Resolution: Sendable {
    /// The sources, in order.
    var sets: [Int] = []
    /// Pairs merged one over the other on purpose: `[under, over]`.
    var overlays: [[Int]] = []
    /// Sources taken from another mode (the one it falls back to, or further), with the name
    /// of the mode they belong to.
    var borrowed: [(source: Int, from: String)] = []
  }

  /// The sources the mode with `identity` merges, slot by slot. Without `borrowing` (a brand
  /// merged over the first brand's modes), a mode merges only its own files: what it lacks
  /// stays the first brand's, not another of its own modes'.
  func resolve(_ identity: String, borrowing: Bool = true, paths: (Int) -> TokenPathSet)
    -> Resolution
  {
    var result = Resolution()
    for slot in slots {
      if !borrowing {
        if let key = key(for: identity), let own = slot[key] { result.sets.append(own) }
        continue
      }
      result.sets += resolve(slot, identity, depth: 0, paths: paths, into: &result)
    }
    return result
  }

  private func resolve(
    _ slot: [String: Int], _ identity: String, depth: Int, paths: (Int) -> TokenPathSet,
    into result: inout Resolution
  ) -> [Int] {
    guard depth < 8 else { return [] }
    let fallback = fallback(of: identity)
    if let key = key(for: identity), let own = slot[key] {
      guard let fallback else { return [own] }
      var scratch = Resolution()
      let under = resolve(slot, fallback, depth: depth + 1, paths: paths, into: &scratch)
      let below = under.reduce(TokenPathSet(paths: [])) { $0.union(paths($1)) }
      guard !under.isEmpty, paths(own).isStrictSubset(of: below) else { return [own] }
      result.overlays += under.map { [$0, own] } + scratch.overlays
      return under + [own]
    }
    guard let fallback else { return [] }
    var scratch = Resolution()
    let under = resolve(slot, fallback, depth: depth + 1, paths: paths, into: &scratch)
    result.overlays += scratch.overlays
    result.borrowed += under.map { source in
      (source, slot.first { $0.value == source }?.key ?? fallback)
    }
    return under
  }
}
