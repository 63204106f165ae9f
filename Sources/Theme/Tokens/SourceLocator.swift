import Platform

/// Finds the `file:line:col` of token definitions on first use, one pass per document.
///
/// A resolution hands over its flat tokens (every provenance chain passes through them only);
/// only when a location is read (a diagnostic, a doc page, an export) are their places
/// gathered, and that document's source scanned, once, for all of its places together.
final class SourceLocator: Sendable {
  private struct State {
    /// Tokens whose places are not gathered yet.
    var tokens: [FlatToken] = []
    /// The places gathered, by document, not yet located.
    var wanted: [Int: [JSONPointer]] = [:]
    var located: [Int: [JSONPointer: SourceLocation]] = [:]

    mutating func gather() {
      for token in tokens {
        let place = token.definition.place
        wanted[place.document, default: []].append(place.pointer)
      }
      tokens = []
    }
  }

  private let documents: [JSONDocument]
  private let state: Locked<State>

  /// A locator for the places of `tokens` (a resolution's flat list, shared, not copied).
  init(documents: [JSONDocument], tokens: [FlatToken]) {
    self.documents = documents
    state = Locked(State(tokens: tokens))
  }

  /// The path of document `document`, without locating anything in it.
  func path(of document: Int) -> String? {
    documents.indices.contains(document) ? documents[document].path : nil
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
