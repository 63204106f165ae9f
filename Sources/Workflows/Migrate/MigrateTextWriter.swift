import Theme

/// `migrate`'s output: a file's migrated text on standard output (as it is), and on standard
/// error every change and member left as it is, what was (or would be) written, and why a run
/// stopped.
///
/// A ``MigrateReport/Failure/usage(_:)`` is left to the caller, which prints it with the
/// command's usage.
public struct MigrateTextWriter {
  /// Creates a writer.
  public init() {}

  /// The lines of the report, in order.
  public func lines(_ report: MigrateReport) -> [ReportLine] {
    switch report.failure {
    case .notRead(let description): return [.error(MigrateWording.notRead(description))]
    case .notJSON(let place, let message): return [.error(MigrateWording.notJSON(place, message))]
    case .folderNotMigrated(let description):
      return [.error(MigrateWording.folderNotMigrated(description))]
    case .cannotWrite(let description) where report.project == nil:
      return [.error(MigrateWording.cannotWrite(description))]
    case .usage: return []
    default: break
    }
    if let file = report.file { return lines(file) }
    guard let project = report.project else { return [] }
    return lines(project, failure: report.failure)
  }

  private func lines(_ file: MigrateReport.File) -> [ReportLine] {
    var lines: [ReportLine] = []
    if case .text(let text) = file.outcome { lines.append(.data(text)) }
    let said = file.changes.map(MigrateWording.change) + [MigrateWording.fileDone(file)]
    return lines + [.error(said.joined(separator: "\n"))]
  }

  private func lines(_ project: MigrateReport.Project, failure: MigrateReport.Failure?)
    -> [ReportLine]
  {
    let result = project.result
    var said = result.changes.map(MigrateWording.change)
    if let map = result.modeMap {
      said.append("modes, as the resolver writes them (review each line):")
      said += ModeMapTable.lines(map, appearance: nil).map { SafeText.terminal($0) }
    }
    if !result.kept.isEmpty { said.append(MigrateWording.kept(result.kept)) }
    if !result.unchanged.isEmpty { said.append(MigrateWording.upToDate(result.unchanged)) }
    said += result.warnings.map(MigrateWording.warning)
    guard project.writing else {
      said += result.outputs.map { MigrateWording.wouldWrite($0.path) }
      said.append(MigrateWording.addWrite(project))
      return [.error(said.joined(separator: "\n"))]
    }
    if !project.refused.isEmpty {
      return [.error(said.joined(separator: "\n"))]
        + project.refused.map { .error(MigrateWording.refused($0)) }
    }
    if !project.existing.isEmpty {
      return [.error(said.joined(separator: "\n"))]
        + project.existing.map { .error(MigrateWording.exists($0)) }
    }
    said += project.written.map(MigrateWording.wrote)
    if case .cannotWrite(let description) = failure {
      return [
        .error(said.joined(separator: "\n")), .error(MigrateWording.cannotWrite(description)),
      ]
    }
    said.append(MigrateWording.wroteAll(project))
    return [.error(said.joined(separator: "\n"))]
  }
}
