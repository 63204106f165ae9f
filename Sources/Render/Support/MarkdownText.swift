import Theme

/// Text from token files made inert in GitHub-flavoured Markdown (a job's step summary, a pull
/// request comment): it shows as written and never becomes a link, an image, an autolink,
/// emphasis, HTML or another table column.
public enum MarkdownText {
  /// Text for a paragraph or a table cell: on one line; terminal controls, bidirectional
  /// controls and line separators removed (``Theme/SafeText/terminal(_:keepNewlines:)``); every
  /// ASCII punctuation character backslash-escaped (CommonMark defines the escape for each), and
  /// `<`, `>` and `&` as character references.
  public static func inert(_ text: String) -> String {
    let oneLine = String(
      text.unicodeScalars.map { "\n\r\t".unicodeScalars.contains($0) ? " " : Character($0) })
    var result = ""
    for character in SafeText.terminal(oneLine) {
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case _ where character.isASCII && (character.isPunctuation || character.isSymbol):
        result += "\\\(character)"
      default: result.append(character)
      }
    }
    return result
  }

  /// Text in a code span: on one line, backticks and pipes (which end a cell even there)
  /// replaced, controls removed.
  public static func code(_ text: String) -> String {
    let clean = SafeText.terminal(text).map { character -> Character in
      switch character {
      case "`": "'"
      case "|": "¦"
      default: character
      }
    }
    return "`\(String(clean))`"
  }
}
