/// Turns Tokens Studio's themes (`$themes.json`, with the set order of `$metadata.json`) into a
/// DTCG 2025.10 Resolver Module document.
///
/// Each theme group of two or more themes becomes a modifier and each theme in it a context
/// (the first is the default); themes without a group are split into modifiers by the tokens
/// their sets define (see ``plan(name:paths:)``). The sets every theme of a modifier uses
/// (`source` or `enabled`) become the resolver's sets, merged first in `resolutionOrder`; the
/// sets only some themes use become the sources of those themes' contexts, in the theme's
/// order. Without themes, ``ModeDetector`` reads the modes from the files.
struct StudioThemes {
  /// One theme as Tokens Studio writes it.
  struct Theme {
    var name: String
    var group: String?
    /// The sets the theme uses, in its order (`disabled` ones left out).
    var sets: [String]
  }

  /// The themes read from `$themes.json`; empty without one.
  var themes: [Theme] = []
  /// `$metadata.json`'s `tokenSetOrder`.
  var setOrder: [String] = []
  /// What could not be read in the themes file, for the migration's list.
  var problems: [String] = []

  /// Reads `$themes.json` (an array of themes) and `$metadata.json`'s set order.
  init(themes: JSONValue?, metadata: JSONValue?) {
    setOrder = metadata?.object?["tokenSetOrder"]?.array?.compactMap(\.string) ?? []
    guard let themes else { return }
    guard let list = themes.array else {
      problems.append("$themes.json is not a list of themes")
      return
    }
    for (index, item) in list.enumerated() {
      guard let object = item.object, let name = object["name"]?.string,
        let selected = object["selectedTokenSets"]?.object
      else {
        problems.append("theme \(index + 1) has no name or no selectedTokenSets")
        continue
      }
      let sets = selected.members.filter { ["source", "enabled"].contains($0.value.string ?? "") }
        .map(\.key)
      self.themes.append(Theme(name: name, group: object["group"]?.string, sets: sets))
    }
  }

  /// The resolver plan: each group of two or more themes a modifier, each theme a context
  /// (the first is the default). A group with one theme is no modifier (a modifier needs two
  /// contexts): its sets are merged as sets, and so are those of a theme without a group that
  /// no other such theme is an alternative to. Themes without a group are split by what their
  /// sets define: themes whose sets define the same tokens (Light, Dark, Light HC) are the
  /// contexts of one modifier, `appearance` when their names say light and dark.
  ///
  /// - Parameter paths: The tokens a set defines (`nil` for a set without a file).
  func plan(name: String, paths: (String) -> TokenPathSet?) -> (plan: ResolverPlan, notes: [String])
  {
    var notes: [String] = []
    var modifiers: [(name: String, themes: [Theme])] = []
    var singles: [Theme] = []
    var named: [String] = []
    for theme in themes {
      if let group = theme.group, !named.contains(group) { named.append(group) }
    }
    for group in named {
      let members = themes.filter { $0.group == group }
      if members.count > 1 {
        modifiers.append((group, members))
      } else {
        singles += members
        notes.append(
          "group \(group) has one theme (\(members.map(\.name).joined())): a modifier needs two contexts, so its sets are merged as sets"
        )
      }
    }
    for cluster in clusters(themes.filter { $0.group == nil }, paths: paths) {
      guard cluster.count > 1 else {
        singles += cluster
        if themes.count > 1 {
          notes.append(
            "theme \(cluster[0].name) has no group and defines tokens no other theme does: its sets are merged as sets"
          )
        }
        continue
      }
      let taken = Set(modifiers.map(\.name))
      let (modifierName, renamed) = ungroupedName(cluster, taken: taken)
      modifiers.append((modifierName, renamed))
      notes.append(
        "themes \(cluster.map(\.name).joined(separator: ", ")) have no group but define the same tokens: contexts of modifier \(modifierName)"
      )
    }
    let modifierThemes = modifiers.flatMap(\.themes)
    var plain: [String] = []
    if let first = modifierThemes.first {
      plain = first.sets.filter { set in modifierThemes.allSatisfy { $0.sets.contains(set) } }
    }
    // The sets of lone themes, in the order the themes come.
    for theme in themes
    where singles.contains(where: { $0.name == theme.name && $0.group == theme.group }) {
      for set in theme.sets where !plain.contains(set) { plain.append(set) }
    }
    let rank = Dictionary(
      setOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    plain = plain.enumerated().sorted {
      (rank[$0.element] ?? .max, $0.offset) < (rank[$1.element] ?? .max, $1.offset)
    }.map(\.element)
    var plan = ResolverPlan(name: name, sets: plain)
    for modifier in modifiers {
      plan.modifiers.append(
        ResolverPlan.Modifier(
          name: modifier.name,
          contexts: modifier.themes.map { theme in
            ResolverPlan.Context(name: theme.name, sets: theme.sets.filter { !plain.contains($0) })
          }))
    }
    return (plan, notes)
  }

  /// The name of the modifier a cluster of themes without a group becomes, and the themes with
  /// the context names they get: `appearance` (with names the appearance detection reads) when
  /// the names say light and dark, else the words the themes' names or sets start with
  /// (`platform-android`, `platform-ios` → `platform`), else `theme`.
  private func ungroupedName(_ cluster: [Theme], taken: Set<String>) -> (String, [Theme]) {
    let appearances = cluster.map { ModeName.appearance(of: $0.name) }
    let said = appearances.compactMap { $0 }
    if said.contains(.light), said.contains(.dark), Set(said).count == said.count,
      !taken.contains(Brand.appearanceModifier)
    {
      let renamed = zip(cluster, appearances).map { theme, appearance in
        var theme = theme
        if let appearance { theme.name = ModeName.contextName(theme.name, for: appearance) }
        return theme
      }
      return (Brand.appearanceModifier, renamed)
    }
    let own = cluster.map { theme in
      theme.sets.first { set in !cluster.allSatisfy { $0.sets.contains(set) } } ?? theme.name
    }
    var name =
      ModeName.commonLead(cluster.map(\.name)) ?? ModeName.commonLead(own) ?? Self.ungrouped
    var number = 2
    let base = name
    while taken.contains(name) {
      name = "\(base)-\(number)"
      number += 1
    }
    return (name, cluster)
  }

  /// Themes without a group, split into clusters of alternatives: two themes are alternatives
  /// when the tokens of the sets each uses and not all of them share are mostly the same
  /// (more than half of all of them), or when neither's sets can be read.
  private func clusters(_ list: [Theme], paths: (String) -> TokenPathSet?) -> [[Theme]] {
    guard list.count > 1 else { return list.map { [$0] } }
    let shared = Set(list[0].sets.filter { set in list.allSatisfy { $0.sets.contains(set) } })
    let defined = list.map { theme in
      theme.sets.filter { !shared.contains($0) }.compactMap(paths).reduce(
        TokenPathSet(paths: [])
      ) { $0.union($1) }
    }
    var cluster = Array(list.indices)
    func root(_ index: Int) -> Int {
      var current = index
      while cluster[current] != current { current = cluster[current] }
      return current
    }
    for first in list.indices {
      for second in list.indices where second > first {
        let alike =
          (defined[first].isEmpty && defined[second].isEmpty)
          || defined[first].similarity(to: defined[second]) >= ModeDetector.alternativeSimilarity
        if alike { cluster[root(second)] = root(first) }
      }
    }
    var order: [Int] = []
    var members: [Int: [Theme]] = [:]
    for index in list.indices {
      let key = root(index)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(list[index])
    }
    return order.compactMap { members[$0] }
  }

  /// The modifier themes without a group joined before they were split.
  static let ungrouped = "theme"

  /// The theme groups in the order their first theme comes.
  func groups() -> [String] {
    var result: [String] = []
    for theme in themes where !result.contains(theme.group ?? "theme") {
      result.append(theme.group ?? "theme")
    }
    return result
  }

  /// The sets some theme uses.
  var usedSets: Set<String> { Set(themes.flatMap(\.sets)) }
}
