import ArgumentParsing
import Theme
import Workflows

/// `sptheme resolve TOKEN`: one token's value and alias chain in every context of a brand.
enum ResolveCommand: Subcommand {
  static let name = "resolve"
  static let summary =
    "Show one token's value and alias chain in every context of a brand"
  static let usage = [
    "TOKEN [--brand B] [--input NAME=CONTEXT ...] [--format text|json] [options]"
  ]
  static let about = ResolveWording.about
  static let notes = ResolveWording.notes
  static let operands = [
    Operand(
      name: "TOKEN",
      help:
        "A dotted path (color.background) or a reference ({color.background}); a role goes through the brand's role map"
    )
  ]

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard let token = arguments.positionals.first, !ResolveRun.name(token).isEmpty else {
      throw UsageError(message: ShellWording.resolveNeedsToken)
    }
    guard arguments.positionals.count == 1 else {
      throw UsageError(message: ShellWording.resolveOneToken(arguments.positionals[1]))
    }
    let format = try arguments.choice(\.format)
    let brands = try BrandArguments(arguments, console: console)
    let run = ResolveRun(
      catalog: brands.catalog, reference: arguments[\.brand] ?? "studio", token: token,
      input: brands.input, maxPermutations: try arguments.integer(\.maxPermutations))
    let report = run.run()
    let options = ExportOptions(sourceRoot: ExportCommand.currentDirectory())
    switch report.failure {
    case .input(let problem)?:
      throw UsageError(message: ResolveWording.badInput(problem))
    case .notLoaded(let description)?:
      console.fail(SafeText.terminal(ResolveWording.notLoaded(description)))
    case .unknownToken(let name, let suggestions)?:
      if format == "json" { console.data(ResolveJSONWriter(options: options).text(report)) }
      throw UsageError(
        message: ResolveWording.unknownToken(name, brand: report.brand, suggestions: suggestions))
    case nil:
      if format == "json" {
        console.data(ResolveJSONWriter(options: options).text(report))
      } else {
        console.out(
          SafeText.terminal(ResolveTextWriter(options: options).text(report), keepNewlines: true))
      }
    }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }
}
