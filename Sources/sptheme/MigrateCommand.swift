import ArgumentParsing
import Theme
import Workflows

/// `sptheme migrate FILE|FOLDER [--write]`: rewrites legacy token files into DTCG 2025.10 form;
/// a Tokens Studio folder or single-file export also gets a resolver made from its themes.
enum MigrateCommand: Subcommand {
  static let name = "migrate"
  static let summary =
    "Rewrite legacy token files (Tokens Studio, Style Dictionary, \"16px\") into 2025.10 form"
  static let usage = [
    "FILE [--write [--no-backup]]",
    "FOLDER [--write [--force]]",
  ]
  static let about = MigrateWording.about
  static let operands = [
    Operand(name: "FILE", help: "A token file: the rewritten file goes to standard output"),
    Operand(name: "FOLDER", help: "A folder of token files: lists what --write would write"),
  ]
  static let notes = MigrateWording.notes

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? MigrateWording.nothingToMigrate : MigrateWording.oneAtATime)
    }
    if arguments[\.force] && !arguments[\.write] {
      throw UsageError(message: MigrateWording.forceNeedsWrite)
    }
    let run = MigrateRun(
      path: path, write: arguments[\.write], force: arguments[\.force],
      noBackup: arguments[\.noBackup])
    let report = run.run()
    console.print(MigrateTextWriter().lines(report))
    if case .usage(let message) = report.failure { throw UsageError(message: message) }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }
}
