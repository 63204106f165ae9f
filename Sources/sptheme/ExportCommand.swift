import Theme

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sptheme export swift|xcassets|css|json`: a brand as code for apps and web pages.
enum ExportCommand: Subcommand {
  static let name = "export"
  static let summary = "Write a brand as Swift, an Xcode asset catalog, CSS or resolved DTCG JSON"
  static let spec = Arguments.Spec(
    options: ["brand", "out", "appearance", "selector"], flags: []
  ).takingBrands
  static let help = """
    USAGE: sptheme export swift|xcassets|css|json [--brand BRAND] [--out FILE] [options]

    Writes the brand's SPTheme roles for an app or a web page. The same brand always gives the
    same bytes.

      swift   One Swift file for SwiftUI: an SPTheme value with nested Colors, Fonts, TextStyles,
              Radii, Spacing, Strokes and Motion; each color carries its light and dark value,
              text styles scale with Dynamic Type (relativeTo:), motion roles are Animations.
      xcassets
              An Xcode asset catalog folder (--out Theme.xcassets): one colorset per color role
              with Any, Dark and High Contrast appearances (the brand's increased-contrast
              contexts), for Color("accent") and UIColor(named:); sRGB, or Display P3 for a
              color outside sRGB. An existing catalog is replaced only if this export wrote it.
      css     Custom properties (--sp-color-surface, --sp-type-body, …): light and dark through
              prefers-color-scheme and light-dark(), fonts as font shorthands, sizes in px,
              motion as transition values; wide-gamut colors keep their original in @supports.
              --selector scopes the rules so several brands share a page.
      json    One appearance as flat DTCG 2025.10 tokens: values resolved, each alias chain
              kept in $extensions (org.sptheme.alias); `sptheme check` reads it back.

    Colors outside sRGB are gamut mapped (CSS Color 4) wherever an sRGB value is needed.

    OPTIONS:
      --brand BRAND        A brand name from tokens/, a brand folder, a .resolver.json or a
                           .tokens.json file (default: studio)
      -o, --out FILE       Write to FILE (replaced atomically) instead of standard output;
                           xcassets needs it: the catalog folder, ending in .xcassets
      --appearance NAME    json only: the appearance to write (default: the brand's first)
      --selector SELECTOR  css only: the selector of the rules (default :root), such as
                           '[data-brand="folio"]'; light and dark still follow the color scheme
    \(BrandArguments.help)
      -h, --help           Show this help

    EXIT STATUS: 0 written, 1 the brand has errors (run sptheme check), 2 usage or unreadable input.
    """

  enum Format: String, CaseIterable {
    case swift, xcassets, css, json
  }

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
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
    if arguments.value("appearance") != nil, format != .json {
      throw UsageError(
        message: "--appearance is for json: swift, xcassets and css carry every appearance")
    }
    if arguments.value("selector") != nil, format != .css {
      throw UsageError(message: "--selector is for css: it scopes the style sheet's rules")
    }
    let selector: CSSSelector
    do {
      selector = try arguments.value("selector").map(CSSSelector.init) ?? .root
    } catch {
      throw UsageError(message: error.description)
    }
    if format == .xcassets, arguments.value("out") == nil {
      throw UsageError(
        message:
          "xcassets writes a folder: give it with --out (for example --out Theme.xcassets)")
    }
    let reference = arguments.value("brand") ?? "studio"
    guard let brand = try BrandArguments(arguments, console: console).load(reference) else {
      return .usage
    }
    if brand.lacksDark, format != .json {
      console.error(
        "error: brand '\(Sanitize.terminal(brand.id))' has modifiers but no dark context, so its dark values would only copy light; "
          + "say which contexts are light and dark in sptheme.json (\"appearance\": { \"modifier\": …, \"light\": …, \"dark\": … }), "
          + "or export one context as json")
      return .findings
    }
    if brand.loadDiagnostics.contains(where: {
      $0.rule == "file/unreadable" || $0.rule == "resolver/file"
    }) {
      let first = brand.loadDiagnostics.first { $0.severity == .error }
      console.error(
        "error: \(Sanitize.terminal(first.map { "\($0.location?.description ?? brand.path): \($0.message)" } ?? brand.path))"
      )
      return .usage
    }
    let themes: BrandThemes
    do {
      themes = try BrandThemes(brand: brand)
    } catch {
      console.fail(Sanitize.terminal(error.description))
      return .findings
    }
    if themes.errorsElsewhere > 0 {
      console.error(
        "warning: \(Sanitize.terminal(brand.id)) has \(themes.errorsElsewhere) error\(themes.errorsElsewhere == 1 ? "" : "s") in tokens no role uses; they are left out (run 'sptheme check \(Sanitize.terminal(brand.id))')"
      )
    }
    let options = ExportOptions(sourceRoot: currentDirectory())
    let text: String
    switch format {
    case .swift:
      text = SwiftExporter.render(themes, options: options)
    case .xcassets:
      return writeCatalog(themes, to: arguments.value("out") ?? "", console: console)
    case .css:
      text = CSSExporter.render(themes, selector: selector, options: options)
    case .json:
      let appearance = arguments.value("appearance") ?? themes.themes[0].appearance
      guard let theme = themes.theme(appearance: appearance) else {
        throw UsageError(
          message:
            "brand '\(brand.id)' has no appearance '\(appearance)' (appearances: \(themes.themes.map(\.appearance).joined(separator: ", ")))"
        )
      }
      text = JSONExporter.render(theme, of: themes, options: options)
    }
    if let out = arguments.value("out") {
      do {
        try FileSystem.write(text, to: out)
      } catch {
        console.error("error: cannot write \(Sanitize.terminal(error.description))")
        return .usage
      }
      console.error(
        "wrote \(Sanitize.terminal(out)) (\(format.rawValue), brand \(Sanitize.terminal(brand.id)))"
      )
    } else {
      console.data(text)
    }
    return .ok
  }

  /// Writes a brand's asset catalog folder (left as it is when it already holds the same files)
  /// and says what it did.
  static func writeCatalog(_ themes: BrandThemes, to out: String, console: Console) -> ExitStatus {
    let catalog = XCAssetsExporter.render(themes)
    let written: Bool
    do {
      written = try XCAssetsExporter.write(catalog, to: out)
    } catch {
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .usage
    }
    for note in catalog.notes { console.error("note: \(Sanitize.terminal(note))") }
    console.error(
      "\(written ? "wrote" : "unchanged") \(Sanitize.terminal(out)) (xcassets, brand \(Sanitize.terminal(themes.id)): \(catalog.files.count - 1) colorsets, each \(catalog.appearances.joined(separator: ", ")))"
    )
    return .ok
  }

  /// The working folder, so provenance paths print relative to it.
  static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
