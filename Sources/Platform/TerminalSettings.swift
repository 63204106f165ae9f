#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A terminal's settings (a `termios`), read with ``Terminal/settings(of:)`` and given back
/// with ``Terminal/apply(_:to:)`` or ``TerminalRestore``.
package struct TerminalSettings {
  /// The C settings.
  var value = termios()

  /// These settings in raw mode: no echo, no line buffering, no signals from keys (Ctrl-C
  /// arrives as a byte), no flow control (Ctrl-Q and Ctrl-S arrive too), no output processing
  /// of line feeds, and reads that return at once with what is there.
  package var raw: TerminalSettings {
    var raw = self
    raw.value.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.value.c_oflag &= ~tcflag_t(OPOST)
    raw.value.c_cflag |= tcflag_t(CS8)
    raw.value.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.value.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    return raw
  }
}
