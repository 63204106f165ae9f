import ArgumentParsing
import Foundation
import TestSupport
import Testing

@testable import sptheme

/// Options are declared once: `--help`, the completion scripts, the man page and
/// `docs/commands.md` list exactly the declared options of every command, and the committed
/// `docs/commands.md` is what `sptheme help --commands` prints.
@Suite struct DeclaredOptionsTests {
  static let names = CommandLineTool.subcommands.map { $0.name }

  static func command(_ name: String) throws -> any Subcommand.Type {
    try #require(CommandLineTool.subcommands.first { $0.name == name })
  }

  /// The long options named first on the lines of a text's OPTIONS section (`--name` or
  /// `-x, --name`), in order.
  static func listedOptions(inHelp help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
    var names: [String] = []
    for line in lines[(start + 1)...] {
      guard line.hasPrefix("  ") else { break }
      var words = line.split(separator: " ")[...]
      if let first = words.first, first.count == 3, first.hasPrefix("-"), first.hasSuffix(",") {
        words = words.dropFirst()
      }
      if let word = words.first, word.hasPrefix("--"), line.hasPrefix("  -") {
        names.append(String(word.dropFirst(2)))
      }
    }
    return names
  }

  @Test(arguments: names) func helpListsExactlyTheDeclaredOptions(_ name: String) throws {
    let command = try Self.command(name)
    #expect(Self.listedOptions(inHelp: command.help) == command.options.map(\.name))
  }

  /// What the binary prints for `COMMAND --help` and `help COMMAND` is the command's help (the
  /// text the test above reads), for every command.
  @Test func theBinaryPrintsEachCommandsHelp() throws {
    for name in Self.names {
      let command = try Self.command(name)
      for arguments in [[name, "--help"], ["help", name]] {
        let help = try CLIRunner.run(arguments)
        #expect(help.status == 0, "\(arguments)")
        #expect(help.stdout == command.help + "\n", "\(arguments)")
      }
    }
  }

  @Test(arguments: names) func usageNamesDeclaredOptionsOnly(_ name: String) throws {
    let command = try Self.command(name)
    let declared = Set(command.options.map(\.name))
    for form in command.usage {
      for word in form.split(whereSeparator: { " []|().…".contains($0) }) where word.hasPrefix("--")
      {
        #expect(declared.contains(String(word.dropFirst(2))), "\(name): \(form)")
      }
    }
  }

  @Test(arguments: names) func completionsListExactlyTheDeclaredOptions(_ name: String) throws {
    let command = try Self.command(name)
    let bash = try #require(ShellCompletions.script(for: "bash", CommandLineTool.description))
    let line = try #require(
      bash.split(separator: "\n").first { $0.hasPrefix("    \(name)) options=") })
    let words = line.split(separator: "\"")[1].split(separator: " ").map(String.init)
    #expect(words == command.options.flatMap(ShellCompletions.spellings))
    let fish = try #require(ShellCompletions.script(for: "fish", CommandLineTool.description))
    let fishNames = fish.split(separator: "\n").filter {
      $0.contains("'__fish_seen_subcommand_from \(name)'")
    }.compactMap { line in
      line.split(separator: " ").drop { $0 != "-l" }.dropFirst().first.map(String.init)
    }
    #expect(fishNames == command.options.map(\.name))
  }

  @Test(arguments: names) func manPageListsExactlyTheDeclaredOptions(_ name: String) throws {
    let command = try Self.command(name)
    let page = ManPage.page(CommandLineTool.description)
    let start = try #require(page.range(of: "\n.SS \(name)\n"))
    let rest = page[start.upperBound...]
    let section = rest[
      ..<(rest.range(of: "\n.SS ")?.lowerBound ?? rest.range(of: "\n.SH ")?.lowerBound
        ?? rest.endIndex)]
    let options = try #require(section.range(of: "\\fBOPTIONS\\fR\n"))
    let lines = section[options.upperBound...].split(separator: "\n")
    var terms: [String] = []
    for index in lines.indices.dropLast() where lines[index] == ".TP" {
      let term = lines[index + 1]
      guard let long = term.firstRange(of: "\\fB\\-\\-") else { continue }
      let rest = term[long.upperBound...]
      terms.append(String(rest[..<(rest.firstRange(of: "\\fR")?.lowerBound ?? rest.endIndex)]))
    }
    #expect(terms == command.options.map { Roff.escape($0.name) })
  }

  @Test(arguments: names) func commandsPageListsExactlyTheDeclaredOptions(_ name: String) throws {
    let command = try Self.command(name)
    let page = CommandReference.markdown(
      CommandLineTool.description, source: "Sources/sptheme/Options/",
      guides: CommandLineTool.referenceGuides)
    let start = try #require(page.range(of: "\n## \(name)\n"))
    let rest = page[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `-") }
    let terms = rows.map { row in
      let term = row.dropFirst(3).prefix { $0 != "`" }
      return String(term.split(separator: " ").first { $0.hasPrefix("--") }?.dropFirst(2) ?? "")
    }
    #expect(terms == command.options.map(\.name))
  }

  /// The committed page is the generated one: run `sptheme help --commands > docs/commands.md`
  /// after changing a declaration.
  @Test func committedCommandsPageIsGenerated() throws {
    let generated = CommandReference.markdown(
      CommandLineTool.description, source: "Sources/sptheme/Options/",
      guides: CommandLineTool.referenceGuides)
    let committed = try String(
      contentsOfFile: TestPaths.packageRoot + "/docs/commands.md", encoding: .utf8)
    // The binary prints it as data, a newline added when it lacks one.
    #expect(
      committed == (generated.hasSuffix("\n") ? generated : generated + "\n"),
      "docs/commands.md is stale: run `swift run sptheme help --commands > docs/commands.md`")
  }

  /// Reading goes by declaration: defaults come from the declarations (and the library's own
  /// defaults), lists split at commas, and an unknown option is refused with a guess.
  @Test func argumentsAreReadByDeclaration() throws {
    let empty = try Arguments<CheckCommand.Options>([])
    #expect(try empty.integer(\.maxPermutations) == 64)
    #expect(try empty.integer(\.limits.maxTokens) == TokenLimitOptions.defaults.maxTokens)
    #expect(try empty.choice(\.format) == "text")
    let given = try Arguments<CheckCommand.Options>([
      "--brand", "a,b", "--brand=c", "--verbose", "x", "--", "--y",
    ])
    #expect(given[\.brand] == ["a", "b", "c"])
    #expect(given[\.verbose])
    #expect(!given[\.noRoles])
    #expect(given.positionals == ["x", "--y"])
    #expect(throws: UsageError.self) { try Arguments<CheckCommand.Options>(["--verbos"]) }
    do {
      _ = try Arguments<MigrateCommand.Options>(["--forse"])
    } catch {
      #expect(
        error.message
          == "unknown option --forse (did you mean --force?); options: --force, --no-backup, --write"
      )
    }
  }
}
