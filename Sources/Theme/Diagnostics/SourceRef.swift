/// A place in a loaded document before it is turned into a line and column: which document,
/// and the JSON Pointer of the member inside it.
struct SourceRef: Sendable, Hashable {
  /// Index into the loaded documents.
  var document: Int
  /// The member's pointer.
  var pointer: JSONPointer
  /// Point at the member's key (true) or its value (false).
  var key: Bool = true

  func appending(_ token: String) -> SourceRef {
    SourceRef(document: document, pointer: pointer.appending(token), key: key)
  }

  func value() -> SourceRef {
    SourceRef(document: document, pointer: pointer, key: false)
  }
}

/// Diagnostics whose locations are still document pointers; located in one pass per document.
struct DiagnosticCollector: Sendable {
  private struct Pending: Sendable {
    var diagnostic: Diagnostic
    var place: SourceRef?
    var notes: [(String, SourceRef?)]
  }

  private var pending: [Pending] = []

  var isEmpty: Bool { pending.isEmpty }

  /// How many findings there are so far.
  var count: Int { pending.count }

  var hasErrors: Bool { pending.contains { $0.diagnostic.severity == .error } }

  mutating func add(
    _ severity: Diagnostic.Severity, _ rule: Rule, _ message: String, at place: SourceRef?,
    token: [String]? = nil, hint: String? = nil, notes: [(String, SourceRef?)] = []
  ) {
    let diagnostic = Diagnostic(
      severity, rule: rule, message: message,
      tokenPath: token.flatMap { $0.isEmpty ? nil : TokenPath.display($0) }, hint: hint)
    pending.append(Pending(diagnostic: diagnostic, place: place, notes: notes))
  }

  /// Where the finding at `index` (in the order added) is, when it has a place.
  func place(at index: Int) -> SourceRef? {
    pending.indices.contains(index) ? pending[index].place : nil
  }

  /// The index of the first finding of `rule` added at `start` or later.
  func firstIndex(of rule: Rule, from start: Int) -> Int? {
    guard start < pending.count else { return nil }
    return pending[start...].firstIndex { $0.diagnostic.rule == rule }
  }

  /// Adds a note without a place to the finding at `index`.
  mutating func addNote(_ message: String, to index: Int) {
    guard pending.indices.contains(index) else { return }
    pending[index].notes.append((message, nil))
  }

  /// The place of the first error about each token path (as displayed), for findings that
  /// refer to a token another finding rejected.
  func firstErrorPlaces() -> [String: SourceRef] {
    var places: [String: SourceRef] = [:]
    for item in pending where item.diagnostic.severity == .error {
      guard let token = item.diagnostic.tokenPath, let place = item.place, places[token] == nil
      else { continue }
      places[token] = place
    }
    return places
  }

  /// The place of the first error of one of `rules` about each token or group path (as
  /// displayed; "" for the root group).
  func firstErrorPlaces(of rules: Set<Rule>) -> [String: SourceRef] {
    var places: [String: SourceRef] = [:]
    for item in pending
    where item.diagnostic.severity == .error && rules.contains(item.diagnostic.rule) {
      let path = item.diagnostic.tokenPath ?? ""
      guard let place = item.place, places[path] == nil else { continue }
      places[path] = place
    }
    return places
  }

  /// Adds every finding of another collector, in its order.
  mutating func append(contentsOf other: DiagnosticCollector) {
    pending += other.pending
  }

  /// Adds a finished diagnostic (one that already has its location, if any).
  mutating func add(_ diagnostic: Diagnostic) {
    pending.append(Pending(diagnostic: diagnostic, place: nil, notes: []))
  }

  /// Keeps the first `limit` warnings of a file that its values were read from a form before
  /// 2025.10 (`value/legacy`, with the legacy option), and says how many more there are in one
  /// warning at the file's top: a Tokens Studio export of 60,000 hex colors needs `migrate`,
  /// not 60,000 lines, and the findings that matter stay in sight.
  mutating func summarizingConversions(beyond limit: Int, in documents: [JSONDocument]) {
    var counts: [Int: Int] = [:]
    var kept: [Pending] = []
    kept.reserveCapacity(pending.count)
    for item in pending {
      guard item.diagnostic.rule == .valueLegacy, item.diagnostic.severity == .warning,
        let document = item.place?.document
      else {
        kept.append(item)
        continue
      }
      counts[document, default: 0] += 1
      if counts[document, default: 0] <= limit { kept.append(item) }
    }
    for (document, count) in counts.sorted(by: { $0.key < $1.key }) where count > limit {
      let path = documents.indices.contains(document) ? documents[document].path : "the file"
      kept.append(
        Pending(
          diagnostic: Diagnostic(
            .warning, rule: .valueLegacy,
            message:
              "\(count - limit) more values in this file (\(count) in all) are in a form before 2025.10 and were converted; the first \(limit) are listed",
            hint: "'sptheme migrate \(path) --write' converts them all"),
          place: SourceRef(document: document, pointer: .root), notes: []))
    }
    pending = kept
  }

  /// Turns every pointer into a line and column, one scan per document.
  func located(in documents: [JSONDocument]) -> [Diagnostic] {
    var wanted: [Int: [Bool: Set<JSONPointer>]] = [:]
    func want(_ place: SourceRef?) {
      guard let place else { return }
      wanted[place.document, default: [:]][place.key, default: []].insert(place.pointer)
    }
    for item in pending {
      want(item.place)
      for note in item.notes { want(note.1) }
    }
    var found: [SourceRef: SourceLocation] = [:]
    for (index, byKind) in wanted where documents.indices.contains(index) {
      for (key, pointers) in byKind {
        for (pointer, location) in documents[index].locations(of: pointers, keys: key) {
          found[SourceRef(document: index, pointer: pointer, key: key)] = location
        }
      }
    }
    // The same finding reached twice (a set checked on its own and again through
    // resolutionOrder) is listed once.
    var result: [Diagnostic] = []
    var seen = Set<Diagnostic>()
    for item in pending {
      var diagnostic = item.diagnostic
      if let place = item.place { diagnostic.location = found[place] }
      diagnostic.notes += item.notes.map { Diagnostic.Note($0.0, at: $0.1.flatMap { found[$0] }) }
      if seen.insert(diagnostic).inserted { result.append(diagnostic) }
    }
    return result
  }
}
