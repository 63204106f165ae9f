/// A line diff in unified format (`---`/`+++` headers, `@@` hunks, ` `, `-` and `+` lines).
public enum UnifiedDiff {
  /// The diff from `old` to `new`, or an empty string when they are equal.
  ///
  /// - Parameters:
  ///   - old: The reference text.
  ///   - new: The current text.
  ///   - oldName: The name on the `---` line.
  ///   - newName: The name on the `+++` line.
  ///   - context: Unchanged lines shown around each change.
  ///   - maxLines: The most hunk lines printed; the rest are counted in a last line.
  public static func render(
    _ old: String, _ new: String, oldName: String, newName: String, context: Int = 3,
    maxLines: Int = 200
  ) -> String {
    guard old != new else { return "" }
    let a = lines(old)
    let b = lines(new)
    let edits = script(a, b)
    var output = ["--- \(oldName)", "+++ \(newName)"]
    var printed = 0
    var omitted = 0
    var index = 0
    while index < edits.count {
      guard edits[index].kind != .same else {
        index += 1
        continue
      }
      // A hunk: from `context` lines before this change to `context` lines after the last
      // change that lies within 2 × context of the previous one.
      let start = max(0, index - context)
      var end = index
      var scan = index
      while scan < edits.count {
        if edits[scan].kind != .same {
          end = scan
          scan += 1
        } else if scan - end <= 2 * context {
          scan += 1
        } else {
          break
        }
      }
      let stop = min(edits.count, end + context + 1)
      let hunk = edits[start..<stop]
      let oldStart = hunk.first.map { $0.oldIndex } ?? 0
      let newStart = hunk.first.map { $0.newIndex } ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      let header =
        "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@"
      if printed < maxLines { output.append(header) }
      for edit in hunk {
        let line: String
        switch edit.kind {
        case .same: line = " " + a[edit.oldIndex]
        case .delete: line = "-" + a[edit.oldIndex]
        case .insert: line = "+" + b[edit.newIndex]
        }
        if printed < maxLines {
          output.append(line)
          printed += 1
        } else {
          omitted += 1
        }
      }
      index = stop
    }
    if omitted > 0 { output.append("… \(omitted) more diff lines") }
    return output.joined(separator: "\n")
  }

  /// One step of an edit script, with the indexes it stands at in both texts.
  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The shortest edit script by longest common subsequence, after the common head and tail.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var head = 0
    while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head && tail < b.count - head
      && a[a.count - 1 - tail] == b[b.count - 1 - tail]
    { tail += 1 }
    let middleA = Array(a[head..<(a.count - tail)])
    let middleB = Array(b[head..<(b.count - tail)])
    var edits: [Edit] = (0..<head).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
    let n = middleA.count
    let m = middleB.count
    if n * m > 4_000_000 {
      // Too large to align: everything in the middle changed.
      edits += (0..<n).map { Edit(kind: .delete, oldIndex: head + $0, newIndex: head) }
      edits += (0..<m).map { Edit(kind: .insert, oldIndex: head + n, newIndex: head + $0) }
    } else {
      var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          table[i * (m + 1) + j] =
            middleA[i] == middleB[j]
            ? table[(i + 1) * (m + 1) + j + 1] + 1
            : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n && j < m && middleA[i] == middleB[j] {
          edits.append(Edit(kind: .same, oldIndex: head + i, newIndex: head + j))
          i += 1
          j += 1
        } else if i < n && (j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1]) {
          edits.append(Edit(kind: .delete, oldIndex: head + i, newIndex: head + j))
          i += 1
        } else {
          edits.append(Edit(kind: .insert, oldIndex: head + i, newIndex: head + j))
          j += 1
        }
      }
    }
    edits += (0..<tail).map {
      Edit(kind: .same, oldIndex: a.count - tail + $0, newIndex: b.count - tail + $0)
    }
    return edits
  }
}
