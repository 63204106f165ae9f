import ArgumentParsing
import Foundation
import TestSupport
import Testing

@testable import sptheme

/// `sptheme help --man`: sptheme(1), made from the same declarations as `--help`. Its sections,
/// commands and options, roff escaping, prose, and (man tier) groff and man render it with no
/// warnings.
@Suite struct ManPageTests {
  /// The page as `help --man` prints it (the binary writes it as data, ending in a newline).
  static func page() throws -> String {
    let page = ManPage.page(CommandLineTool.description)
    return page.hasSuffix("\n") ? page : page + "\n"
  }

  /// The binary prints that page for `help --man` and `--help --man`, the same every time.
  @Test func theBinaryPrintsThePage() throws {
    let page = try Self.page()
    for arguments in [["help", "--man"], ["--help", "--man"]] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == page, "\(arguments)")
    }
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
  }

  /// Each command's subsection holds its summary, its usage and every declared option, each
  /// as a term of its own.
  @Test(arguments: CommandLineTool.subcommands.map { $0.name })
  func eachCommandHasItsOptions(_ name: String) throws {
    let page = try Self.page()
    let command = try #require(CommandLineTool.subcommands.first { $0.name == name })
    let start = try #require(page.range(of: "\n.SS \(name)\n"))
    let rest = page[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n.S")?.lowerBound ?? rest.endIndex)]
    #expect(section.hasPrefix(Roff.escape(command.summary) + "\n"))
    #expect(section.contains("\\fBsptheme \(name)\\fR"), "the usage")
    #expect(command.options.contains { $0.name == "help" })
    for option in command.options {
      #expect(
        section.contains(".TP\n\\fB\\-\\-\(Roff.escape(option.name))\\fR")
          || section.contains(", \\fB\\-\\-\(Roff.escape(option.name))\\fR"), "--\(option.name)")
    }
  }

  /// Prose and entries become the page and stay text: text that looks like roff is escaped.
  @Test func proseAndEntriesStayText() {
    let prose = """
      .TH injected as a request
      'also one
      a \\fB font change and a \\ backslash
      """
    let lines =
      ManPage.prose(prose) + ManPage.definitions([("--dot VALUE", ".starts with a dot")])
      + [Roff.line(Roff.escape("'quoted"))]
    for line in lines where line.hasPrefix(".") || line.hasPrefix("'") {
      let request = String(line.prefix { $0 != " " })
      #expect(Self.requests.contains(request), "\(line)")
    }
    #expect(
      lines.contains {
        $0.hasPrefix("\\&.TH injected as a request \\(aqalso one a \\efB font change and a \\e")
      })
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

  /// Prose of a help text in roff: paragraphs joined, an example kept as it is, a `TITLE:` line
  /// as a bold heading, a labelled paragraph with its label in bold.
  @Test func proseBecomesParagraphsExamplesAndHeadings() {
    let text = """
      A paragraph
      on two lines.

        { "example": [
            1 ] }

      KEYS:
        q   quit

      EXIT STATUS: 0 fine.
      """
    #expect(
      ManPage.prose(text) == [
        ".PP", "A paragraph on two lines.",
        ".PP", ".RS 4", ".nf", "{ \"example\": [", "    1 ] }", ".fi", ".RE",
        ".PP", "\\fBKEYS\\fR",
        ".PP", ".RS 4", ".nf", "q   quit", ".fi", ".RE",
        ".PP", "\\fBEXIT STATUS:\\fR 0 fine.",
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
