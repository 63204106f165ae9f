import Theme

/// Values worked out once for the life of the process, by key: a hash table, started over when
/// it fills. For values a run has too many of for ``ProcessCache`` to search in order (a color
/// printed at each level it sits at, a page part).
final class HashedProcessCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let entries: Locked<[Key: Value]>
  private let capacity: Int

  /// A cache of at most `capacity` entries. The table grows as entries come: room made for them
  /// all at once costs a short run more in page faults than the rehashing it saves.
  init(capacity: Int) {
    self.capacity = capacity
    entries = Locked([:])
  }

  /// The value for `key`, made by `make` on first use. Threads that make a value for the same
  /// key at once all get the one kept first.
  func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
    if let known = entries.withLock({ $0[key] }) { return known }
    let value = try make()
    return entries.withLock { entries in
      if let known = entries[key] { return known }
      if entries.count >= capacity { entries.removeAll() }
      entries[key] = value
      return value
    }
  }
}
