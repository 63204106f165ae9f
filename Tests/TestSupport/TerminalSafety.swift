import Foundation

/// What a terminal must never receive raw from SPTheme.
public enum TerminalSafety {
  /// The scalars of `text` that must never be printed raw (C0 and C1 controls but the newline
  /// and the escape that starts the tool's own colours, and the bidi and line-separator
  /// characters), as `U+XXXX`.
  public static func forbidden(in text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\u{1B}") || (0x7F...0x9F).contains($0.value)
        || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0.value)
        || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value)
    }.map { String(format: "U+%04X", $0.value) }
  }
}
