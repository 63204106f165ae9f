import Dispatch
import TestSupport
import Testing

@testable import Platform

/// `Locked` under real contention: a pthread mutex that ThreadSanitizer can see (the standard
/// library's `Mutex` waits on futexes, which it cannot, so each access was reported as a race).
@Suite(.tags(.threads)) struct LockedTests {
  @Test func everyIncrementFromEveryThreadIsKept() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  @Test func aSharedTableSeesEachKeyOnce() {
    let table = Locked([String: Int]())
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let key = "key-\(index % 16)"
      table.withLock { entries in
        if entries[key] == nil { entries[key] = index }
      }
    }
    #expect(table.withLock { $0.count } == 16)
  }
}
