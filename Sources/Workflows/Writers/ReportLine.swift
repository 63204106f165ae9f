import Theme

/// One line a text writer gives its caller to print, and where it goes.
///
/// Writers never print: they return lines, and the command line prints each on its stream
/// (made safe for a terminal there, except ``Stream/data``).
public struct ReportLine: Sendable, Equatable {
  /// Where a line goes.
  public enum Stream: Sendable, Equatable {
    /// Standard output, text for a person.
    case output
    /// Standard output as it is: exported code, a migrated file.
    case data
    /// Standard error.
    case error
  }

  /// Where it goes.
  public var stream: Stream
  /// The text (a newline is added when printed, unless it ends with one).
  public var text: String

  /// Creates a line.
  public init(_ stream: Stream, _ text: String) {
    self.stream = stream
    self.text = text
  }

  /// A line on standard output.
  public static func output(_ text: String) -> ReportLine { ReportLine(.output, text) }
  /// Data on standard output, as it is.
  public static func data(_ text: String) -> ReportLine { ReportLine(.data, text) }
  /// A line on standard error.
  public static func error(_ text: String) -> ReportLine { ReportLine(.error, text) }

  /// An error on standard error: `error: ` and the text, unless the text already says
  /// `error:` itself, so no line reads `error: error:`.
  public static func failure(_ description: String) -> ReportLine {
    let said = description.hasPrefix("error:") || description.contains(": error: ")
    return ReportLine(.error, said ? description : "error: " + description)
  }

  /// Findings with their code frames, one line each, on standard error.
  public static func findings(
    _ findings: [Diagnostic], codeFrame: @escaping (SourceLocation) -> String?
  )
    -> [ReportLine]
  {
    let formatter = DiagnosticFormatter(format: .text, styled: false, codeFrame: codeFrame)
    return findings.map { .error(formatter.text($0)) }
  }
}
