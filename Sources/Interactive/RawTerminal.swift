import Platform

/// The terminal a full-screen program takes over: raw mode (termios), the alternate screen and a
/// hidden cursor, and the way back.
///
/// `enter()` saves the terminal's settings where ``TerminalRestore`` can reach them, so the
/// terminal is put back on every way out: `leave()` on a normal quit, the signal handlers on
/// SIGTERM, SIGINT and SIGHUP, and the crash handlers before a fatal signal ends the process.
package struct RawTerminal {
  /// The file descriptor keys are read from.
  package let input: Int32
  /// The file descriptor frames are written to.
  package let output: Int32

  /// Escapes that switch to the alternate screen, hide the cursor and clear.
  package static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[H"
  /// Escapes that reset colors, show the cursor and switch back to the normal screen.
  package static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Why the terminal could not be taken over.
  package struct Failure: Error {
    package var message: String
  }

  /// Takes the terminal over: raw mode, alternate screen, hidden cursor.
  ///
  /// Raw mode turns off echo, line buffering, signals from keys (Ctrl-C arrives as a byte),
  /// flow control (Ctrl-Q and Ctrl-S arrive too) and output processing of line feeds.
  /// - Throws: ``Failure`` when input or output is not a terminal.
  package func enter() throws(Failure) {
    guard Terminal.isTerminal(input), Terminal.isTerminal(output) else {
      throw Failure(
        message: "needs a terminal: run it in a terminal, not with input or output redirected")
    }
    guard let saved = try? Terminal.settings(of: input) else {
      throw Failure(message: "cannot read the terminal's settings")
    }
    TerminalRestore.save(
      saved, input: input, output: output, leaving: Array(Self.leaveSequence.utf8))
    guard (try? Terminal.apply(saved.raw, to: input)) != nil else {
      TerminalRestore.forget()
      throw Failure(message: "cannot put the terminal in raw mode")
    }
    write(Self.enterSequence)
  }

  /// Gives the terminal back as it was (idempotent).
  package func leave() {
    TerminalRestore.restore()
  }

  /// Writes text to the terminal, retrying short writes and interruptions.
  package func write(_ text: String) {
    try? Descriptor.writeAll(
      Array(text.utf8), to: output, path: "terminal", retryingWhenBusy: true)
  }

  /// The terminal's size in columns and rows (80 × 24 when it does not say).
  package var size: (columns: Int, rows: Int) {
    if let size = Terminal.size(of: output), size.columns > 0, size.rows > 0 { return size }
    return (80, 24)
  }
}
