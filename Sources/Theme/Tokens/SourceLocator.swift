/// Finds the `file:line:col` of token definitions on first use, one pass per document.
///
/// A resolution hands over its tokens' entries; only when a location is read (a diagnostic, a
/// doc page, an export) are the places their provenance chains pass through gathered, and that
/// document's source scanned, once, for all of its places together.
final class SourceLocator: Sendable {
  private struct State {
    /// Entries whose chains' places are not gathered yet.
    var entries: [TokenResolver.Entry] = []
    /// The places gathered, by document, not yet located.
    var wanted: [Int: [JSONPointer]] = [:]
    var located: [Int: [JSONPointer: SourceLocation]] = [:]

    mutating func gather() {
      for entry in entries {
        var current: TokenResolver.Entry? = entry
        while let entry = current {
          let place = entry.token.definition.place
          wanted[place.document, default: []].append(place.pointer)
          current = entry.next
        }
      }
      entries = []
    }
  }

  private let documents: [JSONDocument]
  private let state = Locked(State())

  init(documents: [JSONDocument]) {
    self.documents = documents
  }

  /// Records the entries whose provenance places a location may be asked for.
  func register(_ entries: [TokenResolver.Entry]) {
    state.withLock { $0.entries += entries }
  }

  /// Where `pointer` is written in document `document` (its member key).
  func location(of pointer: JSONPointer, in document: Int) -> SourceLocation? {
    guard documents.indices.contains(document) else { return nil }
    let wanted: [JSONPointer]? = state.withLock { state in
      if state.located[document]?[pointer] != nil { return nil }
      state.gather()
      return state.wanted.removeValue(forKey: document) ?? []
    }
    if let wanted {
      let table = documents[document].locations(of: Set(wanted).union([pointer]))
      state.withLock { $0.located[document, default: [:]].merge(table) { first, _ in first } }
    }
    return state.withLock { $0.located[document]?[pointer] }
  }
}
