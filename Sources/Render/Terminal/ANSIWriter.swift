/// Writes a cell canvas as text with ANSI SGR escapes for a color profile.
///
/// Output is deterministic and minimal:
/// - SGR is written only where the style changes between consecutive cells, as one
///   `ESC[…m` sequence with just the parameters that changed (never a reset per cell);
/// - colors: truecolor `38;2;r;g;b` / `48;2;r;g;b`, 256 colors `38;5;n` / `48;5;n`, 16 colors
///   `30–37`, `90–97` / `40–47`, `100–107`; the default colors `39` / `49`; 256 and 16 colors are
///   picked by perceptual distance, keeping text apart from its background (see
///   ``TerminalPalette``);
/// - attributes: bold `1`, dim `2`, italic `3`, underline `4`, reverse `7`, switched off with
///   `22` (bold and dim), `23`, `24`, `27`;
/// - every row that ends in a non-default style ends with `ESC[0m`, and every row ends with `\n`;
/// - ``ColorProfile/none`` writes attributes only (no color, as `NO_COLOR` asks), chosen so that
///   errors, links, disabled and filled buttons still read as what they are;
/// - ``ColorProfile/plain`` writes the plain text, with no escape at all.
///
/// Wide characters are written once (their continuation cell is skipped). A cell holding a
/// control character (ESC included) is written as U+FFFD, so cell text can never inject escapes.
public struct ANSIWriter: Sendable {
  private var output = ""

  private init() {}

  /// The canvas as terminal text for a profile, one `\n`-terminated line per row.
  ///
  /// - Parameters:
  ///   - canvas: The cells to write.
  ///   - profile: How colors are written; ``ColorProfile/plain`` gives plain text.
  /// - Returns: The text to print.
  public static func render(_ canvas: CellCanvas, profile: ColorProfile) -> String {
    var writer = ANSIWriter()
    writer.output.reserveCapacity(canvas.width * canvas.height * 2)
    var walk = TerminalWalk(profile: profile)
    walk.walk(canvas, into: &writer)
    return writer.output
  }
}

extension ANSIWriter: TerminalOutput {
  /// Control Sequence Introducer.
  static let csi = "\u{1B}["

  mutating func text(_ glyph: CellGlyph) {
    if let scalar = glyph.scalar {
      output.unicodeScalars.append(scalar)
    } else {
      output.append(glyph.character)
    }
  }

  mutating func change(from old: TerminalPen, to new: TerminalPen, for cell: Cell) {
    output += Self.csi + new.parameters(from: old).joined(separator: ";") + "m"
  }

  mutating func endOfLine(reset: Bool) {
    if reset { output += Self.csi + "0m" }
    output += "\n"
  }
}
