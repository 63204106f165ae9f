/// Writes a cell canvas like ``ANSIWriter`` but with readable markers in place of escapes, for
/// `.ansi.txt` golden files and reviews.
///
/// Markers stand exactly where ``ANSIWriter`` writes an SGR sequence, in the same order as its
/// parameters, one line per row:
/// - `⟦/bold⟧`, `⟦/dim⟧`, `⟦/italic⟧`, `⟦/underline⟧` for attributes switched off, then
///   `⟦bold⟧`, `⟦dim⟧`, `⟦italic⟧`, `⟦underline⟧` for those switched on;
/// - `⟦fg:ROLE #RRGGBB⟧` and `⟦bg:ROLE #RRGGBB⟧` with the cell's role (left out when it has
///   none) and its original sRGB color; for 256 colors the chosen entry follows as
///   `as 33 #0087FF`, for 16 colors as `as brightBlue`; `⟦fg:default⟧`, `⟦bg:default⟧` for the
///   terminal's own colors;
/// - `⟦reset⟧` where a row ends in a non-default style.
///
/// With ``ColorProfile/none`` it is the plain text, like ``ANSIWriter``.
///
/// ```
/// ⟦bg:surface #FFFFFF⟧  ⟦bold⟧⟦fg:accentOn #FFFFFF⟧⟦bg:accent #0A84FF⟧ Sign in ⟦reset⟧
/// ```
public struct ANSISnapshotWriter: Sendable {
  private var output = ""

  private init() {}

  /// The canvas with readable markers, one `\n`-terminated line per row.
  ///
  /// - Parameters:
  ///   - canvas: The cells to write.
  ///   - profile: The profile whose SGR changes the markers stand for; truecolor by default.
  /// - Returns: The readable text, deterministic for a given canvas and profile.
  public static func render(_ canvas: CellCanvas, profile: ColorProfile = .truecolor) -> String {
    var writer = ANSISnapshotWriter()
    var walk = TerminalWalk(profile: profile)
    walk.walk(canvas, into: &writer)
    return writer.output
  }
}

extension ANSISnapshotWriter: TerminalOutput {
  mutating func text(_ character: Character) {
    output.append(character)
  }

  mutating func change(from old: TerminalPen, to new: TerminalPen, for cell: Cell) {
    if old.bold && !new.bold { output += "⟦/bold⟧" }
    if old.dim && !new.dim { output += "⟦/dim⟧" }
    if old.italic && !new.italic { output += "⟦/italic⟧" }
    if old.underline && !new.underline { output += "⟦/underline⟧" }
    // After 22 the writer turns back on whichever of bold and dim stays: no change to mark.
    if new.bold && !old.bold { output += "⟦bold⟧" }
    if new.dim && !old.dim { output += "⟦dim⟧" }
    if new.italic && !old.italic { output += "⟦italic⟧" }
    if new.underline && !old.underline { output += "⟦underline⟧" }
    if new.foreground != old.foreground {
      output += Self.marker("fg", new.foreground, source: cell.foreground)
    }
    if new.background != old.background {
      output += Self.marker("bg", new.background, source: cell.background)
    }
  }

  mutating func endOfLine(reset: Bool) {
    if reset { output += "⟦reset⟧" }
    output += "\n"
  }

  static func marker(_ layer: String, _ color: TerminalPen.Color?, source: CellColor?) -> String {
    guard let color, let source else { return "⟦\(layer):default⟧" }
    var text = "⟦\(layer):"
    if let role = source.role, !role.isEmpty { text += role + " " }
    text += source.hex
    switch color {
    case .rgb: break
    case .palette256(let index): text += " as \(index) " + TerminalPalette.xterm256[index].hex
    case .ansi16(let index): text += " as " + TerminalPalette.ansi16Names[index]
    }
    return text + "⟧"
  }
}
