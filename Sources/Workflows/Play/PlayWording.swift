import Render
import Theme

/// Every message of `sptheme play` and `sptheme preview --watch` in one place: titles, footer
/// labels, status notes and the lines shown in place of a brand that does not draw. Text that
/// came from files is made safe for a terminal here.
public enum PlayWording {
  /// The title of `play`: `sptheme play · Sign in`.
  public static func playTitle(_ block: String) -> String { "sptheme play · \(block)" }

  /// The title of `preview --watch`: one state's id, or how many states.
  public static func watchTitle(states: [String]) -> String {
    "sptheme preview --watch · \(states.count == 1 ? states[0] : "\(states.count) states")"
  }

  /// `play`'s detail line: the brand, its appearance and where it is among the brands.
  public static func playDetail(brand: String, appearance: String, index: Int, count: Int)
    -> String
  {
    let position = count > 1 ? "  \(index + 1)/\(count)" : ""
    return "\(safe(brand)) · \(safe(appearance))\(position)"
  }

  /// The note of `preview --watch` before the first change.
  public static let watching = "watching for changes"

  /// The note after a reload: which file changed and how long the reload took.
  public static func reloaded(after paths: [String], milliseconds: Int, sanitized: Bool)
    -> String
  {
    let file = paths.first.map { String($0.split(separator: "/").last ?? "") } ?? "a file"
    return "reloaded after \(sanitized ? safe(file) : file) changed (\(milliseconds) ms)"
  }

  /// The footer of `play` after the block's own keys.
  public static func playHelp(appearance: String, focused: Bool) -> [PlayScreen.HelpItem] {
    var help: [PlayScreen.HelpItem] = [
      .init("[ ]", "brand"), .init("d", appearance == "dark" ? "light" : "dark"),
      .init("q", "quit"),
    ]
    if focused { help.append(.init("Ctrl-C", "quit")) }
    return help
  }

  /// The footer of `preview --watch`.
  public static let watchHelp: [PlayScreen.HelpItem] = [.init("↑ ↓", "scroll"), .init("q", "quit")]

  /// The footer's Tab item: into the fields, or to the next one.
  public static func tab(focused: Bool) -> PlayScreen.HelpItem {
    .init("Tab", focused ? "next field" : "into the fields")
  }

  /// The footer's Return item.
  public static func returnKey(_ label: String) -> PlayScreen.HelpItem { .init("⏎", label) }

  /// The footer's Esc item, shown while a field has the focus.
  public static let escape = PlayScreen.HelpItem("Esc", "leave the field, then:")

  /// An error line: `error: ` and the text made safe.
  public static func error(_ text: String) -> String { "error: \(safe(text))" }

  /// Why the preview is not shown: a brand with errors in an appearance.
  public static func errorsUntilFixed(brand: String, appearance: String) -> String {
    "error: \(safe(brand)) has errors in \(appearance); the preview comes back once they are fixed"
  }

  /// The error findings as lines with code frames, a blank line after each.
  public static func errorLines(_ diagnostics: [Diagnostic]) -> [String] {
    let formatter = DiagnosticFormatter(format: .text, styled: false, codeFrame: Brand.codeFrame)
    var lines: [String] = []
    for diagnostic in diagnostics where diagnostic.severity == .error {
      lines += formatter.text(diagnostic).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      lines.append("")
    }
    return lines
  }

  private static func safe(_ text: String) -> String { SafeText.terminal(text) }
}
