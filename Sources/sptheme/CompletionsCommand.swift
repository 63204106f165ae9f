import ArgumentParsing
import Theme

/// `sptheme completions bash|zsh|fish`: a shell completion script, generated from the same
/// option declarations the parser reads, with each option's help line and value completion.
enum CompletionsCommand: Subcommand {
  typealias Options = NoOptions
  static let name = "completions"
  static let summary = "Print a shell completion script (bash, zsh or fish)"
  static let usage = [
    "bash|zsh|fish"
  ]
  static let about = """
    Prints a completion script for the shell: the commands, each command's options with their
    help lines (from the same declarations the parser reads, so they never drift apart), and
    their values: brand names from tokens/ after --brand, block names after --block, the
    choices of options such as --format and --record, folders where a folder is asked for.

      bash   source <(sptheme completions bash)        (or save it in ~/.local/share/bash-completion/completions/sptheme)
      zsh    sptheme completions zsh > "${fpath[1]}/_sptheme"
      fish   sptheme completions fish > ~/.config/fish/completions/sptheme.fish
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let shells = ShellCompletions.shells
    guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
      throw UsageError(message: ShellWording.giveOneShell(shells))
    }
    guard let script = ShellCompletions.script(for: shell, CommandLineTool.description) else {
      throw UsageError(message: ShellWording.noCompletions(for: shell, shells: shells))
    }
    console.out(script)
    return .ok
  }
}
