import Render
import Testing

extension Terminal {
  @Suite("Cells and canvases")
  struct CellStorageTests {
    @Test("a cell gives back the exact character it was made with")
    func characters() {
      let characters: [Character] = [
        " ", "a", "é", "e\u{301}", "👋", "👩‍👩‍👧", "🇫🇷", "\u{212B}", "\u{1B}", "中",
      ]
      for character in characters {
        let cell = Cell(character: character)
        #expect(Array(cell.character.unicodeScalars) == Array(character.unicodeScalars))
      }
      var cell = Cell(character: "x")
      cell.character = "👩‍👩‍👧"
      #expect(Array(cell.character.unicodeScalars) == Array("👩‍👩‍👧".unicodeScalars))
    }

    @Test("cells compare their characters as Character does")
    func equivalence() {
      #expect(Cell(character: "é") == Cell(character: "e\u{301}"))
      #expect(Cell(character: "\u{212B}") == Cell(character: "\u{C5}"))
      #expect(Cell(character: "a") != Cell(character: "b"))
      #expect(Set([Cell(character: "é"), Cell(character: "e\u{301}")]).count == 1)
    }

    @Test("a color keeps its role, and no role stays none")
    func roles() {
      var color = CellColor(red: 1, green: 2, blue: 3, role: .color(.accent))
      #expect(color.role == .color(.accent))
      color.role = .system(.appleButtonBackground)
      #expect(color.role?.name == "system.appleButtonBackground")
      color.role = nil
      #expect(color.role == nil)
      #expect(
        CellColor(red: 1, green: 2, blue: 3, role: .color(.surface))
          != CellColor(red: 1, green: 2, blue: 3, role: .color(.fill)))
      #expect(
        Set([
          CellColor(red: 1, green: 2, blue: 3, role: .literal),
          CellColor(red: 1, green: 2, blue: 3, role: .literal),
        ]).count == 1)
    }

    @Test("a cell's colors, attributes and width read back as they were set")
    func packedFields() {
      let accent = CellColor(red: 10, green: 132, blue: 255, role: .color(.accent))
      let ground = CellColor(red: 255, green: 255, blue: 255, role: .color(.surface))
      var cell = Cell(
        character: "中", width: 2, foreground: accent, background: ground, bold: true,
        underline: true)
      #expect(cell.width == 2 && !cell.continuation)
      #expect(cell.foreground == accent && cell.foreground?.role == .color(.accent))
      #expect(cell.background == ground && cell.background?.role == .color(.surface))
      #expect(cell.bold && !cell.dim && !cell.italic && cell.underline)
      cell.foreground = nil
      cell.dim = true
      cell.bold = false
      cell.continuation = true
      cell.width = 0
      #expect(cell.foreground == nil && cell.background == ground)
      #expect(!cell.bold && cell.dim && cell.underline && cell.continuation && cell.width == 0)
      cell.background = CellColor(red: 0, green: 0, blue: 0)
      #expect(cell.background?.role == nil && cell.background?.hex == "#000000")
      #expect(Cell(character: " ", background: ground) != Cell(character: " ", background: accent))
    }

    @Test("placing a canvas clips it on every side")
    func placing() {
      var canvas = CellCanvas(width: 4, height: 3, fill: Cell(character: "."))
      let piece = CellCanvas(width: 3, height: 2, fill: Cell(character: "#"))
      canvas.place(piece, column: -1, row: -1)
      canvas.place(piece, column: 3, row: 2)
      #expect(canvas.plainText == ["##..", "....", "...#"])
      canvas.grow(toHeight: 4, fill: Cell(character: "+"))
      #expect(canvas.rows.count == 4)
      #expect(canvas.rows[3].map(\.character) == ["+", "+", "+", "+"])
      #expect(canvas[3, 2]?.character == "#")
      #expect(canvas[4, 0] == nil)
    }

    @Test("characters of more than one scalar survive filling, placing and growing")
    func clustersSurvivePlacing() {
      let flag: Character = "🇫🇷"
      let accented: Character = "e\u{301}"
      let family: Character = "👨‍👩‍👧‍👦"
      var canvas = CellCanvas(width: 4, height: 2, fill: Cell(character: accented))
      canvas[3, 1] = Cell(character: flag, width: 1)
      // The piece keeps clusters of its own, which must point at the same characters once placed.
      var piece = CellCanvas(width: 2, height: 1, fill: Cell(character: family))
      piece[1, 0] = Cell(character: flag)
      canvas.place(piece, column: 1, row: 0)
      canvas[0, 1] = Cell(character: family)
      canvas.grow(toHeight: 3, fill: Cell(character: "x\u{308}"))
      #expect(canvas.rows[0].map(\.character) == [accented, family, flag, accented])
      #expect(canvas.rows[1].map(\.character) == [family, accented, accented, flag])
      #expect(canvas.rows[2].map(\.character) == Array(repeating: "x\u{308}", count: 4))
      // Canvases compare their cells, not how the clusters are kept.
      var same = CellCanvas(width: 4, height: 3, fill: Cell(character: "x\u{308}"))
      for (y, row) in canvas.rows.enumerated() {
        for (x, cell) in row.enumerated() { same[x, y] = cell }
      }
      #expect(same == canvas)
      same[0, 0] = Cell(character: "e")
      #expect(same != canvas)
    }
  }
}
