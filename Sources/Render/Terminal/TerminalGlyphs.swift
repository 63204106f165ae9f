/// The single-column glyphs that stand in for icons, spinners and checks in a terminal.
enum TerminalGlyphs {
  /// The glyph for an SF Symbol–style icon name. Only characters that every terminal font draws
  /// one column wide (geometric shapes, dingbats, arrows; no emoji-capable symbols).
  static func icon(_ name: String) -> Character {
    switch name {
    case let name where name.hasPrefix("eye.slash"): "◌"
    case let name where name.hasPrefix("eye"): "◉"
    case let name where name.hasPrefix("envelope"): "✉"
    case let name where name.hasPrefix("checkmark"): "✓"
    case let name where name.hasPrefix("xmark"): "✕"
    case let name where name.hasPrefix("exclamationmark"): "!"
    case "circle": "○"
    case let name where name.hasPrefix("circle"): "●"
    case "applelogo": "●"
    case let name where name.contains("key"): "◈"
    case let name where name.hasPrefix("phone"): "✆"
    case let name where name.hasPrefix("lock"): "▣"
    case let name where name.hasPrefix("arrow"): "→"
    case let name where name.hasPrefix("person"): "◯"
    default: "•"
    }
  }

  /// The spinner's frame (the preview shows a still frame; the interactive mode animates).
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  static let check: Character = "✓"
  static let secureDot: Character = "•"
  static let redactedBlock: Character = "▆"

  /// Rounded box drawing: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
  static let box = (
    topLeft: "╭" as Character, topRight: "╮" as Character, bottomLeft: "╰" as Character,
    bottomRight: "╯" as Character, horizontal: "─" as Character, vertical: "│" as Character
  )
}
