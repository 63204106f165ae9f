import ArgumentParsing
import CVersion
import Theme
import Workflows

/// The `sptheme` command: dispatches to subcommands, prints help and the version.
enum CommandLineTool {
  static let version = String(cString: sptheme_version())

  static var subcommands: [any Subcommand.Type] {
    [
      CheckCommand.self, PreviewCommand.self, PlayCommand.self, SnapshotCommand.self,
      DocsCommand.self, ServeCommand.self, DiffCommand.self,
      ExportCommand.self, BuildCommand.self, MigrateCommand.self,
      InitCommand.self, ModesCommand.self, ListCommand.self, ResolveCommand.self,
      CompletionsCommand.self,
    ]
  }

  /// What `sptheme` is, after its name and version.
  static let tagline = "design tokens (DTCG 2025.10) to a typed theme for sign-in components"

  /// The usage of the tool itself.
  static let usage = "sptheme <command> [options]"

  /// The options of the tool itself.
  static let options: [(term: String, text: String)] = [
    ("-h, --help", "Show help (also after a command: sptheme check --help)"),
    ("--version", "Print the version"),
    (
      "help --man",
      "Print this help and every command's as a manual page (roff, section 1): sptheme help --man | man -l -"
    ),
    (
      "help --rules",
      "Print the rules of sptheme check, their severities and what a project may set them to, as Markdown (docs/rules.md)"
    ),
    (
      "help --commands",
      "Print every command with its usage and options as Markdown (docs/commands.md)"
    ),
  ]

  /// Prose after the options.
  static let about = """
    Brands: wherever a brand is asked for, give a name from tokens/, a brand folder,
    a .resolver.json file or a single .tokens.json file.
    """

  /// The sections after the prose: exit statuses, environment variables, files.
  static let sections: [(title: String, entries: [(term: String, text: String)])] = [
    (
      "EXIT STATUS",
      [
        ("0", "ok"), ("1", "findings (errors in a brand, snapshot mismatches)"),
        ("2", "usage or unreadable input"),
      ]
    ),
    (
      "ENVIRONMENT",
      [
        (
          "NO_COLOR",
          "Not empty: no color (no-color.org); a command's --color overrides this and the variables below"
        ),
        (
          "FORCE_COLOR",
          "Color even when the output is not a terminal: 1 16 colors, 2 256, 3 truecolor, any other value at least 16; 0 or false: no color"
        ),
        ("CLICOLOR_FORCE", "Not empty and not 0: color even when the output is not a terminal"),
        ("COLORTERM", "truecolor or 24bit: 24-bit color"),
        (
          "TERM",
          "dumb: no color; *-256color: 256 colors; *-truecolor, *-direct: 24-bit color; others: 16 colors"
        ),
        (
          "SPTHEME_FILE_WATCHER",
          "poll: --watch polls the files for changes instead of asking the system (inotify on Linux, kqueue on macOS)"
        ),
        (
          "SPTHEME_RECORD",
          "The record mode of snapshot --verify when --record is not given: never, missing, failed or all"
        ),
        ("CI", "Set (not 0 or false): snapshot --verify records nothing by default"),
        ("GITHUB_STEP_SUMMARY", "A file check --format github adds every finding to, as a table"),
      ]
    ),
    (
      "FILES",
      [
        (
          "sptheme.json",
          "The project file, the nearest one from the working folder up: a team's own brands (resolver, role map) and the outputs of sptheme build"
        ),
        (
          "tokens/",
          "The brand folders (tokens/BRAND/BRAND.resolver.json) that brand names are looked up in; --tokens DIR names another"
        ),
      ]
    ),
  ]

  /// The guides `docs/commands.md` points to, beside the reference.
  static let referenceGuides = [
    "The guides explain them by task, with examples: [Checking a brand](check.md),",
    "[Reviewing a brand](review.md), [Into the app](app.md), [Your own tokens](own-tokens.md) and",
    "[Coming from Tokens Studio, Figma or Style Dictionary](migrating.md).",
  ]

  /// The tool as its help, man page, command reference and completions describe it.
  static var description: ToolDescription {
    ToolDescription(
      program: "sptheme", version: version, tagline: tagline, usage: usage,
      commands: subcommands.map { $0 as any CommandDescription.Type },
      options: options, about: about, sections: sections)
  }

  static func run(_ arguments: [String], console: Console) -> ExitStatus {
    guard let first = arguments.first else {
      console.out(description.help)
      return .ok
    }
    switch first {
    case "-h", "--help", "help":
      if arguments.dropFirst().contains("--man") {
        console.data(ManPage.page(description))
        return .ok
      }
      if arguments.dropFirst().contains("--rules") {
        console.data(RulesPage.markdown)
        return .ok
      }
      if arguments.dropFirst().contains("--commands") {
        console.data(
          CommandReference.markdown(
            description, source: "Sources/sptheme/Options/", guides: referenceGuides))
        return .ok
      }
      if arguments.count > 1, let command = subcommands.first(where: { $0.name == arguments[1] }) {
        console.out(command.help)
      } else {
        console.out(description.help)
      }
      return .ok
    case "--version", "version":
      console.out("sptheme \(version)")
      return .ok
    default:
      break
    }
    guard let command = subcommands.first(where: { $0.name == first }) else {
      console.error(ShellWording.unknownCommand(first, commands: subcommands.map { $0.name }))
      return .usage
    }
    do {
      return try command.parseAndRun(Array(arguments.dropFirst()), console: console)
    } catch {
      console.fail(ShellWording.usage(error.message, command: command.name))
      return .usage
    }
  }
}
