import Platform

/// The terminal a full-screen program takes over: raw mode (termios), the alternate screen and a
/// hidden cursor, and the way back.
///
/// `enter()` saves the terminal's settings where ``TerminalRestore`` can reach them, so the
/// terminal is put back on every way out: `leave()` on a normal quit, the signal handlers on
/// SIGTERM, SIGINT and SIGHUP, and the crash handlers before a fatal signal ends the process.
struct RawTerminal {
  /// The file descriptor keys are read from.
  let input: Int32
  /// The file descriptor frames are written to.
  let output: Int32

  /// Escapes that switch to the alternate screen, hide the cursor and clear.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[H"
  /// Escapes that reset colors, show the cursor and switch back to the normal screen.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Why the terminal could not be taken over.
  struct Failure: Error {
    var message: String
  }

  /// Takes the terminal over: raw mode, alternate screen, hidden cursor.
  ///
  /// Raw mode turns off echo, line buffering, signals from keys (Ctrl-C arrives as a byte),
  /// flow control (Ctrl-Q and Ctrl-S arrive too) and output processing of line feeds.
  /// - Throws: ``Failure`` when input or output is not a terminal.
  func enter() throws(Failure) {
    guard isatty(input) == 1, isatty(output) == 1 else {
      throw Failure(
        message: "needs a terminal: run it in a terminal, not with input or output redirected")
    }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else {
      throw Failure(message: "cannot read the terminal's settings")
    }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    TerminalRestore.save(saved, descriptor: input, output: output)
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      TerminalRestore.forget()
      throw Failure(message: "cannot put the terminal in raw mode")
    }
    write(Self.enterSequence)
  }

  /// Gives the terminal back as it was (idempotent).
  func leave() {
    TerminalRestore.restore()
  }

  /// Writes text to the terminal, retrying short writes and interruptions.
  func write(_ text: String) {
    TerminalRestore.writeAll(output, Array(text.utf8))
  }

  /// The terminal's size in columns and rows (80 × 24 when it does not say).
  var size: (columns: Int, rows: Int) {
    var size = winsize()
    if ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      return (Int(size.ws_col), Int(size.ws_row))
    }
    return (80, 24)
  }
}

/// What the terminal was before a full-screen program took it, kept where a signal handler can
/// reach it.
///
/// Signal handlers cannot take context, so this state lives in globals. They are written only
/// by `save` before any handler that reads them is installed and read by `restore`, which does
/// nothing but async-signal-safe calls (`tcsetattr`, `write`); that is why the globals are
/// `nonisolated(unsafe)`: no Swift concurrency reaches them, only this thread and its signals.
enum TerminalRestore {
  /// The saved settings live on the heap: a C struct in a Swift global is sized without its tail
  /// padding, which AddressSanitizer reports when the whole struct is copied in.
  nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) private static var input: Int32 = -1
  nonisolated(unsafe) private static var output: Int32 = -1
  nonisolated(unsafe) private static var active = false
  /// The leave sequence as bytes, made once so a handler never allocates.
  nonisolated(unsafe) private static var leaveBytes: [UInt8] = Array(RawTerminal.leaveSequence.utf8)

  static func save(_ settings: termios, descriptor: Int32, output out: Int32) {
    saved.pointee = settings
    input = descriptor
    output = out
    active = true
  }

  static func forget() {
    active = false
  }

  /// Puts the saved settings back and leaves the alternate screen; safe in a signal handler.
  static func restore() {
    guard active else { return }
    active = false
    leaveBytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          break
        }
        offset += written
      }
    }
    _ = tcsetattr(input, TCSAFLUSH, saved)
  }

  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
