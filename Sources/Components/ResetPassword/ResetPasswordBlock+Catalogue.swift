extension ResetPasswordBlock {
  /// Fieldnote's stand-in auth: codes are sent and passwords saved after a second; the code
  /// 135790 is accepted and any other refused.
  public static let exampleAuth = ExampleAuth<ResetPasswordBlock> { effect, state in
    typealias Answer = ExampleAuth<ResetPasswordBlock>.Answer
    switch effect {
    case .callOnSendCode:
      return [
        Answer(
          after: 1,
          event: state.isResending ? .resendFinished(.success) : .sendCodeFinished(.success))
      ]
    case .callOnVerifyCode(let verification):
      let accepted = verification.code == "135790"
      return [Answer(after: 1, event: .verifyFinished(accepted ? .success : .failure(nil)))]
    case .callOnSetPassword:
      return [Answer(after: 1, event: .setPasswordFinished(.success))]
    default:
      return []
    }
  }

  /// Every state the spec describes, built from the initial state by events.
  public static var catalogue: [CatalogueState] {
    let toCode: [ScriptStep<ResetPasswordBlock>] = [.send(.buttonTapped), .wait(1.5)]
    let toPassword = toCode + [.send(.codeChanged("135790")), .wait(1.5)]
    let toDone =
      toPassword + [
        .send(.passwordChanged("river-stones-9")), .send(.confirmChanged("river-stones-9")),
        .send(.buttonTapped),
        .wait(1.5),
      ]
    return [
      entry("step-1", "Step 1", "Reset your password with the email prefilled.", []),
      entry(
        "step-1-invalid", "Step 1 refused", "Send code with a malformed email.",
        [.send(.emailChanged("jo@fieldnote")), .send(.buttonTapped)]),
      entry(
        "step-1-sending", "Sending the code", "A spinner on Send code while onSendCode runs.",
        [.send(.buttonTapped)]),
      entry(
        "step-1-sent", "Code sent", "The brief check before the next step slides in.",
        [.send(.buttonTapped), .wait(1)]),
      entry(
        "step-1-failed", "Send failed", "onSendCode threw a plain error: the step's default text.",
        auth: false,
        [.send(.buttonTapped), .send(.sendCodeFinished(.failure(nil)))]),
      entry(
        "step-2", "Step 2", "Where the code went, six boxes focused, Resend code counting down.",
        toCode),
      entry(
        "step-2-typing", "Step 2 typing", "Four digits in.", toCode + [.send(.codeChanged("1357"))]),
      entry(
        "step-2-verifying", "Step 2 verifying", "The code verified itself once full.",
        toCode + [.send(.codeChanged("135790"))]),
      entry(
        "step-2-wrong-code", "Wrong code",
        "The boxes turn danger with the error under them, cleared.",
        toCode + [.send(.codeChanged("000000")), .wait(1)]),
      entry(
        "step-2-resend-ready", "Resend ready", "The countdown ran out: Resend code can be tapped.",
        toCode + [.wait(30)]),
      entry(
        "step-2-resending", "Resending", "Resend code runs onSendCode again.",
        toCode + [.wait(30), .send(.resendTapped)]),
      entry(
        "step-2-resend-failed", "Resend failed",
        "onSendCode threw a plain error on Resend code: the default text under the Resend row.",
        auth: false,
        [
          .send(.buttonTapped), .send(.sendCodeFinished(.success)), .send(.tick(1)),
          .send(.tick(30)), .send(.resendTapped), .send(.resendFinished(.failure(nil))),
        ]),
      entry(
        "step-2-back", "Back to email", "Back from step 2 keeps the email.",
        toCode + [.send(.backTapped)]),
      entry("step-3", "Step 3", "Choose a new password, rules unmet and quiet.", toPassword),
      entry(
        "step-3-typing", "Rules ticking",
        "Rules tick off as the password is typed; confirm not yet matching.",
        toPassword + [
          .send(.passwordChanged("riverstones")), .send(.returnPressed),
          .send(.confirmChanged("river")),
        ]),
      entry(
        "step-3-refused", "Save refused",
        "Save finds a rule unmet and the passwords apart: danger.",
        toPassword + [
          .send(.passwordChanged("riverstones")), .send(.confirmChanged("river")),
          .send(.buttonTapped),
        ]),
      entry(
        "step-3-saving", "Saving", "Every rule met: Save password runs onSetPassword.",
        toPassword + [
          .send(.passwordChanged("river-stones-9")), .send(.confirmChanged("river-stones-9")),
          .send(.buttonTapped),
        ]),
      entry(
        "step-3-failed", "Save failed", "onSetPassword threw a plain error.", auth: false,
        [
          .send(.buttonTapped), .send(.sendCodeFinished(.success)), .send(.tick(1)),
          .send(.codeChanged("135790")),
          .send(.verifyFinished(.success)), .send(.tick(1)),
          .send(.passwordChanged("river-stones-9")),
          .send(.confirmChanged("river-stones-9")), .send(.buttonTapped),
          .send(.setPasswordFinished(.failure(nil))),
        ]),
      entry(
        "step-3-back", "Back to the code",
        "Back from step 3 returns to the code with the email kept.",
        sameScene: SameScene(
          as: "step-2-resend-ready",
          because:
            "the countdown ended when the code verified (that code is used up), so the code step "
            + "comes back at rest with Resend code ready, as when the countdown runs out"),
        toPassword + [.send(.backTapped)]),
      entry("done", "Password updated", "The flow closes with Sign in.", toDone),
      entry(
        "done-without-sign-in", "Password updated, no Sign in",
        "onSignIn is nil, so Sign in is hidden.",
        configuration: Configuration(email: "jo@fieldnote.app"), toDone),
      entry(
        "code-length-4", "Four-digit code",
        "codeLength 4: the code step draws four boxes and says \"a 4-digit code\".",
        configuration: Configuration(email: "jo@fieldnote.app", codeLength: 4, hasSignIn: true),
        toCode),
      entry(
        "mixed-case", "Mixed case rule", "The built-in .mixedCase rule added to the defaults.",
        configuration: Configuration(
          email: "jo@fieldnote.app", passwordRules: PasswordRule.defaults + [.mixedCase],
          hasSignIn: true),
        toPassword + [.send(.passwordChanged("riverstones-9"))]),
      entry(
        "redacted", "Redacted", "The first step as grey shapes.",
        overrides: EnvironmentOverrides(redacted: true), toCode),
      entry(
        "accessibility-size", "Accessibility size", "Headings, rules and errors wrap.",
        overrides: EnvironmentOverrides(isAccessibilitySize: true),
        toPassword + [.send(.passwordChanged("river")), .send(.buttonTapped)]),
    ]
  }
}
