import Theme

extension GitHubAnnotations {
  /// `check --format github`: every finding of the report, and as notices the summary lines of
  /// the brands with errors or warnings (of every brand when verbose; GitHub shows 10 notices a
  /// step).
  public init(report: CheckReport, verbose: Bool) {
    self.init(
      diagnostics: report.findings, verbose: verbose,
      brandLines: report.brands.filter { verbose || $0.errors > 0 || $0.warnings > 0 }
        .map { $0.summaryLine(styled: false) })
  }

  /// The Markdown for `$GITHUB_STEP_SUMMARY`: every brand's summary line, then every shown
  /// finding.
  public func summaryMarkdown(_ report: CheckReport) -> String {
    summaryMarkdown(brandLines: report.brands.map { $0.summaryLine(styled: false) })
  }
}
