/// Every block's catalogue, built once: a catalogue is fixed (each state is driven from the
/// initial state by the same events), so renderers and look-ups share one copy.
enum CatalogueIndex {
  /// Each block's states, in `BlockKind.allCases` order.
  static let catalogues: [BlockKind: [CatalogueState]] = Dictionary(
    uniqueKeysWithValues: BlockKind.allCases.map { kind in (kind, kind.builtCatalogue) })

  /// Full state id (`sign-in/invalid`) → state; the first one wins should two share an id.
  static let states: [String: CatalogueState] = {
    var index: [String: CatalogueState] = [:]
    for kind in BlockKind.allCases {
      for state in catalogues[kind] ?? [] where index[state.id] == nil { index[state.id] = state }
    }
    return index
  }()
}
