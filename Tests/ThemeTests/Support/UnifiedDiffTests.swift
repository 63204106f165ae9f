import TestSupport
import Testing

/// The golden files' diff: hunks as `diff -u` prints them.
@Suite struct UnifiedDiffTests {
  static let cases: [(old: String, new: String, diff: String)] = [
    ("a\nb\nc", "a\nb\nc", ""),
    ("a\nb\nc", "a\nx\nc", "--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\n-b\n+x\n c"),
    ("a\nb", "a\nb\nc", "--- a\n+++ b\n@@ -1,2 +1,3 @@\n a\n b\n+c"),
    ("a\nb\nc", "b\nc", "--- a\n+++ b\n@@ -1,3 +1,2 @@\n-a\n b\n c"),
    (
      "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12", "1\nX\n3\n4\n5\n6\n7\n8\n9\n10\nY\n12",
      "--- a\n+++ b\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -8,5 +8,5 @@\n 8\n 9\n 10\n-11\n+Y\n 12"
    ),
  ]

  @Test(arguments: cases) func printsHunks(_ old: String, _ new: String, _ diff: String) {
    #expect(UnifiedDiff.text(old, new) == diff)
  }

  @Test func cutsALongDiff() {
    let old = (0..<200).map(String.init).joined(separator: "\n")
    let new = (0..<200).map { "x\($0)" }.joined(separator: "\n")
    let lines = UnifiedDiff.text(old, new, limit: 10).split(separator: "\n")
    #expect(lines.count == 11)
    #expect(lines.last == "… 393 more lines of diff")
  }
}
