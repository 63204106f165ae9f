/// A `--help` text read back into its parts, so that the man page is made from the very text
/// `sptheme --help` and `sptheme COMMAND --help` print.
///
/// Every help text follows one layout, and this reads it:
/// - `USAGE: sptheme …` opens the usage; further usages (`sptheme …`) and wrapped lines are
///   indented under it;
/// - a line that is only `TITLE:` in capitals (`OPTIONS:`, `MERGING SHARDS:`) heads a section:
///   the indented lines (and blank lines) under it, up to the next line that is not indented;
/// - lines that are not indented are prose, a paragraph per run of lines;
/// - an indented run of `term   text` entries (text wrapped onto deeper-indented lines) is a
///   list of definitions; any other indented run (an example) is kept as it is.
struct HelpText: Equatable {
  /// One part of a help text, in the order of the text.
  enum Block: Equatable {
    /// The usage lines (each starts with `sptheme`), wrapped lines joined.
    case usage([String])
    /// A run of prose lines joined into one line.
    case paragraph(String)
    /// A `TITLE:` heading and the blocks indented under it.
    case section(title: String, body: [Block])
    /// An indented list of terms and their texts (wrapped lines joined).
    case definitions([Definition])
    /// Indented lines shown as they are, less their common indentation.
    case literal([String])
  }

  /// One entry of an indented list: `--out DIR` and `Where snapshots are written …`.
  struct Definition: Equatable {
    var term: String
    var text: String
  }

  /// The parts of the text, in order.
  private(set) var blocks: [Block] = []

  /// Reads a help text.
  ///
  /// - Parameters:
  ///   - text: What `--help` prints.
  ///   - valued: The options that take a value (from the command's ``Arguments/Spec``): after
  ///     `--input`, `NAME=CONTEXT` belongs to the term even when one space separates it from
  ///     the text.
  init(_ text: String, valued: Set<String> = []) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if Self.isBlank(line) {
        index += 1
      } else if Self.indentation(of: line) > 0 {
        let start = index
        while index < lines.count, !Self.isBlank(lines[index]),
          Self.indentation(of: lines[index]) > 0
        {
          index += 1
        }
        blocks.append(Self.indented(Array(lines[start..<index]), valued: valued))
      } else if line.hasPrefix("USAGE: ") {
        var usages = [String(line.dropFirst("USAGE: ".count))]
        index += 1
        while index < lines.count, !Self.isBlank(lines[index]),
          Self.indentation(of: lines[index]) > 0
        {
          let rest = Self.trimmed(lines[index])
          if rest.hasPrefix("sptheme ") {
            usages.append(rest)
          } else {
            usages[usages.count - 1] += " " + rest
          }
          index += 1
        }
        blocks.append(.usage(usages))
      } else if let title = Self.title(of: line) {
        index += 1
        var body: [[String]] = [[]]
        while index < lines.count,
          Self.isBlank(lines[index]) || Self.indentation(of: lines[index]) > 0
        {
          if Self.isBlank(lines[index]) {
            if !body[body.count - 1].isEmpty { body.append([]) }
          } else {
            body[body.count - 1].append(lines[index])
          }
          index += 1
        }
        blocks.append(
          .section(
            title: title,
            body: body.filter { !$0.isEmpty }.map { Self.indented($0, valued: valued) }))
      } else {
        var words: [String] = []
        while index < lines.count, !Self.isBlank(lines[index]),
          Self.indentation(of: lines[index]) == 0, Self.title(of: lines[index]) == nil
        {
          words.append(Self.trimmed(lines[index]))
          index += 1
        }
        blocks.append(.paragraph(words.joined(separator: " ")))
      }
    }
  }

  // MARK: - Lines

  static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }

  static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

  static func trimmed(_ line: some StringProtocol) -> String {
    String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// `OPTIONS` for a line `OPTIONS:`: capitals and spaces, then a colon, nothing after.
  static func title(of line: String) -> String? {
    guard line.count > 1, line.last == ":", let first = line.first, first.isUppercase else {
      return nil
    }
    let title = line.dropLast()
    guard title.allSatisfy({ $0 == " " || ($0.isLetter && $0.isUppercase) }) else { return nil }
    return String(title)
  }

  // MARK: - Indented runs

  /// A list of definitions when every entry reads as one, else the lines as they are.
  static func indented(_ lines: [String], valued: Set<String>) -> Block {
    let base = lines.map(indentation(of:)).min() ?? 0
    var entries: [(head: String, more: [String])] = []
    for line in lines {
      if indentation(of: line) == base || entries.isEmpty {
        entries.append((trimmed(line), []))
      } else {
        entries[entries.count - 1].more.append(trimmed(line))
      }
    }
    var definitions: [Definition] = []
    for entry in entries {
      guard var definition = split(entry.head, valued: valued) else {
        return .literal(lines.map { String($0.dropFirst(base)) })
      }
      if definition.text.isEmpty && entry.more.isEmpty {
        return .literal(lines.map { String($0.dropFirst(base)) })
      }
      definition.text = ([definition.text] + entry.more).filter { !$0.isEmpty }.joined(
        separator: " ")
      definitions.append(definition)
    }
    return .definitions(definitions)
  }

  /// The term and the text of an entry's first line, or nil when it has no gap between them.
  ///
  /// An option line (`-o, --out DIR  text`) is read by the option table: its names, then its
  /// value's name when it takes one, then the text. Any other line splits at its first run of
  /// two or more spaces; a line of one word is a term whose text follows on the next lines.
  static func split(_ line: String, valued: Set<String>) -> Definition? {
    if line.hasPrefix("-"), let option = splitOption(line, valued: valued) {
      return option
    }
    var previousWasSpace = false
    for index in line.indices {
      if line[index] == " " && previousWasSpace {
        let term = trimmed(line[..<index])
        let text = trimmed(line[index...])
        return text.isEmpty ? nil : Definition(term: term, text: collapsed(text))
      }
      previousWasSpace = line[index] == " "
    }
    return line.contains(" ") ? nil : Definition(term: line, text: "")
  }

  /// `-o, --out DIR` and the text after it, by the option table; nil when the line does not
  /// read as an option of the table followed by a gap.
  static func splitOption(_ line: String, valued: Set<String>) -> Definition? {
    var words = line.split(separator: " ", omittingEmptySubsequences: false)[...]
    var term: [Substring] = []
    var long: Substring = ""
    while let word = words.first, word.hasPrefix("-") {
      term.append(word)
      words = words.dropFirst()
      guard word.hasSuffix(",") else {
        long = word.drop { $0 == "-" }
        break
      }
    }
    guard !long.isEmpty else { return nil }
    if valued.contains(String(long)) {
      guard let value = words.first, !value.isEmpty else { return nil }
      term.append(value)
      words = words.dropFirst()
    } else if let next = words.first, !next.isEmpty {
      // A flag, or an option this table does not know, followed by one space: not an entry
      // this reading can split.
      return nil
    }
    return Definition(
      term: term.joined(separator: " "), text: collapsed(words.joined(separator: " ")))
  }

  /// The text with each run of spaces made one space, and none at either end.
  static func collapsed(_ text: String) -> String {
    text.split(separator: " ").joined(separator: " ")
  }
}
