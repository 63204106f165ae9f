import Foundation
import Testing

extension Terminal {
  /// Compares text with a golden file under `Tests/RenderTests/__Snapshots__/<TestFile>/`.
  ///
  /// The file is `<test>.<name>.<ext>`. It is recorded when missing or when `SPTHEME_RECORD=all`,
  /// and the test fails after recording so a new golden file is always looked at. A mismatch
  /// prints the file's path and a line diff.
  static func expectGolden(
    _ actual: String, test: String, name: String, ext: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let testFile = URL(fileURLWithPath: filePath)
    var targetDirectory = testFile.deletingLastPathComponent()
    while targetDirectory.deletingLastPathComponent().lastPathComponent != "Tests",
      targetDirectory.pathComponents.count > 1
    {
      targetDirectory.deleteLastPathComponent()
    }
    let directory = targetDirectory.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let file = directory.appendingPathComponent("\(test).\(name).\(ext)")
    let record = ProcessInfo.processInfo.environment["SPTHEME_RECORD"] == "all"

    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file, options: .atomic)
        Issue.record(
          "recorded \(file.path); check it and run again", sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard expected != actual else { return }
    let diff = lineDiff(expected, actual)
    Issue.record(
      "\(file.path) differs (− golden, + actual; SPTHEME_RECORD=all records it again):\n\(diff)",
      sourceLocation: sourceLocation)
  }

  /// The differing lines of two texts, by line number.
  static func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      if let before { lines.append("\(index + 1) − \(before)") }
      if let after { lines.append("\(index + 1) + \(after)") }
    }
    return lines.joined(separator: "\n")
  }
}
