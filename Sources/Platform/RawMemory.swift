#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Comparing raw memory, for the hot paths that compare bytes in place.
package enum RawMemory {
  /// Whether the `count` bytes at `first` and at `second` are the same (C `memcmp`).
  @inlinable
  package static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int)
    -> Bool
  {
    memcmp(first, second, count) == 0
  }
}
