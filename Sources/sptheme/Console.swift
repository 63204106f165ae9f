import Platform
import Theme

/// Where the tool writes, and what it knows about the terminal it writes to.
struct Console {
  /// Environment variables (injected so behaviour does not depend on the machine in tests).
  var environment: [String: String]
  /// Whether standard output is a terminal.
  var stdoutIsTerminal: Bool
  /// Whether standard error is a terminal.
  var stderrIsTerminal: Bool

  static var standard: Console {
    Console(
      environment: CurrentProcess.environment(), stdoutIsTerminal: Terminal.isTerminal(1),
      stderrIsTerminal: Terminal.isTerminal(2))
  }

  /// Writes text for a person to standard output. It is made terminal-safe here, whatever the
  /// caller did (``SafeText/terminalKeepingColors(_:)``: the tool's own colors stay, every
  /// other control, bidi override and line separator goes).
  func out(_ text: String) {
    write(SafeText.terminalKeepingColors(text), to: 1)
  }

  /// Writes data to standard output as it is: JSON, SARIF, exported code, a migrated file.
  /// Each of those formats escapes controls itself, and a byte changed would change the data.
  func data(_ text: String) {
    write(text, to: 1)
  }

  /// Writes to standard error, made terminal-safe as ``out(_:)`` is.
  func error(_ text: String) {
    write(SafeText.terminalKeepingColors(text), to: 2)
  }

  /// Writes an error to standard error: `error: ` and the text, unless the text already says
  /// `error:` itself (a template or file error printed as `place: error: message`), so no line
  /// reads `error: error:`.
  func fail(_ description: String) {
    let said = description.hasPrefix("error:") || description.contains(": error: ")
    error(said ? description : "error: " + description)
  }

  /// Writes to standard error without adding a newline (a progress line that rewrites itself).
  func errorRaw(_ text: String) {
    write(text, to: 2, newline: false)
  }

  /// Writes a line (a newline is added when missing), retrying short writes.
  private func write(_ text: String, to descriptor: Int32, newline: Bool = true) {
    var bytes = Array(text.utf8)
    if newline && bytes.last != 0x0A { bytes.append(0x0A) }
    do {
      try Descriptor.writeAll(
        bytes, to: descriptor, path: descriptor == 1 ? "standard output" : "standard error")
    } catch {
      // Standard error has nowhere to report to; standard output must not fail silently.
      if descriptor == 1 { Self.outputFailed(error.errno) }
    }
  }

  /// Ends the run when standard output cannot take what the tool writes: a reader that went
  /// away (EPIPE, `sptheme list | head -1`) ends it quietly with 141, as SIGPIPE would; a full
  /// disk, an I/O error or anything else is said on standard error and ends it with exit 2, so a
  /// cut `Theme.swift` never passes for a whole one.
  static func outputFailed(_ code: Errno) -> Never {
    if code == .brokenPipe { CurrentProcess.exitNow(141) }
    let reason =
      switch code {
      case .noSpace: "no space left on the device"
      case .ioError: "an input/output error"
      default: code.description
      }
    let message = Array(ShellWording.outputFailed(reason).utf8)
    try? Descriptor.writeAll(message, to: 2, path: "standard error")
    // Leave at once: nothing more can reach standard output, and exit handlers (a leak check
    // under a sanitizer among them) would only change the status.
    CurrentProcess.exitNow(ExitStatus.usage.rawValue)
  }

  /// The terminal's width in columns: `COLUMNS`, else the size of the terminal on standard
  /// output, else `nil`.
  var columns: Int? {
    if let text = environment["COLUMNS"], let value = Int(text), value > 0 { return value }
    if stdoutIsTerminal, let size = Terminal.size(of: 1), size.columns > 0 {
      return size.columns
    }
    return nil
  }

  /// Whether diagnostics on standard output may use color: a terminal, and `NO_COLOR` unset
  /// (`FORCE_COLOR` / `CLICOLOR_FORCE` force it).
  var stdoutStyled: Bool {
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    if let value = environment["FORCE_COLOR"], !value.isEmpty, value != "0" { return true }
    if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
    return stdoutIsTerminal && environment["TERM"] != "dumb"
  }
}
