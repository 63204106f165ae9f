import ArgumentParsing
import Theme
import Workflows

/// `sptheme init BRAND [--from studio]`: scaffolds a new brand folder that checks clean.
enum InitCommand: Subcommand {
  static let name = "init"
  static let summary = "Start a new brand folder from an existing brand"
  static let usage = [
    "BRAND [--from SOURCE] [--tokens DIR]",
    "BRAND --from-tokens PATH [--config FILE]",
  ]
  static let about = """
    Creates tokens/BRAND/ from an existing brand (default: studio):

      BRAND.resolver.json   the resolver: palette and base sets, and an appearance modifier
                            with light and dark contexts
      palette.tokens.json   the colors the roles use, copied from the source brand
      base.tokens.json      fonts, text styles, radii, spacing, strokes and motion
      light.tokens.json     the color roles for the light appearance, as aliases into the palette
      dark.tokens.json      the same for dark

    Every SPTheme role is present with a $description that says what it is for, so the new
    brand checks clean from the start. Never overwrites: an existing folder is an error.
    Where no sptheme.json is found (here or above), it also writes one with a starter
    "outputs" (the brand's Swift and CSS), so 'sptheme build' works at once.

    With --from-tokens, nothing is copied: it adds an entry for your own tokens (a resolver,
    a token file or a folder) to sptheme.json (the nearest one from here up, else a new one
    here; --config names another), written atomically and never replacing an entry. It picks
    the appearance modifier (by its contexts' names, else by which context's background is
    dark), holds modifiers without a default at their first context, guesses a role map from
    your tokens' names, types and values, and fills in the rest from studio. It prints each
    guess with its reason and what it could not map, then checks the new brand.
    """
  static let operands = [
    Operand(name: "BRAND", help: "The new brand's name: letters, digits, '-' and '_'")
  ]
  static let notes = """
    EXIT STATUS: 0 created, 1 the source brand has errors, 2 usage, an existing folder, or unwritable.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.count == 1, let brand = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty ? InitWording.noName : InitWording.oneAtATime)
    }
    if let problem = BrandScaffold.nameProblem(brand) {
      throw UsageError(message: InitWording.badName(brand, problem: problem))
    }
    let cwd = ExportCommand.currentDirectory()
    let source: InitRun.Source
    if let path = arguments[\.fromTokens] {
      guard arguments[\.from] == nil else { throw UsageError(message: InitWording.fromOrTokens) }
      let brands = try BrandArguments(withoutInput: arguments, console: console)
      guard let cwd else { throw UsageError(message: InitWording.noWorkingFolder) }
      let configPath =
        arguments[\.project.config] ?? ProjectFile.find(from: cwd) ?? ProjectFile.fileName
      source = .tokens(path, catalog: brands.catalog, configPath: configPath)
    } else {
      source = .brand(
        arguments[\.from] ?? "studio", tokensFolder: arguments[\.project.tokens] ?? "tokens")
    }
    let report = InitRun(name: brand, source: source, workingFolder: cwd).run()
    console.print(InitTextWriter(codeFrame: CodeFrames().frame).lines(report))
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }
}
