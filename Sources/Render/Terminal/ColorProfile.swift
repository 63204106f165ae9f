/// How many colors a terminal can show, and so how cell colors are written.
public enum ColorProfile: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// 24-bit color: `ESC[38;2;r;g;bm`.
  case truecolor
  /// The xterm 256-color palette: `ESC[38;5;nm`.
  case ansi256
  /// The 16 ANSI colors: `ESC[30–37m`, `ESC[90–97m` and their backgrounds.
  case ansi16
  /// No color, as `NO_COLOR` and `--color none` ask: attributes only (bold, dim, underline,
  /// reverse), so errors, links, disabled and filled buttons keep their meaning.
  case none
  /// No escapes at all: plain text, for output that is not a terminal (a pipe or a file).
  case plain

  /// The profile named by a `--color` value other than `auto`: `truecolor`, `256`, `16`, `none`.
  ///
  /// `24bit`, `ansi256` and `ansi16` are accepted as synonyms, and `plain` selects
  /// ``ColorProfile/plain``. Returns `nil` for `auto` and for
  /// anything unknown; ``TerminalDetection/flagValues`` lists the documented values for messages.
  public init?(flagValue: String) {
    switch flagValue.lowercased() {
    case "truecolor", "24bit": self = .truecolor
    case "256", "ansi256": self = .ansi256
    case "16", "ansi16": self = .ansi16
    case "none": self = .none
    case "plain": self = .plain
    default: return nil
    }
  }

  /// The `--color` value that selects this profile: `truecolor`, `256`, `16`, `none` or `plain`.
  public var flagValue: String {
    switch self {
    case .truecolor: "truecolor"
    case .ansi256: "256"
    case .ansi16: "16"
    case .none: "none"
    case .plain: "plain"
    }
  }

  /// Same as ``flagValue``.
  public var description: String { flagValue }
}
