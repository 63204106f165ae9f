import Render
import Theme

/// Findings as GitHub Actions annotations, within what GitHub shows.
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations of a step, so a run
/// prints errors and warnings only (information too with `--verbose`) and never more than
/// ``perKind`` of one kind, counting the brands' summary notices and the one annotation that
/// says how many more there are and where to see them. When `GITHUB_STEP_SUMMARY` names a file,
/// every finding goes there as a Markdown table.
public struct GitHubAnnotations: Sendable {
  /// Annotations of one kind GitHub shows per step.
  public static let perKind = 10

  /// The findings, in the order they were found.
  public var diagnostics: [Diagnostic]
  /// Whether information is shown too.
  public var verbose: Bool
  /// The brands' summary lines printed as notices (a clean brand's only with `--verbose`).
  public var brandLines: [String] = []

  /// Annotations for `diagnostics`; `brandLines` are the brands' summaries printed as notices.
  public init(diagnostics: [Diagnostic], verbose: Bool, brandLines: [String] = []) {
    self.diagnostics = diagnostics
    self.verbose = verbose
    self.brandLines = brandLines
  }

  /// The findings that are shown at all.
  public var shown: [Diagnostic] { diagnostics.filter { verbose || $0.severity != .info } }

  /// How many annotations of each kind the findings may take: ``perKind``, less the brand
  /// notices, less the "more" annotation in the kind it is printed as.
  public func budget() -> (perSeverity: [Diagnostic.Severity: Int], more: Diagnostic.Severity?) {
    var budget: [Diagnostic.Severity: Int] = [:]
    for severity in Diagnostic.Severity.allCases { budget[severity] = Self.perKind }
    budget[.info] = max(0, Self.perKind - brandLines.count)
    var counts: [Diagnostic.Severity: Int] = [:]
    for diagnostic in shown { counts[diagnostic.severity, default: 0] += 1 }
    let over = Diagnostic.Severity.allCases.filter {
      counts[$0, default: 0] > budget[$0, default: 0]
    }
    guard !over.isEmpty else { return (budget, nil) }
    let more: Diagnostic.Severity =
      over.contains(.error) ? .error : over.contains(.warning) ? .warning : .info
    budget[more, default: 0] -= 1
    return (budget, more)
  }

  /// The workflow commands to print: the findings, the brands' summaries, then the one that
  /// says how many were left out.
  public func lines(summaryFile: String?) -> [String] {
    let (budget, moreKind) = budget()
    var printed: [Diagnostic.Severity: Int] = [:]
    var left: [Diagnostic.Severity: Int] = [:]
    var lines: [String] = []
    for diagnostic in shown {
      if printed[diagnostic.severity, default: 0] < budget[diagnostic.severity, default: 0] {
        printed[diagnostic.severity, default: 0] += 1
        lines.append(DiagnosticFormatter.github(diagnostic))
      } else {
        left[diagnostic.severity, default: 0] += 1
      }
    }
    // A summary is a notice too: as a plain line, a brand or file named `::warning …` would be
    // read as a workflow command. More brands than a step shows are left to the job summary.
    let notices = Self.perKind - (moreKind == .info ? 1 : 0)
    for line in brandLines.prefix(notices) {
      lines.append("::notice title=sptheme check::" + SafeText.githubData(line))
    }
    let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
      guard let count = left[severity], count > 0 else { return nil }
      let word = severity == .info ? "notice" : severity.rawValue
      return "\(count) more \(word)\(count == 1 ? "" : "s")"
    }
    if let moreKind, !counts.isEmpty {
      let there =
        summaryFile == nil
        ? "run 'sptheme check' or use --format sarif to see them all"
        : "the job summary lists them all"
      let command = moreKind == .info ? "notice" : moreKind.rawValue
      lines.append(
        "::\(command) title=sptheme::\(counts.joined(separator: ", ")) not shown (GitHub shows \(Self.perKind) of each per step); \(there)"
      )
    }
    return lines
  }

  /// The Markdown table of every shown finding, for `$GITHUB_STEP_SUMMARY`.
  public func summaryMarkdown(brandLines: [String]) -> String {
    var lines = ["## sptheme check", ""]
    lines += brandLines.map { "- " + cell($0) }
    lines.append("")
    let findings = shown
    guard !findings.isEmpty else { return (lines + ["No findings.", ""]).joined(separator: "\n") }
    lines += MarkdownSummaryWriter.findingsTable(findings) { "`\(code($0))`" }
    return (lines + [""]).joined(separator: "\n")
  }

  /// Text for a table cell: no line breaks or pipes, no HTML.
  private func cell(_ text: String) -> String {
    MarkdownText.inert(text)
  }

  /// Text inside a code span: no backticks or pipes.
  private func code(_ text: String) -> String {
    SafeText.terminal(text).replacing("`", with: "'").replacing("|", with: "\\|")
  }
}
