import Foundation
import TestSupport
import Testing

@testable import sptheme

/// `sptheme help --man`: sptheme(1), made from the help texts that `--help` prints. Its sections
/// and commands, roff escaping, the help texts read back into parts, and (man tier) groff and
/// man render it with no warnings.
@Suite struct ManPageTests {
  static func page() throws -> String {
    let result = try CLIRunner.run(["help", "--man"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  static func lines(_ page: String) -> [String] {
    page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The roff requests the page may use; any other line starting with `.` or `'` would be text
  /// read as a request.
  static let requests: Set<String> = [
    ".\\\"", ".TH", ".SH", ".SS", ".PP", ".TP", ".RS", ".RE", ".nf", ".fi", ".in", ".ti", ".br",
    ".ad", ".nh",
  ]

  @Test func everySectionAndEveryCommandIsThere() throws {
    let page = try Self.page()
    let lines = Self.lines(page)
    #expect(lines.contains { $0.hasPrefix(".TH SPTHEME 1 ") })
    #expect(
      lines.filter { $0.hasPrefix(".SH ") } == [
        ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS",
        ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH FILES",
      ])
    #expect(
      lines.filter { $0.hasPrefix(".SS ") } == CommandLineTool.subcommands.map { ".SS \($0.name)" })
    let terms = Set(lines.indices.dropFirst().filter { lines[$0 - 1] == ".TP" }.map { lines[$0] })
    let environment = [
      "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "COLORTERM", "TERM", "SPTHEME_FILE_WATCHER",
    ]
    for name in environment + ["sptheme.json", "tokens/", "0", "1", "2"] {
      #expect(terms.contains("\\fB\(Roff.escape(name))\\fR"), "\(name)")
    }
    #expect(page.contains(".SH NAME\nsptheme \\- design tokens"))
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    #expect(try CLIRunner.run(["--help", "--man"]).stdout == page, "the same page, every time")
  }

  /// Each command's subsection holds its summary, its usage and every option its help text
  /// lists, each as a term of its own.
  @Test(arguments: CommandLineTool.subcommands.map { $0.name })
  func eachCommandHasItsOptions(_ name: String) throws {
    let page = try Self.page()
    let command = try #require(CommandLineTool.subcommands.first { $0.name == name })
    let start = try #require(page.range(of: "\n.SS \(name)\n"))
    let rest = page[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n.S")?.lowerBound ?? rest.endIndex)]
    #expect(section.hasPrefix(Roff.escape(command.summary) + "\n"))
    #expect(section.contains("\\fBsptheme \(name)\\fR"), "the usage")
    // The options of the table that the help lists (`--name …` or `-x, --name …` first on a line).
    let listed = command.spec.allNames.filter { option in
      command.help.split(separator: "\n").contains { line in
        let words = line.split(separator: " ")
        return words.first == "--\(option)"
          || (words.count > 1 && words[0].hasSuffix(",") && words[1] == "--\(option)")
      }
    }
    #expect(listed.contains("help"))
    for option in listed {
      #expect(
        section.contains(".TP\n\\fB\\-\\-\(Roff.escape(option))\\fR")
          || section.contains(", \\fB\\-\\-\(Roff.escape(option))\\fR"), "--\(option)")
    }
  }

  /// The page is made from the help texts: a command's text shows up in it, and text that
  /// looks like roff stays text.
  @Test func helpTextBecomesThePageAndStaysText() {
    let help = """
      USAGE: sptheme x [--dot VALUE]

      .TH injected as a request
      'also one
      a \\fB font change and a \\ backslash

      OPTIONS:
        --dot VALUE  .starts with a dot
      """
    let page = ManPage.render(
      help: "sptheme 1: the tagline\n\nUSAGE: sptheme <command>\n", version: "1",
      commands: [.init(name: "x", summary: "'quoted", help: help, valued: ["dot"])])
    let lines = Self.lines(page)
    for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
      let request = String(line.prefix { $0 != " " })
      #expect(Self.requests.contains(request), "\(line)")
    }
    #expect(
      lines.contains {
        $0.hasPrefix("\\&.TH injected as a request \\(aqalso one a \\efB font change and a \\e")
      })
    #expect(page.contains("backslash"))
    #expect(lines.contains(".TP") && lines.contains("\\fB\\-\\-dot\\fR \\fIVALUE\\fR"))
    #expect(lines.contains("\\&.starts with a dot"))
    #expect(lines.contains("\\(aqquoted"))
  }

  struct Escape: CustomTestStringConvertible, Sendable {
    var text: String
    var roff: String
    var testDescription: String { text }
  }

  static let escapes = [
    Escape(text: ".leading dot", roff: "\\&.leading dot"),
    Escape(text: "'quoted'", roff: "\\(aqquoted\\(aq"),
    Escape(text: "C:\\path", roff: "C:\\epath"),
    Escape(text: "--brand -o", roff: "\\-\\-brand \\-o"),
    Escape(text: "a … b → c", roff: "a \\[u2026] b \\[u2192] c"),
    Escape(text: "~/x ^y `z`", roff: "\\(ti/x \\(hay \\(gaz\\(ga"),
    Escape(text: "wide 😀", roff: "wide \\[u1F600]"),
    Escape(text: "tab\there", roff: "tab here"),
  ]

  @Test(arguments: escapes) func roffEscaping(_ escape: Escape) {
    #expect(Roff.line(Roff.escape(escape.text)) == escape.roff)
  }

  /// A help text read back into its parts: usage, prose, an example kept as it is, a section
  /// of definitions (wrapped text joined, a value's name found by the option table), a
  /// labelled paragraph.
  @Test func helpTextReadsBackIntoItsParts() {
    let text = """
      USAGE: sptheme demo [--out DIR]
                          [--more]
             sptheme demo --other

      A paragraph
      on two lines.

        { "example": [
            1 ] }

      OPTIONS:
        -o, --out DIR      Where it goes
                           (wrapped)
        --input NAME=CONTEXT One space only
        --flag             A flag

        alone
                           Its text below

      EXIT STATUS: 0 fine.
      """
    let blocks = HelpText(text, valued: ["out", "input"]).blocks
    typealias D = HelpText.Definition
    #expect(
      blocks == [
        .usage(["sptheme demo [--out DIR] [--more]", "sptheme demo --other"]),
        .paragraph("A paragraph on two lines."),
        .literal(["{ \"example\": [", "    1 ] }"]),
        .section(
          title: "OPTIONS",
          body: [
            .definitions([
              D(term: "-o, --out DIR", text: "Where it goes (wrapped)"),
              D(term: "--input NAME=CONTEXT", text: "One space only"),
              D(term: "--flag", text: "A flag"),
            ]),
            .definitions([D(term: "alone", text: "Its text below")]),
          ]),
        .paragraph("EXIT STATUS: 0 fine."),
      ])
  }

  /// groff renders the page with every warning on and says nothing; so does man-db's man.
  @Test(.tags(.man), .fullTier) func groffAndManRenderItWithoutWarnings() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/sptheme.1"
    try Self.page().write(toFile: path, atomically: true, encoding: .utf8)
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
      Issue.record("groff is missing: run `make test` (or `.ci/setup --tests`)")
      throw MissingTool(name: "groff")
    }
    let groff = try CLIRunner.run(
      ["-man", "-Tutf8", "-ww", path], environment: ["LC_ALL": "C.UTF-8"],
      executable: "/usr/bin/groff")
    #expect(groff.status == 0)
    #expect(groff.stderr.isEmpty, "\(groff.stderr)")
    // The text without overstriking (bold is `c\bc`, underline `_\bc`).
    var text = ""
    for character in groff.stdout {
      if character == "\u{8}" { text.removeLast() } else { text.append(character) }
    }
    #expect(text.hasPrefix("SPTHEME(1)"))
    for command in CommandLineTool.subcommands {
      #expect(text.contains("\n   \(command.name)\n"), "\(command.name)")
    }
    for heading in ["EXIT STATUS", "ENVIRONMENT", "FILES"] {
      #expect(text.contains("\n\(heading)\n"), "\(heading)")
    }

    let man = try CLIRunner.run(
      ["--warnings", "-l", path],
      environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80", "LC_ALL": "C.UTF-8"],
      executable: "/usr/bin/man")
    #expect(man.status == 0)
    #expect(man.stderr.isEmpty, "\(man.stderr)")
    #expect(man.stdout.contains("SPTHEME(1)"))
  }
}
