import Components
import Testing
import Theme

@testable import Render

/// Metrics that scale with a text style grow in the scene as SwiftUI's `@ScaledMetric` grows
/// them (the style's Dynamic Type size over its size at Large); the terminal keeps its rows.
@Suite struct ScaledMetricsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var state: String
    var part: String
    var size: ContentSize
    /// The expected fixed height, or minimum height when `minimum`.
    var points: Double
    var minimum = false
    var width: Double?
    var testDescription: String { "\(state) \(part) at \(size.flagName)" }
  }

  static let cases: [Case] = [
    Case(state: "login/sign-in", part: "email.field", size: .large, points: 52),
    Case(state: "login/sign-in", part: "email.field", size: .xxxLarge, points: 52.0 * 23 / 17),
    Case(
      state: "login/sign-in", part: "email.field", size: .ax5, points: 52.0 * 53 / 17,
      minimum: true),
    Case(
      state: "login/sign-in", part: "sign-in", size: .ax1, points: 52.0 * 28 / 17, minimum: true),
    Case(state: "magic-link/code-typing", part: "code.boxes", size: .large, points: 52),
    Case(state: "magic-link/code-typing", part: "code.boxes", size: .ax5, points: 52.0 * 56 / 22),
    Case(
      state: "magic-link/code-typing", part: "sent.envelope", size: .ax3, points: 28.0 * 43 / 20,
      width: 28.0 * 43 / 20),
    Case(
      state: "provider-stack/rest", part: "option.email.slot", size: .ax5, points: 24.0 * 53 / 17,
      width: 24.0 * 53 / 17),
    Case(
      state: "provider-stack/rest", part: "option.email", size: .ax5, points: 54.0 * 53 / 17,
      minimum: true),
  ]

  static func scene(_ state: String, _ size: ContentSize) throws -> Scene {
    Scene(
      state: try #require(BlockKind.state(state)), theme: try #require(Fixtures.studioLight),
      environment: SceneEnvironment(contentSize: size))
  }

  @Test(arguments: cases)
  func metricsGrowWithTheirTextStyle(_ item: Case) throws {
    let node = try #require(try Self.scene(item.state, item.size).root.find(item.part))
    let height = item.minimum ? node.metrics.minHeight : node.metrics.height
    #expect(abs((height ?? 0) - item.points) < 1e-9, "\(node.metrics)")
    if let width = item.width { #expect(abs((node.metrics.width ?? 0) - width) < 1e-9) }
  }

  @Test func theMinimumTargetStays44Points() throws {
    let eye = try #require(
      try Self.scene("sign-in/invalid", .ax5).root.find("password.reveal"))
    #expect(eye.metrics.minimumTarget == 44)
  }

  @Test func theSceneJSONSaysWhichStyleAMetricScalesWith() throws {
    let json = try Self.scene("login/sign-in", .ax5).jsonText
    #expect(json.contains(#""scalesWith": "body""#))
    #expect(json.contains(#""scalesWith": "headline""#))
  }

  /// Terminal text does not grow with Dynamic Type: a field and a one-line button keep three
  /// rows at AX5.
  @Test(arguments: [ContentSize.large, .ax1, .ax5])
  func terminalControlsKeepTheirRows(_ size: ContentSize) throws {
    let scene = try Self.scene("login/sign-in", size)
    let layout = TerminalLayout(scene: scene)
    let field = try #require(scene.root.find("email.field"))
    #expect(layout.field(field, width: 40, ground: nil, opacity: 1).height == 3)
    let button = try #require(scene.root.find("sign-in"))
    #expect(layout.controlRows(button, button.metrics.minHeight ?? button.metrics.height) == 3)
  }
}
