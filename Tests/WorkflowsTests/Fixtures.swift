import Foundation
import Render
import Theme
import Workflows

/// Runs over the built-in brands, in process (a token file with many findings is
/// `TokenFiles.manyFindings()`).
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

  /// The shipped brands, checked with the component audit (verbose-worthy information only).
  /// Checked anew for each use: a report held for the whole process would keep its brands to the
  /// end, where LeakSanitizer cannot see every reference to them (.ci/lsan.supp).
  static var shipped: CheckReport { run(["studio", "folio", "fieldnote"]).run() }
}
