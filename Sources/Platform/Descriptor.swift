#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading, writing and waiting on open file descriptors (terminals, pipes, files).
package enum Descriptor {
  /// A descriptor ``poll(_:timeout:)`` found ready.
  package struct Readiness: Equatable, Sendable {
    /// The descriptor.
    package var descriptor: Int32
    /// Whether the other end went away or the descriptor is unusable (`POLLHUP`, `POLLERR`,
    /// `POLLNVAL`): a read may return nothing, ever again.
    package var hungUp: Bool
  }

  /// Waits until one of `descriptors` can be read (or hung up), for up to `milliseconds`
  /// (forever when negative), and returns those that are ready, in the order given. Empty when
  /// the time ran out or a signal interrupted the wait.
  package static func poll(_ descriptors: [Int32], timeout milliseconds: Int32) -> [Readiness] {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard systemPoll(&polled, milliseconds) > 0 else { return [] }
    let hangUp = Int16(POLLHUP | POLLERR | POLLNVAL)
    return polled.filter { $0.revents != 0 }.map {
      Readiness(descriptor: $0.fd, hungUp: $0.revents & hangUp != 0)
    }
  }

  /// Reads what is waiting on `descriptor` into `buffer` (up to its size), once.
  ///
  /// - Returns: The number of bytes read; 0 at the end; -1 on an error (nothing waiting on a
  ///   non-blocking descriptor is one).
  package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    let size = buffer.count
    return buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, size) }
  }

  /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions (and, with
  /// `retryingWhenBusy`, a non-blocking descriptor that is full).
  ///
  /// - Throws: ``SystemError`` (about `path`, a name for the descriptor) when a write fails or
  ///   writes nothing (then ``Errno/ioError``).
  package static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, path: String, retryingWhenBusy: Bool = false
  ) throws(SystemError) {
    let failure = bytes.withUnsafeBytes { buffer -> Errno? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
          continue
        }
        let error = written < 0 ? Errno.current : .ioError
        if error == .interrupted || (retryingWhenBusy && error == .wouldBlock) { continue }
        return error
      }
      return nil
    }
    if let failure { throw SystemError(errno: failure, path: path) }
  }

  /// A new pipe whose ends are closed on `exec` and, with `nonBlocking`, never wait: a read
  /// with nothing waiting and a write to a full pipe fail at once with ``Errno/wouldBlock``.
  ///
  /// - Throws: ``SystemError`` when no pipe can be made (`EMFILE`: too many open files).
  package static func pipe(nonBlocking: Bool) throws(SystemError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard systemPipe(&ends) == 0 else { throw .current("pipe") }
    for end in ends {
      if nonBlocking { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// Closes `descriptor`.
  package static func close(_ descriptor: Int32) {
    systemClose(descriptor)
  }
}
