#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the terminal was before a full-screen program took it, kept where a signal handler can
/// reach it.
///
/// Signal handlers cannot take context, so this state lives in globals. They are written only
/// by `save` before any handler that reads them is installed and read by `restore`, which does
/// nothing but async-signal-safe calls (`tcsetattr`, `write`); that is why the globals are
/// `nonisolated(unsafe)`: no Swift concurrency reaches them, only this thread and its signals.
package enum TerminalRestore {
  /// The saved settings live on the heap: a C struct in a Swift global is sized without its tail
  /// padding, which AddressSanitizer reports when the whole struct is copied in.
  nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) private static var input: Int32 = -1
  nonisolated(unsafe) private static var output: Int32 = -1
  nonisolated(unsafe) private static var active = false
  /// The bytes that leave the program's screen, kept as bytes so a handler never allocates.
  nonisolated(unsafe) private static var leaveBytes: [UInt8] = []

  /// Keeps `settings`, to be put back on the terminal of `input` by ``restore()``, after
  /// `leaving` is written to `output`.
  package static func save(
    _ settings: TerminalSettings, input descriptor: Int32, output out: Int32, leaving: [UInt8]
  ) {
    saved.pointee = settings.value
    input = descriptor
    output = out
    leaveBytes = leaving
    active = true
  }

  /// Forgets the saved settings: ``restore()`` does nothing until the next ``save(_:input:output:leaving:)``.
  package static func forget() {
    active = false
  }

  /// Puts the saved settings back and leaves the alternate screen; safe in a signal handler.
  package static func restore() {
    guard active else { return }
    active = false
    leaveBytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(output, base + offset, buffer.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          break
        }
        offset += written
      }
    }
    _ = tcsetattr(input, TCSAFLUSH, saved)
  }
}
