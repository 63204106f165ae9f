import Components
import TestSupport
import Testing
import Theme

@testable import Render

/// Every catalogue state of every block in every shipped brand, light and dark, at Large, AX3
/// and AX5, rendered in process and held to what a stored reference guarded, though only a
/// representative subset is stored (`Tests/Snapshots/`, `make snapshots`):
///
/// - the snapshot is deterministic: rendered twice, its three files are the same bytes;
/// - its scene JSON parses and writes back as the same text;
/// - no terminal row is wider than its canvas, and nothing clips: every word a reader sees in
///   the scene is drawn in the terminal and written in the page;
/// - every page is whole: the head's stylesheets, the block's root part, the closing tags.
@Suite(.tags(.heavy)) struct CatalogueMatrixTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var brand: String
    var appearance: String
    var size: ContentSize
    var testDescription: String { "\(brand) \(appearance) \(size.flagName)" }
  }

  static let cases: [Case] = ["studio", "folio", "fieldnote"].flatMap { brand in
    ["light", "dark"].flatMap { appearance in
      [ContentSize.large, .ax3, .ax5].map { Case(brand: brand, appearance: appearance, size: $0) }
    }
  }

  static let templates = try? TemplateLibrary(directory: TestPaths.packageRoot + "/Templates")

  @Test(arguments: cases)
  func everyStateRendersWhole(_ testCase: Case) throws {
    let theme = try #require(Fixtures.theme(testCase.brand, testCase.appearance))
    let renderer = SnapshotRenderer(templates: try #require(Self.templates))
    let styled = StyledTheme(theme, sizes: [testCase.size])
    let states = BlockKind.allCases.flatMap(\.catalogue)
    #expect(states.count > 90)
    for state in states {
      let snapshot = try renderer.render(
        state, theme: styled, brand: testCase.brand, size: testCase.size)
      let name = snapshot.name.description
      let again = try renderer.render(
        state, theme: styled, brand: testCase.brand, size: testCase.size)
      #expect(again == snapshot, "\(name) renders differently the second time")
      #expect(Set(snapshot.files.keys) == Set(SnapshotName.extensions), "\(name)")

      let sceneText = try #require(snapshot.files["scene.json"])
      let parsed = try JSONDocument(bytes: Array(sceneText.utf8), path: name).root
      #expect(parsed.serialized(indent: 2) + "\n" == sceneText, "\(name): scene JSON round trip")

      let scene = Scene(
        state: state, theme: styled,
        environment: SceneEnvironment(
          appearance: theme.isDark ? .dark : .light, contentSize: testCase.size))
      let canvas = TerminalLayout.render(scene, columns: SnapshotRenderer.columns)
      #expect(canvas.width == SnapshotRenderer.columns)
      for row in canvas.plainText {
        #expect(
          row.reduce(0) { $0 + DisplayWidth.of($1) } <= SnapshotRenderer.columns,
          "\(name): a terminal row is wider than its canvas")
      }
      #expect(
        ANSISnapshotWriter.render(canvas) == snapshot.files["ansi.txt"],
        "\(name): the terminal drawing is the snapshot's")

      let drawn = canvas.plainText.joined(separator: "\n")
      let html = try #require(snapshot.files["html"])
      let pageText = Self.text(ofBody: html)
      for word in Self.words(scene) {
        #expect(drawn.contains(word), "\(name): \"\(word)\" is not drawn in the terminal")
        #expect(
          pageText.contains(Self.escaped(word)), "\(name): \"\(word)\" is not in the page")
      }
      for whole in [
        "<style data-shared=\"snapshot.css\">", "data-part=\"\(state.block.id)",
        "</main>\n</body>\n</html>",
      ] {
        #expect(html.contains(whole), "\(name): the page has no \(whole)")
      }
    }
  }

  /// The words of the texts a reader sees: those of text and link parts, not redacted, each
  /// cut where a line may break (after spaces, and after `-`, `@` and `/` inside a word).
  static func words(_ scene: Scene) -> [String] {
    guard !scene.environment.redacted else { return [] }
    var result: [String] = []
    func visit(_ node: SceneNode) {
      if !node.isRedacted, let text = node.text {
        switch node.kind {
        case .text, .link: result += pieces(text)
        default: break
        }
      }
      node.children.forEach(visit)
    }
    visit(scene.root)
    return result
  }

  /// `text` cut at spaces and after the characters a line may break after.
  static func pieces(_ text: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    for character in text {
      if character.isWhitespace {
        if !current.isEmpty { pieces.append(current) }
        current = ""
        continue
      }
      current.append(character)
      if "-@/–".contains(character) {
        pieces.append(current)
        current = ""
      }
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// The text of a page's body with its tags left out (entities as written): what a reader
  /// sees, where a line-break hint (`<wbr>`) or an inline link no longer cuts a word.
  static func text(ofBody html: String) -> String {
    guard let body = html.firstRange(of: "<body") else { return "" }
    var text = ""
    var inTag = false
    for character in html[body.lowerBound...] {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    return text
  }

  /// A word as the page's templates escape it.
  static func escaped(_ word: String) -> String {
    word.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
