import Testing

/// Paths to the read-only material beside the package (`../shared/`).
enum SharedFixtures {
  /// The package root, found from this file's path.
  static let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    while let last = parts.last, last != "Tests" { parts.removeLast() }
    parts.removeLast()
    return parts.joined(separator: "/")
  }()

  /// `../shared` from the package root.
  static let shared = packageRoot + "/../shared"

  /// A path under `../shared/`; records a clear failure when the folder is missing.
  static func path(_ relative: String) -> String {
    let full = shared + "/" + relative
    if !FileSystemProbe.exists(full) {
      Issue.record(
        "missing \(full): the tests read ../shared/ beside the package root (clone the project next to shared/ as CI does)"
      )
    }
    return full
  }
}
