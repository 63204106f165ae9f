import Theme

/// A brand that is reloaded when its files change: the loaded brand and its theme for one
/// appearance, or the lines that say why there is none (shown in place of the block).
public struct LiveBrand: Sendable {
  /// What the brand was asked for by (a name, folder or file).
  public let reference: String
  /// Where the brand is looked up.
  public let catalog: BrandCatalog
  /// The `--input` choices applied to it.
  public let input: [String: String]
  /// The brand, when it loads.
  public private(set) var brand: Brand?
  /// The theme for ``appearance``, when the brand resolves cleanly enough to build one.
  public private(set) var theme: SPTheme?
  /// Why there is no theme: a brand that cannot be found, or its diagnostics with code frames.
  public private(set) var problems: [String] = []
  /// The appearance the theme is for.
  public private(set) var appearance: String

  /// Loads `reference` from `catalog` with the `input` choices, in `appearance`.
  public init(
    reference: String, catalog: BrandCatalog, input: [String: String], appearance: String
  ) {
    self.reference = reference
    self.catalog = catalog
    self.input = input
    self.appearance = appearance
    reload()
  }

  /// The name people read.
  public var name: String { brand?.name ?? reference }

  /// The appearance drawn: the one asked for, or the brand's one appearance (`default`) for a
  /// brand that has no light and dark.
  public var shownAppearance: String { theme?.appearance ?? appearance }

  /// The files to watch: the brand's files, or at least its reference when it did not load.
  public var files: [String] {
    brand?.files ?? [
      reference.contains("/") ? reference : catalog.tokensFolder + "/" + reference + "/"
    ]
  }

  /// Reads the brand's files again and rebuilds the theme.
  public mutating func reload() {
    do {
      brand = try catalog.brand(reference).choosing(input)
    } catch {
      brand = nil
      theme = nil
      problems = [PlayWording.error(error.description)]
      return
    }
    rebuild()
  }

  /// Switches appearance (light or dark).
  public mutating func set(appearance: String) {
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
    problems =
      PlayWording.errorLines(
        PreviewRun.unique(brand.loadDiagnostics + diagnostics))
      + [PlayWording.errorsUntilFixed(brand: brand.id, appearance: appearance)]
  }
}
