import Theme

/// Removes what must never reach a terminal from text that came from files.
enum Sanitize {
  /// Text for a terminal (``SafeText/terminal(_:keepNewlines:)``): no C0 or C1 control, ESC,
  /// bidirectional control or line separator, so a token description cannot move the cursor,
  /// set the title, write the clipboard or turn the text around.
  static func terminal(_ text: String, keepNewlines: Bool = false) -> String {
    SafeText.terminal(text, keepNewlines: keepNewlines)
  }
}
