import Theme

/// `init`'s output: what was made, in one block on standard output; or why nothing was, on
/// standard error (the findings of tokens that cannot be read first, with code frames).
public struct InitTextWriter {
  /// Finds the code frame of a finding (reads the file).
  public var codeFrame: (SourceLocation) -> String?

  /// Creates a writer.
  public init(codeFrame: @escaping (SourceLocation) -> String? = { _ in nil }) {
    self.codeFrame = codeFrame
  }

  /// The lines of the report, in order.
  public func lines(_ report: InitReport) -> [ReportLine] {
    if let failure = report.failure {
      var lines: [ReportLine] = []
      if case .unreadable(_, let findings) = failure {
        lines += ReportLine.findings(findings, codeFrame: codeFrame)
      }
      return lines + InitWording.failure(failure).map { .error($0) }
    }
    if let copied = report.copied {
      return [.output(InitWording.created(copied).joined(separator: "\n"))]
    }
    if let mapped = report.mapped {
      return [.output(InitWording.mapped(mapped).joined(separator: "\n"))]
    }
    return []
  }
}
