/// `sptheme help --man`: the manual page, sptheme(1), in roff with the man macros, made from the
/// help texts (``CommandLineTool/help`` and each command's `help`), so the page and `--help`
/// never say different things.
///
/// The top-level help gives NAME (its first line), SYNOPSIS (its usage) and DESCRIPTION (its
/// prose and the command list); each command's help becomes a subsection of COMMANDS; the
/// top-level help's other sections (OPTIONS, EXIT STATUS, ENVIRONMENT, FILES) become sections
/// of the same names. The output is ASCII and the same bytes for the same help texts.
enum ManPage {
  /// What the page needs of one command.
  struct Command {
    /// The word that selects it.
    var name: String
    /// Its line in the command list.
    var summary: String
    /// Its `--help` text.
    var help: String
    /// The options that take a value.
    var valued: Set<String>

    init(name: String, summary: String, help: String, valued: Set<String>) {
      self.name = name
      self.summary = summary
      self.help = help
      self.valued = valued
    }

    init(_ command: any Subcommand.Type) {
      self.init(
        name: command.name, summary: command.summary, help: command.help,
        valued: command.spec.options)
    }
  }

  /// The page of the tool as it is.
  static var page: String {
    render(
      help: CommandLineTool.help, version: CommandLineTool.version,
      commands: CommandLineTool.subcommands.map(Command.init))
  }

  /// The page for a top-level help text and the commands' help texts.
  static func render(help: String, version: String, commands: [Command]) -> String {
    var roff = [
      ".\\\" sptheme(1): written by `sptheme help --man` from the help texts; edit those instead.",
      ".TH SPTHEME 1 \"\" \"\(Roff.escape("sptheme " + version))\" \"User Commands\"",
      // Left-aligned, no hyphenation: options and names stay whole, as a reader types them.
      ".ad l", ".nh",
    ]
    let blocks = HelpText(help).blocks
    var tagline = ""
    var usages: [String] = []
    var prose: [HelpText.Block] = []
    var sections: [(title: String, body: [HelpText.Block])] = []
    for (index, block) in blocks.enumerated() {
      switch block {
      case .paragraph(let text) where index == 0:
        // `sptheme 1.0.0: design tokens …`: what follows the colon.
        tagline = text.firstRange(of: ": ").map { String(text[$0.upperBound...]) } ?? text
      case .usage(let lines): usages = lines
      case .section(let title, let body): sections.append((title, body))
      default: prose.append(block)
      }
    }
    roff += [".SH NAME", Roff.line("sptheme \\- " + Roff.escape(tagline))]
    roff += [".SH SYNOPSIS"] + synopsis(usages, command: nil)

    let list = sections.first { $0.title == "COMMANDS" }?.body ?? []
    roff += [".SH DESCRIPTION"]
    roff += write(list, placeholderFirst: false) + write(prose, placeholderFirst: false)
    if !commands.isEmpty {
      roff += [".SH COMMANDS"]
      for command in commands {
        roff += [".SS \(Roff.escape(command.name))", Roff.line(Roff.escape(command.summary))]
        roff += write(HelpText(command.help, valued: command.valued).blocks, command: command.name)
      }
    }
    for section in sections where section.title != "COMMANDS" {
      roff += [".SH \(Roff.escape(section.title))"]
      roff += write(section.body, placeholderFirst: false)
    }
    // A paragraph break right after a heading says nothing (and mandoc -T lint warns of it).
    var page: [String] = []
    for line in roff {
      if line == ".PP", let last = page.last,
        last == ".PP" || last.hasPrefix(".SH ") || last.hasPrefix(".SS ")
      {
        continue
      }
      page.append(line)
    }
    return page.joined(separator: "\n") + "\n"
  }

  // MARK: - Blocks

  /// The roff lines of blocks of help text; sections nested in a command's help get a bold
  /// heading (`OPTIONS`).
  static func write(
    _ blocks: [HelpText.Block], command: String? = nil, placeholderFirst: Bool = false
  ) -> [String] {
    var roff: [String] = []
    for block in blocks {
      switch block {
      case .usage(let lines):
        roff += synopsis(lines, command: command)
      case .paragraph(let text):
        roff += [".PP", paragraph(text)]
      case .section(let title, let body):
        roff += [".PP", Roff.line(Roff.bold(title))]
        roff += write(body, command: command, placeholderFirst: title == "ARGUMENTS")
      case .definitions(let definitions):
        for definition in definitions {
          roff += [
            ".TP", Roff.line(Roff.term(definition.term, placeholderFirst: placeholderFirst)),
            Roff.line(Roff.escape(definition.text)),
          ]
        }
      case .literal(let lines):
        roff +=
          [".PP", ".RS 4", ".nf"] + lines.map { Roff.line(Roff.escape($0)) } + [".fi", ".RE"]
      }
    }
    return roff
  }

  /// Usage lines, each wrapped with a hanging indent under its command.
  static func synopsis(_ lines: [String], command: String?) -> [String] {
    var roff = [".PP", ".in +4n"]
    for (index, line) in lines.enumerated() {
      if index > 0 { roff.append(".br") }
      roff += [".ti -4n", Roff.line(Roff.usage(line, command: command))]
    }
    return roff + [".in -4n"]
  }

  /// A paragraph; one that opens with a label in capitals (`EXIT STATUS: 0 written, …`) shows
  /// the label in bold, as a heading.
  static func paragraph(_ text: String) -> String {
    if let colon = text.firstRange(of: ": "),
      let title = HelpText.title(of: String(text[..<colon.lowerBound]) + ":")
    {
      return Roff.line(Roff.bold(title + ":") + " " + Roff.escape(text[colon.upperBound...]))
    }
    return Roff.line(Roff.escape(text))
  }
}
