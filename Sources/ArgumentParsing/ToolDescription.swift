/// A command-line tool as its help describes it: its name, its commands and the lists around
/// them. ``HelpPage``, ``ManPage``, ``CommandReference`` and ``ShellCompletions`` are made from
/// it, so they never differ.
package struct ToolDescription {
  /// Terms and their texts: a two-column list.
  package typealias Entries = [(term: String, text: String)]

  /// The program's name (`sptheme`).
  package var program: String
  /// Its version.
  package var version: String
  /// What it is, after its name and version.
  package var tagline: String
  /// How it is called.
  package var usage: String
  /// Its commands, in the order help lists them.
  package var commands: [any CommandDescription.Type]
  /// The options of the tool itself.
  package var options: Entries
  /// Prose after the options.
  package var about: String
  /// The sections after the prose: exit statuses, environment variables, files.
  package var sections: [(title: String, entries: Entries)]

  package init(
    program: String, version: String, tagline: String, usage: String,
    commands: [any CommandDescription.Type], options: Entries, about: String,
    sections: [(title: String, entries: Entries)]
  ) {
    self.program = program
    self.version = version
    self.tagline = tagline
    self.usage = usage
    self.commands = commands
    self.options = options
    self.about = about
    self.sections = sections
  }

  /// The command called `name`.
  package func command(named name: String) -> (any CommandDescription.Type)? {
    commands.first { $0.name == name }
  }

  /// The top-level help: the commands' summaries and the lists above.
  package var help: String {
    var parts = [
      "\(program) \(version): \(tagline)", "USAGE: \(usage)",
      "COMMANDS:\n" + HelpPage.entries(commands.map { ($0.name, $0.summary) }),
      "OPTIONS:\n" + HelpPage.entries(options), about,
    ]
    parts += sections.map { "\($0.title):\n" + HelpPage.entries($0.entries) }
    return parts.joined(separator: "\n\n")
  }

  /// The full `--help` of one command.
  package func help(of command: any CommandDescription.Type) -> String {
    HelpPage.text(of: command, program: program)
  }
}
