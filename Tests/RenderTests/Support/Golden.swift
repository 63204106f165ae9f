import Foundation
import Testing

/// Golden files: `Tests/<Target>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`.
///
/// A missing file is recorded, and so is every file when `SPTHEME_RECORD=all`; a test that
/// records always fails, so nothing is re-recorded by accident. A mismatch prints the path and
/// the first lines that differ.
enum Golden {
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().path
  }()

  static func check(
    _ actual: String, name: String, ext: String, testFile: String = #filePath,
    test: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fileName = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
    let testName = test.split(separator: "(").first.map(String.init) ?? test
    var target = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while target.deletingLastPathComponent().lastPathComponent != "Tests" {
      target.deleteLastPathComponent()
    }
    let folder = target.appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
    let safeName = name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }
    let path = folder.appendingPathComponent("\(testName).\(String(safeName)).\(ext)").path
    let record = ProcessInfo.processInfo.environment["SPTHEME_RECORD"] == "all"
    guard !record, let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      do {
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded \(path); run the tests again to compare", sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard expected != actual else { return }
    Issue.record(
      "\(path) differs (re-record on purpose with SPTHEME_RECORD=all):\n\(diff(expected, actual))",
      sourceLocation: sourceLocation)
  }

  /// Compares with a committed reference snapshot in `Tests/Snapshots/` (the one copy of the
  /// rendered blocks). It never records: `make snapshots` re-renders the references on purpose.
  static func checkReference(
    _ actual: String, file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = packageRoot + "/Tests/Snapshots/" + file
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
      Issue.record(
        "missing reference \(path): `make snapshots` renders the references",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    Issue.record(
      "\(path) differs (re-render on purpose with `make snapshots`):\n\(diff(expected, actual))",
      sourceLocation: sourceLocation)
  }

  /// The first differing lines, `-` expected and `+` actual.
  static func diff(_ expected: String, _ actual: String, limit: Int = 12) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) where lines.count < limit {
      let a = index < old.count ? String(old[index]) : nil
      let b = index < new.count ? String(new[index]) : nil
      if a != b {
        lines.append("line \(index + 1):")
        if let a { lines.append("- \(a)") }
        if let b { lines.append("+ \(b)") }
      }
    }
    return lines.joined(separator: "\n")
  }
}
