import Components
import Foundation
import Testing
import Theme

@testable import Render

/// Renderer-level looks a designer reviews: disabled buttons, the valid stroke, the provider
/// stack in dark, the toast, the alert's edge and the step track.
@Suite struct LooksTests {
  static func scene(
    _ id: String, _ appearance: PartsEnvironment.Appearance = .light, theme: SPTheme? = nil
  ) throws -> Scene {
    let theme =
      try theme ?? #require(appearance == .light ? Fixtures.studioLight : Fixtures.studioDark)
    let state = try #require(BlockKind.state(id))
    return Scene(
      state: state, theme: theme, environment: SceneEnvironment(appearance: appearance))
  }

  static func html(_ scene: Scene) throws -> String {
    try HTMLWriter.render(scene, templates: try #require(Looks.templates))
  }

  static func node(_ scene: Scene, _ id: String) throws -> SceneNode {
    try #require(scene.root.find(id), "no \(id) in \(scene.state ?? "")")
  }

  // MARK: - Disabled

  struct DisabledCase: Sendable, CustomTestStringConvertible {
    var state: String
    var button: String
    var testDescription: String { "\(state) \(button)" }
  }

  static let disabled = [
    DisabledCase(state: "login/sign-in", button: "sign-in"),
    DisabledCase(state: "login/sign-up-invalid", button: "sign-up"),
  ]

  @Test(arguments: disabled, [PartsEnvironment.Appearance.light, .dark])
  func disabledButtonsLookDisabled(
    _ testCase: DisabledCase, _ appearance: PartsEnvironment.Appearance
  )
    throws
  {
    let scene = try Self.scene(testCase.state, appearance)
    let button = try Self.node(scene, testCase.button)
    #expect(button.flags.contains(.disabled))
    #expect(button.background?.source == "fill", "not the accent any more")
    #expect(button.children.first?.foreground?.source == "textSecondary")
    // The audit checks its label as disabled, at 3:1, and the shipped brand reaches it.
    let label = try #require(
      ContrastPairs.of(scene).first { $0.part == "\(testCase.button).label" })
    #expect(label.kind == .disabled)
    #expect(label.required(.aa) == 3)
    #expect(label.ratio >= 3, "\(label.ratio)")
    let html = try Self.html(scene)
    #expect(html.contains("background-color: var(--sp-color-fill)"))
  }

  @Test func enabledAndBusyButtonsKeepTheAccent() throws {
    let ready = try Self.scene("login/sign-up-valid")
    #expect(try Self.node(ready, "sign-up").background?.source == "accent")
    let busy = try Self.scene("login/sign-in-loading")
    #expect(try Self.node(busy, "sign-in").background?.source == "accent")
    // Sign in with Apple keeps Apple's colors while another button works: dimmed, informational.
    let apple = try Self.node(busy, "apple")
    #expect(apple.background?.source == "system.appleButtonBackground")
    #expect(apple.opacity == 0.5)
    #expect(
      ContrastPairs.of(busy).filter { $0.part.hasPrefix("apple") }.allSatisfy {
        $0.kind == .inactive
      })
  }

  @Test func disabledLabelUnder3To1IsAFinding() throws {
    var pair = try #require(
      ContrastPairs.of(try Self.scene("login/sign-in")).first { $0.part == "sign-in.label" })
    pair.ratio = 2.5
    #expect(pair.required(.aa).map { pair.ratio < $0 } == true)
  }

  // MARK: - Valid

  @Test(arguments: [PartsEnvironment.Appearance.light, .dark])
  func validEmailStrokeIsGreen(_ appearance: PartsEnvironment.Appearance) throws {
    let scene = try Self.scene("login/sign-up-valid", appearance)
    let field = try Self.node(scene, "email.field")
    let border = try #require(field.border)
    #expect(border.source == "system.valid")
    #expect(border.hex != scene.root.find("sign-up")?.background?.hex, "not the accent")
    // Green: its OKLCH hue sits near 145°.
    let hue = border.coordinates.converted(to: ColorSpace.oklch).components.z
    #expect(abs(hue - 145) < 15, "\(hue)")
    // Checked as a state border at 3:1 on the card.
    let pair = try #require(
      ContrastPairs.of(scene).first { $0.part == "email.field" && $0.role == "state border" })
    #expect(pair.kind == .nonText)
    #expect(pair.ratio >= 3, "\(pair.ratio)")
  }

  /// The weak fixture brand with one more entry in its `color` group, loaded from a temporary
  /// file; `body` gets the brand.
  static func weakBrand(adding entry: String, _ body: (Brand) throws -> Void) throws {
    let source = try String(contentsOfFile: ComponentAuditTests.weakPath, encoding: .utf8)
    let marker = "\"color\": {\n    \"$type\": \"color\","
    #expect(source.contains(marker))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-success-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("success.tokens.json").path
    try source.replacingOccurrences(of: marker, with: marker + "\n    " + entry)
      .write(toFile: path, atomically: true, encoding: .utf8)
    try body(try Brand(path, tokensFolder: Fixtures.tokens))
  }

  @Test func brandSuccessTokenWins() throws {
    try Self.weakBrand(
      adding:
        #""success": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.2] } },"#
    ) { brand in
      let theme = try #require(brand.theme(appearance: brand.appearances[0]).theme)
      let border = try #require(
        try Self.node(try Self.scene("login/sign-up-valid", theme: theme), "email.field").border)
      #expect(border.token == "color.success")
      #expect(border.hex == "#006633")
    }
  }

  @Test func successOfTheWrongTypeIsAnError() throws {
    try Self.weakBrand(
      adding: #""success": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },"#
    ) {
      brand in
      let result = brand.theme(appearance: brand.appearances[0])
      #expect(result.theme == nil)
      #expect(
        result.diagnostics.contains {
          $0.rule.id == "theme/role-type" && $0.tokenPath == "color.success"
            && $0.severity == .error
        }, "\(result.diagnostics.map(\.message))")
    }
  }

  // MARK: - Provider stack

  @Test func providerColorsAdaptToDark() throws {
    let light = try Self.scene("provider-stack/rest", .light)
    let dark = try Self.scene("provider-stack/rest", .dark)
    let expected = [
      ("passkey", "#5856d6", "#5e5ce6"), ("email", "#30b0c7", "#40c8e0"),
      ("phone", "#ff2d55", "#ff375f"),
    ]
    for (id, lightHex, darkHex) in expected {
      #expect(try Self.node(light, "option.\(id)").background?.hex.lowercased() == lightHex)
      #expect(try Self.node(dark, "option.\(id)").background?.hex.lowercased() == darkHex)
    }
  }

  @Test func providerIconSitsInTheMiddleOfItsSlot() throws {
    let html = try Self.html(try Self.scene("provider-stack/rest"))
    let slot = try #require(html.firstRange(of: "data-part=\"option.passkey.slot\""))
    let tag = html[slot.lowerBound...].prefix { $0 != ">" }
    #expect(tag.contains("sp-centered"), "\(tag)")
  }

  // MARK: - Toast, alert, track

  @Test func toastFloatsOverTheScreen() throws {
    let html = try Self.html(try Self.scene("login/signed-up"))
    #expect(html.contains("class=\"sp-toast"))
    let rule = try #require(html.firstRange(of: ".sp-toast {"))
    let body = html[rule.upperBound...].prefix { $0 != "}" }
    #expect(body.contains("position: fixed"), "\(body)")
    #expect(body.contains("box-shadow"))
  }

  @Test(arguments: [PartsEnvironment.Appearance.light, .dark])
  func alertHasAnEdge(_ appearance: PartsEnvironment.Appearance) throws {
    let scene = try Self.scene("login/sign-in-error", appearance)
    let alert = try Self.node(scene, "alert")
    #expect(alert.border?.source == "separator")
    #expect(alert.stroke != nil)
    let html = try Self.html(scene)
    let tag = try #require(html.firstRange(of: "data-part=\"alert\""))
    #expect(html[tag.lowerBound...].prefix(400).contains("border: "))
    // The terminal outlines it too.
    let canvas = TerminalLayout.render(scene, columns: 52)
    #expect(canvas.plainText.contains { $0.contains("╭") && $0.contains("╮") })
  }

  @Test(arguments: ["studio", "folio", "fieldnote"], ["light", "dark"])
  func stepTrackCapsulesShowOnTheCard(_ brand: String, _ appearance: String) throws {
    let theme = try #require(Fixtures.theme(brand, appearance))
    let scene = try Self.scene(
      "reset-password/step-1", appearance == "light" ? .light : .dark, theme: theme)
    let capsules = ContrastPairs.of(scene).filter { $0.part.hasPrefix("step.track.") }
    #expect(capsules.count == 3)
    for pair in capsules {
      #expect(pair.kind == .nonText)
      #expect(pair.ratio >= 3, "\(pair.part) \(pair.foreground.hex) on \(pair.background.hex)")
    }
  }
}
