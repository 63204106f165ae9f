import Testing

@testable import Components

@Suite struct ResetPasswordReducerTests {
  typealias B = ResetPasswordBlock
  let example = ResetPasswordBlock.example

  func atCode(_ config: B.Configuration? = nil) -> B.State {
    drive(B.self, config ?? example, [.buttonTapped, .sendCodeFinished(.success), .tick(0.5)]).state
  }

  func atPassword() -> B.State {
    var state = atCode()
    for e: B.Event in [.codeChanged("135790"), .verifyFinished(.success), .tick(0.5)] {
      _ = step(B.self, &state, e)
    }
    return state
  }

  @Test func theEmailIsPrefilledAndCheckedWhenSendCodeIsTapped() {
    var (state, _) = drive(B.self, example, [])
    #expect(state.email == "jo@fieldnote.app")
    _ = step(B.self, &state, .emailChanged("jo@"))
    #expect(!state.emailSubmitted)
    let effects = step(B.self, &state, .buttonTapped)
    #expect(effects.contains(.haptic(.warning)))
    #expect(effects.contains(.announce("Enter an email address like name@example.com.")))
    #expect(state.button.phase == .rest)
  }

  @Test func sendCodeRunsWithASpinnerThenABriefCheckThenStep2SlidesIn() {
    var (state, _) = drive(B.self, example, [.emailChanged(" jo@fieldnote.app ")])
    #expect(step(B.self, &state, .returnPressed).first == .callOnSendCode("jo@fieldnote.app"))
    #expect(state.button.phase == .running)
    #expect(step(B.self, &state, .sendCodeFinished(.success)).first == .announce("Code sent"))
    #expect(state.button.phase == .done && state.step == .email)
    let effects = step(B.self, &state, .tick(0.5))
    #expect(state.step == .code)
    #expect(
      effects == [
        .startCountdown(30), .focus(.code), .haptic(.selection),
        .animate(.slide(from: .trailing, .smooth)),
      ])
  }

  @Test func theCodeVerifiesItselfOnceFull() {
    var state = atCode()
    #expect(step(B.self, &state, .codeChanged("13579")).isEmpty)
    let effects = step(B.self, &state, .codeChanged("135790"))
    #expect(effects.first == .callOnVerifyCode(.init(email: "jo@fieldnote.app", code: "135790")))
  }

  @Test func aWrongCodeTurnsTheBoxesDangerWithTheErrorAndClearsThem() throws {
    var state = atCode()
    _ = step(B.self, &state, .codeChanged("000000"))
    let effects = step(B.self, &state, .verifyFinished(.failure(nil)))
    #expect(state.code.isEmpty)
    #expect(state.button.error == "That code isn't right. Check the email and try again.")
    #expect(effects.contains(.haptic(.error)))
    let tree = B.parts(state, .standard)
    #expect(try part(tree, "code.boxes").bindings.border == .role(.danger))
    #expect(try part(tree, "code.error").text == state.button.error)
  }

  @Test func resendCodeWaitsForTheCountdown() throws {
    var state = atCode()
    #expect(try part(B.parts(state, .standard), "resend.countdown").text == "Resend code in 0:30")
    #expect(step(B.self, &state, .resendTapped).isEmpty)
    _ = step(B.self, &state, .tick(30))
    #expect(step(B.self, &state, .resendTapped).first == .callOnSendCode("jo@fieldnote.app"))
    #expect(step(B.self, &state, .resendFinished(.success)).contains(.announce("Code sent")))
    #expect(state.resendRemaining == 30)
  }

  @Test(arguments: [4, 6, 8, 2, 12])
  func codeLengthIsKeptBetween4And8(length: Int) {
    let state = atCode(B.Configuration(email: "a@b.co", codeLength: length))
    #expect(state.codeLength == min(max(length, 4), 8))
    #expect(
      B.parts(state, .standard).find("code.boxes")?.kind
        == .codeBoxes(length: min(max(length, 4), 8)))
  }

  @Test func rulesTickAndBothPasswordsMatchIsAlwaysAdded() throws {
    var state = atPassword()
    _ = step(B.self, &state, .passwordChanged("riverstones"))
    #expect(state.ruleStates.map(\.met) == [true, false])
    var tree = B.parts(state, .standard)
    #expect(try part(tree, "confirm.rules.match").text == "Both passwords match")
    #expect(try part(tree, "confirm.rules.match").accessibility.value == "Not yet")
    _ = step(B.self, &state, .confirmChanged("riverstones"))
    tree = B.parts(state, .standard)
    #expect(try part(tree, "confirm.rules.match").accessibility.value == "Done")
  }

  @Test func saveWithAnUnmetRuleTurnsItDangerAndWarns() throws {
    var state = atPassword()
    for e: B.Event in [.passwordChanged("riverstones"), .confirmChanged("riverstones")] {
      _ = step(B.self, &state, e)
    }
    let effects = step(B.self, &state, .buttonTapped)
    #expect(effects.contains(.haptic(.warning)))
    #expect(!effects.contains { if case .callOnSetPassword = $0 { true } else { false } })
    #expect(
      try part(B.parts(state, .standard), "rules.number-or-symbol").bindings.foreground
        == .role(.danger))
  }

  @Test func returnMovesFromTheNewPasswordToConfirmAndSavesFromThere() {
    var state = atPassword()
    for e: B.Event in [.passwordChanged("river-stones-9"), .confirmChanged("river-stones-9")] {
      _ = step(B.self, &state, e)
    }
    #expect(state.focus == .password)
    #expect(step(B.self, &state, .returnPressed) == [.focus(.confirm)])
    let effects = step(B.self, &state, .returnPressed)
    #expect(
      effects.first
        == .callOnSetPassword(
          .init(email: "jo@fieldnote.app", code: "135790", password: "river-stones-9")))
  }

  @Test func savedPasswordLandsWithSuccessAndPasswordUpdated() {
    var state = atPassword()
    for e: B.Event in [
      .passwordChanged("river-stones-9"), .confirmChanged("river-stones-9"), .buttonTapped,
    ] {
      _ = step(B.self, &state, e)
    }
    let effects = step(B.self, &state, .setPasswordFinished(.success))
    #expect(effects.prefix(2) == [.haptic(.success), .announce("Password updated")])
    _ = step(B.self, &state, .tick(0.5))
    #expect(state.step == .done)
    #expect(step(B.self, &state, .buttonTapped) == [.callOnSignIn])
  }

  @Test func backReturnsAStepWithoutLosingTheEmail() throws {
    var state = atPassword()
    #expect(try part(B.parts(state, .standard), "back").accessibility.label == "Back to the code")
    let effects = step(B.self, &state, .backTapped)
    #expect(state.step == .code)
    #expect(effects.contains(.animate(.slide(from: .leading, .smooth))))
    #expect(try part(B.parts(state, .standard), "back").accessibility.label == "Back to email")
    _ = step(B.self, &state, .backTapped)
    #expect(state.step == .email)
    #expect(state.email == "jo@fieldnote.app")
  }

  @Test func cancellationGoesBackToRestQuietly() {
    var (state, _) = drive(B.self, example, [.buttonTapped])
    let effects = step(B.self, &state, .sendCodeFinished(.cancelled))
    #expect(state.button.phase == .rest && state.button.error == nil)
    #expect(effects == [.animate(.change(.snappy))])
  }

  @Test(arguments: [
    (Outcome.failure("No account uses that email."), "No account uses that email."),
    (Outcome.failure(nil), "Couldn't send the code. Try again."),
  ])
  func aThrownErrorOrTheStepsDefault(outcome: Outcome, message: String) {
    var (state, _) = drive(B.self, example, [.buttonTapped])
    _ = step(B.self, &state, .sendCodeFinished(outcome))
    #expect(state.button.error == message)
  }

  @Test func reduceMotionTurnsTheStepSlideIntoAFade() {
    var (state, _) = drive(
      B.self, example, [.reduceMotionChanged(true), .buttonTapped, .sendCodeFinished(.success)])
    #expect(step(B.self, &state, .tick(0.5)).last == .animate(.fade))
  }

  @Test func exampleAuthAccepts135790() {
    var session = BlockSession<B>(configuration: example, auth: B.exampleAuth)
    session.send(.buttonTapped)
    session.advance(by: 2)
    session.send(.codeChanged("246810"))
    session.advance(by: 2)
    #expect(session.state.step == .code)
    session.send(.codeChanged("135790"))
    session.advance(by: 2)
    #expect(session.state.step == .newPassword)
  }

  /// A send failure is not the email's fault: the field stays quiet and the error sits under
  /// Send code, the control that failed.
  @Test func aSendFailureShowsUnderSendCodeNotTheEmail() throws {
    let tree = try #require(BlockKind.state("reset-password/step-1-failed")).part()
    #expect(tree.find("email.error") == nil)
    #expect(try !part(tree, "email.field").flags.contains(.error))
    #expect(try part(tree, "email.field").bindings.border == .role(.separator))
    #expect(try part(tree, "action.error").text == "Couldn't send the code. Try again.")
    #expect(try part(tree, "action.group").children.first?.id == "action")
  }

  /// A failed Resend code shows under its row; the boxes keep their colour, as the code is not
  /// what went wrong.
  @Test func aResendFailureShowsUnderTheResendRow() throws {
    var state = atCode()
    _ = step(B.self, &state, .tick(30))
    _ = step(B.self, &state, .resendTapped)
    _ = step(B.self, &state, .resendFinished(.failure(nil)))
    let tree = B.parts(state, .standard)
    #expect(try part(tree, "resend.error").text == "Couldn't send the code. Try again.")
    #expect(tree.find("code.error") == nil)
    #expect(try part(tree, "code.boxes").bindings.border != .role(.danger))
    _ = step(B.self, &state, .resendTapped)
    #expect(B.parts(state, .standard).find("resend.error") == nil)
  }

  @Test func theResendFailedStateShowsItUnderTheRow() throws {
    let tree = try #require(BlockKind.state("reset-password/step-2-resend-failed")).part()
    #expect(try part(tree, "resend.group").children.map(\.id) == ["resend", "resend.error"])
    #expect(tree.find("code.error") == nil)
  }
}
