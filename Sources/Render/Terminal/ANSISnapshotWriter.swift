/// Writes a cell canvas like ``ANSIWriter`` but with readable markers in place of escapes, for
/// `.ansi.txt` golden files and reviews.
///
/// Markers stand exactly where ``ANSIWriter`` writes an SGR sequence, in the same order as its
/// parameters, one line per row:
/// - `⟦/bold⟧`, `⟦/dim⟧`, `⟦/italic⟧`, `⟦/underline⟧`, `⟦/reverse⟧` for attributes switched
///   off, then `⟦bold⟧`, `⟦dim⟧`, `⟦italic⟧`, `⟦underline⟧`, `⟦reverse⟧` for those switched on;
/// - `⟦fg:ROLE #RRGGBB⟧` and `⟦bg:ROLE #RRGGBB⟧` with the cell's role (left out when it has
///   none) and its original sRGB color; for 256 colors the chosen entry follows as
///   `as 33 #0087FF`, for 16 colors as `as brightBlue`; `⟦fg:default⟧`, `⟦bg:default⟧` for the
///   terminal's own colors;
/// - `⟦reset⟧` where a row ends in a non-default style.
///
/// With ``ColorProfile/none`` only attribute markers are written; with ``ColorProfile/plain``
/// it is the plain text, like ``ANSIWriter``.
///
/// ```
/// ⟦bg:surface #FFFFFF⟧  ⟦bold⟧⟦fg:accentOn #FFFFFF⟧⟦bg:accent #0A84FF⟧ Sign in ⟦reset⟧
/// ```
public struct ANSISnapshotWriter: Sendable {
  /// The text written so far, as UTF-8.
  private var output: [UInt8] = []

  private init() {}

  /// The canvas with readable markers, one `\n`-terminated line per row, written in one walk.
  ///
  /// - Parameters:
  ///   - canvas: The cells to write.
  ///   - profile: The profile whose SGR changes the markers stand for; truecolor by default.
  /// - Returns: The readable text, deterministic for a given canvas and profile.
  public static func render(_ canvas: CellCanvas, profile: ColorProfile = .truecolor) -> String {
    var writer = ANSISnapshotWriter()
    writer.output.reserveCapacity(canvas.height * (canvas.width * 2 + 64))
    var walk = TerminalWalk(profile: profile)
    walk.walk(canvas, into: &writer)
    return String(decoding: writer.output, as: UTF8.self)
  }
}

extension ANSISnapshotWriter: TerminalOutput {
  mutating func text(_ glyph: CellGlyph) {
    guard let scalar = glyph.scalar else {
      output.append(contentsOf: glyph.character.utf8)
      return
    }
    UTF8.encode(scalar) { output.append($0) }
  }

  mutating func change(from old: TerminalPen, to new: TerminalPen, for cell: Cell) {
    if old.bold && !new.bold { append("⟦/bold⟧" as StaticString) }
    if old.dim && !new.dim { append("⟦/dim⟧" as StaticString) }
    if old.italic && !new.italic { append("⟦/italic⟧" as StaticString) }
    if old.underline && !new.underline { append("⟦/underline⟧" as StaticString) }
    if old.reverse && !new.reverse { append("⟦/reverse⟧" as StaticString) }
    // After 22 the writer turns back on whichever of bold and dim stays: no change to mark.
    if new.bold && !old.bold { append("⟦bold⟧" as StaticString) }
    if new.dim && !old.dim { append("⟦dim⟧" as StaticString) }
    if new.italic && !old.italic { append("⟦italic⟧" as StaticString) }
    if new.underline && !old.underline { append("⟦underline⟧" as StaticString) }
    if new.reverse && !old.reverse { append("⟦reverse⟧" as StaticString) }
    if new.foreground != old.foreground {
      marker("fg", new.foreground, source: cell.foreground)
    }
    if new.background != old.background {
      marker("bg", new.background, source: cell.background)
    }
  }

  mutating func endOfLine(reset: Bool) {
    if reset { append("⟦reset⟧" as StaticString) }
    output.append(0x0A)
  }

  private mutating func append(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  /// Appends a fixed piece of text by copying its bytes.
  private mutating func append(_ text: StaticString) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `⟦fg:ROLE #RRGGBB⟧`, with the chosen palette entry for 256 and 16 colors.
  private mutating func marker(
    _ layer: StaticString, _ color: TerminalPen.Color?, source: CellColor?
  ) {
    append("⟦" as StaticString)
    append(layer)
    guard let color, let source else {
      append(":default⟧" as StaticString)
      return
    }
    output.append(0x3A)  // :
    if let role = source.role {
      output.append(contentsOf: role.name.utf8)
      output.append(0x20)
    }
    Self.hex(source.red, source.green, source.blue, into: &output)
    switch color {
    case .rgb: break
    case .palette256(let index): append(" as \(index) " + TerminalPalette.xterm256[index].hex)
    case .ansi16(let index): append(" as " + TerminalPalette.ansi16Names[index])
    }
    append("⟧" as StaticString)
  }

  /// `#RRGGBB` in upper-case digits, as ``CellColor/hex`` writes it.
  static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8, into output: inout [UInt8]) {
    let digits: StaticString = "0123456789ABCDEF"
    output.append(0x23)  // #
    func two(_ value: UInt8) {
      output.append(digits.utf8Start[Int(value >> 4)])
      output.append(digits.utf8Start[Int(value & 0x0F)])
    }
    two(red)
    two(green)
    two(blue)
  }
}
