import Testing

@testable import Render

extension Terminal {
  /// Rows written once and reused: the text is the one an uncached walk writes.
  @Suite("Terminal row cache")
  struct TerminalRowCacheTests {
    /// The sample card with its rows repeated, so a render reuses rows it just wrote.
    static func repeatingCanvas() -> CellCanvas {
      let sample = ANSISnapshotWriterTests.sample()
      var canvas = CellCanvas(width: sample.width, height: sample.height * 2)
      canvas.place(sample, column: 0, row: 0)
      canvas.place(sample, column: 0, row: sample.height)
      return canvas
    }

    @Test("cached rows give the text of an uncached walk", arguments: ColorProfile.allCases)
    func sameText(_ profile: ColorProfile) {
      let canvas = Self.repeatingCanvas()
      let expected = ANSISnapshotWriter.write(canvas, profile: profile)
      #expect(ANSISnapshotWriter.render(canvas, profile: profile) == expected)
      #expect(ANSISnapshotWriter.render(canvas, profile: profile) == expected)
    }

    @Test("a row differs from another by any bit: glyph, width, role, look, profile")
    func keys() {
      let accent = CellColor(red: 10, green: 132, blue: 255, role: "accent")
      let base = Cell(character: "a", foreground: accent)
      func key(_ cell: Cell, _ profile: ColorProfile = .truecolor) -> TerminalRowCache.Key {
        TerminalRowCache.Key(profile: profile, cells: [Cell.blank, cell][...])
      }
      #expect(key(base) == key(Cell(character: "a", foreground: accent)))
      #expect(key(base).hash == key(Cell(character: "a", foreground: accent)).hash)
      var others: [Cell] = []
      var cell = base
      cell.character = "b"
      others.append(cell)
      cell = base
      cell.width = 2
      others.append(cell)
      cell = base
      cell.foreground = CellColor(red: 10, green: 132, blue: 255, role: "link")
      others.append(cell)
      cell = base
      cell.underline = true
      others.append(cell)
      for other in others { #expect(key(base) != key(other)) }
      #expect(key(base) != key(base, .ansi256))
    }
  }
}
