import ArgumentParsing
import Theme
import Workflows

/// `sptheme modes BRAND [--confirm]`: which of a brand's files, folders, sets and themes are
/// which modifier and context, as one table.
enum ModesCommand: Subcommand {
  static let name = "modes"
  static let summary =
    "Show how a brand's files map to modifiers and contexts (light, dark, …), and confirm the map"
  static let usage = [
    "BRAND [--confirm] [--format text|json] [options]"
  ]
  static let about = """
    Shows, as one table, which of the brand's files, folders, Tokens Studio sets and themes or
    Figma collections are merged first and which are the contexts of a modifier (appearance,
    contrast, density, …), in the order they merge. A resolver spells its map out. For a folder
    or a Tokens Studio export without one, the map is proposed from the files' names and
    contents and every line is a guess; 'sptheme init NAME --from-tokens PATH' writes it into
    the brand's "modes" in sptheme.json, where every command reads it from then on (never
    guessing again). Edit the lines that are wrong, then confirm them with --confirm. A file
    the map cannot place is an error, never merged: the exit status is 1 and the finding says
    what to write.
    """
  static let operands = [
    Operand(
      name: "BRAND",
      help: "A brand of sptheme.json, a folder of token files, a resolver or a Tokens Studio export"
    )
  ]

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
      throw UsageError(
        message:
          "name one brand, folder or resolver: sptheme modes BRAND (sptheme list shows the brands)")
    }
    let brands = try BrandArguments(withoutInput: arguments, console: console)
    let report = ModesRun(
      catalog: brands.catalog, reference: reference, confirm: arguments[\.confirm]
    ).run()
    if arguments[\.format] == "json" {
      console.data(ModesJSONWriter.json(report).serialized() + "\n")
    } else {
      let writer = ModesTextWriter(
        formatter: DiagnosticFormatter(
          format: .text, styled: console.stdoutStyled, codeFrame: CodeFrames().frame))
      let lines = writer.lines(report)
      for line in lines.err { console.error(line) }
      if !lines.out.isEmpty { console.out(lines.out.joined(separator: "\n")) }
    }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }
}
