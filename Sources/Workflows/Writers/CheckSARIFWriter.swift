import Theme

/// `check --format sarif`: the report's findings as one SARIF 2.1.0 log (``SARIFReport``);
/// information only when verbose.
public struct CheckSARIFWriter: Sendable {
  /// Whether information is written too (as SARIF notes).
  public var verbose: Bool
  /// `tool.driver.version`.
  public var toolVersion: String
  /// The absolute folder `%SRCROOT%` stands for (the working folder), if known.
  public var sourceRoot: String?

  /// Creates a writer.
  public init(verbose: Bool, toolVersion: String, sourceRoot: String?) {
    self.verbose = verbose
    self.toolVersion = toolVersion
    self.sourceRoot = sourceRoot
  }

  /// The log, and a warning line when findings were left out to stay within
  /// ``SARIFReport/maximumResults``.
  public func write(_ report: CheckReport) -> (log: String, warning: String?) {
    let shown = report.findings.filter { verbose || $0.severity != .info }
    let (log, omitted) = SARIFReport.render(
      shown, toolVersion: toolVersion, sourceRoot: sourceRoot)
    let warning =
      omitted > 0
      ? "warning: left out \(omitted) findings (the least severe) to stay within the \(SARIFReport.maximumResults) results GitHub takes per run"
      : nil
    return (log.serialized(), warning)
  }
}
