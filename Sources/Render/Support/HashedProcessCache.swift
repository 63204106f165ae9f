import Theme

/// Values worked out once for the life of the process, by key: a hash table, started over when
/// it fills. For values a run has too many of for ``ProcessCache`` to search in order (a color
/// printed at each level it sits at).
final class HashedProcessCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let entries = Locked<[Key: Value]>([:])
  private let capacity: Int

  /// A cache of at most `capacity` entries.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value for `key`, made by `make` on first use. Threads that make a value for the same
  /// key at once all get the one kept first.
  func value(for key: Key, make: () -> Value) -> Value {
    if let known = entries.withLock({ $0[key] }) { return known }
    let value = make()
    return entries.withLock { entries in
      if let known = entries[key] { return known }
      if entries.count >= capacity { entries.removeAll() }
      entries[key] = value
      return value
    }
  }
}
