/// Picks the color profile for output from a `--color` value, the environment and whether the
/// output is a terminal, without ever querying the terminal.
///
/// The order, first match wins:
/// 1. `--color truecolor|256|16|none` (`auto` or no flag: go on).
/// 2. `NO_COLOR` set and not empty: ``ColorProfile/none`` on a terminal (no color; bold, dim,
///    underline and reverse stay, as no-color.org asks), ``ColorProfile/plain`` otherwise.
/// 3. `FORCE_COLOR`, as chalk and force-color.org read it: `0` or `false` gives
///    no color as `NO_COLOR` does, `1` 16 colors, `2` 256 colors, `3` (or more) truecolor; any other
///    non-empty value forces color on: at least 16 colors, and steps 5–6 may raise it.
///    An empty `FORCE_COLOR` counts as unset.
/// 4. `CLICOLOR_FORCE` set, not empty and not `0`: color forced on, as above.
/// 5. Not forced and not a TTY: ``ColorProfile/plain``.
/// 6. `COLORTERM` is `truecolor` or `24bit`: truecolor.
/// 7. `TERM`: `dumb` gives plain text (16 colors when forced); `*-truecolor`, `*-direct` truecolor;
///    `*-256color` 256 colors; `xterm*`, `screen*`, `tmux*`, `rxvt*`, `linux`, `vt100`, `ansi`,
///    any other value or no `TERM` at all: 16 colors.
public enum TerminalDetection {
  /// The values `--color` accepts, for help and error messages.
  public static let flagValues = ["auto", "truecolor", "256", "16", "none"]

  /// The color profile for an output stream.
  ///
  /// - Parameters:
  ///   - flag: The `--color` value, or `nil` when it was not given. `auto` and unknown values
  ///     (the command line validates them first) mean "detect".
  ///   - environment: The process environment (injected, so tests do not depend on the machine).
  ///   - isTTY: Whether the output stream is a terminal.
  /// - Returns: The profile to write with.
  public static func profile(flag: String?, environment: [String: String], isTTY: Bool)
    -> ColorProfile
  {
    if let flag, let chosen = ColorProfile(flagValue: flag) { return chosen }
    let noColor: ColorProfile = isTTY ? .none : .plain
    if let value = environment["NO_COLOR"], !value.isEmpty { return noColor }

    var forced = false
    if let force = environment["FORCE_COLOR"], !force.isEmpty {
      switch force.lowercased() {
      case "0", "false": return noColor
      case "1": return .ansi16
      case "2": return .ansi256
      case "3": return .truecolor
      default:
        if let level = Int(force), level > 3 { return .truecolor }
        forced = true
      }
    }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { forced = true }
    if !forced && !isTTY { return .plain }

    if let colorTerm = environment["COLORTERM"]?.lowercased(),
      colorTerm == "truecolor" || colorTerm == "24bit"
    {
      return .truecolor
    }
    let term = (environment["TERM"] ?? "").lowercased()
    if term == "dumb" { return forced ? .ansi16 : .plain }
    if term.hasSuffix("-truecolor") || term.hasSuffix("-direct") || term.hasSuffix("-24bit") {
      return .truecolor
    }
    if term.hasSuffix("-256color") || term.hasSuffix("-256") { return .ansi256 }
    return .ansi16
  }
}
