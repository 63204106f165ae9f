import Foundation
import TestSupport
import Testing

/// Runs the built `sptheme` binary with a pinned environment and captures what it prints.
enum CLIRunner {
  /// The `sptheme` binary built beside the test bundle.
  static let binary: String = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("sptheme").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return TestPaths.packageRoot + "/.build/debug/sptheme"
  }()

  /// Runs `sptheme` (or another `executable`) with arguments, from the package root unless told
  /// otherwise, with no color, 100 columns, a dumb terminal and a short PATH.
  static func run(
    _ arguments: [String], in directory: String = TestPaths.packageRoot,
    environment extra: [String: String] = [:], executable: String = binary,
    hangLimit: TimeInterval = ToolRun.defaultHangLimit
  ) throws -> ToolRun {
    var environment = ["NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb", "PATH": "/usr/bin:/bin"]
    // A sanitized test run passes its sanitizer settings on to the sanitized binary.
    for (key, value) in ProcessInfo.processInfo.environment where key.hasSuffix("SAN_OPTIONS") {
      environment[key] = value
    }
    environment.merge(extra) { $1 }
    return try ToolRun.run(
      executable, arguments, in: directory, environment: environment, hangLimit: hangLimit)
  }

  /// A copy of a shipped brand in a temporary folder, renamed, for breaking on purpose.
  static func copyOfBrand(_ name: String, as newName: String) throws -> String {
    try BrandCopies.copy(name, as: newName)
  }

  /// Replaces the first occurrence of `old` in a file.
  static func edit(_ path: String, replacing old: String, with new: String) throws {
    try BrandCopies.edit(path, replacing: old, with: new)
  }
}
