import Foundation
import Render
import TestSupport
import Testing

/// `ParallelMap`: results in the order of the inputs however the work was scheduled, and
/// released with the array that holds them (LeakSanitizer found them kept once, when they were
/// gathered in a buffer of their own).
@Suite(.tags(.threads)) struct ParallelMapTests {
  /// A result that counts how many of its kind are alive.
  final class Tracked: Sendable {
    static let alive = Counter()
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.alive.add(1)
    }
    deinit { Self.alive.add(-1) }
  }

  /// A count shared between threads.
  final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func add(_ step: Int) { lock.withLock { count += step } }
    var value: Int { lock.withLock { count } }
  }

  @Test(arguments: [0, 1, 2, 7, 100, 1_000])
  func resultsKeepTheOrderOfTheInputs(_ count: Int) {
    let inputs = Array(0..<count)
    #expect(ParallelMap.map(inputs) { $0 * 3 } == inputs.map { $0 * 3 })
  }

  @Test func resultsAreReleasedWithTheirArray() {
    do {
      let results = ParallelMap.map(Array(0..<64)) { Tracked($0) }
      #expect(results.map(\.value) == Array(0..<64))
      #expect(Tracked.alive.value == 64)
    }
    #expect(Tracked.alive.value == 0)
  }
}
