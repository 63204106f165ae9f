/// Text made safe for roff (the man page language), with the fonts of the man macros.
///
/// Plain text goes through ``escape(_:)``: a backslash becomes `\e`, every hyphen `\-` (the
/// character a reader can type back, so `--brand` copied from the page still works), `'`, `` ` ``,
/// `~` and `^` their ASCII glyphs, and any other non-ASCII character `\[uXXXX]`, so the page is
/// ASCII and reads the same in groff and mandoc whatever the input encoding. A line that would
/// start with `.` or `'` (a request) starts with `\&` instead.
package enum Roff {
  /// `text` escaped for use inside a text line; ``line(_:)`` makes a whole line of it safe.
  package static func escape(_ text: some StringProtocol) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "'": out += "\\(aq"
      case "`": out += "\\(ga"
      case "~": out += "\\(ti"
      case "^": out += "\\(ha"
      case "\t", "\n": out += " "
      default:
        if scalar.isASCII {
          if scalar.value >= 0x20 && scalar.value != 0x7F { out.unicodeScalars.append(scalar) }
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
      }
    }
    return out
  }

  /// An escaped text made safe as an input line: `\&` before a leading `.` or `'`, which would
  /// otherwise make it a request.
  package static func line(_ escaped: String) -> String {
    escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  /// `text` escaped, in bold.
  package static func bold(_ text: some StringProtocol) -> String { "\\fB" + escape(text) + "\\fR" }

  /// `text` escaped, in italics.
  package static func italic(_ text: some StringProtocol) -> String {
    "\\fI" + escape(text) + "\\fR"
  }

  /// Whether a word names a value to fill in (`DIR`, `NAME=CONTEXT`, `B…`, `K/N`): capitals,
  /// digits and the punctuation of such names, at least one capital.
  package static func isPlaceholder(_ word: some StringProtocol) -> Bool {
    word.contains { $0.isUppercase }
      && word.allSatisfy { ($0.isLetter && $0.isUppercase) || $0.isNumber || "_=|/.…".contains($0) }
  }

  /// A usage line: the program and command in bold, each placeholder (`DIR`, `OUT_1`) in
  /// italics, the rest (brackets, options) plain.
  package static func usage(_ text: String, program: String, command: String?) -> String {
    var words = text.split(separator: " ")[...]
    var out: [String] = []
    let lead = [program] + (command.map { [$0] } ?? [])
    if words.starts(with: lead.map { Substring($0) }) {
      out.append(bold(lead.joined(separator: " ")))
      words = words.dropFirst(lead.count)
    }
    for word in words { out.append(placeholdersInItalics(word)) }
    return out.joined(separator: " ")
  }

  /// A word with each placeholder in it in italics: a run of letters, digits and `_` whose
  /// letters are all capitals (`[--out DIR]` → `[\-\-out \fIDIR\fR]`, `NAME.xcassets` →
  /// `\fINAME\fR.xcassets`, `OUT_1`).
  package static func placeholdersInItalics(_ word: Substring) -> String {
    var out = ""
    var run = ""
    func flush() {
      guard let first = run.first else { return }
      let placeholder = first.isUppercase && !run.contains { $0.isLowercase }
      out += placeholder ? italic(run) : escape(run)
      run = ""
    }
    for character in word {
      if character.isLetter || character.isNumber || character == "_" {
        run.append(character)
      } else {
        flush()
        out += escape(String(character))
      }
    }
    flush()
    return out
  }

  /// A definition's term: option names and command words in bold, placeholders in italics
  /// (`-o, --out DIR` → `\fB\-o\fR, \fB\-\-out\fR \fIDIR\fR`). With `placeholderFirst`, a
  /// first word in capitals (an argument such as `BRAND_OR_FILE`) is a placeholder too;
  /// otherwise it is a name (`NO_COLOR`) and bold.
  package static func term(_ term: String, placeholderFirst: Bool) -> String {
    var out: [String] = []
    for (index, word) in term.split(separator: " ").enumerated() {
      let trailing = word.hasSuffix(",") ? "," : ""
      let bare = trailing.isEmpty ? word : word.dropLast()
      if isPlaceholder(bare) && (index > 0 || placeholderFirst) && !bare.hasPrefix("-") {
        out.append(italic(bare) + trailing)
      } else {
        out.append(bold(bare) + trailing)
      }
    }
    return out.joined(separator: " ")
  }
}
