import Testing

@testable import Render

extension Terminal {
  @Suite("ANSI writer")
  struct ANSIWriterTests {
    static let esc = "\u{1B}"
    static let white = Terminal.color(0xFFFFFF, "accentOn")
    static let blue = Terminal.color(0x0A84FF, "accent")

    @Test func aRunOfSameStyledCellsEmitsOneSequence() {
      var builder = CanvasBuilder(width: 10, height: 1)
      builder.write(
        "Sign in →", column: 0, row: 0,
        style: Cell(character: " ", foreground: Self.white, background: Self.blue, bold: true))
      builder.write(
        " ", column: 9, row: 0,
        style: Cell(character: " ", foreground: Self.white, background: Self.blue, bold: true))
      let output = ANSIWriter.render(builder.canvas, profile: .truecolor)
      #expect(
        output == "\(Self.esc)[1;38;2;255;255;255;48;2;10;132;255mSign in → \(Self.esc)[0m\n")
      // One sequence for the style, one reset at the end of the line.
      #expect(output.components(separatedBy: Self.esc).count - 1 == 2)
    }

    @Test func changesMidRowEmitOnlyWhatChanged() {
      var builder = CanvasBuilder(width: 6, height: 1)
      let red = Terminal.color(0xFF0000)
      builder.write("ab", column: 0, row: 0, style: Cell(character: " ", foreground: red))
      builder.write(
        "cd", column: 2, row: 0, style: Cell(character: " ", foreground: red, bold: true))
      builder.write("ef", column: 4, row: 0)
      let output = ANSIWriter.render(builder.canvas, profile: .truecolor)
      #expect(output == "\(Self.esc)[38;2;255;0;0mab\(Self.esc)[1mcd\(Self.esc)[22;39mef\n")
    }

    struct TransitionCase: Sendable, CustomTestStringConvertible {
      var id: String
      var old: TerminalPen
      var new: TerminalPen
      var parameters: String
      var testDescription: String { id }
    }

    static func pen(
      _ foreground: TerminalPen.Color? = nil, _ background: TerminalPen.Color? = nil,
      bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false
    ) -> TerminalPen {
      TerminalPen(
        foreground: foreground, background: background, bold: bold, dim: dim, italic: italic,
        underline: underline)
    }

    static let transitions: [TransitionCase] = [
      TransitionCase(id: "bold on", old: pen(), new: pen(bold: true), parameters: "1"),
      TransitionCase(id: "bold off", old: pen(bold: true), new: pen(), parameters: "22"),
      TransitionCase(id: "dim on", old: pen(), new: pen(dim: true), parameters: "2"),
      TransitionCase(
        id: "bold off, dim stays", old: pen(bold: true, dim: true), new: pen(dim: true),
        parameters: "22;2"),
      TransitionCase(
        id: "dim to bold", old: pen(dim: true), new: pen(bold: true), parameters: "22;1"),
      TransitionCase(
        id: "bold stays, dim added", old: pen(bold: true), new: pen(bold: true, dim: true),
        parameters: "2"),
      TransitionCase(
        id: "italic to underline", old: pen(italic: true), new: pen(underline: true),
        parameters: "23;4"),
      TransitionCase(id: "underline off", old: pen(underline: true), new: pen(), parameters: "24"),
      TransitionCase(
        id: "truecolor foreground", old: pen(), new: pen(.rgb(1, 2, 3)), parameters: "38;2;1;2;3"),
      TransitionCase(
        id: "truecolor background", old: pen(), new: pen(nil, .rgb(4, 5, 6)),
        parameters: "48;2;4;5;6"),
      TransitionCase(
        id: "default foreground", old: pen(.rgb(1, 2, 3)), new: pen(), parameters: "39"),
      TransitionCase(
        id: "default background", old: pen(nil, .rgb(1, 2, 3)), new: pen(), parameters: "49"),
      TransitionCase(
        id: "only the foreground changes", old: pen(.rgb(1, 2, 3), .rgb(4, 5, 6)),
        new: pen(.rgb(9, 9, 9), .rgb(4, 5, 6)), parameters: "38;2;9;9;9"),
      TransitionCase(
        id: "256 colors", old: pen(), new: pen(.palette256(33), .palette256(231)),
        parameters: "38;5;33;48;5;231"),
      TransitionCase(
        id: "16 colors normal", old: pen(), new: pen(.ansi16(1), .ansi16(4)), parameters: "31;44"),
      TransitionCase(
        id: "16 colors bright", old: pen(), new: pen(.ansi16(9), .ansi16(12)), parameters: "91;104"),
      TransitionCase(
        id: "16 colors ends", old: pen(), new: pen(.ansi16(15), .ansi16(0)), parameters: "97;40"),
      TransitionCase(
        id: "everything at once", old: pen(.ansi16(7), bold: true, italic: true),
        new: pen(nil, .ansi16(8), dim: true, underline: true), parameters: "22;23;2;4;39;100"),
    ]

    @Test(arguments: transitions)
    func transition(_ item: TransitionCase) {
      #expect(item.new.parameters(from: item.old).joined(separator: ";") == item.parameters)
    }

    @Test func defaultCellsEmitNoEscapes() {
      let canvas = CellCanvas(width: 5, height: 2)
      #expect(ANSIWriter.render(canvas, profile: .truecolor) == "     \n     \n")
    }

    @Test func everyStyledLineIsResetAndEndsWithNewline() {
      var builder = CanvasBuilder(
        width: 4, height: 3, fill: Cell(character: " ", background: Terminal.color(0x101010)))
      builder.write("ab", column: 0, row: 1, style: Cell(character: " ", underline: true))
      let output = ANSIWriter.render(builder.canvas, profile: .ansi256)
      let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 4)
      #expect(lines.last == "")
      #expect(lines[0] == "\(Self.esc)[48;5;233m    \(Self.esc)[0m")
      #expect(lines[1] == "\(Self.esc)[4mab\(Self.esc)[24;48;5;233m  \(Self.esc)[0m")
    }

    @Test func wideCharactersAreWrittenOnce() {
      var builder = CanvasBuilder(width: 6, height: 1)
      builder.write("漢字ab", column: 0, row: 0)
      let output = ANSIWriter.render(builder.canvas, profile: .truecolor)
      #expect(output == "漢字ab\n")
      #expect(DisplayWidth.of(output.dropLast()) == 6)
    }

    @Test func brokenWideCellsBecomeSpaces() {
      var canvas = CellCanvas(width: 4, height: 1)
      // A continuation with no wide cell before it, and a wide cell in the last column.
      canvas[0, 0] = Cell(character: " ", continuation: true)
      canvas[1, 0] = Cell(character: "a")
      canvas[3, 0] = Cell(character: "漢", width: 2)
      #expect(ANSIWriter.render(canvas, profile: .truecolor) == " a  \n")
    }

    @Test func controlCharactersInCellsAreReplaced() {
      var canvas = CellCanvas(width: 4, height: 1)
      canvas[0, 0] = Cell(character: "\u{1B}")
      canvas[1, 0] = Cell(character: "\u{9B}")
      canvas[2, 0] = Cell(character: "\u{7}")
      canvas[3, 0] = Cell(character: "\r\n")
      let output = ANSIWriter.render(canvas, profile: .truecolor)
      #expect(output == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\n")
    }

    @Test(arguments: ColorProfile.allCases)
    func linesAreExactlyTheCanvasWide(_ profile: ColorProfile) {
      let canvas = ANSISnapshotWriterTests.sample()
      let lines = Terminal.strippingSGR(ANSIWriter.render(canvas, profile: profile))
        .split(separator: "\n")
      #expect(lines.count == canvas.height)
      for line in lines { #expect(DisplayWidth.of(line) == canvas.width, "\(line)") }
    }

    @Test func plainHasNoEscapeAtAll() {
      var canvas = ANSISnapshotWriterTests.sample()
      canvas[0, 0] = Cell(character: "\u{1B}", foreground: Self.white, bold: true)
      let output = ANSIWriter.render(canvas, profile: .plain)
      #expect(!output.unicodeScalars.contains("\u{1B}"))
      #expect(!output.unicodeScalars.contains("\u{9B}"))
      var plain = canvas.plainText
      plain[0] = "\u{FFFD}" + plain[0].dropFirst()
      #expect(output == plain.map { $0 + "\n" }.joined())
    }

    @Test func pairAwarenessReachesTheOutput() {
      // Both grays are nearest to 244 (#808080); the text moves, the background stays.
      var builder = CanvasBuilder(width: 3, height: 1)
      builder.write(
        "abc", column: 0, row: 0,
        style: Cell(
          character: " ", foreground: Terminal.color(0x7B7B7B), background: Terminal.color(0x838383)
        ))
      let output = ANSIWriter.render(builder.canvas, profile: .ansi256)
      #expect(output.contains(";48;5;244m"))
      #expect(!output.contains("38;5;244;"))
    }

    @Test func largeCanvasesAreDeterministic() {
      var canvas = CellCanvas(width: 200, height: 60)
      for row in 0..<60 {
        for column in 0..<200 {
          let shade = UInt32((row * 7 + column * 3) % 64)
          canvas[column, row] = Cell(
            character: "x", foreground: Terminal.color(0x808080 + shade),
            background: Terminal.color(shade << 16 | 0x2020))
        }
      }
      let first = ANSIWriter.render(canvas, profile: .ansi256)
      #expect(first == ANSIWriter.render(canvas, profile: .ansi256))
      #expect(Terminal.strippingSGR(first).split(separator: "\n").count == 60)
    }
  }
}
