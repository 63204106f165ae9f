import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// Brand copies and edits for breaking a brand on purpose, in a temporary folder.
enum BrandFiles {
  /// The package's own tokens folder (the shipped brands).
  static let tokens = TestPaths.packageRoot + "/tokens"

  /// A copy of a shipped brand in a new temporary folder, renamed (its resolver too).
  static func copy(_ name: String, as newName: String) throws -> String {
    try BrandCopies.copy(name, as: newName)
  }

  /// Replaces the first occurrence of `old` in a file.
  static func edit(
    _ path: String, replacing old: String, with new: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try BrandCopies.edit(path, replacing: old, with: new, sourceLocation: sourceLocation)
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Removes a folder made for a test.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The parent folder of a path.
  static func parent(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  /// The committed hostile fixtures.
  static let hostile = TestPaths.packageRoot + "/Tests/Fixtures/hostile"

  /// The text of a project file's findings, as the shell prints them before refusing it.
  static func findings(_ project: ProjectFile) -> String {
    ReportLine.findings(project.diagnostics, codeFrame: CodeFrames().frame).map(\.text)
      .joined(separator: "\n")
  }
}
