import Testing

@testable import Components

@Suite struct LoginAndSignUpPartsTests {
  @Test func theSameRolesDressTheModule() throws {
    let tree = BlockKind.state("login/sign-in-filled")!.part()
    let card = try part(tree, "card")
    #expect(card.bindings.background == .role(.surface) && card.bindings.radius == .role(.lg))
    let field = try part(tree, "email.field")
    #expect(field.bindings.background == .role(.fill))
    #expect(field.bindings.radius == .role(.md))
    #expect(field.metrics.height == 52)
    #expect(field.accessibility.label == "Email input field")
    #expect(field.accessibility.hint == "Enter your email address")
    let button = try part(tree, "sign-in")
    #expect(button.bindings.background == .role(.accent))
    #expect(!button.flags.contains(.disabled))
    #expect(try part(tree, "apple").bindings.background == .system(.appleButtonBackground))
  }

  @Test(arguments: [
    ("login/sign-up", ColorBinding.role(.separator)),
    ("login/sign-up-invalid", .role(.danger)),
    // The seed's green: the valid color (color.success, else derived from danger), not the
    // accent, which reads as "focused".
    ("login/sign-up-valid", .system(.valid)),
  ])
  func signUpEmailStrokeFollowsValidity(state: String, border: ColorBinding) throws {
    #expect(try part(BlockKind.state(state)!.part(), "email.field").bindings.border == border)
  }

  @Test func signUpRulesTick() throws {
    let tree = BlockKind.state("login/sign-up-invalid")!.part()
    #expect(try part(tree, "rules.length").kind == .rule(met: false))
    #expect(try part(tree, "rules.letter").kind == .rule(met: false))
    #expect(try part(tree, "sign-up").flags.contains(.disabled))
    let valid = BlockKind.state("login/sign-up-valid")!.part()
    #expect(try part(valid, "rules.length").kind == .rule(met: true))
    #expect(!(try part(valid, "sign-up").flags.contains(.disabled)))
  }

  @Test func toastAndResendBindings() throws {
    let tree = BlockKind.state("login/verify-email-resent")!.part()
    let toast = try part(tree, "toast")
    #expect(toast.kind == .toast(success: true))
    #expect(toast.bindings.background == .role(.surface))
  }

  /// Seed (login-and-sign-up.txt): "Provides resend verification email functionality" with a
  /// `Button`: it reads as a 52 pt button, its spinner in the label's place while it runs.
  @Test func resendVerificationEmailIsAButton() throws {
    let resend = try part(BlockKind.state("login/verify-email")!.part(), "resend")
    #expect(resend.kind == .button(.secondary))
    #expect(resend.metrics.height == Metrics.controlHeight)
    #expect(resend.accessibility.traits.contains(.button))
    #expect(try part(resend, "resend.label").text == "Resend verification email")
    let running = try part(BlockKind.state("login/verify-email-resending")!.part(), "resend")
    #expect(running.children.map(\.kind) == [.spinner])
    #expect(running.accessibility.value == "Sending")
  }
}
