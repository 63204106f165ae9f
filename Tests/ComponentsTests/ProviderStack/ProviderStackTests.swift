import Testing

@testable import Components

@Suite struct ProviderStackTests {
  typealias B = ProviderSignInButtonStack
  let example = ProviderSignInButtonStack.example

  @Test func oneLoadsAtATimeWithItsSpinnerWhileTheOthersAreDimmed() throws {
    var (state, effects) = drive(B.self, example, [.tapped("email")])
    #expect(effects == [.authenticate("email"), .animate(.change(.standard))])
    #expect(step(B.self, &state, .tapped("phone")).isEmpty)
    let tree = B.parts(state, .standard)
    let email = try part(tree, "option.email")
    #expect(email.opacity == 1)
    #expect(email.accessibility.value == "Signing in")
    #expect(tree.find("option.email.spinner") != nil)
    for other in ["option.passkey", "option.phone"] {
      let p = try part(tree, other)
      #expect(p.opacity == 0.5)
      #expect(p.flags.contains(.notTappable))
      #expect(!p.flags.contains(.disabled))
    }
  }

  @Test func returningFreesTheStack() throws {
    var (state, _) = drive(B.self, example, [.tapped("email")])
    _ = step(B.self, &state, .authenticateReturned("email"))
    #expect(state.loadingID == nil)
    #expect(try part(B.parts(state, .standard), "option.phone").opacity == 1)
  }

  @Test func disappearingCancelsTheTaskAndALateReturnIsIgnored() {
    var (state, _) = drive(B.self, example, [.tapped("passkey")])
    #expect(step(B.self, &state, .disappeared) == [.cancel("passkey")])
    #expect(state.loadingID == nil)
    _ = step(B.self, &state, .tapped("email"))
    #expect(step(B.self, &state, .authenticateReturned("passkey")).isEmpty)
    #expect(state.loadingID == "email")
  }

  @Test func reduceMotionDropsTheAnimation() {
    let (_, effects) = drive(B.self, example, [.reduceMotionChanged(true), .tapped("email")])
    #expect(effects.last == .animate(.none))
  }

  @Test func unknownIDsAreIgnored() {
    #expect(drive(B.self, example, [.tapped("fax")]).effects.isEmpty)
  }

  @Test(arguments: ["passkey", "email", "phone"])
  func buttonMetricsAndBindings(id: String) throws {
    let button = try part(B.parts(B.initialState(example), .standard), "option.\(id)")
    #expect(button.bindings.radius == .points(16))
    #expect(button.bindings.padding == .points(horizontal: 18, vertical: 8))
    #expect(button.bindings.foreground == B.Palette.white)
    #expect(button.bindings.font == FontBinding(.headline))
    #expect(button.metrics.minHeight == 54)
    #expect(button.metrics.scalesWith == .headline)
    #expect(button.metrics.fullWidth)
    let slot = try part(button, "option.\(id).slot")
    #expect(slot.metrics.width == 24 && slot.metrics.scalesWith == .headline)
    #expect(
      try part(button, "option.\(id).content").kind
        == .stack(.horizontal, spacing: .points(14), alignment: .center))
  }

  @Test func backgroundsAreLiteralOrRole() throws {
    var tree = B.parts(B.initialState(example), .standard)
    #expect(try part(tree, "option.email").bindings.background == B.Palette.teal)
    #expect(B.Palette.teal.description == "system.teal")
    tree = BlockKind.state("provider-stack/role-colors")!.part()
    #expect(try part(tree, "option.email").bindings.background == .role(.accent))
  }

  @Test(arguments: [(12.0, 12.0), (0, 0), (-4, 0), (20, 20)])
  func spacingIsNeverNegative(given: Double, used: Double) {
    let config = B.Configuration(options: example.options, spacing: given)
    #expect(
      B.parts(B.initialState(config), .standard).kind
        == .stack(.vertical, spacing: .points(used), alignment: .fill))
  }

  @Test func exampleAuthReturnsAfter1Point4Seconds() {
    var session = BlockSession<B>(configuration: example, auth: B.exampleAuth)
    session.send(.tapped("phone"))
    session.advance(by: 1.3)
    #expect(session.state.loadingID == "phone")
    session.advance(by: 0.1)
    #expect(session.state.loadingID == nil)
  }
}
