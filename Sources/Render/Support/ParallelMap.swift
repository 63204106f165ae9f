import Dispatch

/// Work spread over every core, with results in the order of the inputs, so output stays
/// deterministic however the work was scheduled.
public enum ParallelMap {
  /// `transform` applied to each element, concurrently; results in element order.
  public static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    // Each index is written by exactly one iteration, so the writes never overlap.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      slots[index] = transform(elements[index])
    }
    return results.map { $0! }
  }
}
