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
  static let about = InitWording.about
  static let operands = [
    Operand(name: "BRAND", help: "The new brand's name: letters, digits, '-' and '_'")
  ]
  static let notes = InitWording.notes

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
