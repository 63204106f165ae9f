/// Reads how a project keeps its modes from what its files define, and plans the resolvers a
/// migration writes (for a project without Tokens Studio themes).
///
/// Files that define the same tokens are alternatives, never sets merged in order: they become
/// the contexts of a modifier. They may be
/// - one file per mode in a folder: `light.json` and `dark.json`, Figma's `Light.tokens.json`
///   and `Dark.tokens.json`, the sets `light` and `dark` of a Tokens Studio export;
/// - one folder per mode: Style Dictionary's `light/…` and `dark/…` (PatternFly's
///   `default/light`, `default/dark`, `default/highcontrast`, …), where a mode folder that
///   lacks a file of another takes it from the mode it falls back to (``ModeGroup``);
/// - one folder per brand holding the same mode folders: the first brand (`default`) is the
///   project's resolver, and a brand that overrides some of its tokens (`redhat/light/…`) gets
///   a resolver of its own, merging its files over the first brand's in each mode;
/// - the DTCG convention `modifiers/<modifier>/<context>.tokens.json`: contexts as named.
///
/// Modes whose names say light and dark (or an increased-contrast variant) are the contexts of
/// the modifier `appearance`; others make a modifier named after what their files share (a
/// Figma collection, the words their names start with, their folder). Files no other file is an
/// alternative to are plain sets, merged first. What cannot be read one way only is a finding
/// left for a person, with the edit to make.
struct ModeDetector {
  /// One set as the detector sees it.
  struct Source: Sendable {
    /// The set's name: its path in the project without `.json` (`default/light/base`,
    /// `Light.tokens`), or a Tokens Studio set name (`global`, `theme/dark`).
    var name: String
    /// The tokens it defines.
    var paths: TokenPathSet
    /// The name's parts (`["default", "light", "base"]`).
    let path: [String]

    init(name: String, paths: TokenPathSet) {
      self.name = name
      self.paths = paths
      path = name.split(separator: "/").map(String.init)
    }
  }

  /// Something the detector decided or could not decide, for the migration's list.
  struct Finding: Sendable {
    /// The sets it is about; the first one's file locates it.
    var sets: [String]
    /// A token of the first set to point at, if any.
    var token: [String]?
    /// What it is about, as the list shows it.
    var subject: String
    /// What it became; `nil` when it is left for a person.
    var result: String?
    /// Why, and the edit to make when it is left.
    var note: String
  }

  /// The resolvers to write (the project's own first) and the findings.
  struct Layout {
    var plans: [ResolverPlan]
    var findings: [Finding]
  }

  /// The share of their tokens two files must both define to be alternatives.
  static let alternativeSimilarity = 0.5

  /// The sets, in the project's order.
  var sources: [Source]
  /// Tokens Studio's `tokenSetOrder`, which orders the plain sets when there is one.
  var setOrder: [String] = []
  /// The project's name: the resolver's `name`, and the brand's in the edits findings suggest.
  var projectName: String
  /// The migrated folder's own name: the last resort for a modifier's (`mode` when it is a
  /// generic one such as `tokens`).
  var folder: String = ""
  /// Figma's collection of each token path aliases name (``FigmaCollections``).
  var collections: [[String]: String] = [:]
  /// Each set's file, as the resolver names it (for the edits findings suggest).
  var files: [String: String] = [:]
  /// The main resolver's path (in the folder as the command was given it), for findings and
  /// the edits they suggest.
  var resolverFile: String
  /// The relative luminance of the most background-like color the given sets resolve to.
  var luminance: ([String]) -> Double? = { _ in nil }

  // MARK: - Detection

  /// The plans and findings.
  func detect() -> Layout {
    let parts = sources.map(\.path)
    var findings: [Finding] = []
    let (folderModifiers, unnamed) = explicitModifiers(parts)
    let (collections, collectionSets, rest) = collectionModifiers(unnamed)
    let explicit = folderModifiers + collections
    var folderSlots: [[String]: [[String: Int]]] = [:]
    var fileSlots: [[String]: [[String: Int]]] = [:]
    for slot in alternatives(rest) where slot.count > 1 {
      let folders = slot.map { Array(parts[$0].dropLast()) }
      if Set(folders).count == 1 {
        var keys = ModeName.distinguishing(slot.map { parts[$0].last ?? "" })
        // Names that differ only in how their words are joined keep their whole text.
        if Set(keys).count != keys.count { keys = slot.map { parts[$0].last ?? "" } }
        fileSlots[folders[0], default: []].append(Dictionary(zip(keys, slot)) { first, _ in first })
      } else if let split = Self.folderSlots(slot, folders: folders) {
        for (prefix, members) in split { folderSlots[prefix, default: []].append(members) }
      } else {
        findings.append(
          Finding(
            sets: slot.map { sources[$0].name }, subject: names(slot), result: nil,
            note:
              "these files define the same tokens, but neither sit in one folder (one file per mode) nor each in a folder of its own (one folder per mode), so they stay sets merged in order and the last one wins; make them the contexts of a modifier in \(resolverFile): \(modifierEdit(name: "mode", contexts: slot.map { (sources[$0].name, [sources[$0].name]) }))"
          ))
      }
    }
    // One folder per mode: every file under the mode folders belongs to its mode.
    var claimed = Set<Int>()
    var folderGroups: [ModeGroup] = []
    let prefixes = folderSlots.keys.sorted {
      $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
    }
    for prefix in prefixes {
      var slots = folderSlots[prefix] ?? []
      // The mode folders: those holding a file another mode folder has an alternative of.
      let modes = Set(slots.flatMap(\.keys))
      var keys: [String] = []
      var mine = Set<Int>()
      for index in rest where !claimed.contains(index) {
        let path = parts[index]
        guard path.count > prefix.count + 1, Array(path.prefix(prefix.count)) == prefix,
          modes.contains(path[prefix.count])
        else { continue }
        let key = path[prefix.count]
        if !keys.contains(key) { keys.append(key) }
        mine.insert(index)
        if !slots.contains(where: { $0.values.contains(index) }) { slots.append([key: index]) }
      }
      slots = slots.map { $0.filter { mine.contains($0.value) } }.filter { !$0.isEmpty }
      guard keys.count > 1 else { continue }
      claimed.formUnion(mine)
      folderGroups.append(ModeGroup(place: prefix, byFolder: true, keys: keys, slots: slots))
    }
    // One file per mode: slots in the same folder whose modes share a name are one modifier.
    var fileGroups: [ModeGroup] = []
    for folder in fileSlots.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      var merged: [[[String: Int]]] = []
      for slot in fileSlots[folder] ?? [] {
        let kept = slot.filter { !claimed.contains($0.value) }
        guard kept.count > 1 else { continue }
        let names = Set(kept.keys.map { $0.lowercased() })
        if let index = merged.firstIndex(where: { group in
          group.contains { !names.isDisjoint(with: $0.keys.map { $0.lowercased() }) }
        }) {
          merged[index].append(kept)
        } else {
          merged.append([kept])
        }
      }
      for slots in merged {
        var keys: [String] = []
        for slot in slots {
          for key in slot.keys.sorted()
          where !keys.contains(where: { $0.lowercased() == key.lowercased() }) {
            keys.append(key)
          }
        }
        // The same mode written in another case in another slot takes the first spelling.
        let unified = slots.map { slot in
          Dictionary(
            slot.map { key, index in
              (keys.first { $0.lowercased() == key.lowercased() } ?? key, index)
            }
          ) { first, _ in first }
        }
        fileGroups.append(ModeGroup(place: folder, byFolder: false, keys: keys, slots: unified))
      }
    }
    for group in folderGroups + fileGroups {
      if let clash = group.clashingNames {
        findings.append(clashFinding(group, clash))
      }
    }
    // What no group holds is a plain set.
    let grouped = claimed.union(fileGroups.flatMap(\.members))
    let (override, singles) = overrideModifier(
      (rest.filter { !grouped.contains($0) } + collectionSets).sorted())
    return plan(
      singles: singles, folderGroups: folderGroups, fileGroups: fileGroups,
      explicit: explicit + (override.map { [$0] } ?? []), findings: findings)
  }

  /// The sets under `modifiers/<modifier>/<context>` (a file, or a folder of files), by
  /// modifier and context in order; and the rest.
  private func explicitModifiers(_ parts: [[String]]) -> ([NamedModifier], [Int]) {
    var explicit: [NamedModifier] = []
    var rest: [Int] = []
    for index in sources.indices {
      let path = parts[index]
      guard let at = path.firstIndex(of: "modifiers"), path.count >= at + 3 else {
        rest.append(index)
        continue
      }
      var context = path[at + 2]
      if at + 3 == path.count, context.hasSuffix(".tokens") { context.removeLast(".tokens".count) }
      let name = path[at + 1]
      if let modifier = explicit.firstIndex(where: { $0.name == name }) {
        if let slot = explicit[modifier].contexts.firstIndex(where: { $0.name == context }) {
          explicit[modifier].contexts[slot].sets.append(index)
        } else {
          explicit[modifier].contexts.append((context, [index]))
        }
      } else {
        explicit.append((name, [(context, [index])], "the folder modifiers/\(name)"))
      }
    }
    return (explicit, rest)
  }

  /// The sets split into groups of alternatives (each group in order, groups by their first).
  private func alternatives(_ indices: [Int]) -> [[Int]] {
    var partition = Partition(indices)
    let named = Dictionary(
      uniqueKeysWithValues: indices.map {
        ($0, ModeName.appearance(of: sources[$0].path.last ?? ""))
      })
    for (position, first) in indices.enumerated() {
      for second in indices[(position + 1)...] {
        let one = sources[first].paths
        let other = sources[second].paths
        guard !one.isEmpty, !other.isEmpty else { continue }
        // Sets of very different sizes cannot share half of all their tokens.
        let sizes = Double(min(one.count, other.count)) / Double(max(one.count, other.count))
        let similar =
          sizes >= Self.alternativeSimilarity
          && one.similarity(to: other) >= Self.alternativeSimilarity
        // A dark file that overrides part of a light one is its alternative too.
        let modes =
          named[first].flatMap { $0 } != nil && named[second].flatMap { $0 } != nil
          && named[first].flatMap { $0 } != named[second].flatMap { $0 }
          && (one.isSubset(of: other) || other.isSubset(of: one))
        // A file named for a mode that redefines part of a base is an override of it.
        let override = overrides(first, second) || overrides(second, first)
        if (similar || modes) && !override { partition.join(first, second) }
      }
    }
    return partition.groups
  }

  /// Alternatives each in a folder of its own: the folders' paths differ in one place (the mode
  /// folder), or in two (a brand folder, then the mode folder: split by brand). Returns each
  /// prefix above the mode folders with the mode → source map; `nil` when the folders differ
  /// otherwise.
  static func folderSlots(_ slot: [Int], folders: [[String]]) -> [([String], [String: Int])]? {
    guard let depth = folders.first?.count, folders.allSatisfy({ $0.count == depth }) else {
      return nil
    }
    let varying = (0..<depth).filter { level in Set(folders.map { $0[level] }).count > 1 }
    switch varying.count {
    case 1:
      let level = varying[0]
      guard Set(folders.map { $0[level] }).count == folders.count else { return nil }
      var modes: [String: Int] = [:]
      for (index, folder) in zip(slot, folders) { modes[folder[level]] = index }
      return [(Array(folders[0].prefix(level)), modes)]
    case 2:
      let inner = varying[1]
      var byBrand: [[String]: [String: Int]] = [:]
      for (index, folder) in zip(slot, folders) {
        let prefix = Array(folder.prefix(inner))
        guard byBrand[prefix]?[folder[inner]] == nil else { return nil }
        byBrand[prefix, default: [:]][folder[inner]] = index
      }
      return byBrand.keys.sorted { $0.lexicographicallyPrecedes($1) }.map {
        ($0, byBrand[$0] ?? [:])
      }
    default:
      return nil
    }
  }
}
