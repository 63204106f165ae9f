import Theme

/// `check`'s text output, brand by brand as they are checked: each finding with its code frame
/// (information only when verbose), at most ``cap`` findings over the run with one line saying
/// how many more, then the brand's summary line.
public struct CheckTextWriter {
  /// Writes each finding.
  public var formatter: DiagnosticFormatter
  /// Whether information is printed too.
  public var verbose: Bool
  /// How many findings are printed over the whole run (`--max-errors`).
  public var cap: FindingCap

  /// Creates a writer; `maxFindings` 0 prints every finding.
  public init(
    formatter: DiagnosticFormatter, verbose: Bool = false,
    maxFindings: Int = FindingCap.defaultLimit
  ) {
    self.formatter = formatter
    self.verbose = verbose
    self.cap = FindingCap(limit: maxFindings)
  }

  /// The text for one brand, as separate writes: each ends with a newline except the last
  /// (the summary line), which a line-writing console ends.
  public mutating func write(_ brand: CheckReport.BrandResult) -> [String] {
    var pieces: [String] = []
    for finding in brand.findings where verbose || finding.severity != .info {
      if cap.admit() { pieces.append(formatter.text(finding) + "\n") }
    }
    if let more = cap.takeNote() { pieces.append(more + "\n") }
    pieces.append(brand.summaryLine(styled: formatter.styled))
    return pieces
  }

  /// The whole report as one text, every line ended.
  public mutating func text(_ report: CheckReport) -> String {
    report.brands.flatMap { write($0) }.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
  }
}
