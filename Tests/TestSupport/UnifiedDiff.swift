/// A unified diff of two texts by lines (`--- a`, `+++ b`, `@@ -l,n +l,n @@` hunks with three
/// lines of context), as `diff -u` prints it, cut after `limit` lines.
public enum UnifiedDiff {
  /// The diff of `old` and `new`; empty when they are the same.
  public static func text(
    _ old: String, _ new: String, names: (old: String, new: String) = ("a", "b"),
    context: Int = 3, limit: Int = 80
  ) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(a, b)
    guard edits.contains(where: { $0.kind != .same }) else { return "" }
    var lines = ["--- \(names.old)", "+++ \(names.new)"]
    for hunk in hunks(edits, context: context) {
      let oldStart = hunk.first?.oldLine ?? 0
      let newStart = hunk.first?.newLine ?? 0
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      lines.append(
        "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
      for edit in hunk {
        switch edit.kind {
        case .same: lines.append(" " + a[edit.oldLine])
        case .removed: lines.append("-" + a[edit.oldLine])
        case .added: lines.append("+" + b[edit.newLine])
        }
      }
    }
    guard lines.count > limit else { return lines.joined(separator: "\n") }
    return (lines.prefix(limit) + ["… \(lines.count - limit) more lines of diff"])
      .joined(separator: "\n")
  }

  struct Edit {
    enum Kind { case same, removed, added }
    var kind: Kind
    /// The line's index in the old text (for an added line: where it goes).
    var oldLine: Int
    /// The line's index in the new text (for a removed line: where it was).
    var newLine: Int
  }

  /// The edit script: the common start and end kept, the middle by a longest common
  /// subsequence, or wholly replaced when it is too large to compare line by line.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits = (0..<prefix).map { Edit(kind: .same, oldLine: $0, newLine: $0) }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    if oldMiddle.count * newMiddle.count <= 4_000_000 {
      edits += middle(a, oldMiddle, b, newMiddle)
    } else {
      edits += oldMiddle.map { Edit(kind: .removed, oldLine: $0, newLine: newMiddle.lowerBound) }
      edits += newMiddle.map { Edit(kind: .added, oldLine: oldMiddle.upperBound, newLine: $0) }
    }
    edits += (0..<suffix).map {
      Edit(kind: .same, oldLine: oldMiddle.upperBound + $0, newLine: newMiddle.upperBound + $0)
    }
    return edits
  }

  /// The edits between two ranges by a longest common subsequence table.
  private static func middle(
    _ a: [String], _ oldRange: Range<Int>, _ b: [String], _ newRange: Range<Int>
  ) -> [Edit] {
    let (n, m) = (oldRange.count, newRange.count)
    // lengths[i][j]: the longest common subsequence of the old lines from i and the new from j.
    var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[oldRange.lowerBound + i] == b[newRange.lowerBound + j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < n || j < m {
      let (old, new) = (oldRange.lowerBound + i, newRange.lowerBound + j)
      if i < n, j < m, a[old] == b[new] {
        edits.append(Edit(kind: .same, oldLine: old, newLine: new))
        (i, j) = (i + 1, j + 1)
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        // Removed lines come before the lines added in their place, as in `diff -u`.
        edits.append(Edit(kind: .removed, oldLine: old, newLine: new))
        i += 1
      } else {
        edits.append(Edit(kind: .added, oldLine: old, newLine: new))
        j += 1
      }
    }
    return edits
  }

  /// The changed edits with `context` unchanged lines around them, runs that touch joined.
  private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
    let changed = edits.indices.filter { edits[$0].kind != .same }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { Array(edits[$0]) }
  }
}
