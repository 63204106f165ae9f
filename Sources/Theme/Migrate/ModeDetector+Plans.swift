/// The resolvers a ``ModeDetector`` plans from the groups of modes it found: the plain sets,
/// the modifiers (the appearance groups merged into `appearance`), a second brand's resolver,
/// and what each plan would let one file silently take from another.
extension ModeDetector {
  func plan(
    singles: [Int], folderGroups: [ModeGroup], fileGroups: [ModeGroup],
    explicit: [NamedModifier], findings: [Finding]
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
  func finish(_ layout: Layout) -> Layout {
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
  func build(
    name: String, stem: String?, singles: [Int], layers: [[(group: ModeGroup, over: Bool)]],
    explicit: [NamedModifier]
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
          origin: modifier.origin))
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
  func modifierOf(_ layers: [(group: ModeGroup, over: Bool)], name: String) -> (
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
        + group.keys.flatMap { key in group.slots.compactMap { $0[key] } }
        .map { sources[$0].name }.joined(separator: ", ")
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
  func name(for group: ModeGroup) -> String {
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
  var folderName: String {
    Self.genericFolders.contains(folder.lowercased()) ? "mode" : folder
  }

  /// Folder names that say nothing about what the modes in them are.
  static let genericFolders: Set = ["tokens", "token", "design-tokens", "src", ".", ""]

  func unique(_ name: String, _ taken: Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = "\(name)-\(number)"
      number += 1
    }
    return candidate
  }
}
