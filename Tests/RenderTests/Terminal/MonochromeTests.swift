import Components
import Testing
import Theme

@testable import Render

extension Terminal {
  /// Without color (`NO_COLOR`, `--color none`) the terminal keeps its attributes, and the
  /// roles that colors carried become attributes: errors bold, links underlined, prompts and
  /// disabled titles dim, filled buttons reversed. Plain text has no escape at all.
  @Suite struct MonochromeTests {
    static func color(_ role: ColorRole, _ value: UInt8 = 0x80) -> CellColor {
      CellColor(red: value, green: value, blue: value, role: .color(role))
    }

    struct PenCase: Sendable, CustomTestStringConvertible {
      var name: String
      var cell: Cell
      var sgr: [String]
      var testDescription: String { name }
    }

    static let pens = [
      PenCase(
        name: "an error is bold",
        cell: Cell(character: "E", foreground: color(.danger), background: color(.surface)),
        sgr: ["1"]),
      PenCase(
        name: "a link is underlined",
        cell: Cell(
          character: "F", foreground: color(.textPrimary), background: color(.surface), link: true),
        sgr: ["4"]),
      PenCase(
        name: "the accent button is reversed and keeps its bold title",
        cell: Cell(
          character: "S", foreground: color(.accentOn), background: color(.accent), bold: true),
        sgr: ["1", "7"]),
      PenCase(
        name: "a disabled title is dim",
        cell: Cell(character: "S", foreground: color(.textSecondary), background: color(.fill)),
        sgr: ["2"]),
      PenCase(
        name: "a prompt is dim",
        cell: Cell(character: "R", foreground: color(.textTertiary), background: color(.fill)),
        sgr: ["2"]),
      PenCase(
        name: "a label stays plain",
        cell: Cell(character: "P", foreground: color(.textSecondary), background: color(.surface)),
        sgr: []),
      PenCase(
        name: "the cell's own underline stays",
        cell: Cell(character: "T", foreground: color(.textSecondary), underline: true),
        sgr: ["4"]),
    ]

    @Test(arguments: pens)
    func attributesCarryWhatColorsSaid(_ item: PenCase) {
      var walk = TerminalWalk(profile: .none)
      let pen = walk.pen(for: item.cell)
      #expect(pen.foreground == nil && pen.background == nil)
      #expect(pen.parameters(from: .plain) == item.sgr)
    }

    @Test func noColorWritesAttributesAndNoColor() throws {
      let theme = try #require(Fixtures.studioLight)
      let state = try #require(BlockKind.state("sign-in/invalid"))
      let canvas = TerminalLayout.render(
        Scene(state: state, theme: theme, environment: SceneEnvironment()), columns: 60)
      let none = ANSIWriter.render(canvas, profile: .none)
      // Every parameter of every SGR sequence written.
      let parameters = Set(
        none.split(separator: "\u{1B}").dropFirst().flatMap { sequence in
          sequence.dropFirst().prefix { $0 != "m" }.split(separator: ";").map(String.init)
        })
      #expect(parameters.isSuperset(of: ["1", "2", "4", "7"]), "\(parameters.sorted())")
      #expect(parameters.isSubset(of: ["0", "1", "2", "4", "7", "22", "24", "27"]))
      #expect(!ANSIWriter.render(canvas, profile: .plain).contains("\u{1B}"))
    }
  }
}
