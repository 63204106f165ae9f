import Theme
import Workflows

/// A brand that is reloaded when its files change: the loaded brand and its theme for one
/// appearance, or the lines that say why there is none (shown in place of the block).
struct LiveBrand {
  /// What the brand was asked for by (a name, folder or file).
  let reference: String
  let brands: BrandArguments
  private(set) var brand: Brand?
  /// The theme for ``appearance``, when the brand resolves cleanly enough to build one.
  private(set) var theme: SPTheme?
  /// Why there is no theme: a brand that cannot be found, or its diagnostics with code frames.
  private(set) var problems: [String] = []
  /// The appearance the theme is for.
  private(set) var appearance: String

  init(reference: String, brands: BrandArguments, appearance: String) {
    self.reference = reference
    self.brands = brands
    self.appearance = appearance
    reload()
  }

  /// The name people read.
  var name: String { brand?.name ?? reference }

  /// The appearance drawn: the one asked for, or the brand's one appearance (`default`) for a
  /// brand that has no light and dark.
  var shownAppearance: String { theme?.appearance ?? appearance }

  /// The files to watch: the brand's files, or at least its reference when it did not load.
  var files: [String] {
    brand?.files ?? [
      reference.contains("/") ? reference : brands.catalog.tokensFolder + "/" + reference + "/"
    ]
  }

  /// Reads the brand's files again and rebuilds the theme.
  mutating func reload() {
    do {
      brand = try brands.brand(reference)
    } catch {
      brand = nil
      theme = nil
      problems = ["error: \(Sanitize.terminal(error.description))"]
      return
    }
    rebuild()
  }

  /// Switches appearance (light or dark).
  mutating func set(appearance: String) {
    self.appearance = appearance
    rebuild()
  }

  private mutating func rebuild() {
    guard let brand else { return }
    let chosen =
      brand.appearances.contains(appearance) ? appearance : brand.drawnAppearances[0]
    let (theme, diagnostics) = brand.theme(appearance: chosen)
    self.theme = theme
    guard theme == nil else {
      problems = []
      return
    }
    let formatter = DiagnosticFormatter(format: .text, styled: false, codeFrame: Brand.codeFrame)
    var lines: [String] = []
    for diagnostic in PreviewCommand.Drawing.unique(brand.loadDiagnostics + diagnostics)
    where diagnostic.severity == .error {
      lines += formatter.text(diagnostic).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      lines.append("")
    }
    lines.append(
      "error: \(Sanitize.terminal(brand.id)) has errors in \(appearance); the preview comes back once they are fixed"
    )
    problems = lines
  }
}
