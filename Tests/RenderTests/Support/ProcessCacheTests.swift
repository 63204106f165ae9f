import Dispatch
import Testing

@testable import Render
@testable import Theme

#if canImport(Glibc)
  import Glibc
#endif

/// Process caches keep one value per key, even when threads make it at the same moment: the
/// HTML part cache keeps its part tables in one, and two tables for a library would give two
/// parts the same number.
@Suite struct ProcessCacheTests {
  /// A value with an identity.
  final class Made: Sendable {}

  /// Runs `value` on eight threads at once, each making its value slowly, and returns what each
  /// thread got.
  static func raced(_ value: @Sendable (() -> Made) -> Made) -> [ObjectIdentifier] {
    let got = Locked<[ObjectIdentifier]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let made = value {
        usleep(2_000)
        return Made()
      }
      got.withLock { $0.append(ObjectIdentifier(made)) }
    }
    return got.withLock { $0 }
  }

  @Test func threadsMakingOneKeyAtOnceAllGetTheFirstKept() {
    let cache = ProcessCache<String, Made>(capacity: 4)
    let got = Self.raced { make in cache.value(for: "key", make: make) }
    #expect(got.count == 8)
    #expect(Set(got).count == 1)
    #expect(got.first == ObjectIdentifier(cache.value(for: "key") { Made() }))
  }

  @Test func hashedCacheThreadsMakingOneKeyAtOnceAllGetTheFirstKept() {
    let cache = HashedProcessCache<String, Made>(capacity: 4)
    let got = Self.raced { make in cache.value(for: "key", make: make) }
    #expect(got.count == 8)
    #expect(Set(got).count == 1)
    #expect(got.first == ObjectIdentifier(cache.value(for: "key") { Made() }))
  }

  @Test(arguments: [1, 3])
  func aFullCacheStartsOverAndMakesAgain(_ capacity: Int) {
    let cache = HashedProcessCache<Int, Made>(capacity: capacity)
    let first = cache.value(for: 0) { Made() }
    for key in 1...capacity { _ = cache.value(for: key) { Made() } }
    #expect(cache.value(for: 0) { Made() } !== first)
    let list = ProcessCache<Int, Made>(capacity: capacity)
    let kept = list.value(for: 0) { Made() }
    for key in 1...capacity { _ = list.value(for: key) { Made() } }
    #expect(list.value(for: 0) { Made() } !== kept)
  }
}
