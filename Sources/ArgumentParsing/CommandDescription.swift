/// What a command says of itself: its options declared once (``Options``) and its words for
/// `--help`. `--help`, the completions, the man page and the command reference are made from it.
package protocol CommandDescription {
  /// The options it accepts, read by key path.
  associatedtype Options: CommandOptions
  /// The word that selects it (`check`).
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// Its forms, each after the program and the command's name (`[FILE ...] [options]`).
  static var usage: [String] { get }
  /// What it does: the prose between the usage and the options.
  static var about: String { get }
  /// Its positional arguments.
  static var operands: [Operand] { get }
  /// Prose after the options (sections such as `EXIT STATUS: …`).
  static var notes: String { get }
}

/// A positional argument and its help line.
package struct Operand: Equatable, Sendable {
  package var name: String
  package var help: String

  package init(name: String, help: String) {
    self.name = name
    self.help = help
  }
}

extension CommandDescription {
  package static var operands: [Operand] { [] }
  package static var notes: String { "" }

  /// Everything it accepts, `-h, --help` last.
  package static var options: [OptionInfo] { Options.all }
}

/// A problem with how a command was called: printed with the command's usage line.
package struct UsageError: Error {
  package var message: String

  package init(message: String) {
    self.message = message
  }
}
