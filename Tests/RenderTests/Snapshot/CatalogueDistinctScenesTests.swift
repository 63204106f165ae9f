import Components
import TestSupport
import Testing
import Theme

@testable import Render

/// What a reviewer opens: no two states of a block render the same HTML page (less its title and
/// description) or the same terminal drawing unless the catalogue declares the twin
/// (`CatalogueState.sameScene`).
///
/// Decided: an `accessibility-size` state is held to this at Large in HTML only. At an
/// accessibility size every state is drawn the way it is, and the terminal draws one text size,
/// so there it draws like the state it was built from.
@Suite struct CatalogueDistinctScenesTests {
  enum Output: String, CaseIterable, Sendable {
    case htmlLarge = "HTML, Large"
    case htmlAX3 = "HTML, AX3"
    case terminal = "terminal"
  }

  static let templates = try? TemplateLibrary(directory: TestPaths.packageRoot + "/Templates")

  /// The bytes a reviewer compares, without the page's title and description (they name the state).
  static func render(_ state: CatalogueState, _ output: Output, theme: SPTheme) throws -> String {
    let size: ContentSize = output == .htmlAX3 ? .ax3 : .large
    let scene = Scene(
      state: state, theme: theme,
      environment: SceneEnvironment(
        appearance: .light, contentSize: size, width: output == .terminal ? 368 : 350))
    if output == .terminal {
      return ANSISnapshotWriter.render(TerminalLayout.render(scene, columns: 52))
    }
    let html = try HTMLWriter.render(scene, templates: try #require(templates))
    return html.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("<title>") && !$0.contains(#"<meta name="description""#) }
      .joined(separator: "\n")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var block: BlockKind
    var output: Output
    var testDescription: String { "\(block.id) \(output.rawValue)" }
  }

  static let cases = BlockKind.allCases.flatMap { block in
    Output.allCases.map { Case(block: block, output: $0) }
  }

  @Test(arguments: cases)
  func statesRenderDistinctScenesUnlessDeclared(_ testCase: Case) throws {
    let theme = try #require(Fixtures.studioLight)
    var seen: [String: CatalogueState] = [:]
    for state in testCase.block.catalogue {
      if testCase.output != .htmlLarge, state.overrides.isAccessibilitySize == true { continue }
      let bytes = try Self.render(state, testCase.output, theme: theme)
      if let earlier = seen[bytes] {
        #expect(
          (earlier.sameScene?.state ?? earlier.name) == (state.sameScene?.state ?? state.name),
          """
          \(earlier.id) and \(state.id) render the same \(testCase.output.rawValue): make the \
          state show what it claims or declare sameScene with a reason
          """)
      } else {
        seen[bytes] = state
      }
    }
  }

  /// `reset-password/code-length-4` draws four boxes in every brand, at Large and AX3, and in the
  /// terminal (it once drew step 1, byte for byte the same as `step-1-sent`).
  @Test(arguments: ["studio", "folio", "fieldnote"])
  func aFourDigitCodeDrawsFourBoxesEverywhere(brand: String) throws {
    let state = try #require(BlockKind.state("reset-password/code-length-4"))
    let theme = try #require(Fixtures.theme(brand, "light"))
    for output in Output.allCases {
      let bytes = try Self.render(state, output, theme: theme)
      if output == .terminal {
        let rows = bytes.split(separator: "\n").map { $0.components(separatedBy: "╭─").count - 1 }
        #expect(rows.max() == 4, "\(brand) terminal")
      } else {
        #expect(
          bytes.components(separatedBy: #"class="sp-code-box"#).count - 1 == 4, "\(brand) \(output)"
        )
      }
    }
  }
}
