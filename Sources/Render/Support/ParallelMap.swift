import Dispatch

/// Work spread over every core, with results in the order of the inputs, so output stays
/// deterministic however the work was scheduled.
public enum ParallelMap {
  /// `transform` applied to each element, concurrently; results in element order.
  public static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    // The array owns its storage from the start: each slot is initialized by exactly one
    // iteration, so the writes never overlap, and the results are released with the array.
    return [Result](unsafeUninitializedCapacity: elements.count) { buffer, initializedCount in
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        slots.initializeElement(at: index, to: transform(elements[index]))
      }
      initializedCount = elements.count
    }
  }
}
