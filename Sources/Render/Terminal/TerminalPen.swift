/// The SGR state of a terminal after some output: what the next character is drawn with.
///
/// Two pens are equal when the terminal would draw the same way, so a writer emits SGR only when
/// the pen changes. The plain pen is the terminal's default state (after `ESC[0m`).
struct TerminalPen: Equatable {
  /// A color as written for a profile.
  enum Color: Equatable {
    /// 24-bit: `38;2;r;g;b`.
    case rgb(UInt8, UInt8, UInt8)
    /// An xterm 256-color palette index: `38;5;n`.
    case palette256(Int)
    /// One of the 16 ANSI colors, 0…15: `30–37`, `90–97`.
    case ansi16(Int)
  }

  var foreground: Color?
  var background: Color?
  var bold = false
  var dim = false
  var italic = false
  var underline = false
  var reverse = false

  /// The terminal's default state.
  static let plain = TerminalPen()

  /// The SGR parameters that turn `old` into `self`: attributes switched off first (22 for bold
  /// and dim together, then the one still wanted again; 23; 24), then attributes switched on
  /// (1, 2, 3, 4, 7), then the foreground (39 for the default) and the background (49).
  func parameters(from old: TerminalPen) -> [String] {
    var result: [String] = []
    var bold = old.bold
    var dim = old.dim
    if (old.bold && !self.bold) || (old.dim && !self.dim) {
      result.append("22")
      bold = false
      dim = false
    }
    if old.italic && !italic { result.append("23") }
    if old.underline && !underline { result.append("24") }
    if old.reverse && !reverse { result.append("27") }
    if self.bold && !bold { result.append("1") }
    if self.dim && !dim { result.append("2") }
    if italic && !old.italic { result.append("3") }
    if underline && !old.underline { result.append("4") }
    if reverse && !old.reverse { result.append("7") }
    if foreground != old.foreground {
      result.append(Self.code(foreground, layer: .foreground))
    }
    if background != old.background {
      result.append(Self.code(background, layer: .background))
    }
    return result
  }

  enum Layer { case foreground, background }

  static func code(_ color: Color?, layer: Layer) -> String {
    let isForeground = layer == .foreground
    switch color {
    case nil:
      return isForeground ? "39" : "49"
    case .rgb(let red, let green, let blue)?:
      return (isForeground ? "38;2;" : "48;2;") + "\(red);\(green);\(blue)"
    case .palette256(let index)?:
      return (isForeground ? "38;5;" : "48;5;") + String(index)
    case .ansi16(let index)?:
      let base = index < 8 ? (isForeground ? 30 : 40) : (isForeground ? 90 : 100)
      return String(base + index % 8)
    }
  }
}
