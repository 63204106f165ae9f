/// `--help` made from a command's declarations: usage, prose, arguments and options in aligned
/// columns, wrapped to ``width``.
package enum HelpPage {
  /// The widest line an entry's text is wrapped to.
  package static let width = 100
  /// Terms longer than this get a line of their own, the text under them.
  package static let longestInlineTerm = 24

  /// The help of one command of `program`.
  package static func text(of command: any CommandDescription.Type, program: String) -> String {
    var parts = [usage(command.usage.map { "\(program) \(command.name) \($0)" })]
    if !command.about.isEmpty { parts.append(command.about) }
    if !command.operands.isEmpty {
      parts.append("ARGUMENTS:\n" + entries(command.operands.map { ($0.name, $0.help) }))
    }
    parts.append(
      "OPTIONS:\n" + entries(command.options.map { ($0.term, $0.fullHelp + repeatNote($0)) }))
    if !command.notes.isEmpty { parts.append(command.notes) }
    return parts.joined(separator: "\n\n")
  }

  /// `(repeatable)` for a repeatable option whose help does not say so.
  package static func repeatNote(_ option: OptionInfo) -> String {
    option.repeatable && !option.help.contains("repeatable") ? " (repeatable)" : ""
  }

  /// `USAGE: ` and the forms, one under the other.
  package static func usage(_ forms: [String]) -> String {
    forms.enumerated().map { ($0.offset == 0 ? "USAGE: " : "       ") + $0.element }.joined(
      separator: "\n")
  }

  /// Terms and texts in two columns, indented two spaces.
  package static func entries(_ entries: [(term: String, text: String)]) -> String {
    let inline = entries.map(\.term.count).filter { $0 <= longestInlineTerm }
    let column = 2 + (inline.max() ?? 0) + 2
    var lines: [String] = []
    for entry in entries {
      let wrapped = wrap(entry.text, width: width - column)
      let indent = String(repeating: " ", count: column)
      var first = "  " + entry.term
      if first.count + 2 > column {
        lines.append(first)
        first = ""
      }
      for (index, line) in wrapped.enumerated() {
        if index == 0 && !first.isEmpty {
          lines.append(first.padding(toLength: column) + line)
        } else {
          lines.append(indent + line)
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Words of `text` in lines of at most `width` characters (a longer word stands alone).
  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}

extension String {
  /// The string with spaces after it up to `length` characters.
  package func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
