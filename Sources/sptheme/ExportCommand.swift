import ArgumentParsing
import Platform
import Theme

/// `sptheme export swift|xcassets|css|json`: a brand as code for apps and web pages.
enum ExportCommand: Subcommand {
  static let name = "export"
  static let summary = "Write a brand as Swift, an Xcode asset catalog, CSS or resolved DTCG JSON"
  static let usage = [
    "swift [--brand B ...] [--type-name NAME] [--access public|internal] [--values-only] [--out FILE] [options]",
    "xcassets --brand B --out NAME.xcassets [--namespace] [options]",
    "css [--brand B] [--selector S] [--mode-selector S] [--prefix P] [--out FILE] [options]",
    "json [--brand B] [--appearance A] [--out FILE] [options]",
  ]
  static let about = """
    Writes brands' SPTheme roles for an app or a web page. The same brands always give the
    same bytes.

      swift   One Swift file for SwiftUI holding every brand given: the SPTheme type once
              (nested Colors, Fonts, TextStyles, Radii, Spacing, Strokes and Motion), each brand
              as `extension SPTheme { public static let folio = … }`, and the SwiftUI glue:
              EnvironmentValues.spTheme (default .studio, else the first brand), .spTheme(_:),
              SPHairline, .spTextStyle(_:), .spLineHeight(_:), .spFont(_:size:weight:relativeTo:).
              Each color carries its light and dark value and the brand's increased-contrast
              variants; text styles scale with Dynamic Type; motion roles are Animations.
      xcassets
              An Xcode asset catalog folder (--out Theme.xcassets): one colorset per color role
              with Any, Dark and High Contrast appearances (the brand's increased-contrast
              contexts), for Color("accent") and UIColor(named:); sRGB, or Display P3 for a
              color outside sRGB. An existing catalog is replaced only if this export wrote it.
              --namespace puts the colorsets in a folder that provides a namespace
              (Color("Folio/accent")), so several brands' catalogs share one app target.
      css     Custom properties (--sp-color-surface, --sp-type-body, …): light and dark through
              prefers-color-scheme and light-dark(), the brand's increased-contrast contexts
              through prefers-contrast: more, fonts as font shorthands, sizes in px, motion as
              transition values; wide-gamut colors keep their original in @supports.
              --selector scopes the rules so several brands share a page; --mode-selector adds
              rules a page's own light/dark toggle sets; --prefix renames --sp-.
      json    One appearance as flat DTCG 2025.10 tokens: values resolved, each alias chain
              kept in $extensions (org.sptheme.alias); `sptheme check` reads it back.

    Colors outside sRGB are gamut mapped (CSS Color 4) wherever an sRGB value is needed.
    """
  static let notes = """
    EXIT STATUS: 0 written, 1 a brand has errors (run sptheme check), 2 usage or unreadable input.
    """

  enum Format: String, CaseIterable {
    case swift, xcassets, css, json
  }

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let format = try format(arguments)
    let css = try checkedOptions(arguments, format: format)
    let swiftOptions = try self.swiftOptions(arguments, format: format)
    let references = try brandReferences(arguments, format: format)
    let brandArguments = try BrandArguments(arguments, console: console)
    var loaded: [(brand: Brand, themes: BrandThemes)] = []
    var worst = ExitStatus.ok
    for reference in references {
      try refuseAppearanceInput(reference, brandArguments, format: format)
      let (pair, status) = load(
        reference, with: brandArguments, needsDark: format != .json, console: console)
      if let pair, !loaded.contains(where: { $0.brand.path == pair.brand.path }) {
        loaded.append(pair)
      }
      if status.rawValue > worst.rawValue { worst = status }
    }
    guard worst == .ok else { return worst }
    let options = ExportOptions(sourceRoot: currentDirectory())
    let text: String
    switch format {
    case .swift:
      var shape = swiftOptions
      shape.export = options
      text = try swiftText(loaded, options: shape, console: console)
    case .xcassets:
      return writeCatalog(
        loaded[0].themes, to: arguments[\.out] ?? "",
        namespaced: arguments[\.namespace], console: console)
    case .css:
      text = CSSExporter.render(
        loaded[0].themes, selector: css.selector, modes: css.modes, prefix: css.prefix,
        options: options)
    case .json:
      text = try jsonText(
        loaded[0], appearance: arguments[\.appearance], options: options)
    }
    guard let out = arguments[\.out] else {
      console.data(text)
      return .ok
    }
    do {
      try FileSystem.write(text, to: out)
    } catch {
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .usage
    }
    let ids = loaded.map { Sanitize.terminal($0.brand.id) }
    console.error(
      "wrote \(Sanitize.terminal(out)) (\(format.rawValue), brand\(ids.count == 1 ? "" : "s") \(ids.joined(separator: ", ")))"
    )
    return .ok
  }

  /// The format named by the one positional argument.
  private static func format(_ arguments: Arguments<Options>) throws(UsageError) -> Format {
    guard let first = arguments.positionals.first else {
      throw UsageError(message: "say what to export: swift, xcassets, css or json")
    }
    guard let format = Format(rawValue: first) else {
      throw UsageError(
        message: "cannot export '\(first)': the formats are swift, xcassets, css and json")
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(
        message: "unexpected argument '\(arguments.positionals[1])' (give the brand with --brand)")
    }
    return format
  }

  /// Refuses an option given for a format that has no use for it; returns the CSS selectors
  /// and prefix, each checked.
  private static func checkedOptions(_ arguments: Arguments<Options>, format: Format)
    throws(UsageError) -> (selector: CSSSelector, modes: CSSModeSelector?, prefix: String)
  {
    if let appearance = arguments[\.appearance], format != .json {
      throw UsageError(
        message:
          "--appearance is for json: \(everyAppearance(format, picked: "--appearance \(appearance)"))"
      )
    }
    let cssOnly: [PartialKeyPath<Options>] = [\.selector, \.modeSelector, \.prefix]
    for option in cssOnly where arguments.isGiven(option) && format != .css {
      throw UsageError(
        message:
          "--\(arguments.name(option)) is for css: \(format.rawValue) has no custom properties or selectors"
      )
    }
    let css = try cssShape(arguments)
    if arguments[\.namespace], format != .xcassets {
      throw UsageError(
        message:
          "--namespace is for xcassets: it puts a brand's colorsets in a folder of their own")
    }
    if format == .xcassets, arguments[\.out] == nil {
      throw UsageError(
        message:
          "xcassets writes a folder: give it with --out (for example --out Theme.xcassets)")
    }
    return css
  }

  /// The selectors and prefix of the CSS, each checked.
  private static func cssShape(_ arguments: Arguments<Options>) throws(UsageError) -> (
    selector: CSSSelector, modes: CSSModeSelector?, prefix: String
  ) {
    do {
      return (
        try arguments[\.selector].map(CSSSelector.init) ?? .root,
        try arguments[\.modeSelector].map(CSSModeSelector.init),
        try arguments[\.prefix].map(CSSExporter.validPrefix) ?? CSSExporter.defaultPrefix
      )
    } catch {
      throw UsageError(message: error.description)
    }
  }

  /// The brands to export, each once (default: studio); only swift takes several.
  private static func brandReferences(_ arguments: Arguments<Options>, format: Format)
    throws(UsageError) -> [String]
  {
    var references: [String] = []
    for reference in arguments[\.brand] where !references.contains(reference) {
      references.append(reference)
    }
    if references.isEmpty { references = ["studio"] }
    if format != .swift, references.count > 1 {
      throw UsageError(
        message:
          "\(format.rawValue) exports one brand at a time, but --brand names \(references.count) (\(references.joined(separator: ", "))); only swift holds several"
      )
    }
    return references
  }

  /// Refuses `--input` on the appearance modifier for a format that carries every appearance.
  private static func refuseAppearanceInput(
    _ reference: String, _ brandArguments: BrandArguments, format: Format
  ) throws(UsageError) {
    guard format != .json, !brandArguments.input.isEmpty,
      let brand = brandArguments.load(reference, applyingInput: false),
      let map = brand.appearanceMap,
      let key = brandArguments.input.keys.first(where: {
        $0.lowercased() == map.modifier.lowercased()
      })
    else { return }
    throw UsageError(
      message: everyAppearance(
        format, picked: "--input \(key)=\(brandArguments.input[key] ?? "")"))
  }

  /// The Swift file of the brands; its notes go to standard error.
  private static func swiftText(
    _ loaded: [(brand: Brand, themes: BrandThemes)], options: SwiftExporter.Options,
    console: Console
  ) throws(UsageError) -> String {
    do {
      let text = try SwiftExporter.render(loaded.map(\.themes), options: options)
      for note in SwiftExporter.notes(loaded.map(\.themes)) {
        console.error("note: \(Sanitize.terminal(note))")
      }
      return text
    } catch {
      var message = error.description
      if case .sameIdentifier(let first, let second, _) = error {
        let paths = loaded.filter { [first, second].contains($0.brand.id) }.map(\.brand.path)
        message += " (\(paths.joined(separator: ", ")))"
      }
      throw UsageError(message: message)
    }
  }

  /// The JSON of one appearance (default: the brand's first).
  private static func jsonText(
    _ loaded: (brand: Brand, themes: BrandThemes), appearance: String?, options: ExportOptions
  ) throws(UsageError) -> String {
    let (brand, themes) = loaded
    let appearance = appearance ?? themes.themes[0].appearance
    guard let theme = Self.theme(appearance, of: themes, brand: brand) else {
      throw UsageError(
        message:
          "brand '\(themes.id)' has no appearance '\(appearance)' (appearances: \(Self.appearanceNames(themes, brand: brand)))"
      )
    }
    return JSONExporter.render(theme, of: themes, options: options)
  }

  /// Why one appearance cannot be picked for a format that carries every appearance, and what
  /// to do instead (`picked` is the option as given: `--appearance light-hc`).
  static func everyAppearance(_ format: Format, picked: String) -> String {
    let json = "to write one appearance, use 'sptheme export json --appearance NAME'"
    switch format {
    case .css:
      return
        "\(picked) picks one appearance, but css carries every one (dark through prefers-color-scheme, increased contrast through prefers-contrast: more); "
        + "to let the page choose light or dark, give --mode-selector '[data-theme=\"{mode}\"]'; \(json)"
    case .swift, .xcassets, .json:
      return
        "\(picked) picks one appearance, but \(format.rawValue) carries every one (its colors follow the system's appearance and Increase Contrast); \(json)"
    }
  }

  /// The theme of an appearance (`dark`, `light-increased-contrast`) or of a context that names
  /// one (`light-hc`).
  static func theme(_ name: String, of themes: BrandThemes, brand: Brand) -> SPTheme? {
    themes.theme(appearance: name)
      ?? brand.appearanceMap?.appearance(for: name).flatMap { themes.theme(appearance: $0) }
  }

  /// `light, dark, light-hc`: the names `--appearance` takes, contexts of increased-contrast
  /// variants by the name the brand gives them.
  static func appearanceNames(_ themes: BrandThemes, brand: Brand) -> String {
    (themes.themes.map(\.appearance)
      + themes.increasedContrast.map {
        brand.appearanceMap?.context(for: $0.appearance) ?? $0.appearance
      }).joined(separator: ", ")
  }

  /// Writes a brand's asset catalog folder (left as it is when it already holds the same files)
  /// and says what it did.
  static func writeCatalog(
    _ themes: BrandThemes, to out: String, namespaced: Bool, console: Console
  ) -> ExitStatus {
    let catalog = XCAssetsExporter.render(themes, namespaced: namespaced)
    let written: Bool
    do {
      written = try XCAssetsExporter.write(catalog, to: out)
    } catch {
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .usage
    }
    for note in catalog.notes { console.error("note: \(Sanitize.terminal(note))") }
    console.error(
      "\(written ? "wrote" : "unchanged") \(Sanitize.terminal(out)) (xcassets, brand \(Sanitize.terminal(themes.id)): \(ColorRole.allCases.count) colorsets\(catalog.namespace.map { " in namespace \($0)" } ?? ""), each \(catalog.appearances.joined(separator: ", ")))"
    )
    return .ok
  }

  /// The swift-only options, checked before any brand is read; refused for css and json.
  private static func swiftOptions(_ arguments: Arguments<Options>, format: Format)
    throws(UsageError)
    -> SwiftExporter.Options
  {
    let given =
      [\Options.typeName, \.access, \.valuesOnly].filter { arguments.isGiven($0) }.map {
        arguments.name($0)
      }
    if format != .swift, let option = given.first {
      throw UsageError(message: "--\(option) is for swift; \(format.rawValue) has no such choice")
    }
    var options = SwiftExporter.Options()
    if let name = arguments[\.typeName] {
      do {
        options.typeName = try SwiftExporter.Options.validTypeName(name)
      } catch {
        throw UsageError(message: error.description)
      }
    }
    let access = try arguments.choice(\.access)
    options.access = SwiftExporter.Options.Access(rawValue: access) ?? .public
    options.valuesOnly = arguments[\.valuesOnly]
    return options
  }

  /// A brand and its themes, or `nil` and the status to leave with after saying why not.
  private static func load(
    _ reference: String, with brands: BrandArguments, needsDark: Bool, console: Console
  ) -> ((brand: Brand, themes: BrandThemes)?, ExitStatus) {
    guard let brand = brands.load(reference) else { return (nil, .usage) }
    if brand.lacksDark, needsDark {
      console.error(
        "error: brand '\(Sanitize.terminal(brand.id))' has modifiers but no dark context, so its dark values would only copy light; "
          + "say which contexts are light and dark in sptheme.json (\"appearance\": { \"modifier\": …, \"light\": …, \"dark\": … }), "
          + "or export one context as json")
      return (nil, .findings)
    }
    if brand.loadDiagnostics.contains(where: {
      $0.rule == .fileUnreadable || $0.rule == .resolverFile
    }) {
      let first = brand.loadDiagnostics.first { $0.severity == .error }
      console.error(
        "error: \(Sanitize.terminal(first.map { "\($0.location?.description ?? brand.path): \($0.message)" } ?? brand.path))"
      )
      return (nil, .usage)
    }
    let themes: BrandThemes
    do {
      themes = try BrandThemes(brand: brand)
    } catch {
      console.fail(Sanitize.terminal(error.description))
      return (nil, .findings)
    }
    if themes.errorsElsewhere > 0 {
      console.error(
        "warning: \(Sanitize.terminal(brand.id)) has \(themes.errorsElsewhere) error\(themes.errorsElsewhere == 1 ? "" : "s") in tokens no role uses; they are left out (run 'sptheme check \(Sanitize.terminal(brand.id))')"
      )
    }
    return ((brand, themes), .ok)
  }

  /// The working folder, so provenance paths print relative to it.
  static func currentDirectory() -> String? {
    FileSystem.workingFolder()
  }
}
