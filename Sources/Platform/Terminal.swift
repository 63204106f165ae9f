#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The terminal behind a file descriptor: whether there is one, its size, and its settings.
package enum Terminal {
  /// Whether `descriptor` is a terminal (`isatty`).
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The size of the terminal on `descriptor` in columns and rows, as the terminal says it
  /// (either may be 0 when it does not know); `nil` when `descriptor` is not a terminal.
  package static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The settings of the terminal on `descriptor` (`tcgetattr`).
  ///
  /// - Throws: ``SystemError`` when `descriptor` is not a terminal or cannot be read.
  package static func settings(of descriptor: Int32) throws(SystemError) -> TerminalSettings {
    var settings = TerminalSettings()
    guard tcgetattr(descriptor, &settings.value) == 0 else { throw .current("terminal") }
    return settings
  }

  /// Gives the terminal on `descriptor` these settings once what was written has gone out,
  /// dropping input not yet read (`tcsetattr` with `TCSAFLUSH`).
  ///
  /// - Throws: ``SystemError`` when the terminal refuses them.
  package static func apply(_ settings: TerminalSettings, to descriptor: Int32) throws(SystemError)
  {
    var value = settings.value
    guard tcsetattr(descriptor, TCSAFLUSH, &value) == 0 else { throw .current("terminal") }
  }
}
