import Components
import Testing
import Theme

@testable import Render

/// The terminal's looks: panel titles that wrap instead of being cut, links centred as the
/// HTML centres them, and a step track that reads without color.
@Suite struct TerminalLooksTests {
  struct TitleCase: Sendable, CustomTestStringConvertible {
    var title: String
    var columns: Int
    var lines: [String]
    var testDescription: String { "\(title) in \(columns)" }
  }

  static let titles = [
    TitleCase(
      title: "Studio · light · sign-in/rest · large", columns: 52,
      lines: [
        "Studio · light · sign-in/rest · large"
      ]),
    TitleCase(
      title: "Studio · light · login/sign-up-invalid · large", columns: 38,
      lines: ["Studio · light ·", "login/sign-up-invalid · large"]),
    TitleCase(
      title: "Fieldnote · dark · reset-password/done-without-sign-in · xxxlarge", columns: 20,
      lines: ["Fieldnote · dark ·", "reset-password/done-", "without-sign-in ·", "xxxlarge"]),
  ]

  @Test(arguments: titles)
  func titlesWrapWithoutLosingAWord(_ testCase: TitleCase) {
    let lines = DisplayWidthText.lines(testCase.title, columns: testCase.columns)
    #expect(lines == testCase.lines)
    #expect(lines.allSatisfy { TerminalTextWidth.columns($0) <= testCase.columns })
    // Nothing is lost: the same characters, only broken into lines.
    #expect(
      lines.joined().filter { !$0.isWhitespace } == testCase.title.filter { !$0.isWhitespace })
  }

  @Test func gridShowsWholeTitles() {
    let panel = CellCanvas(width: 38, height: 2)
    let grid = PanelGrid.arrange(
      [
        .init(title: "Studio · light · login/sign-up-invalid · large", canvas: panel),
        .init(title: "Studio · dark · login/sign-up-invalid · large", canvas: panel),
      ], width: 80)
    let text = grid.plainText.joined(separator: "\n")
    #expect(text.contains("· large"))
    #expect(!text.contains("larg\n"))
  }

  static func canvas(_ id: String, columns: Int = 52) throws -> CellCanvas {
    let theme = try #require(Fixtures.studioLight)
    let state = try #require(BlockKind.state(id))
    let scene = Scene(state: state, theme: theme, environment: SceneEnvironment(width: 368))
    return TerminalLayout.render(scene, columns: columns)
  }

  @Test(arguments: ["reset-password/step-2", "login/forgot-password", "sign-in/rest"])
  func linksAreCentred(_ id: String) throws {
    let canvas = try Self.canvas(id)
    let scene = try #require(BlockKind.state(id))
    // The links that sit alone in a filling column, as the HTML centres them.
    let words = ["Back", "Back to Sign In", "Forgot password?"]
    var checked = 0
    for row in canvas.plainText {
      let trimmed = row.trimmingCharacters(in: .whitespaces)
      guard words.contains(trimmed) else { continue }
      let left = row.prefix { $0 == " " }.count
      let right = row.reversed().prefix { $0 == " " }.count
      // "Forgot password?" shares its row with the password label: it stays at the trailing end.
      #expect(abs(left - right) <= 1, "\(scene.id): \(row)")
      checked += 1
    }
    if id != "sign-in/rest" { #expect(checked > 0, "no lone link in \(id)") }
  }

  @Test func toastIsOneOutlinedLine() throws {
    let rows = try Self.canvas("login/signed-up").plainText
    let line = try #require(rows.firstIndex { $0.contains("Account created") })
    #expect(rows[line].contains("│ ✓ Account created. You can sign in now."), "\(rows[line])")
    #expect(rows[line - 1].contains("╭") && rows[line + 1].contains("╰"))
  }

  @Test(arguments: [1, 2, 3])
  func stepTrackReadsWithoutColor(_ step: Int) throws {
    let id = ["reset-password/step-1", "reset-password/step-2", "reset-password/step-3"][step - 1]
    let text = ANSIWriter.render(try Self.canvas(id), profile: .plain)
    let done = String(repeating: "━", count: 3)
    let toCome = String(repeating: "─", count: 3)
    let track = (Array(repeating: done, count: step) + Array(repeating: toCome, count: 3 - step))
      .joined(separator: " ")
    #expect(text.contains(track), "step \(step): \(track)")
  }
}
