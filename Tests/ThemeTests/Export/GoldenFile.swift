import Foundation
import Testing

/// Golden files: `Tests/ThemeTests/__Snapshots__/<TestFile>/<test>.<name>.<ext>`.
///
/// A missing file is recorded, and so is every file when `SPTHEME_RECORD=all`; a test that
/// records always fails, so nobody records by accident. A mismatch fails with the file's path
/// and a line diff.
enum GoldenFile {
  /// Compares `actual` with the golden file, or records it.
  static func assert(
    _ actual: String, named name: String, ext: String, file: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let testFile = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let test = function.prefix { $0 != "(" }
    let folder = SharedFixtures.packageRoot + "/Tests/ThemeTests/__Snapshots__/" + testFile
    let path = "\(folder)/\(test).\(name).\(ext)"
    let record = ProcessInfo.processInfo.environment["SPTHEME_RECORD"] == "all"
    let existing = try? String(contentsOfFile: path, encoding: .utf8)
    if record || existing == nil {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded \(path): check it, then run the test again", sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let existing, existing != actual else { return }
    Issue.record(
      "\(path) differs (re-record with SPTHEME_RECORD=all if the change is intended):\n\(diff(existing, actual))",
      sourceLocation: sourceLocation)
  }

  /// A short line diff: `-` golden, `+` actual, for the first differing lines.
  static func diff(_ expected: String, _ actual: String, limit: Int = 20) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    var index = 0
    while index < max(old.count, new.count), lines.count < limit {
      let a = index < old.count ? String(old[index]) : nil
      let b = index < new.count ? String(new[index]) : nil
      if a != b {
        if let a { lines.append("\(index + 1) - \(a)") }
        if let b { lines.append("\(index + 1) + \(b)") }
      }
      index += 1
    }
    if lines.count >= limit { lines.append("…") }
    return lines.joined(separator: "\n")
  }
}
