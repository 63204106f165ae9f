import Render
import Theme

/// A GitHub job step summary (`$GITHUB_STEP_SUMMARY`) in Markdown: a heading, the counts and a
/// table. Everything from tokens and files is made inert (``MarkdownText``): it shows as written
/// and never becomes a link, an image, HTML or another column.
public enum MarkdownSummaryWriter {
  /// `sptheme snapshot`: the counts and one row per cause of the changed snapshots, then the
  /// missing and orphaned ones (``SnapshotSummary/markdown(_:)``).
  public static func snapshot(_ results: SnapshotResults) -> String {
    SnapshotSummary.markdown(results)
  }

  /// The summary of a verification or merge, or `nil` when the run stopped first.
  public static func snapshot(_ report: SnapshotRunReport) -> String? {
    report.results.map(snapshot)
  }

  /// `sptheme check --format markdown`: one row per brand with its verdict and counts, the
  /// brands that could not be loaded, then every error and warning (and information when
  /// verbose) with its place and rule.
  public static func check(_ report: CheckReport, verbose: Bool = false) -> String {
    var lines = [
      "## sptheme check", "",
      "| brand | result | errors | warnings | tokens | contrast pairs | file |",
      "|---|---|---|---|---|---|---|",
    ]
    for result in report.brands {
      let pairs = result.contrastPairs.map(String.init) ?? "–"
      lines.append(
        "| \(code(result.brand.id)) | \(result.errors == 0 ? "ok" : "failed") | \(result.errors) | \(result.warnings) | \(result.tokenCount) | \(pairs) | \(code(result.brand.path)) |"
      )
    }
    for reference in report.notLoaded {
      lines.append("| \(code(reference)) | not loaded | | | | | |")
    }
    lines.append("")
    let findings = report.findings.filter { verbose || $0.severity != .info }
    guard !findings.isEmpty else { return (lines + ["No findings.", ""]).joined(separator: "\n") }
    lines += findingsTable(findings, code: code)
    return (lines + [""]).joined(separator: "\n")
  }

  /// The table of findings: its header, then one row each with the finding's place and rule as
  /// `code` writes a code span, and its message (with the token and the hint) made inert.
  static func findingsTable(_ findings: [Diagnostic], code: (String) -> String) -> [String] {
    var lines = ["| severity | where | rule | finding |", "|---|---|---|---|"]
    for finding in findings {
      var message = finding.message
      if let token = finding.tokenPath, !message.contains(token) {
        message = "\(token): \(message)"
      }
      if let hint = finding.hint { message += " (hint: \(hint))" }
      let place = finding.location.map { code($0.description) } ?? ""
      lines.append(
        "| \(finding.severity.rawValue) | \(place) | \(code(finding.rule.id)) | \(MarkdownText.inert(message)) |"
      )
    }
    return lines
  }

  /// Text in a code span, on one line, with no backtick or pipe.
  static func code(_ text: String) -> String { MarkdownText.code(text) }
}
