/// Text from token files made inert in GitHub-flavoured Markdown (a job's step summary): it shows
/// as written and never becomes an image, a link, an autolink, emphasis, code or a table cell
/// break.
///
/// Terminal controls go first (``Sanitize/terminal(_:keepNewlines:)``); `<`, `>` and `&` become
/// entities, so no HTML reaches the page; the characters that open links, images, emphasis, code
/// and cells (`[`, `]`, `*`, `_`, `` ` ``, `~`, `|`, `\`) and those of autolinks (`@`, the `:` of
/// `://`, the `.` of `www.`) are backslash-escaped, which CommonMark defines for any ASCII
/// punctuation. Other text stays as written, so the raw summary reads as well as the page.
enum MarkdownText {
  /// The characters always escaped with a backslash.
  private static let escaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "~", "|", "@"]

  /// `text` safe inside a paragraph or a table cell.
  static func inert(_ text: String) -> String {
    let characters = Array(Sanitize.terminal(text))
    var result = ""
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case ":" where next == "/":
        result += "\\:"
      case "." where index >= 3 && String(characters[(index - 3)..<index]).lowercased() == "www":
        result += "\\."
      case let other where escaped.contains(other):
        result += "\\" + String(other)
      default:
        result.append(character)
      }
    }
    return result
  }
}
