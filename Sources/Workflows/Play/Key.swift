/// A key press as the player understands it.
public enum Key: Equatable, Sendable {
  /// Printable text: one character typed, or several pasted at once.
  case text(String)
  /// A character typed with Alt (or after Esc, quickly): a command even inside a field.
  case alt(Character)
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Return or Enter.
  case enter
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// The arrow keys.
  case up, down, left, right
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Esc on its own.
  case escape
  /// A control key, by its letter (`c` for Ctrl-C).
  case control(Character)
}
