import Theme

/// The one place that turns an output of `sptheme.json` into bytes: one case per format, each
/// calling its exporter with the entry's options, as `sptheme export` does.
public enum OutputRenderer {
  /// A rendered output, ready to be written.
  public enum Artifact: Sendable {
    /// One text file.
    case file(String)
    /// A Swift file, and what a person should know about it (a text style's family changed).
    case swift(String, notes: [String])
    /// An asset catalog folder.
    case catalog(XCAssetsExporter.Catalog)

    /// The notes said before it is written, as `sptheme export` says them.
    public var notes: [String] {
      switch self {
      case .file: []
      case .swift(_, let notes): notes
      case .catalog(let catalog): catalog.notes
      }
    }
  }

  /// Whether xcassets outputs that do not say `namespace` get one: when the project's outputs
  /// write catalogs of more than one brand.
  public static func namespaceByDefault(_ outputs: [OutputEntry]) -> Bool {
    Set(outputs.filter { $0.format == .xcassets }.flatMap(\.brands)).count > 1
  }

  /// The output's artifact.
  ///
  /// - Parameters:
  ///   - sourceRoot: The folder provenance paths are relative to.
  ///   - namespaceByDefault: Whether an xcassets output that does not say `namespace` gets one
  ///     (see ``namespaceByDefault(_:)``).
  public static func render(
    _ output: OutputEntry, themes: [BrandThemes], sourceRoot: String?,
    namespaceByDefault: Bool = false
  ) throws(OutputProblem) -> Artifact {
    let options = ExportOptions(sourceRoot: sourceRoot)
    guard let format = output.format, let first = themes.first else {
      throw OutputProblem(BuildWording.noFormatOrBrand, member: "format")
    }
    switch format {
    case .swift:
      return try swift(output, themes: themes, options: options)
    case .xcassets:
      return .catalog(
        XCAssetsExporter.render(first, namespaced: output.namespace ?? namespaceByDefault))
    case .css:
      return try css(output, themes: first, options: options)
    case .json:
      let appearance = output.appearance ?? first.themes[0].appearance
      guard let theme = first.theme(appearance: appearance) else {
        throw OutputProblem(
          BuildWording.noAppearance(first.id, appearance), member: "appearance",
          hint: BuildWording.appearances(first.themes.map(\.appearance)))
      }
      return .file(JSONExporter.render(theme, of: first, options: options))
    }
  }

  /// A json output with `allTokens`: every token of the brand in its appearance, as
  /// `export json --all-tokens` writes them (``AllTokensExport``).
  public static func renderAllTokens(_ output: OutputEntry, brand: Brand, sourceRoot: String?)
    throws(OutputProblem) -> Artifact
  {
    switch AllTokensExport.render(brand, appearance: output.appearance, sourceRoot: sourceRoot) {
    case .success(let text):
      return .file(text)
    case .failure(.noAppearance(let asked, let names)):
      throw OutputProblem(
        BuildWording.noAppearance(brand.id, asked), member: "appearance",
        hint: BuildWording.appearances(names))
    case .failure(.tokenErrors(let appearance, let errors)):
      throw OutputProblem(
        ExportWording.tokensHaveErrors(brand.id, appearance: appearance, errors: errors),
        member: "allTokens")
    }
  }

  private static func swift(
    _ output: OutputEntry, themes: [BrandThemes], options: ExportOptions
  ) throws(OutputProblem) -> Artifact {
    var shape = SwiftExporter.Options(
      access: output.access == .internal ? .internal : .public, valuesOnly: output.valuesOnly,
      export: options)
    do {
      if let name = output.typeName {
        shape.typeName = try SwiftExporter.Options.validTypeName(name)
      }
      return .swift(
        try SwiftExporter.render(themes, options: shape), notes: SwiftExporter.notes(themes))
    } catch {
      switch error {
      case .invalidTypeName(let name, let reason):
        throw OutputProblem(
          BuildWording.badTypeName(name, reason: reason), member: "typeName",
          hint: BuildWording.typeNameHint)
      case .noBrands, .sameIdentifier:
        throw OutputProblem(error.description, member: "brands")
      }
    }
  }

  private static func css(_ output: OutputEntry, themes: BrandThemes, options: ExportOptions)
    throws(OutputProblem) -> Artifact
  {
    do {
      let selector = try output.selector.map(CSSSelector.init) ?? .root
      let modes = try output.modeSelector.map(CSSModeSelector.init)
      let prefix = try output.prefix.map(CSSExporter.validPrefix) ?? CSSExporter.defaultPrefix
      return .file(
        CSSExporter.render(
          themes, selector: selector, modes: modes, prefix: prefix, options: options))
    } catch {
      let member =
        switch error.option {
        case "--mode-selector": "modeSelector"
        case "--prefix": "prefix"
        default: "selector"
        }
      throw OutputProblem(
        BuildWording.badCSS(member, value: error.selector, reason: error.reason), member: member)
    }
  }
}
