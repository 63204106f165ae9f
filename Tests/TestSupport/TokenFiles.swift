import Foundation

/// Token files that tests write to break or stress a brand on purpose.
public enum TokenFiles {
  /// A temporary folder holding `many.tokens.json`: 12 colors in the legacy `"#rrggbb"` form
  /// (warnings with `--legacy`) and no roles (an error per role, none with a token of its own).
  /// Returns the file's path; ``remove(_:)`` removes its folder.
  public static func manyFindings() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let members = (0..<12).map {
      ##""c\##($0)": { "$type": "color", "$value": "#ff00\##(String(format: "%02x", $0))" }"##
    }
    let path = folder + "/many.tokens.json"
    try "{\n  \"palette\": {\n    \(members.joined(separator: ",\n    "))\n  }\n}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Removes the folder of a file made by ``manyFindings()``.
  public static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}
