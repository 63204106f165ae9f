import Theme

/// Values worked out once for the life of the process, by key: a short list searched in order,
/// started over when it fills. For the few values every snapshot of a run shares (a theme's
/// `:root` rule, a font's declarations).
final class ProcessCache<Key: Equatable & Sendable, Value: Sendable>: Sendable {
  private let entries = Locked<[(key: Key, value: Value)]>([])
  private let capacity: Int

  /// A cache of at most `capacity` entries.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value for `key`, made by `make` on first use.
  func value(for key: Key, make: () -> Value) -> Value {
    if let known = entries.withLock({ entries in entries.first { $0.key == key }?.value }) { return known }
    let value = make()
    entries.withLock { entries in
      if entries.count >= capacity { entries.removeAll() }
      entries.append((key, value))
    }
    return value
  }
}
