/// A lock the caller lends to the review's shared values (``ReviewState``, ``ReviewBrand``,
/// ``ResultsReview``), which a server's connection threads read while a watch loop reloads
/// them. Workflows makes no system calls, so whoever shares them between threads provides it.
public protocol ReviewLock: Sendable {
  /// Runs `body` while no other thread holds the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T
}

/// Makes a new lock for each value that needs one.
public typealias ReviewLocks = @Sendable () -> any ReviewLock

/// A value reached only while holding its lock.
final class Guarded<Value>: @unchecked Sendable {
  private var value: Value
  private let lock: any ReviewLock

  init(_ value: Value, lock: any ReviewLock) {
    self.value = value
    self.lock = lock
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
