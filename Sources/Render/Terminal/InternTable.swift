import Theme

/// Gives each distinct value a small number, the same on every thread for the life of the
/// process, so a value that stores the number instead (a cell's role, its grapheme) copies as
/// plain bytes with no reference counting.
///
/// Values are told apart exactly by `same` (their bytes or scalars), not by `==`, which for
/// strings and characters treats canonically equivalent spellings as equal: a number always
/// gives back the very value it was made from.
///
/// The values known up front (`seed`) are looked up without a lock; others are added under a
/// lock, and the table only grows.
final class InternTable<Value: Hashable & Sendable>: Sendable {
  private struct Added {
    var numbers: [Value: UInt32] = [:]
    var values: [Value] = []
  }

  private let seedNumbers: [Value: UInt32]
  private let seedValues: [Value]
  private let added = Locked(Added())
  private let same: @Sendable (Value, Value) -> Bool

  /// A table whose first numbers, 0 up, are the values of `seed` (which should be distinct).
  init(seed: [Value], same: @escaping @Sendable (Value, Value) -> Bool) {
    var numbers: [Value: UInt32] = [:]
    var values: [Value] = []
    for value in seed where !values.contains(where: { same($0, value) }) {
      numbers[value] = numbers[value] ?? UInt32(values.count)
      values.append(value)
    }
    seedNumbers = numbers
    seedValues = values
    self.same = same
  }

  /// The number of a value, added on first use.
  func number(of value: Value) -> UInt32 {
    // A value `==` to none in a dictionary has no exact twin there either; a hit that is not
    // exact (another spelling) means searching for the exact one.
    if let number = seedNumbers[value] {
      if same(seedValues[Int(number)], value) { return number }
      if let index = seedValues.firstIndex(where: { same($0, value) }) { return UInt32(index) }
    }
    let base = UInt32(seedValues.count)
    return added.withLock { added in
      if let index = added.numbers[value] {
        if same(added.values[Int(index)], value) { return base + index }
        if let index = added.values.firstIndex(where: { same($0, value) }) {
          return base + UInt32(index)
        }
      }
      let index = UInt32(added.values.count)
      added.values.append(value)
      if added.numbers[value] == nil { added.numbers[value] = index }
      return base + index
    }
  }

  /// The value a number stands for; the number must come from ``number(of:)`` of this table.
  func value(_ number: UInt32) -> Value {
    let index = Int(number)
    if index < seedValues.count { return seedValues[index] }
    return added.withLock { $0.values[index - seedValues.count] }
  }
}

extension String {
  /// Whether two strings have the very same UTF-8 bytes (``==`` also takes canonically
  /// equivalent spellings as equal): the `same` of a table of strings.
  static func sameUTF8(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    let compared = a.utf8.withContiguousStorageIfAvailable { first in
      b.utf8.withContiguousStorageIfAvailable { second in first.elementsEqual(second) }
    }
    return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
  }
}
