import Theme

/// Prints diagnostics as text with code frames, as JSON, or as GitHub Actions annotations.
public struct DiagnosticFormatter {
  /// The output formats of `sptheme check`.
  public enum Format: String, CaseIterable, Sendable {
    /// Findings with code frames and one summary line per brand.
    case text
    /// One JSON document: every brand with its findings.
    case json
    /// GitHub Actions workflow commands, within what GitHub shows.
    case github
    /// A SARIF 2.1.0 log.
    case sarif
  }

  /// The format the diagnostics are written in.
  public var format: Format
  /// Whether text output may use color.
  public var styled: Bool
  /// Finds the code frame for a location (reads the file).
  public var codeFrame: (SourceLocation) -> String?

  /// Creates a formatter.
  public init(format: Format, styled: Bool, codeFrame: @escaping (SourceLocation) -> String?) {
    self.format = format
    self.styled = styled
    self.codeFrame = codeFrame
  }

  /// One diagnostic in the text format:
  /// `path:line:col: error: token: message [rule]`, the code frame, the hint and the notes.
  public func text(_ diagnostic: Diagnostic) -> String {
    var lines: [String] = []
    let place = diagnostic.location.map { "\(SafeText.terminal($0.description)): " } ?? ""
    let severity = paint(
      diagnostic.severity.rawValue + ":",
      diagnostic.severity == .error ? "1;31" : diagnostic.severity == .warning ? "1;33" : "1;36")
    var message = diagnostic.message
    if let token = diagnostic.tokenPath, !message.contains(token) {
      message = "\(token): \(message)"
    }
    lines.append(
      "\(paint(place, "1"))\(severity) \(SafeText.terminal(message)) \(paint("[\(diagnostic.rule)]", "2"))"
    )
    if let location = diagnostic.location, let frame = codeFrame(location) {
      lines.append(SafeText.terminal(frame, keepNewlines: true))
    }
    if let hint = diagnostic.hint {
      lines.append("  \(paint("hint:", "36")) \(SafeText.terminal(hint))")
    }
    for note in diagnostic.notes {
      let place = note.location.map { " (\($0))" } ?? ""
      lines.append("  \(paint("note:", "2")) \(SafeText.terminal(note.message + place))")
    }
    return lines.joined(separator: "\n")
  }

  /// A diagnostic as a JSON object.
  public static func json(_ diagnostic: Diagnostic) -> JSONValue {
    var object = JSONObject()
    object["severity"] = .string(diagnostic.severity.rawValue)
    object["rule"] = .string(diagnostic.rule.id)
    object["message"] = .string(diagnostic.message)
    if let location = diagnostic.location {
      object["file"] = .string(location.file)
      object["line"] = .number(Double(location.line))
      object["column"] = .number(Double(location.column))
    }
    if let token = diagnostic.tokenPath { object["token"] = .string(token) }
    if let hint = diagnostic.hint { object["hint"] = .string(hint) }
    if !diagnostic.notes.isEmpty {
      object["notes"] = .array(
        diagnostic.notes.map { note in
          var item = JSONObject()
          item["message"] = .string(note.message)
          if let location = note.location {
            item["file"] = .string(location.file)
            item["line"] = .number(Double(location.line))
            item["column"] = .number(Double(location.column))
          }
          return .object(item)
        })
    }
    return .object(object)
  }

  /// A diagnostic as a GitHub Actions workflow command (`::error file=…,line=…::message`).
  public static func github(_ diagnostic: Diagnostic) -> String {
    let command =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "warning"
      case .info: "notice"
      }
    var properties: [String] = []
    if let location = diagnostic.location {
      properties += [
        "file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
      ]
    }
    properties.append("title=\(escapeProperty(diagnostic.rule.id))")
    var message = diagnostic.message
    if let token = diagnostic.tokenPath, !message.contains(token) {
      message = "\(token): \(message)"
    }
    if let hint = diagnostic.hint { message += "\nhint: \(hint)" }
    return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  /// A plain notice line for GitHub Actions (`::notice::message`).
  public static func githubNotice(_ message: String) -> String {
    "::notice::\(escapeData(message))"
  }

  private static func escapeData(_ text: String) -> String {
    SafeText.githubData(text)
  }

  private static func escapeProperty(_ text: String) -> String {
    SafeText.githubProperty(text)
  }

  private func paint(_ text: String, _ code: String) -> String {
    styled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
