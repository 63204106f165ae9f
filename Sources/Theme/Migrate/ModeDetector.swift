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
    let (explicit, rest) = explicitModifiers(parts)
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
    let singles = rest.filter { !grouped.contains($0) }
    return plan(
      singles: singles, folderGroups: folderGroups, fileGroups: fileGroups,
      explicit: explicit, findings: findings)
  }

  /// The sets under `modifiers/<modifier>/<context>` (a file, or a folder of files), by
  /// modifier and context in order; and the rest.
  private func explicitModifiers(_ parts: [[String]]) -> (
    [(name: String, contexts: [(name: String, sets: [Int])])], [Int]
  ) {
    var explicit: [(name: String, contexts: [(name: String, sets: [Int])])] = []
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
        explicit.append((name, [(context, [index])]))
      }
    }
    return (explicit, rest)
  }

  /// The sets split into groups of alternatives (each group in order, groups by their first).
  private func alternatives(_ indices: [Int]) -> [[Int]] {
    var parent = Dictionary(uniqueKeysWithValues: indices.map { ($0, $0) })
    func root(_ index: Int) -> Int {
      var current = index
      while let next = parent[current], next != current { current = next }
      return current
    }
    let named = Dictionary(
      uniqueKeysWithValues: indices.map {
        ($0, ModeName.appearance(of: sources[$0].path.last ?? ""))
      })
    for (position, first) in indices.enumerated() {
      for second in indices[(position + 1)...] {
        let one = sources[first].paths
        let other = sources[second].paths
        guard !one.isEmpty, !other.isEmpty else { continue }
        let similar = one.similarity(to: other) >= Self.alternativeSimilarity
        // A dark file that overrides part of a light one is its alternative too.
        let modes =
          named[first].flatMap { $0 } != nil && named[second].flatMap { $0 } != nil
          && named[first].flatMap { $0 } != named[second].flatMap { $0 }
          && (one.isSubset(of: other) || other.isSubset(of: one))
        if similar || modes { parent[root(second)] = root(first) }
      }
    }
    var order: [Int] = []
    var members: [Int: [Int]] = [:]
    for index in indices {
      let key = root(index)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(index)
    }
    return order.compactMap { members[$0] }
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

  // MARK: - Plans

  private func plan(
    singles: [Int], folderGroups: [ModeGroup], fileGroups: [ModeGroup],
    explicit: [(name: String, contexts: [(name: String, sets: [Int])])], findings: [Finding]
  ) -> Layout {
    var findings = findings
    let brands = BrandFolders(
      groups: folderGroups, paths: { self.sources[$0].paths }, name: { self.sources[$0].name })
    findings += brands.findings
    let regular = brands.regular + fileGroups
    func under(_ prefix: [String], _ index: Int) -> Bool {
      let path = sources[index].path
      return path.count > prefix.count && Array(path.prefix(prefix.count)) == prefix
    }
    let brandPrefixes = brands.brands.map(\.group.place)
    let shared = singles.filter { index in !brandPrefixes.contains { under($0, index) } }
    guard let base = brands.brands.first else {
      let (plan, notes) = build(
        name: projectName, stem: nil, singles: shared, layers: regular.map { [($0, false)] },
        explicit: explicit)
      findings += notes + luminanceFindings(plan)
      return finish(Layout(plans: [plan], findings: findings))
    }
    var plans: [ResolverPlan] = []
    for brand in brands.brands {
      let own = singles.filter { under(brand.group.place, $0) }
      let baseOwn = singles.filter { under(base.group.place, $0) }
      let layered = brand.overlays && brand.group.place != base.group.place
      let brandSingles = shared + (layered ? baseOwn : []) + own
      var layers = regular.map { [($0, false)] }
      layers.append(layered ? [(base.group, false), (brand.group, true)] : [(brand.group, false)])
      let isBase = brand.group.place == base.group.place
      let name = brand.group.place.last ?? projectName
      let (plan, notes) = build(
        name: isBase ? projectName : name, stem: isBase ? nil : name, singles: brandSingles,
        layers: layers, explicit: explicit)
      findings += notes
      if isBase { findings += luminanceFindings(plan) }
      if !isBase {
        let basePlace = base.group.place.joined(separator: "/") + "/"
        let place = brand.group.place.joined(separator: "/") + "/"
        findings.append(
          Finding(
            sets: brand.group.members.map { sources[$0].name }, subject: place,
            result: name + ".resolver.json",
            note: layered
              ? "a second brand: its files override \(basePlace)'s in each mode, so it has a resolver of its own that merges them over \(basePlace)'s (\(plan.summary))"
              : "a second brand with tokens of its own: a resolver of its own (\(plan.summary))"))
        let missing = base.group.keys.filter { key in
          brand.group.key(for: base.group.identity(of: key)) == nil
        }
        if layered, !missing.isEmpty {
          findings.append(
            Finding(
              sets: brand.group.members.map { sources[$0].name }, subject: place,
              result: name + ".resolver.json",
              note:
                "\(place) has no folder for \(missing.joined(separator: ", ")): in \(missing.count == 1 ? "that mode" : "those modes") the brand is \(basePlace)'s alone; add \(missing.count == 1 ? "a folder" : "folders") to \(place) to override \(missing.count == 1 ? "it" : "them")"
            ))
        }
      }
      plans.append(plan)
    }
    return finish(Layout(plans: plans, findings: findings))
  }

  /// The layout with the tokens each plan would let one file silently take from another.
  private func finish(_ layout: Layout) -> Layout {
    var layout = layout
    var seen = Set<String>()
    layout.findings = layout.findings.filter {
      seen.insert("\($0.subject)|\($0.result ?? "")|\($0.note)").inserted
    }
    let byName = Dictionary(
      sources.map { ($0.name, $0.paths) }, uniquingKeysWith: { first, _ in first })
    for plan in layout.plans {
      layout.findings += ModeCollisions(
        plan: plan, paths: { byName[$0] ?? TokenPathSet(paths: []) },
        resolverFile: plan.fileStem.map {
          ProjectMigration.join(ProjectMigration.parent(of: resolverFile), $0 + ".resolver.json")
        } ?? resolverFile,
        edit: { modifierEdit(name: $0, contexts: $1) }
      ).findings()
    }
    return layout
  }

  /// One resolver: the plain sets, the explicit modifiers, then the modes of each layer list (a
  /// group alone, or a brand's group over the first brand's) as modifiers: the appearance ones
  /// merged into `appearance`, each other its own.
  private func build(
    name: String, stem: String?, singles: [Int], layers: [[(group: ModeGroup, over: Bool)]],
    explicit: [(name: String, contexts: [(name: String, sets: [Int])])]
  ) -> (ResolverPlan, [Finding]) {
    var findings: [Finding] = []
    var plan = ResolverPlan(name: name, fileStem: stem)
    let rank = Dictionary(
      setOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    plan.sets = singles.sorted {
      (rank[sources[$0].name] ?? .max, $0) < (rank[sources[$1].name] ?? .max, $1)
    }.map { sources[$0].name }
    var taken = Set<String>()
    for modifier in explicit {
      guard modifier.contexts.count > 1 else {
        let names = modifier.contexts.flatMap(\.sets).map { sources[$0].name }
        plan.sets += names
        findings.append(
          Finding(
            sets: names, subject: "modifiers/\(modifier.name)/",
            result: "set\(names.count == 1 ? "" : "s") \(names.joined(separator: ", "))",
            note:
              "it has one context (\(modifier.contexts.map(\.name).joined())), and a modifier needs two: its files are merged as sets until another context is added"
          ))
        continue
      }
      taken.insert(modifier.name)
      let order = ModeGroup(
        place: [], byFolder: false, keys: modifier.contexts.map(\.name), slots: []
      ).keys
      let contexts = order.compactMap { name in modifier.contexts.first { $0.name == name } }
      plan.modifiers.append(
        ResolverPlan.Modifier(
          name: modifier.name,
          contexts: contexts.map {
            ResolverPlan.Context(name: $0.name, sets: $0.sets.map { sources[$0].name })
          },
          origin: "the folder modifiers/\(modifier.name)"))
    }
    let appearance = layers.filter { $0.contains { $0.group.isAppearance } }
    let others = layers.filter { !$0.contains { $0.group.isAppearance } }
    var built: [(ResolverPlan.Modifier, lone: Set<Int>, borrowed: [Borrowed])] = []
    if !appearance.isEmpty {
      let modifierName =
        taken.contains(Brand.appearanceModifier)
        ? unique("appearance", taken) : Brand.appearanceModifier
      taken.insert(modifierName)
      let (modifier, notes, overlays, lone, borrowed) = modifierOf(
        appearance.flatMap { $0 }, name: modifierName)
      findings += notes
      plan.overlays.formUnion(overlays)
      built.append((modifier, lone, borrowed))
    }
    for layer in others {
      let modifierName = unique(self.name(for: layer[0].group), taken)
      taken.insert(modifierName)
      let (modifier, notes, overlays, lone, borrowed) = modifierOf(layer, name: modifierName)
      findings += notes
      plan.overlays.formUnion(overlays)
      built.append((modifier, lone, borrowed))
    }
    // A file every mode merges, and no other mode has an alternative of, is a plain set.
    for (modifier, lone, borrowed) in built {
      var modifier = modifier
      let everywhere = lone.filter { index in
        modifier.contexts.allSatisfy { $0.sets.contains(sources[index].name) }
      }.sorted()
      if !everywhere.isEmpty {
        let names = everywhere.map { sources[$0].name }
        plan.sets += names
        for index in modifier.contexts.indices {
          modifier.contexts[index].sets.removeAll { names.contains($0) }
        }
        findings.append(
          Finding(
            sets: names, subject: names.joined(separator: ", "),
            result: "set\(names.count == 1 ? "" : "s")",
            note:
              "no other mode of \(modifier.name) has files for these tokens, so every context merges them: \(names.count == 1 ? "a plain set" : "plain sets"), merged before the modifier"
          ))
      }
      for entry in borrowed {
        let taken = entry.sources.filter { !everywhere.contains($0) }
        guard !taken.isEmpty else { continue }
        let names = taken.map { sources[$0].name }
        findings.append(
          Finding(
            sets: names, subject: "context \(entry.context)", result: names.joined(separator: ", "),
            note:
              "\(entry.place) has no file of its own for these tokens, so it takes \(entry.from)'s"
          ))
      }
      plan.modifiers.append(modifier)
    }
    return (plan, findings)
  }

  /// One modifier from groups of modes merged by mode (a brand's over the first brand's, or the
  /// appearance groups of several folders), with its notes, the overlays it plans, and the
  /// sources that are no mode's alternative.
  private func modifierOf(_ layers: [(group: ModeGroup, over: Bool)], name: String) -> (
    ResolverPlan.Modifier, [Finding], Set<[String]>, lone: Set<Int>, borrowed: [Borrowed]
  ) {
    var findings: [Finding] = []
    var overlays: Set<[String]> = []
    var borrowed: [Borrowed] = []
    var identities: [String] = []
    for layer in layers {
      for key in layer.group.keys where !identities.contains(layer.group.identity(of: key)) {
        identities.append(layer.group.identity(of: key))
      }
    }
    let isAppearance = layers.contains { $0.group.isAppearance }
    if isAppearance {
      identities.sort { first, second in
        switch (ModeName.Appearance(rawValue: first), ModeName.Appearance(rawValue: second)) {
        case (let one?, let other?): one < other
        case (.some, nil): true
        case (nil, .some): false
        default: first < second
        }
      }
    }
    let paths: (Int) -> TokenPathSet = { self.sources[$0].paths }
    var contexts: [ResolverPlan.Context] = []
    for identity in identities {
      let written =
        layers.lazy.compactMap { $0.group.key(for: identity) }.first ?? identity
      var contextName = written
      var renamed: Finding?
      if let appearance = ModeName.Appearance(rawValue: identity) {
        contextName = ModeName.contextName(written, for: appearance)
        if contextName != written {
          let kind =
            appearance == .lightIncreasedContrast || appearance == .darkIncreasedContrast
            ? "increased contrast" : "the \(appearance.rawValue) appearance"
          let why =
            appearance.isDark ? "dark, as its name says" : "light, since its name does not say dark"
          renamed = Finding(
            sets: [], subject: written, result: "context \(contextName)",
            note: "\(kind); \(why); named so that the brand's appearance detection finds it")
        }
      }
      var sets: [Int] = []
      var below: [Int] = []
      for layer in layers {
        let group = layer.group
        let resolution = group.resolve(identity, borrowing: !layer.over, paths: paths)
        if layer.over {
          for over in resolution.sets {
            for under in below where paths(under).overlap(with: paths(over)) > 0 {
              overlays.insert([sources[under].name, sources[over].name])
            }
          }
        }
        for pair in resolution.overlays {
          overlays.insert(pair.map { sources[$0].name })
        }
        let byMode = Dictionary(grouping: resolution.borrowed, by: \.from)
        for (mode, taken) in byMode.sorted(by: { $0.key < $1.key }) {
          let place =
            group.byFolder
            ? (group.place + [group.key(for: identity) ?? written]).joined(separator: "/") + "/"
            : group.key(for: identity) ?? written
          borrowed.append((contextName, place, mode, taken.map(\.source)))
        }
        for (under, over) in resolution.overlays.map({ ($0[0], $0[1]) }) {
          findings.append(
            Finding(
              sets: [sources[over].name], subject: sources[over].name,
              result: "context \(contextName): \(sources[under].name), then \(sources[over].name)",
              note:
                "it defines \(paths(over).count) of the \(paths(under).count) tokens of \(sources[under].name), so it is merged over it"
            ))
        }
        for index in resolution.sets where !sets.contains(index) { sets.append(index) }
        below += resolution.sets
      }
      if var renamed {
        let own = layers.compactMap { layer in
          layer.group.key(for: identity).flatMap { key in
            layer.group.slots.compactMap { $0[key] }.min()
          }
        }
        renamed.sets = own.prefix(1).map { sources[$0].name }
        findings.append(renamed)
      }
      contexts.append(ResolverPlan.Context(name: contextName, sets: sets.map { sources[$0].name }))
    }
    var lone = Set<Int>()
    for layer in layers {
      for slot in layer.group.slots where slot.count == 1 { lone.formUnion(slot.values) }
    }
    let group = layers[0].group
    let origin =
      group.byFolder
      ? "one folder per mode: "
        + group.keys.map { (group.place + [$0]).joined(separator: "/") + "/" }.joined(
          separator: ", ")
      : "one file per mode: "
        + group.slots.flatMap(\.values).sorted().map { sources[$0].name }.joined(separator: ", ")
    let modifier = ResolverPlan.Modifier(name: name, contexts: contexts, origin: origin)
    findings.append(
      Finding(
        sets: layers.flatMap { $0.group.members }.map { sources[$0].name },
        subject: isAppearance ? "light and dark" : "modes \(group.keys.joined(separator: ", "))",
        result: "modifier \(name) (\(modifier.contextNames.joined(separator: ", ")))",
        note:
          "\(origin): they define the same tokens, so they are contexts, not sets merged in order"))
    return (modifier, findings, overlays, lone, borrowed)
  }

  /// Files a context takes from another mode: the context, the mode folder (or file) that
  /// lacks them, the mode they belong to, and the files.
  typealias Borrowed = (context: String, place: String, from: String, sources: [Int])

  /// The name of a modifier whose modes do not say light and dark: the Figma collection their
  /// tokens belong to, the words their names start with, their folder, or the project's name.
  private func name(for group: ModeGroup) -> String {
    var found: [String] = []
    for index in group.members {
      for path in sources[index].paths.ordered {
        if let collection = collections[path], !found.contains(collection) {
          found.append(collection)
        }
      }
    }
    if found.count == 1 { return found[0] }
    let names =
      group.byFolder ? group.keys : group.members.map { sources[$0].path.last ?? "" }
    return ModeName.commonLead(names) ?? group.place.last ?? folderName
  }

  /// The project folder's name as a modifier's, unless it is a generic one (`tokens`).
  private var folderName: String {
    Self.genericFolders.contains(folder.lowercased()) ? "mode" : folder
  }

  /// Folder names that say nothing about what the modes in them are.
  static let genericFolders: Set = ["tokens", "token", "design-tokens", "src", ".", ""]

  private func unique(_ name: String, _ taken: Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = "\(name)-\(number)"
      number += 1
    }
    return candidate
  }

  // MARK: - Findings

  /// Two modes whose names say the same appearance: which is which is for a person to say.
  private func clashFinding(_ group: ModeGroup, _ clash: [String]) -> Finding {
    let appearance = ModeName.appearance(of: clash[0])?.rawValue ?? "light"
    return Finding(
      sets: group.members.map { sources[$0].name }, subject: clash.joined(separator: ", "),
      result: nil,
      note:
        "both names say \(appearance), so neither is taken as \(appearance): they stay contexts of modifier \(name(for: group)); say which is \(appearance) in sptheme.json: \(appearanceEdit(modifier: name(for: group), light: appearance == "light" ? clash[0] : "…", dark: appearance == "dark" ? clash[0] : "…"))"
    )
  }

  /// A modifier of two contexts whose names do not say light and dark, but whose backgrounds
  /// are one light and one dark: the edit that says so.
  private func luminanceFindings(_ plan: ResolverPlan) -> [Finding] {
    guard
      !plan.modifiers.contains(where: { modifier in
        modifier.contexts.contains { ModeName.appearance(of: $0.name) == .light }
          && modifier.contexts.contains { ModeName.appearance(of: $0.name) == .dark }
      })
    else { return [] }
    for modifier in plan.modifiers where modifier.contexts.count == 2 {
      let others = plan.modifiers.filter { $0.name != modifier.name }.flatMap {
        $0.contexts.first?.sets ?? []
      }
      let values = modifier.contexts.map { luminance(plan.sets + others + $0.sets) }
      guard let first = values[0], let second = values[1], abs(first - second) > 0.3 else {
        continue
      }
      let (light, dark) =
        first > second
        ? (modifier.contexts[0], modifier.contexts[1])
        : (modifier.contexts[1], modifier.contexts[0])
      let (lightValue, darkValue) = (max(first, second), min(first, second))
      return [
        Finding(
          sets: light.sets, subject: "modifier \(modifier.name)", result: nil,
          note:
            "the names \(light.name) and \(dark.name) do not say light and dark, but the backgrounds do (luminance \(Self.format(lightValue)) in \(light.name), \(Self.format(darkValue)) in \(dark.name)); say so in sptheme.json: \(appearanceEdit(modifier: modifier.name, light: light.name, dark: dark.name)) ('sptheme init NAME --from-tokens' writes it)"
        )
      ]
    }
    return []
  }

  /// `"brands": { "<project>": { "resolver": "…", "appearance": { … } } }`.
  func appearanceEdit(modifier: String, light: String, dark: String) -> String {
    var appearance = JSONObject()
    appearance["modifier"] = .string(modifier)
    appearance["light"] = .string(light)
    appearance["dark"] = .string(dark)
    var entry = JSONObject()
    entry["resolver"] = .string(resolverFile)
    entry["appearance"] = .object(appearance)
    let brands = JSONObject([.init(key: projectName, value: .object(entry))])
    return TokenFileWriter.oneLine(
      .object(JSONObject([.init(key: "brands", value: .object(brands))])))
  }

  /// `"modifiers": { "<name>": { "contexts": { … }, "default": "…" } }` for contexts of sets.
  func modifierEdit(name: String, contexts: [(String, [String])]) -> String {
    var object = JSONObject()
    for (context, sets) in contexts {
      let key = ModeName.distinguishing([context]).first ?? context
      object[key.split(separator: "/").last.map(String.init) ?? key] = .array(
        sets.map { .object(JSONObject([.init(key: "$ref", value: .string(files[$0] ?? $0))])) })
    }
    var modifier = JSONObject()
    modifier["contexts"] = .object(object)
    if let first = object.keys.first { modifier["default"] = .string(first) }
    let modifiers = JSONObject([.init(key: name, value: .object(modifier))])
    return "\"modifiers\": " + TokenFileWriter.oneLine(.object(modifiers))
      + " with { \"$ref\": \"#/modifiers/\(name)\" } in resolutionOrder in place of their sets"
  }

  private func names(_ indices: [Int]) -> String {
    indices.map { sources[$0].name }.joined(separator: ", ")
  }

  static func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}
