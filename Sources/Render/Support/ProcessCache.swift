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

  /// The value for `key`, made by `make` on first use. Threads that make a value for the same
  /// key at once all get the one kept first.
  func value(for key: Key, make: () -> Value) -> Value {
    if let known = entries.withLock({ Self.find(key, in: $0) }) { return known }
    let value = make()
    return entries.withLock { entries in
      if let known = Self.find(key, in: entries) { return known }
      if entries.count >= capacity { entries.removeAll() }
      entries.append((key, value))
      return value
    }
  }

  private static func find(_ key: Key, in entries: [(key: Key, value: Value)]) -> Value? {
    // By index, so the keys are compared in place rather than copied out.
    entries.indices.first { entries[$0].key == key }.map { entries[$0].value }
  }
}
