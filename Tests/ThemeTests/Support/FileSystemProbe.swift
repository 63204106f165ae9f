import Platform

@testable import Theme

/// Small file helpers for tests.
enum FileSystemProbe {
  static func exists(_ path: String) -> Bool { FileSystem.kind(of: path).exists }

  static func files(in folder: String, suffix: String = "") -> [String] {
    ((try? FileSystem.contents(ofFolder: folder)) ?? []).filter { $0.hasSuffix(suffix) }
  }
}
