#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The monotonic clock: time that only moves forward, for measuring and waiting (never a
/// date).
package enum MonotonicClock {
  /// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), from an unspecified start.
  package static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Waits `seconds` (a signal may end the wait early).
  package static func sleep(seconds: Double) {
    guard seconds > 0 else { return }
    var time = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    _ = nanosleep(&time, nil)
  }
}
