import Synchronization


/// Finds the `file:line:col` of token definitions on first use, one pass per document.
///
/// Resolving registers every place a provenance chain passes through; only when a location is
/// read (a diagnostic, a doc page, an export) is that document's source scanned, once, for all
/// of its registered places together.
final class SourceLocator: Sendable {
  private let documents: [JSONDocument]
  private let wanted: [Int: [JSONPointer]]
  private let located = Mutex<[Int: [JSONPointer: SourceLocation]]>([:])

  init(documents: [JSONDocument], wanted: [Int: [JSONPointer]]) {
    self.documents = documents
    self.wanted = wanted
  }

  /// Where `pointer` is written in document `document` (its member key).
  func location(of pointer: JSONPointer, in document: Int) -> SourceLocation? {
    guard documents.indices.contains(document) else { return nil }
    if let known = located.withLock({ $0[document]?[pointer] }) { return known }
    let pointers = Set(wanted[document, default: []]).union([pointer])
    let table = documents[document].locations(of: pointers)
    return located.withLock { located in
      located[document, default: [:]].merge(table) { first, _ in first }
      return located[document]?[pointer]
    }
  }
}
