/// Folders of brands that hold the same mode folders: PatternFly's `default/` and `redhat/`,
/// each with `light/`, `dark/`, `highcontrast/`, ….
///
/// Groups of mode folders side by side (the same depth, the same parent) whose files define
/// some of the same tokens are brands. The first brand is the one named `default` (or `base`,
/// `core`, …), else the one with the most tokens. Another brand whose tokens are a few of the
/// first brand's overrides them (it is merged over the first brand in each mode); one whose
/// tokens are mostly the same stands alone.
struct BrandFolders {
  /// One brand: its mode folders, and whether it overrides the first brand.
  struct Brand {
    var group: ModeGroup
    var overlays: Bool
  }

  /// The brands, the first brand first; empty when there are none.
  private(set) var brands: [Brand] = []
  /// The groups of mode folders that are no brand.
  private(set) var regular: [ModeGroup] = []
  /// What could not be read one way only.
  private(set) var findings: [ModeDetector.Finding] = []

  /// Names that make a brand folder the first brand.
  static let baseNames = ["default", "base", "core", "common", "global", "main", "shared"]

  init(groups: [ModeGroup], paths: (Int) -> TokenPathSet, name: (Int) -> String) {
    let defined = groups.map { group in
      group.members.reduce(TokenPathSet(paths: [])) { $0.union(paths($1)) }
    }
    // Side by side: one folder per mode at the same depth, under the same parent.
    var buckets: [[String]: [Int]] = [:]
    for (index, group) in groups.enumerated() where group.byFolder && !group.place.isEmpty {
      buckets[Array(group.place.dropLast()) + ["\(group.place.count)"], default: []].append(index)
    }
    var clusters: [[Int]] = []
    for key in buckets.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let members = buckets[key] ?? []
      var cluster = Dictionary(uniqueKeysWithValues: members.map { ($0, $0) })
      func root(_ index: Int) -> Int {
        var current = index
        while let next = cluster[current], next != current { current = next }
        return current
      }
      for (position, first) in members.enumerated() {
        for second in members[(position + 1)...]
        where defined[first].overlap(with: defined[second]) > 0 {
          cluster[root(second)] = root(first)
        }
      }
      let grouped = Dictionary(grouping: members, by: root)
      clusters += grouped.values.filter { $0.count > 1 }.map { $0.sorted() }
    }
    clusters.sort { ($0.first ?? 0) < ($1.first ?? 0) }
    let inBrands = Set(clusters.first ?? [])
    regular = groups.indices.filter { !inBrands.contains($0) }.map { groups[$0] }
    for extra in clusters.dropFirst() {
      let folders = extra.map { groups[$0].place.joined(separator: "/") + "/" }
      findings.append(
        ModeDetector.Finding(
          sets: extra.flatMap { groups[$0].members }.map(name),
          subject: folders.joined(separator: ", "), result: nil,
          note:
            "these look like brands too, but only \(clusters[0].map { groups[$0].place.joined(separator: "/") + "/" }.joined(separator: ", ")) are read as brands; their mode folders are merged as modes of one brand, so give each brand its own resolver"
        ))
    }
    guard let cluster = clusters.first else { return }
    let base =
      cluster.first { index in
        Self.baseNames.contains(groups[index].place.last?.lowercased() ?? "")
      } ?? cluster.max { (defined[$0].count, -$0) < (defined[$1].count, -$1) } ?? cluster[0]
    brands.append(Brand(group: groups[base], overlays: false))
    for index in cluster where index != base {
      let similarity = defined[index].similarity(to: defined[base])
      let overrides =
        defined[index].isSubset(of: defined[base])
        && similarity < ModeDetector.alternativeSimilarity
      if !overrides, similarity < ModeDetector.alternativeSimilarity {
        let place = groups[index].place.joined(separator: "/") + "/"
        findings.append(
          ModeDetector.Finding(
            sets: groups[index].members.map(name), subject: place, result: nil,
            note:
              "a brand that defines \(defined[index].overlap(with: defined[base])) of \(groups[base].place.joined(separator: "/"))/'s tokens and \(defined[index].count - defined[index].overlap(with: defined[base])) of its own: it neither only overrides it nor replaces it, so it gets a resolver of its own without \(groups[base].place.joined(separator: "/"))/'s files; add them to its sets if it builds on them"
          ))
      }
      brands.append(Brand(group: groups[index], overlays: overrides))
    }
  }
}
