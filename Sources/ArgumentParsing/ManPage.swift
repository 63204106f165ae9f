/// A tool's manual page in section 1 (`sptheme help --man`), in roff with the man macros, made
/// from the same declarations as `--help`: the tool's lists and each command's usage, prose,
/// arguments and declared options. The output is ASCII and the same bytes every time.
package enum ManPage {
  /// The page of `tool`.
  package static func page(_ tool: ToolDescription) -> String {
    let program = tool.program
    var roff = [
      ".\\\" \(program)(1): written by `\(program) help --man` from the option declarations; edit those instead.",
      ".TH \(program.uppercased()) 1 \"\" \"\(Roff.escape(program + " " + tool.version))\" \"User Commands\"",
      // Left-aligned, no hyphenation: options and names stay whole, as a reader types them.
      ".ad l", ".nh",
    ]
    roff += [".SH NAME", Roff.line(Roff.escape(program) + " \\- " + Roff.escape(tool.tagline))]
    roff += [".SH SYNOPSIS"] + synopsis([tool.usage], program: program, command: nil)
    roff += [".SH DESCRIPTION"]
    roff += definitions(tool.commands.map { ($0.name, $0.summary) })
    roff += prose(tool.about)
    roff += [".SH COMMANDS"]
    for command in tool.commands {
      roff += [".SS \(Roff.escape(command.name))", Roff.line(Roff.escape(command.summary))]
      roff += synopsis(
        command.usage.map { "\(program) \(command.name) \($0)" }, program: program,
        command: command.name)
      roff += prose(command.about)
      if !command.operands.isEmpty {
        roff += [".PP", Roff.line(Roff.bold("ARGUMENTS"))]
        roff += definitions(command.operands.map { ($0.name, $0.help) }, placeholderFirst: true)
      }
      roff += [".PP", Roff.line(Roff.bold("OPTIONS"))]
      roff += definitions(
        command.options.map { ($0.term, $0.fullHelp + HelpPage.repeatNote($0)) })
      roff += prose(command.notes)
    }
    roff += [".SH OPTIONS"] + definitions(tool.options)
    for section in tool.sections {
      roff += [".SH \(Roff.escape(section.title))"] + definitions(section.entries)
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

  /// A list of terms and their texts.
  package static func definitions(
    _ entries: [(term: String, text: String)], placeholderFirst: Bool = false
  ) -> [String] {
    entries.flatMap { entry in
      [
        ".TP", Roff.line(Roff.term(entry.term, placeholderFirst: placeholderFirst)),
        Roff.line(Roff.escape(entry.text)),
      ]
    }
  }

  /// Usage lines, each wrapped with a hanging indent under its command.
  package static func synopsis(_ lines: [String], program: String, command: String?) -> [String] {
    var roff = [".PP", ".in +4n"]
    for (index, line) in lines.enumerated() {
      if index > 0 { roff.append(".br") }
      roff += [".ti -4n", Roff.line(Roff.usage(line, program: program, command: command))]
    }
    return roff + [".in -4n"]
  }

  /// Prose of a help text: runs of lines joined into paragraphs, indented runs (examples,
  /// tables) kept as they are, a line `TITLE:` alone as a bold heading, and a paragraph that
  /// opens with a label in capitals (`EXIT STATUS: 0 written, …`) with the label in bold.
  package static func prose(_ text: String) -> [String] {
    var roff: [String] = []
    var paragraph: [String] = []
    var literal: [String] = []
    func flush() {
      if !paragraph.isEmpty {
        roff += [".PP", labelled(paragraph.joined(separator: " "))]
        paragraph = []
      }
      if !literal.isEmpty {
        let base = literal.filter { !isBlank($0) }.map(indentation).min() ?? 0
        while let last = literal.last, isBlank(last) { literal.removeLast() }
        roff +=
          [".PP", ".RS 4", ".nf"] + literal.map { Roff.line(Roff.escape($0.dropFirst(base))) }
          + [".fi", ".RE"]
        literal = []
      }
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if isBlank(line) {
        if literal.isEmpty { flush() } else { literal.append(line) }
      } else if indentation(line) > 0 {
        if !paragraph.isEmpty { flush() }
        literal.append(line)
      } else if let title = title(of: line) {
        flush()
        roff += [".PP", Roff.line(Roff.bold(title))]
      } else {
        if !literal.isEmpty { flush() }
        paragraph.append(line.trimmingSpaces)
      }
    }
    flush()
    return roff
  }

  package static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }

  package static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

  /// `OPTIONS` for a line `OPTIONS:`: capitals and spaces, then a colon, nothing after.
  package static func title(of line: String) -> String? {
    guard line.count > 1, line.last == ":", let first = line.first, first.isUppercase else {
      return nil
    }
    let title = line.dropLast()
    guard title.allSatisfy({ $0 == " " || ($0.isLetter && $0.isUppercase) }) else { return nil }
    return String(title)
  }

  /// A paragraph; one that opens with a label in capitals shows the label in bold.
  package static func labelled(_ text: String) -> String {
    if let colon = text.firstRange(of: ": "),
      let title = title(of: String(text[..<colon.lowerBound]) + ":")
    {
      return Roff.line(Roff.bold(title + ":") + " " + Roff.escape(text[colon.upperBound...]))
    }
    return Roff.line(Roff.escape(text))
  }
}

extension String {
  /// The text without spaces at either end.
  package var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
