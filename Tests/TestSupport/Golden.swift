import Foundation
import Testing

/// Golden files: `Tests/<Target>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`, and the
/// committed reference snapshots of `Tests/Snapshots/`.
///
/// A missing golden file is recorded, and so is every one when `SPTHEME_RECORD=all`; a test that
/// records always fails, so nothing is re-recorded by accident. A mismatch fails with the file's
/// path and a unified diff.
public enum Golden {
  /// Compares `actual` with the golden file of the calling test, or records it.
  public static func check(
    _ actual: String, name: String, ext: String, testFile: String = #filePath,
    test: String = #function, sourceLocation: SourceLocation = #_sourceLocation
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
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded \(path): check it, then run the test again", sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard expected != actual else { return }
    Issue.record(
      "\(path) differs (re-record on purpose with SPTHEME_RECORD=all):\n\(UnifiedDiff.text(expected, actual, names: ("golden", "actual")))",
      sourceLocation: sourceLocation)
  }

  /// Compares with a committed reference snapshot in `Tests/Snapshots/` (the one copy of the
  /// rendered blocks). It never records: `make snapshots` re-renders the references on purpose.
  public static func checkReference(
    _ actual: String, file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = TestPaths.packageRoot + "/Tests/Snapshots/" + file
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
      Issue.record(
        "missing reference \(path): `make snapshots` renders the references",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    Issue.record(
      "\(path) differs (re-render on purpose with `make snapshots`):\n\(UnifiedDiff.text(expected, actual, names: ("reference", "actual")))",
      sourceLocation: sourceLocation)
  }
}
