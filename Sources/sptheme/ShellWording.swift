import Theme

/// What the command line itself says, in one place: finding the command, the project file and
/// the brands, and the messages no one command owns. Each command's own messages come from its
/// area's wording in `Workflows`. Text from the user (a name, a path) is made safe for the
/// terminal here.
enum ShellWording {
  /// An argument that is not UTF-8 (`shown` as the process could spell it).
  static func notUTF8(argument position: Int, shown: String) -> String {
    "error: argument \(position) (\(SafeText.terminal(shown))) is not UTF-8; SPTheme reads UTF-8 names only: rename the file or folder"
  }

  /// `sptheme resolve` without a token.
  static let resolveNeedsToken =
    "resolve needs a token: a dotted path such as color.background, or {color.background}"

  /// `sptheme resolve` with a second token.
  static func resolveOneToken(_ extra: String) -> String {
    "resolve takes one token; unexpected '\(SafeText.terminal(extra))'"
  }

  /// A first word that is no command, with the closest command.
  static func unknownCommand(_ word: String, commands: [String]) -> String {
    "error: unknown command '\(SafeText.terminal(word))'\(Suggestion.hint(for: word, in: commands))"
      + "\n\nRun 'sptheme --help' for the commands."
  }

  /// A usage error of `command`, and where its usage is.
  static func usage(_ message: String, command: String) -> String {
    "\(SafeText.terminal(message, keepNewlines: true))\n\nRun 'sptheme \(command) --help' for its usage."
  }

  /// `--config` names no file.
  static func noProjectFile(_ path: String) -> String { "--config \(path): no such file" }

  /// The project file has errors of its own, printed before this.
  static func projectFileHasErrors(_ path: String) -> String {
    "\(path) has errors; fix them first"
  }

  /// The project file in use was found in a folder above the working one.
  static func projectFileFoundAbove(_ path: String) -> String {
    "note: using the project file \(SafeText.terminal(path)) (found above this folder)"
  }

  /// An entry of the tokens folder that could not be read.
  static func unreadableEntry(_ warning: String) -> String { "warning: " + warning }

  /// No brands to run on.
  static func noBrands(tokensFolder: String) -> String {
    "no brands in sptheme.json or \(tokensFolder)/; give --brand"
  }

  /// `--input` not written as `NAME=CONTEXT`.
  static func inputSyntax(_ pair: String) -> String {
    "--input takes NAME=CONTEXT (e.g. size=mobile), not '\(pair)'"
  }

  /// `completions` without exactly one shell.
  static func giveOneShell(_ shells: [String]) -> String {
    "give one shell: \(shells.joined(separator: ", "))"
  }

  /// `completions` for a shell there is no script for.
  static func noCompletions(for shell: String, shells: [String]) -> String {
    "no completions for '\(shell)'\(Suggestion.hint(for: shell, in: shells)); shells: \(shells.joined(separator: ", "))"
  }

  /// The GitHub step summary file could not be written.
  static func stepSummaryNotWritten(_ reason: String) -> String {
    "error: cannot write the step summary \(reason)"
  }

  /// Standard output stopped taking what the tool writes.
  static func outputFailed(_ reason: String) -> String {
    "error: cannot write to standard output: \(reason); what was written is incomplete\n"
  }

  // MARK: Options that do not go together, and values out of range

  /// `--accept` without what to accept.
  static let acceptNeedsWhat = "--accept needs a cause, a snapshot's name or a pattern"

  /// `--prune` with `--accept`.
  static let pruneWithAccept = "--prune does not go with --accept; prune in a --verify run"

  /// More than one block where one is drawn.
  static func oneBlock(given count: Int) -> String { "give one block, not \(count)" }

  /// `--state` with `--all-states`.
  static let stateOrAllStates = "give --state or --all-states, not both"

  /// `--out` with `--verify`.
  static let outOrVerify = "give --out or --verify, not both"

  /// An option that only a `--verify` run takes.
  static func needsVerify(_ option: String) -> String { "--\(option) goes with --verify" }

  /// `--prune` outside a recording `--verify` run.
  static let pruneNeedsRecord = "--prune goes with --verify and a record mode"

  /// A `--port` that is no port.
  static func badPort(_ text: String) -> String {
    "--port must be a number from 0 to 65535, not '\(text)'"
  }

  /// An environment variable set to none of its values.
  static func badChoice(_ variable: String, _ value: String, choices: String) -> String {
    "\(variable) must be one of \(choices), not '\(value)'"
  }

  /// `--results` given twice outside `--accept`.
  static let resultsOnce = "--results is given once, except with --accept"

  /// A full-screen command that could not take the terminal over.
  static func cannotTakeTerminal(_ command: String, _ reason: String) -> String {
    "sptheme \(command) \(reason)"
  }

  /// One modifier held at two contexts.
  static func inputTwice(_ modifier: String, _ earlier: String, _ later: String) -> String {
    "--input \(modifier) is given twice (\(earlier) and \(later)): give it once"
  }

  /// A `--max-depth` over the deepest nesting the reader allows.
  static func depthOverCeiling(_ depth: Int) -> String {
    "--max-depth can be at most \(TokenOptions.depthCeiling), not \(depth)"
  }

  /// `snapshot merge-reports` without folders.
  static let mergeNeedsFolders =
    "merge-reports needs the results folder of every shard (each holds a results.json)"

  /// An argument where a command takes brands only with `--brand`.
  static func unexpectedArgument(_ argument: String) -> String {
    "unexpected argument '\(argument)'; give brands with --brand"
  }
}
