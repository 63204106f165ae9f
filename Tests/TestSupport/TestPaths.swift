import Foundation
import Testing

/// Where the tests find the package and the read-only material beside it (`../shared/`).
public enum TestPaths {
  /// The package root, found from this file's path.
  public static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().path
  }()

  /// `../shared` from the package root.
  public static let shared = packageRoot + "/../shared"

  /// A path under `../shared/`; records a clear failure when it is missing.
  public static func shared(
    _ relative: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let full = shared + "/" + relative
    if !FileManager.default.fileExists(atPath: full) {
      Issue.record(
        "missing \(full): the tests read ../shared/ beside the package root (clone the project next to shared/ as CI does)",
        sourceLocation: sourceLocation)
    }
    return full
  }

  /// A fresh temporary folder; the caller removes it.
  public static func temporaryFolder(prefix: String = "sptheme-test") throws -> String {
    let path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
