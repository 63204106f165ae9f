import Platform
import Render
import Theme

/// A ``SnapshotRunReport`` as the terminal text `sptheme snapshot` prints: what was written,
/// the differences by cause and the counts on standard output; notes and the failure on
/// standard error. Text from files is made terminal-safe (``SafeText``).
public struct SnapshotTextWriter: Sendable {
  /// How many names a short line shows before `…`.
  public static let namesShown = 3

  /// Every snapshot under its cause, and every diff.
  public var verbose: Bool

  /// Creates a writer.
  public init(verbose: Bool = false) {
    self.verbose = verbose
  }

  /// The lines for standard error: the notes, then the failure if the run stopped.
  public func errorLines(_ report: SnapshotRunReport) -> [String] {
    let notes = report.notes.map { "note: " + SafeText.terminal($0) }
    guard case .failure(let failure) = report.result else { return notes }
    return notes + Self.lines(failure)
  }

  /// The text for standard output, or `nil` when the run stopped.
  public func text(_ report: SnapshotRunReport) -> String? {
    guard case .success(let outcome) = report.result else { return nil }
    switch outcome {
    case .written(let written):
      let part = written.shard.map { " (shard \($0))" } ?? ""
      return
        "wrote \(written.count) snapshots\(part) (\(written.count * 3) files, roles.json and index.html) to \(written.folder)/"
    case .verified(let verified):
      return lines(verified).joined(separator: "\n")
    case .merged(let merged):
      return SafeText.terminal(lines(merged).joined(separator: "\n"), keepNewlines: true)
    case .accepted(let accepted):
      return SafeText.terminal(Self.lines(accepted).joined(separator: "\n"), keepNewlines: true)
    }
  }

  /// What a verification prints: the differences, the report, what was recorded or removed,
  /// and the counts.
  func lines(_ verified: SnapshotRunReport.Verified) -> [String] {
    let results = verified.results
    let comparison = results.comparison
    var lines = verbose ? Self.differenceLines(comparison) : []
    lines += outcomeLines(results)
    if let report = verified.reportPath { lines.append("report: \(report)") }
    let removed = verified.removed
    if !removed.isEmpty {
      lines.append(
        "removed \(removed.count) orphaned reference\(removed.count == 1 ? "" : "s") (--prune): \(removed.joined(separator: ", "))"
      )
    }
    if !verified.recorded.isEmpty {
      lines.append(
        "recorded \(verified.recorded.count) (--record \(verified.record.rawValue)); run again to compare"
      )
    }
    lines.append(
      "\(comparison.checked.count) snapshots checked\(results.shard.map { " (shard \($0))" } ?? ""): "
        + "\(comparison.count(.changed)) changed, \(comparison.count(.missing)) missing, "
        + (results.shard == nil
          ? "\(comparison.count(.orphaned)) orphaned"
          : "orphans are judged when the shards are merged"))
    return lines
  }

  /// What `merge-reports` prints.
  func lines(_ merged: SnapshotRunReport.Merged) -> [String] {
    let comparison = merged.results.comparison
    var lines = verbose ? Self.differenceLines(comparison) : []
    lines += outcomeLines(merged.results)
    lines.append("report: \(merged.reportPath)")
    lines.append("junit: \(merged.junitPath)")
    lines.append(
      "\(comparison.checked.count) snapshots checked in \(merged.parts) shard\(merged.parts == 1 ? "" : "s"): "
        + "\(comparison.count(.changed)) changed, \(comparison.count(.missing)) missing, "
        + "\(comparison.count(.orphaned)) orphaned")
    return lines
  }

  /// What `--accept` prints.
  static func lines(_ accepted: SnapshotRunReport.Accepted) -> [String] {
    let acceptance = accepted.acceptance
    let count = acceptance.accepted.count
    var lines = [
      "accepted \(count) snapshot\(count == 1 ? "" : "s") (\(accepted.selector)) into \(accepted.folder)/"
        + (acceptance.roles == nil ? "" : "; \(RoleRecord.fileName) holds the accepted roles")
    ]
    if !acceptance.alreadyAccepted.isEmpty {
      lines.append("\(acceptance.alreadyAccepted.count) already accepted")
    }
    return lines
  }

  /// The lines for the differences of `results` (none when nothing differs): one per cause of
  /// the changed snapshots (verbose: every snapshot under its cause), one each for the missing
  /// and orphaned ones.
  public func outcomeLines(_ results: SnapshotResults) -> [String] {
    var lines = results.causes.lines(verbose: verbose)
    let differences = results.comparison.differences
    for (kind, what) in [
      (SnapshotComparison.Kind.missing, "no reference; --record missing writes them"),
      (.orphaned, "a reference no state renders; --prune removes them"),
    ] {
      let names = differences.filter { $0.kind == kind }.map(\.name.description)
      guard !names.isEmpty else { continue }
      let shown =
        verbose || names.count <= Self.namesShown
        ? names : Array(names.prefix(Self.namesShown)) + ["…"]
      lines.append(
        "\(kind.rawValue): \(names.count) (\(what)): \(shown.joined(separator: ", "))")
    }
    return lines.map { SafeText.terminal($0) }
  }

  /// Each difference with its summary and diffs, as a verbose verification prints them.
  public static func differenceLines(_ comparison: SnapshotComparison) -> [String] {
    var lines: [String] = []
    for difference in comparison.differences {
      lines.append(
        "\(difference.kind.rawValue): \(difference.name) (\(difference.files.joined(separator: ", ")))"
      )
      lines += difference.summary.map { "  " + $0 }
      for ext in SnapshotName.extensions {
        guard let diff = difference.diffs[ext] else { continue }
        lines += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      }
    }
    return lines
  }
}
