/// One subcommand of `sptheme`: its options declared once (``Options``), its words for `--help`,
/// and its run.
protocol Subcommand {
  /// The options it accepts, read by key path.
  associatedtype Options: CommandOptions
  /// The word that selects it (`check`).
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// Its forms, each after `sptheme NAME` (`[BRAND_OR_FILE ...] [options]`).
  static var usage: [String] { get }
  /// What it does: the prose between the usage and the options.
  static var about: String { get }
  /// Its positional arguments.
  static var operands: [Operand] { get }
  /// Prose after the options (sections such as `EXIT STATUS: …`).
  static var notes: String { get }
  /// Runs it.
  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
}

/// A positional argument and its help line.
struct Operand: Equatable, Sendable {
  var name: String
  var help: String
}

extension Subcommand {
  static var operands: [Operand] { [] }
  static var notes: String { "" }

  /// Everything it accepts, `-h, --help` last.
  static var options: [OptionInfo] { Options.all }

  /// The full `--help` text, made from the declarations.
  static var help: String { HelpPage.text(of: Self.self) }

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
