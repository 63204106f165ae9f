import Theme

/// `build`'s output: on standard error, the brands that failed, the findings and why the
/// build stopped, or each output's notes and write failures; on standard output, one line per
/// output written or unchanged.
///
/// Every output is written before a line is printed: a reader that goes away early
/// (`sptheme build | head -1`) ends the process at its next line, which must not leave later
/// outputs old.
public struct BuildTextWriter {
  /// Finds the code frame of a finding (reads the file).
  public var codeFrame: (SourceLocation) -> String?

  /// Creates a writer.
  public init(codeFrame: @escaping (SourceLocation) -> String? = { _ in nil }) {
    self.codeFrame = codeFrame
  }

  /// The lines of the report, in order.
  public func lines(_ report: BuildReport) -> [ReportLine] {
    var lines: [ReportLine] = []
    for problem in report.brandProblems {
      switch problem {
      case .notLoaded(let error):
        lines += ReportLine.findings(error.diagnostics, codeFrame: codeFrame)
        lines.append(.failure(SafeText.terminal(error.description)))
      case .errors(let brand, let findings):
        lines += ReportLine.findings(findings, codeFrame: codeFrame)
        lines.append(.error(BuildWording.brandErrors(brand, count: findings.count)))
      }
    }
    for unused in report.unusedErrors {
      lines += ReportLine.findings(unused.findings, codeFrame: codeFrame)
      lines.append(
        .error(
          BuildWording.unusedErrors(
            unused.brand, count: unused.findings.count, written: !report.stopped)))
    }
    if report.stopped {
      lines += ReportLine.findings(report.findings, codeFrame: codeFrame)
      lines.append(
        .error(BuildWording.stopped(errors: report.errors, failedBrands: report.failedBrands)))
      return lines
    }
    var done: [ReportLine] = []
    for written in report.written {
      lines += written.notes.map { .error(BuildWording.note(written.out, $0)) }
      if case .failed(let reason) = written.outcome {
        lines.append(.error(BuildWording.cannotWrite(written.out, reason: reason)))
      } else {
        done.append(.output(BuildWording.written(written)))
      }
    }
    return lines + done
  }
}
