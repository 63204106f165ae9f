import Foundation
import TestSupport
import Testing

@testable import Theme

/// Brands for the exporter tests: the shipped ones, and small ones written on the fly.
enum ExportFixtures {
  static let brands = ["studio", "folio", "fieldnote"]

  /// The options the goldens are written with: paths relative to the package root.
  static let options = ExportOptions(sourceRoot: TestPaths.packageRoot)

  /// A shipped brand's themes.
  static func shipped(_ name: String) throws -> BrandThemes {
    try BrandThemes(brand: Brand(name, tokensFolder: TestPaths.packageRoot + "/tokens"))
  }

  /// A single-file brand built from Studio's files plus `extra` JSON merged over them
  /// (written to a temporary folder), for edge cases such as wide-gamut colors or odd names.
  static func studio(overriding extra: String, id: String = "custom") throws -> BrandThemes {
    let root = TestPaths.packageRoot + "/tokens/studio/"
    let folder = NSTemporaryDirectory() + "sptheme-export-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try extra.write(toFile: folder + "/extra.tokens.json", atomically: true, encoding: .utf8)
    var themes: [SPTheme] = []
    for appearance in ["light", "dark"] {
      let resolution = TokenLoader.resolve(
        files: [
          root + "palette.tokens.json", root + "base.tokens.json",
          root + "\(appearance).tokens.json", folder + "/extra.tokens.json",
        ])
      let diagnostics = resolution.diagnostics.filter { $0.severity == .error }
      #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
      let built = SPTheme.build(
        from: resolution, brand: id, appearance: appearance,
        fallback: Theme.SourceLocation(file: folder, line: 1, column: 1))
      guard let theme = built.theme else {
        throw ExportError.brandHasErrors(id, built.diagnostics)
      }
      themes.append(theme)
    }
    return BrandThemes(id: id, name: id, themes: themes)
  }
}
