import ArgumentParsing

/// One subcommand of `sptheme`: its description (options declared once, words for `--help`)
/// and its run.
protocol Subcommand: CommandDescription {
  /// Runs it.
  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
}

extension Subcommand {
  /// The full `--help` text, made from the declarations.
  static var help: String { CommandLineTool.description.help(of: Self.self) }

  /// Parses `arguments` against the declarations, then prints help or runs.
  static func parseAndRun(_ arguments: [String], console: Console) throws(UsageError)
    -> ExitStatus
  {
    let parsed = try Arguments<Options>(arguments)
    if parsed.wantsHelp {
      console.out(help)
      return .ok
    }
    return try run(parsed, console: console)
  }
}
