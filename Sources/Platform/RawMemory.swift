#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Comparing raw memory, for the hot paths that compare bytes in place.
public enum RawMemory {
  /// Whether the `count` bytes at `first` and at `second` are the same (C `memcmp`).
  @inlinable
  public static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int)
    -> Bool
  {
    memcmp(first, second, count) == 0
  }
}
