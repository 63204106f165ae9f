import Platform
import Theme

/// Findings as GitHub Actions annotations, within what GitHub shows.
///
/// GitHub shows at most 10 error and 10 warning annotations of a step (and 50 of a job), so a
/// run prints errors and warnings only (information too with `--verbose`), at most
/// ``perKind`` of each, then one annotation that says how many more there are and where to see
/// them. When `GITHUB_STEP_SUMMARY` names a file, every finding goes there as a Markdown table.
struct GitHubAnnotations {
  /// Annotations of one severity printed in one run.
  static let perKind = 10

  /// The findings, in the order they were found.
  var diagnostics: [Diagnostic]
  /// Whether information is shown too.
  var verbose: Bool

  /// The findings that are shown at all.
  var shown: [Diagnostic] { diagnostics.filter { verbose || $0.severity != .info } }

  /// The workflow commands to print, the summary annotation last when some were left out.
  func lines(summaryFile: String?) -> [String] {
    var printed: [Diagnostic.Severity: Int] = [:]
    var left: [Diagnostic.Severity: Int] = [:]
    var lines: [String] = []
    for diagnostic in shown {
      if printed[diagnostic.severity, default: 0] < Self.perKind {
        printed[diagnostic.severity, default: 0] += 1
        lines.append(DiagnosticFormatter.github(diagnostic))
      } else {
        left[diagnostic.severity, default: 0] += 1
      }
    }
    let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
      guard let count = left[severity], count > 0 else { return nil }
      let word = severity == .info ? "notice" : severity.rawValue
      return "\(count) more \(word)\(count == 1 ? "" : "s")"
    }
    if !counts.isEmpty {
      let there =
        summaryFile == nil
        ? "run 'sptheme check' or use --format sarif to see them all"
        : "the job summary lists them all"
      let command =
        left[.error, default: 0] > 0
        ? "error" : left[.warning, default: 0] > 0 ? "warning" : "notice"
      lines.append(
        "::\(command) title=sptheme::\(counts.joined(separator: ", ")) not shown (GitHub shows \(Self.perKind) of each per step); \(there)"
      )
    }
    return lines
  }

  /// The Markdown table of every shown finding, for `$GITHUB_STEP_SUMMARY`.
  func summaryMarkdown(brandLines: [String]) -> String {
    var lines = ["## sptheme check", ""]
    lines += brandLines.map { "- " + cell($0) }
    lines.append("")
    let findings = shown
    guard !findings.isEmpty else { return (lines + ["No findings.", ""]).joined(separator: "\n") }
    lines += ["| severity | where | rule | finding |", "|---|---|---|---|"]
    for finding in findings {
      var message = finding.message
      if let token = finding.tokenPath, !message.contains(token) {
        message = "\(token): \(message)"
      }
      if let hint = finding.hint { message += " (hint: \(hint))" }
      let place = finding.location.map { "`\(code($0.description))`" } ?? ""
      lines.append(
        "| \(finding.severity.rawValue) | \(place) | `\(code(finding.rule.id))` | \(cell(message)) |"
      )
    }
    return (lines + [""]).joined(separator: "\n")
  }

  /// Appends the summary to the step summary file (read, then replaced atomically).
  static func appendSummary(_ markdown: String, to path: String) throws(FileSystem.Failure) {
    let before = FileSystem.kind(of: path).exists ? try FileSystem.read(path) : []
    var bytes = before
    if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    bytes += Array(markdown.utf8)
    try FileSystem.write(bytes, to: path)
  }

  /// Text for a table cell: no line breaks or pipes, no HTML.
  private func cell(_ text: String) -> String {
    Sanitize.terminal(text).replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(
      ">", with: "&gt;"
    )
    .replacing("|", with: "\\|")
  }

  /// Text inside a code span: no backticks or pipes.
  private func code(_ text: String) -> String {
    Sanitize.terminal(text).replacing("`", with: "'").replacing("|", with: "\\|")
  }
}
