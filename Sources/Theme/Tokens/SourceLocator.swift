/// Finds the `file:line:col` of token definitions on first use, one pass per document.
///
/// Resolving registers every place a provenance chain passes through; only when a location is
/// read (a diagnostic, a doc page, an export) is that document's source scanned, once, for all
/// of its registered places together.
final class SourceLocator: Sendable {
  private struct State {
    /// The places registered, by document, not yet located.
    var wanted: [Int: [JSONPointer]] = [:]
    var located: [Int: [JSONPointer: SourceLocation]] = [:]
  }

  private let documents: [JSONDocument]
  private let state = Locked(State())

  init(documents: [JSONDocument]) {
    self.documents = documents
  }

  /// Records a place that a location may be asked for.
  func register(_ pointer: JSONPointer, in document: Int) {
    state.withLock { $0.wanted[document, default: []].append(pointer) }
  }

  /// Where `pointer` is written in document `document` (its member key).
  func location(of pointer: JSONPointer, in document: Int) -> SourceLocation? {
    guard documents.indices.contains(document) else { return nil }
    let wanted: [JSONPointer]? = state.withLock { state in
      if state.located[document]?[pointer] != nil { return nil }
      return state.wanted.removeValue(forKey: document) ?? []
    }
    if let wanted {
      let table = documents[document].locations(of: Set(wanted).union([pointer]))
      state.withLock { $0.located[document, default: [:]].merge(table) { first, _ in first } }
    }
    return state.withLock { $0.located[document]?[pointer] }
  }
}
