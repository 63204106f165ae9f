import Components
import Render
import TestSupport
import Testing

/// Every catalogue state of every block in studio light and dark, rendered in process and
/// compared with the committed reference `Tests/Snapshots/<name>.ansi.txt`.
@Suite struct CatalogueANSIGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var state: String
    var appearance: String
    var testDescription: String { "\(state) \(appearance)" }
  }

  static let cases: [Case] = BlockKind.allCases.flatMap { block in
    block.catalogue.flatMap { state in
      ["light", "dark"].map { Case(state: state.id, appearance: $0) }
    }
  }

  @Test(arguments: cases)
  func readableSnapshot(_ testCase: Case) throws {
    let theme = try #require(
      testCase.appearance == "light" ? Fixtures.studioLight : Fixtures.studioDark)
    let state = try #require(BlockKind.state(testCase.state))
    let environment = SceneEnvironment(
      appearance: testCase.appearance == "light" ? .light : .dark, width: 368)
    let scene = Scene(state: state, theme: theme, environment: environment)
    let canvas = TerminalLayout.render(scene, columns: 52)
    for row in canvas.plainText {
      #expect(TerminalTextWidth.columns(row) <= 52, "a row is wider than the canvas")
    }
    let name =
      testCase.state.replacingOccurrences(of: "/", with: ".") + ".studio." + testCase.appearance
      + ".large"
    Golden.checkReference(ANSISnapshotWriter.render(canvas), file: name + ".ansi.txt")
  }
}

/// Column counting for assertions.
enum TerminalTextWidth {
  static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + DisplayWidth.of($1) }
  }
}
