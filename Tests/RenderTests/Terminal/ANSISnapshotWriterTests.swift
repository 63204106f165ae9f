import Render
import TestSupport
import Testing

extension Terminal {
  @Suite("Readable ANSI snapshots")
  struct ANSISnapshotWriterTests {
    /// A small sign-in card: a bold title, a field with a hint, an error, a button and wide text.
    static func sample() -> CellCanvas {
      let background = Terminal.color(0xF2F2F7, "background")
      let surface = Terminal.color(0xFFFFFF, "surface")
      let textPrimary = Terminal.color(0x1C1C1E, "textPrimary")
      let textSecondary = Terminal.color(0x8E8E93, "textSecondary")
      let separator = Terminal.color(0xC6C6C8, "separator")
      let fill = Terminal.color(0xF2F2F7, "fill")
      let danger = Terminal.color(0xD70015, "danger")
      let accent = Terminal.color(0x0A84FF, "accent")
      let accentOn = Terminal.color(0xFFFFFF, "accentOn")

      var builder = CanvasBuilder(
        width: 22, height: 7, fill: Cell(character: " ", background: background))
      builder.fill(
        column: 1, row: 0, width: 20, height: 7, style: Cell(character: " ", background: surface))
      builder.write(
        "Sign in 👋", column: 2, row: 0,
        style: Cell(character: " ", foreground: textPrimary, background: surface, bold: true))
      builder.write(
        "╭────────────────╮", column: 2, row: 1,
        style: Cell(character: " ", foreground: separator, background: fill))
      builder.write(
        "│", column: 2, row: 2, style: Cell(character: " ", foreground: separator, background: fill)
      )
      builder.write(
        "ログイン名      ", column: 3, row: 2,
        style: Cell(character: " ", foreground: textSecondary, background: fill, italic: true))
      builder.write(
        "│", column: 19, row: 2,
        style: Cell(character: " ", foreground: separator, background: fill))
      builder.write(
        "╰────────────────╯", column: 2, row: 3,
        style: Cell(character: " ", foreground: separator, background: fill))
      builder.write(
        "Enter your e-mail", column: 2, row: 4,
        style: Cell(character: " ", foreground: danger, background: surface, underline: true))
      builder.fill(
        column: 2, row: 5, width: 18, height: 1,
        style: Cell(character: " ", foreground: accentOn, background: accent, bold: true))
      builder.write(
        "Sign in", column: 7, row: 5,
        style: Cell(character: " ", foreground: accentOn, background: accent, bold: true))
      builder.write(
        "dim note", column: 2, row: 6,
        style: Cell(character: " ", foreground: textSecondary, background: surface, dim: true))
      return builder.canvas
    }

    @Test(arguments: ColorProfile.allCases)
    func golden(_ profile: ColorProfile) {
      Golden.check(
        ANSISnapshotWriter.render(Self.sample(), profile: profile), name: profile.flagValue,
        ext: "ansi.txt")
    }

    @Test func defaultProfileIsTruecolor() {
      #expect(
        ANSISnapshotWriter.render(Self.sample())
          == ANSISnapshotWriter.render(Self.sample(), profile: .truecolor))
    }

    /// Markers stand exactly where the real writer puts SGR: replacing each run of markers and
    /// each escape sequence by one placeholder gives the same text.
    @Test(arguments: ColorProfile.allCases)
    func markersStandWhereEscapesAre(_ profile: ColorProfile) {
      let canvas = Self.sample()
      #expect(
        Self.placeholders(inMarkers: ANSISnapshotWriter.render(canvas, profile: profile))
          == Self.placeholders(inEscapes: ANSIWriter.render(canvas, profile: profile)))
    }

    @Test func markersNameRolesAndColors() {
      var canvas = CellCanvas(width: 2, height: 1)
      canvas[0, 0] = Cell(
        character: "a", foreground: Terminal.color(0xFFFFFF, "accentOn"),
        background: Terminal.color(0x0A84FF, "accent"), bold: true)
      canvas[1, 0] = Cell(character: "b", foreground: Terminal.color(0x123456))
      #expect(
        ANSISnapshotWriter.render(canvas)
          == "⟦bold⟧⟦fg:accentOn #FFFFFF⟧⟦bg:accent #0A84FF⟧a⟦/bold⟧⟦fg:#123456⟧⟦bg:default⟧b⟦reset⟧\n"
      )
      #expect(
        ANSISnapshotWriter.render(canvas, profile: .ansi256)
          == "⟦bold⟧⟦fg:accentOn #FFFFFF as 231 #FFFFFF⟧⟦bg:accent #0A84FF as 33 #0087FF⟧a"
          + "⟦/bold⟧⟦fg:#123456 as 236 #303030⟧⟦bg:default⟧b⟦reset⟧\n")
      #expect(
        ANSISnapshotWriter.render(canvas, profile: .ansi16)
          == "⟦bold⟧⟦fg:accentOn #FFFFFF as brightWhite⟧⟦bg:accent #0A84FF as brightBlue⟧a"
          + "⟦/bold⟧⟦fg:#123456 as blue⟧⟦bg:default⟧b⟦reset⟧\n")
    }

    static func placeholders(inMarkers text: String) -> String {
      var result = ""
      var inMarker = false
      var lastWasMarker = false
      for character in text {
        if character == "⟦" {
          inMarker = true
          if !lastWasMarker { result.append("§") }
          continue
        }
        if inMarker {
          if character == "⟧" {
            inMarker = false
            lastWasMarker = true
          }
          continue
        }
        lastWasMarker = false
        result.append(character)
      }
      return result
    }

    static func placeholders(inEscapes text: String) -> String {
      var result = ""
      var lastWasEscape = false
      var scalars = text.unicodeScalars.makeIterator()
      while let scalar = scalars.next() {
        if scalar == "\u{1B}" {
          while let next = scalars.next(), next != "m" {}
          if !lastWasEscape { result.append("§") }
          lastWasEscape = true
        } else {
          result.unicodeScalars.append(scalar)
          lastWasEscape = false
        }
      }
      return result
    }
  }
}
