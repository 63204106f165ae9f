import Platform
import Theme

/// `sptheme export` as a value: the format, the brands and the format's options;
/// ``run(progress:)`` loads the brands, renders them and writes the result (to ``out``, else
/// into the report for standard output) and returns an ``ExportReport``.
///
/// The options are checked by the caller (``ExportWording`` words what it refuses); a choice
/// only a brand can refuse (an appearance it lacks, two brands with one Swift name) ends the
/// report with a ``ExportReport/Failure/usage(_:)``.
public struct ExportRun: Sendable {
  /// The formats.
  public enum Format: String, CaseIterable, Sendable {
    /// One Swift file for SwiftUI holding every brand.
    case swift
    /// An Xcode asset catalog folder.
    case xcassets
    /// CSS custom properties.
    case css
    /// One appearance as flat DTCG tokens.
    case json
  }

  /// The selectors and prefix of CSS, each checked.
  public struct CSSShape: Sendable {
    /// The selector of the rules.
    public var selector: CSSSelector
    /// The page's own light/dark selector, if any.
    public var modes: CSSModeSelector?
    /// The custom properties' prefix.
    public var prefix: String

    /// Creates a shape; the defaults are `:root`, no mode selector and `sp`.
    public init(
      selector: CSSSelector = .root, modes: CSSModeSelector? = nil,
      prefix: String = CSSExporter.defaultPrefix
    ) {
      self.selector = selector
      self.modes = modes
      self.prefix = prefix
    }
  }

  /// What the run says as it works.
  public enum Event: Sendable {
    /// A brand loaded and its themes built.
    case loaded(Brand)
  }

  /// The format.
  public var format: Format
  /// Where brand names are looked up.
  public var catalog: BrandCatalog
  /// The brands, each once (only swift takes several).
  public var references: [String]
  /// `--input` choices, applied to every brand.
  public var input: [String: String]
  /// The CSS options.
  public var css: CSSShape
  /// The Swift options (its ``SwiftExporter/Options/export`` is set by the run).
  public var swift: SwiftExporter.Options
  /// The appearance json writes (default: the brand's first).
  public var appearance: String?
  /// Whether json writes every token of the appearance (`--all-tokens`), not only the roles.
  public var allTokens: Bool
  /// Whether an asset catalog's colorsets get a namespace folder.
  public var namespace: Bool
  /// The file (or catalog folder) to write, or `nil` for standard output.
  public var out: String?
  /// The folder provenance paths are written relative to.
  public var sourceRoot: String?

  /// Creates a run.
  public init(
    format: Format, catalog: BrandCatalog, references: [String] = ["studio"],
    input: [String: String] = [:], css: CSSShape = CSSShape(),
    swift: SwiftExporter.Options = SwiftExporter.Options(), appearance: String? = nil,
    namespace: Bool = false, out: String? = nil, sourceRoot: String? = nil,
    allTokens: Bool = false
  ) {
    self.allTokens = allTokens
    self.format = format
    self.catalog = catalog
    self.references = references
    self.input = input
    self.css = css
    self.swift = swift
    self.appearance = appearance
    self.namespace = namespace
    self.out = out
    self.sourceRoot = sourceRoot
  }

  /// Loads, renders and writes; `progress` hears of each brand loaded.
  public func run(progress: (Event) -> Void = { _ in }) -> ExportReport {
    var report = ExportReport()
    if format == .json, allTokens {
      let made = allTokensText(&report, progress: progress)
      return finish(made?.text, report: report, brands: made.map { [$0.brand] } ?? [])
    }
    var loaded: [ExportReport.Loaded] = []
    for reference in references {
      if let refusal = appearanceInputRefusal(reference, report: &report) {
        report.failure = .usage(refusal)
        return report
      }
      guard let pair = load(reference, report: &report) else { continue }
      progress(.loaded(pair.brand))
      if !loaded.contains(where: { $0.brand.path == pair.brand.path }) { loaded.append(pair) }
    }
    if report.failure != nil { return report }
    let text: String
    switch render(loaded, report: &report) {
    case .success(let rendered): text = rendered
    case .failure(let failure): return report.ending(failure)
    }
    if format == .xcassets { return report }
    return finish(text, report: report, brands: loaded.map(\.brand.id))
  }

  /// The report with the text for standard output, or with the text written to ``out``.
  private func finish(_ text: String?, report: ExportReport, brands: [String]) -> ExportReport {
    guard let text, report.failure == nil else { return report }
    var report = report
    guard let out else {
      report.result = .text(text)
      return report
    }
    do {
      try FileSystem.write(text, to: out)
    } catch {
      return report.ending(.write(error.description))
    }
    report.result = .wrote(path: out, format: format, brands: brands)
    return report
  }

  /// The text of the brands (empty for a catalog, written here), or why there is none.
  private func render(_ loaded: [ExportReport.Loaded], report: inout ExportReport)
    -> Result<String, ExportReport.Failure>
  {
    let options = ExportOptions(sourceRoot: sourceRoot)
    switch format {
    case .swift:
      var shape = swift
      shape.export = options
      return swiftText(loaded, options: shape, report: &report)
    case .xcassets:
      return writeCatalog(loaded[0].themes, report: &report).map { "" }
    case .css:
      return .success(
        CSSExporter.render(
          loaded[0].themes, selector: css.selector, modes: css.modes, prefix: css.prefix,
          options: options))
    case .json:
      let (brand, themes) = (loaded[0].brand, loaded[0].themes)
      let appearance = appearance ?? themes.themes[0].appearance
      guard let theme = Self.theme(appearance, of: themes, brand: brand) else {
        return .failure(
          .usage(
            ExportWording.noAppearance(
              themes.id, appearance, names: Self.appearanceNames(themes, brand: brand))))
      }
      return .success(JSONExporter.render(theme, of: themes, options: options))
    }
  }

  /// Why `--input` may not pick the appearance of a format that carries every one, or `nil`.
  private func appearanceInputRefusal(_ reference: String, report: inout ExportReport)
    -> String?
  {
    guard format != .json, !input.isEmpty else { return nil }
    let brand: Brand
    do {
      brand = try catalog.brand(reference)
    } catch {
      report.messages.append(.notLoaded(error))
      return nil
    }
    guard let map = brand.appearanceMap,
      let key = input.keys.first(where: { $0.lowercased() == map.modifier.lowercased() })
    else { return nil }
    return ExportWording.everyAppearance(format, picked: "--input \(key)=\(input[key] ?? "")")
  }

  /// A brand and its themes, or `nil` after noting why not in the report.
  private func load(_ reference: String, report: inout ExportReport) -> ExportReport.Loaded? {
    let brand: Brand
    do {
      brand = try catalog.brand(reference).choosing(input)
    } catch {
      report.note(.notLoaded(error), failure: 2)
      return nil
    }
    if brand.lacksDark, format != .json {
      report.note(.lacksDark(brand: brand.id), failure: 1)
      return nil
    }
    if brand.loadDiagnostics.contains(where: {
      $0.rule == .fileUnreadable || $0.rule == .resolverFile
    }) {
      let first = brand.loadDiagnostics.first { $0.severity == .error }
      let place = first.map { "\($0.location?.description ?? brand.path): \($0.message)" }
      report.note(.unreadable(place ?? brand.path), failure: 2)
      return nil
    }
    let themes: BrandThemes
    do {
      themes = try BrandThemes(brand: brand)
    } catch {
      report.note(.notBuilt(error.description), failure: 1)
      return nil
    }
    if themes.errorsElsewhere > 0 {
      report.messages.append(.errorsElsewhere(brand: brand.id, count: themes.errorsElsewhere))
    }
    return ExportReport.Loaded(brand: brand, themes: themes)
  }

  /// The Swift file of the brands; its notes go into the report.
  private func swiftText(
    _ loaded: [ExportReport.Loaded], options: SwiftExporter.Options, report: inout ExportReport
  ) -> Result<String, ExportReport.Failure> {
    do {
      let text = try SwiftExporter.render(loaded.map(\.themes), options: options)
      report.messages += SwiftExporter.notes(loaded.map(\.themes)).map { .note($0) }
      return .success(text)
    } catch {
      var message = error.description
      if case .sameIdentifier(let first, let second, _) = error {
        let paths = loaded.filter { [first, second].contains($0.brand.id) }.map(\.brand.path)
        message += " (\(paths.joined(separator: ", ")))"
      }
      return .failure(.usage(message))
    }
  }

  /// Writes a brand's asset catalog folder (left as it is when it already holds the same
  /// files).
  private func writeCatalog(_ themes: BrandThemes, report: inout ExportReport)
    -> Result<Void, ExportReport.Failure>
  {
    let catalog = XCAssetsExporter.render(themes, namespaced: namespace)
    let path = out ?? ""
    let written: Bool
    do {
      written = try XCAssetsExporter.write(catalog, to: path)
    } catch {
      return .failure(.write(error.description))
    }
    report.messages += catalog.notes.map { .note($0) }
    report.result = .catalog(
      ExportReport.CatalogWritten(
        path: path, written: written, brand: themes.id, colorsets: ColorRole.allCases.count,
        namespace: catalog.namespace, appearances: catalog.appearances))
    return .success(())
  }

  /// The theme of an appearance (`dark`, `light-increased-contrast`) or of a context that names
  /// one (`light-hc`).
  public static func theme(_ name: String, of themes: BrandThemes, brand: Brand) -> SPTheme? {
    themes.theme(appearance: name)
      ?? brand.appearanceMap?.appearance(for: name).flatMap { themes.theme(appearance: $0) }
  }

  /// `light, dark, light-hc`: the names an appearance can be given by, contexts of
  /// increased-contrast variants by the name the brand gives them.
  public static func appearanceNames(_ themes: BrandThemes, brand: Brand) -> String {
    (themes.themes.map(\.appearance)
      + themes.increasedContrast.map {
        brand.appearanceMap?.context(for: $0.appearance) ?? $0.appearance
      }).joined(separator: ", ")
  }
}
