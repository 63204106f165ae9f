import Theme

/// `export`'s output: the exported text on standard output (as it is), and on standard error
/// what was said about the brands and what was written.
///
/// A ``ExportReport/Failure/usage(_:)`` is left to the caller, which prints it with the
/// command's usage.
public struct ExportTextWriter {
  /// Finds the code frame of a finding (reads the file).
  public var codeFrame: (SourceLocation) -> String?

  /// Creates a writer.
  public init(codeFrame: @escaping (SourceLocation) -> String? = { _ in nil }) {
    self.codeFrame = codeFrame
  }

  /// The lines of the report, in order.
  public func lines(_ report: ExportReport) -> [ReportLine] {
    var lines = report.messages.flatMap(lines)
    switch report.result {
    case .text(let text): lines.append(.data(text))
    case .wrote(let path, let format, let brands):
      lines.append(.error(ExportWording.wrote(path, format: format, brands: brands)))
    case .catalog(let catalog): lines.append(.error(ExportWording.catalog(catalog)))
    case nil: break
    }
    if case .write(let description) = report.failure {
      lines.append(.error(ExportWording.cannotWrite(description)))
    }
    return lines
  }

  private func lines(_ message: ExportReport.Message) -> [ReportLine] {
    switch message {
    case .notLoaded(let error):
      ReportLine.findings(error.diagnostics, codeFrame: codeFrame)
        + [.failure(SafeText.terminal(error.description))]
    case .lacksDark(let brand): [.error(ExportWording.lacksDark(brand))]
    case .unreadable(let place): [.error(ExportWording.unreadable(place))]
    case .notBuilt(let description): [.failure(SafeText.terminal(description))]
    case .errorsElsewhere(let brand, let count):
      [.error(ExportWording.errorsElsewhere(brand, count: count))]
    case .note(let text): [.error(ExportWording.note(text))]
    }
  }
}
