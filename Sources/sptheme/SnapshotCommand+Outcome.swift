import Render
import Theme

/// What `snapshot --verify` and `merge-reports` print about the differences: one line per
/// cause of the changed snapshots, one line each for the missing and orphaned ones.
extension SnapshotCommand {
  /// How many names a short line shows before `…`.
  static let namesShown = 3

  /// The lines for the differences of `results` (none when nothing differs); with `verbose`,
  /// every snapshot under its cause.
  static func outcomeLines(_ results: SnapshotResults, verbose: Bool) -> [String] {
    var lines = results.causes.lines(verbose: verbose)
    let differences = results.comparison.differences
    for (kind, what) in [
      (SnapshotComparison.Kind.missing, "no reference; --record missing writes them"),
      (.orphaned, "a reference no state renders; --prune removes them"),
    ] {
      let names = differences.filter { $0.kind == kind }.map(\.name.description)
      guard !names.isEmpty else { continue }
      let shown =
        verbose || names.count <= namesShown
        ? names : Array(names.prefix(namesShown)) + ["…"]
      lines.append(
        "\(kind.rawValue): \(names.count) (\(what)): \(shown.joined(separator: ", "))")
    }
    return lines.map { Sanitize.terminal($0) }
  }
}
