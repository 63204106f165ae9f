import Platform

/// The token trees of a resolver document's sources, each read once and shared by every
/// resolution (light and dark both merge the same base sets).
final class SourceTreeCache: Sendable {
  /// One source: its item in the resolution order, the modifier context it belongs to (if
  /// any), and its place in that list of sources.
  struct Key: Hashable, Sendable {
    var item: Int
    var context: String?
    var source: Int
  }

  /// A source read: its tree, and what reading it found.
  struct Entry: Sendable {
    var tree: GroupNode
    var found: DiagnosticCollector
  }

  private let entries = Locked<[Key: Entry]>([:])

  /// The tree for `key`, read by `read` the first time it is asked for.
  func entry(_ key: Key, read: () -> Entry) -> Entry {
    if let cached = entries.withLock({ $0[key] }) { return cached }
    let entry = read()
    entries.withLock { $0[key] = entry }
    return entry
  }
}
