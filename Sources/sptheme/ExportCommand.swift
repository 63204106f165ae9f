import ArgumentParsing
import Platform
import Theme
import Workflows

/// `sptheme export swift|xcassets|css|json`: a brand as code for apps and web pages.
enum ExportCommand: Subcommand {
  static let name = "export"
  static let summary = "Write a brand as Swift, an Xcode asset catalog, CSS or resolved DTCG JSON"
  static let usage = [
    "swift [--brand B ...] [--type-name NAME] [--access public|internal] [--values-only] [--out FILE] [options]",
    "xcassets --brand B --out NAME.xcassets [--namespace] [options]",
    "css [--brand B] [--selector S] [--mode-selector S] [--prefix P] [--out FILE] [options]",
    "json [--brand B] [--appearance A] [--all-tokens] [--out FILE] [options]",
  ]
  static let about = ExportWording.about
  static let notes = ExportWording.notes

  typealias Format = ExportRun.Format

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let format = try format(arguments)
    let css = try checkedOptions(arguments, format: format)
    let swift = try swiftOptions(arguments, format: format)
    let references = try brandReferences(arguments, format: format)
    let brands = try BrandArguments(arguments, console: console)
    let run = ExportRun(
      format: format, catalog: brands.catalog, references: references, input: brands.input,
      css: css, swift: swift, appearance: arguments[\.appearance],
      namespace: arguments[\.namespace], out: arguments[\.out], sourceRoot: currentDirectory(),
      allTokens: arguments[\.allTokens])
    let report = run.run()
    console.print(ExportTextWriter(codeFrame: CodeFrames().frame).lines(report))
    if case .usage(let message) = report.failure { throw UsageError(message: message) }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }

  /// The format named by the one positional argument.
  private static func format(_ arguments: Arguments<Options>) throws(UsageError) -> Format {
    guard let first = arguments.positionals.first else {
      throw UsageError(message: ExportWording.noFormat)
    }
    guard let format = Format(rawValue: first) else {
      throw UsageError(message: ExportWording.unknownFormat(first))
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(message: ExportWording.unexpected(arguments.positionals[1]))
    }
    return format
  }

  /// Refuses an option given for a format that has no use for it; returns the CSS selectors
  /// and prefix, each checked.
  private static func checkedOptions(_ arguments: Arguments<Options>, format: Format)
    throws(UsageError) -> ExportRun.CSSShape
  {
    if let appearance = arguments[\.appearance], format != .json {
      throw UsageError(message: ExportWording.appearanceIsForJSON(format, appearance: appearance))
    }
    if arguments[\.allTokens], format != .json {
      throw UsageError(message: ExportWording.allTokensIsForJSON(format))
    }
    let cssOnly: [PartialKeyPath<Options>] = [\.selector, \.modeSelector, \.prefix]
    for option in cssOnly where arguments.isGiven(option) && format != .css {
      throw UsageError(message: ExportWording.cssOnly(arguments.name(option), format: format))
    }
    let css: ExportRun.CSSShape
    do {
      css = ExportRun.CSSShape(
        selector: try arguments[\.selector].map(CSSSelector.init) ?? .root,
        modes: try arguments[\.modeSelector].map(CSSModeSelector.init),
        prefix: try arguments[\.prefix].map(CSSExporter.validPrefix) ?? CSSExporter.defaultPrefix)
    } catch {
      throw UsageError(message: error.description)
    }
    if arguments[\.namespace], format != .xcassets {
      throw UsageError(message: ExportWording.namespaceIsForCatalogs)
    }
    if format == .xcassets, arguments[\.out] == nil {
      throw UsageError(message: ExportWording.catalogNeedsOut)
    }
    return css
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
      throw UsageError(message: ExportWording.oneBrandAtATime(format, brands: references))
    }
    return references
  }

  /// The swift-only options, checked before any brand is read; refused for css and json.
  private static func swiftOptions(_ arguments: Arguments<Options>, format: Format)
    throws(UsageError) -> SwiftExporter.Options
  {
    let given = [\Options.typeName, \.access, \.valuesOnly].filter { arguments.isGiven($0) }
    if format != .swift, let option = given.first {
      throw UsageError(message: ExportWording.swiftOnly(arguments.name(option), format: format))
    }
    var options = SwiftExporter.Options()
    if let name = arguments[\.typeName] {
      do {
        options.typeName = try SwiftExporter.Options.validTypeName(name)
      } catch {
        throw UsageError(message: error.description)
      }
    }
    options.access =
      SwiftExporter.Options.Access(rawValue: try arguments.choice(\.access)) ?? .public
    options.valuesOnly = arguments[\.valuesOnly]
    return options
  }

  /// The working folder, so provenance paths print relative to it.
  static func currentDirectory() -> String? {
    FileSystem.workingFolder()
  }
}
