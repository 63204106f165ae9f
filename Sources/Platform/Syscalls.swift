#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The C calls whose names the seam's own API reuses (`Descriptor.read` wraps `read`): inside
// those types a plain `read(…)` would find the wrapper, so they call these instead.

/// C `read`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// C `poll`.
func systemPoll(_ descriptors: inout [pollfd], _ timeout: Int32) -> Int32 {
  poll(&descriptors, nfds_t(descriptors.count), timeout)
}

/// C `pipe`.
func systemPipe(_ ends: inout [Int32]) -> Int32 {
  pipe(&ends)
}

/// C `close`.
@discardableResult
func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

/// C `exit`.
func systemExit(_ status: Int32) -> Never {
  exit(status)
}

/// C `kill`.
func systemKill(_ process: Int32, _ signal: Int32) {
  _ = kill(process, signal)
}
