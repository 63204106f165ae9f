/// The Markdown summary of a verification (`snapshot --verify --summary markdown`, and the
/// GitHub job summary): the counts, then a short table of causes with the snapshots each
/// explains and the contrast it lowers the most. Every value from tokens or file names is
/// escaped, so a token cannot add a link, an image or HTML to the page.
public enum SnapshotSummary {
  /// The summary of `results`.
  public static func markdown(_ results: SnapshotResults) -> String {
    let comparison = results.comparison
    let causes = results.causes
    var lines = ["## sptheme snapshot", ""]
    let shard = results.shard.map { " (shard \($0))" } ?? ""
    lines.append(
      "\(comparison.checked.count) snapshots checked\(shard): \(comparison.count(.changed)) changed, "
        + "\(comparison.count(.missing)) missing, \(comparison.count(.orphaned)) orphaned.")
    lines.append("")
    guard !comparison.differences.isEmpty else {
      return (lines + ["No differences.", ""]).joined(separator: "\n")
    }
    lines += [
      "| cause | snapshots | blocks | appearances | worst contrast change |",
      "|---|---|---|---|---|",
    ]
    for group in causes.groups {
      let worst = causes.worstContrast(of: group).map { cell($0.description) } ?? "–"
      let appearances = Set(group.names.map(\.appearance)).sorted().joined(separator: ", ")
      let what = group.causes.map(label).joined(separator: " + ")
      lines.append(
        "| \(what) | \(group.names.count) | \(Set(group.names.map(\.block)).count) | \(cell(appearances)) | \(worst) |"
      )
    }
    if !causes.stylesheet.isEmpty {
      lines.append(
        "| stylesheet (\(ReferenceStore.stylesheetFile)) | \(causes.stylesheet.count) | | | |")
    }
    if !causes.bytesOnly.isEmpty {
      lines.append("| bytes only (no visible difference) | \(causes.bytesOnly.count) | | | |")
    }
    for kind in [SnapshotComparison.Kind.missing, .orphaned] where comparison.count(kind) > 0 {
      lines.append("| \(kind.rawValue) | \(comparison.count(kind)) | | | |")
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// A cause in a cell: the role in a code span, its values and place escaped.
  static func label(_ cause: SnapshotCause) -> String {
    guard cause.kind == .role else { return cell(cause.description) }
    let place = cause.source.map { " (\(cell($0)))" } ?? ""
    return
      "\(code(cause.role)) of \(cell(cause.brand)): \(cell(cause.before)) → \(cell(cause.after))\(place)"
  }

  /// Text for a table cell (``MarkdownText/inert(_:)``).
  static func cell(_ text: String) -> String { MarkdownText.inert(text) }

  /// Text in a code span (``MarkdownText/code(_:)``).
  static func code(_ text: String) -> String { MarkdownText.code(text) }
}
