import Components
import TestSupport
import Testing
import Theme

@testable import Render

/// Redaction draws grey shapes in the block's own layout: no readable text, filled buttons as
/// one grey shape each, and no real progress on the step track. (The browser tier checks the
/// HTML's text nodes in Chromium: `.ci/browser_checks.py`.)
@Suite struct RedactionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var state: String
    var appearance: PartsEnvironment.Appearance
    var testDescription: String { "\(state) \(appearance.rawValue)" }
  }

  /// Every catalogue state of every block, light and dark: the redacted ones as the catalogue
  /// draws them, the others with redaction switched on (a host may redact any of them).
  static let cases: [Case] = BlockKind.allCases.flatMap { block in
    block.catalogue.flatMap { state in
      [PartsEnvironment.Appearance.light, .dark].map { Case(state: state.id, appearance: $0) }
    }
  }

  static func scene(_ testCase: Case) throws -> Scene {
    let theme = try #require(
      testCase.appearance == .light ? Fixtures.studioLight : Fixtures.studioDark)
    let state = try #require(BlockKind.state(testCase.state))
    return Scene(
      state: state, theme: theme,
      environment: SceneEnvironment(appearance: testCase.appearance, width: 368, redacted: true))
  }

  @Test(arguments: cases)
  func terminalShowsNoLetters(_ testCase: Case) throws {
    let canvas = TerminalLayout.render(try Self.scene(testCase), columns: 52)
    let readable = canvas.plainText.filter { $0.contains { $0.isLetter || $0.isNumber } }
    #expect(readable.isEmpty, "readable rows:\n\(readable.joined(separator: "\n"))")
  }

  @Test(arguments: cases)
  func sceneHasNoUnredactedWords(_ testCase: Case) throws {
    let scene = try Self.scene(testCase)
    let words = scene.root.allNodes.filter { node in
      guard node.text?.isEmpty == false, !node.isRedacted, node.isVisible else { return false }
      switch node.kind {
      case .field, .codeBoxes: return false
      default: return true
      }
    }
    #expect(words.isEmpty, "\(words.map { "\($0.id): \($0.text ?? "")" })")
  }

  @Test func filledButtonsBecomeOneGreyShape() throws {
    let scene = try Self.scene(Case(state: "sign-in/redacted", appearance: .dark))
    let html = try HTMLWriter.render(scene, templates: try #require(Looks.templates))
    // The accent and Apple buttons: a grey box whose label is hidden, never bars on the fill.
    for part in ["submit", "apple"] {
      let tag = try #require(html.firstRange(of: "data-part=\"\(part)\""), "no \(part)")
      let rest = String(html[tag.lowerBound...].prefix(200))
      #expect(rest.contains("sp-redacted-box"), "\(part): \(rest)")
    }
    let canvas = TerminalLayout.render(scene, columns: 52)
    let placeholder = TerminalLayout(scene: scene).redactedColor(scene.root, ground: nil)
    // Every filled shape in the card is one of two greys: the placeholder over the card, or
    // over a field's fill; no accent or Apple fill survives.
    let accent = scene.root.allNodes.first { $0.id == "submit" }?.background
    let accentCell = TerminalLayout(scene: scene).cellColor(accent, over: nil, opacity: 1)
    let backgrounds = Set(canvas.rows.flatMap { $0 }.compactMap(\.background))
    #expect(placeholder != nil)
    #expect(!backgrounds.contains { $0.red == accentCell?.red && $0.blue == accentCell?.blue })
  }

  @Test func stepTrackShowsNoProgress() throws {
    let scene = try Self.scene(Case(state: "reset-password/redacted", appearance: .light))
    let capsules = scene.root.allNodes.filter { $0.kind == .capsule }
    #expect(capsules.count == 3)
    #expect(capsules.allSatisfy { $0.isRedacted })
    let html = try HTMLWriter.render(scene, templates: try #require(Looks.templates))
    #expect(html.components(separatedBy: "sp-capsule sp-redacted").count - 1 == 3)
  }
}

extension SceneNode {
  fileprivate var isVisible: Bool { !flags.contains(.hidden) }
}

/// The tests of renderer-level looks (disabled, redacted, valid, toast, alert, track).
enum Looks {
  static let templates = try? TemplateLibrary(directory: TestPaths.packageRoot + "/Templates")
}
