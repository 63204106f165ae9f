import Theme

/// The palettes of the 256- and 16-color profiles, as xterm draws them by default.
///
/// - The 16 ANSI colors are xterm's defaults (`XTerm-col.ad`): black `#000000`, red `#CD0000`,
///   green `#00CD00`, yellow `#CDCD00`, blue `#0000EE`, magenta `#CD00CD`, cyan `#00CDCD`,
///   white `#E5E5E5`, bright black `#7F7F7F`, bright red `#FF0000`, bright green `#00FF00`,
///   bright yellow `#FFFF00`, bright blue `#5C5CFF`, bright magenta `#FF00FF`, bright cyan
///   `#00FFFF`, bright white `#FFFFFF`. Terminal themes often redefine them; these are the
///   reference the 16-color mapping aims at.
/// - Entries 16…231 are the 6×6×6 cube with levels 0, 95, 135, 175, 215, 255
///   (index 16 + 36r + 6g + b), and 232…255 the gray ramp 8, 18, …, 238.
///
/// The 256-color profile picks only from entries 16…255: entries 0…15 are the 16 ANSI colors,
/// which themes redefine, so using them would make 256-color output depend on the theme.
public enum TerminalPalette {
  /// The 16 ANSI colors, index 0…15, in xterm's default RGB values.
  public static let ansi16: [CellColor] = [
    rgb(0x00, 0x00, 0x00), rgb(0xCD, 0x00, 0x00), rgb(0x00, 0xCD, 0x00), rgb(0xCD, 0xCD, 0x00),
    rgb(0x00, 0x00, 0xEE), rgb(0xCD, 0x00, 0xCD), rgb(0x00, 0xCD, 0xCD), rgb(0xE5, 0xE5, 0xE5),
    rgb(0x7F, 0x7F, 0x7F), rgb(0xFF, 0x00, 0x00), rgb(0x00, 0xFF, 0x00), rgb(0xFF, 0xFF, 0x00),
    rgb(0x5C, 0x5C, 0xFF), rgb(0xFF, 0x00, 0xFF), rgb(0x00, 0xFF, 0xFF), rgb(0xFF, 0xFF, 0xFF),
  ]

  /// Names of the 16 ANSI colors, for readable snapshots: `black` … `white`, `brightBlack` …
  /// `brightWhite`.
  public static let ansi16Names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta",
    "brightCyan", "brightWhite",
  ]

  /// The full xterm 256-color palette, index 0…255.
  public static let xterm256: [CellColor] = {
    var colors = ansi16
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    for red in levels {
      for green in levels {
        for blue in levels { colors.append(rgb(red, green, blue)) }
      }
    }
    for step in 0..<24 {
      let level = UInt8(8 + 10 * step)
      colors.append(rgb(level, level, level))
    }
    return colors
  }()

  /// The color as OKLab coordinates, through the color module.
  static func okLab(_ color: CellColor) -> ColorCoordinates {
    ColorCoordinates(
      .srgb, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255
    ).converted(to: .oklab)
  }

  /// OKLab coordinates of every entry of ``xterm256`` (the first 16 are ``ansi16``).
  static let okLabEntries: [ColorCoordinates] = xterm256.map(okLab)

  private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> CellColor {
    CellColor(red: red, green: green, blue: blue)
  }
}
