import Foundation
import Render
import Theme
import Workflows

/// Small brands for in-process runs: the built-in brands, and a token file with many findings.
enum Fixtures {
  /// A catalog with no project and no tokens folder: the built-in brands only.
  static func builtIn(legacy: Bool = false) -> BrandCatalog {
    BrandCatalog(
      project: nil, tokensFolder: "/nonexistent-tokens-folder",
      options: TokenOptions(legacy: legacy))
  }

  /// A run of the given brands with the built-in catalog.
  static func run(
    _ references: [String], legacy: Bool = false, checkingRoles: Bool = true,
    audit: ComponentAudit? = ComponentAudit()
  ) -> CheckRun {
    CheckRun(
      catalog: builtIn(legacy: legacy), references: references, checkingRoles: checkingRoles,
      audit: audit)
  }

  /// A folder holding `many.tokens.json`: 12 legacy colors (warnings with `legacy`) and no
  /// roles (an error per role); returns the file's path. The caller removes the folder.
  static func manyFindings() throws -> String {
    let folder = NSTemporaryDirectory() + "workflows-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let members = (0..<12).map {
      ##""c\##($0)": { "$type": "color", "$value": "#ff00\##(String(format: "%02x", $0))" }"##
    }
    let path = folder + "/many.tokens.json"
    try "{\n  \"palette\": {\n    \(members.joined(separator: ",\n    "))\n  }\n}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Removes the folder of a file made by ``manyFindings()``.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  /// The shipped brands, checked with the component audit (verbose-worthy information only).
  static let shipped = run(["studio", "folio", "fieldnote"]).run()
}
