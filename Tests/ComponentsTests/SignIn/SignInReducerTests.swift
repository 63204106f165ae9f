import Testing

@testable import Components

@Suite struct SignInReducerTests {
  typealias B = SignInBlock
  let example = SignInBlock.example
  let email = "mara@folio.app"

  @Test func fieldsStayQuietUntilTheFirstSubmit() {
    let (state, effects) = drive(B.self, example, [.emailChanged("nope"), .passwordChanged("")])
    #expect(state.visibleError(.email) == nil)
    #expect(state.visibleError(.password) == nil)
    #expect(effects.isEmpty)
  }

  @Test func refusedSubmitShowsErrorsWarnsAnnouncesAndFocusesTheFirst() {
    var (state, _) = drive(B.self, example, [.emailChanged("mara@folio")])
    let effects = step(B.self, &state, .submitTapped)
    #expect(state.visibleError(.email) == "Enter an email address like name@example.com.")
    #expect(state.visibleError(.password) == "Enter your password.")
    #expect(effects.contains(.haptic(.warning)))
    #expect(
      effects.contains(
        .announce("Enter an email address like name@example.com. Enter your password.")))
    #expect(effects.contains(.focus(.email)))
    #expect(state.submit.phase == .rest)
    #expect(!effects.contains { if case .callOnSignIn = $0 { true } else { false } })
  }

  @Test func errorsKeepCheckingLiveAsTheyAreCorrected() {
    var (state, _) = drive(B.self, example, [.emailChanged("mara@folio"), .submitTapped])
    _ = step(B.self, &state, .emailChanged(email))
    #expect(state.visibleError(.email) == nil)
    #expect(state.visibleError(.password) == "Enter your password.")
    _ = step(B.self, &state, .emailChanged(""))
    #expect(state.visibleError(.email) == "Enter your email address.")
  }

  @Test func returnMovesFromFieldToFieldAndSignsInFromThePassword() {
    var (state, _) = drive(B.self, example, [.focusChanged(.email), .emailChanged(" \(email) ")])
    #expect(step(B.self, &state, .returnPressed) == [.focus(.password)])
    _ = step(B.self, &state, .passwordChanged("paper-cranes-7"))
    let effects = step(B.self, &state, .returnPressed)
    #expect(effects.first == .callOnSignIn(.init(email: email, password: "paper-cranes-7")))
    #expect(state.submit.phase == .running)
  }

  @Test func returnOrderInCreateAccountStartsAtTheName() {
    var (state, _) = drive(B.self, example, [.modeLinkTapped, .focusChanged(.name)])
    #expect(step(B.self, &state, .returnPressed) == [.focus(.email)])
    #expect(step(B.self, &state, .returnPressed) == [.focus(.password)])
  }

  @Test func revealEyeTogglesAndReadsShowOrHide() throws {
    var (state, _) = drive(B.self, example, [])
    var eye = try part(B.parts(state, .standard), "password.reveal")
    #expect(eye.accessibility.label == "Show password")
    _ = step(B.self, &state, .revealTapped)
    let tree = B.parts(state, .standard)
    eye = try part(tree, "password.reveal")
    #expect(eye.accessibility.label == "Hide password")
    #expect(
      try part(tree, "password.field").kind
        == .field(
          .init(contentType: .password, keyboard: .standard, returnKey: .go, isSecure: false)))
  }

  @Test func successHoldsTheCheckThenCallsOnSuccessAndClearsThePassword() {
    var (state, _) = drive(
      B.self, example, [.emailChanged(email), .passwordChanged("paper-cranes-7"), .submitTapped])
    let landed = step(B.self, &state, .submitFinished(.success))
    #expect(landed.prefix(2) == [.haptic(.success), .announce("Signed in")])
    #expect(state.submit.phase == .done)
    #expect(step(B.self, &state, .tick(0.6)).isEmpty)
    #expect(state.submit.phase == .done)
    let settled = step(B.self, &state, .tick(0.4))
    #expect(settled.first == .callOnSuccess)
    #expect(state.submit.phase == .rest)
    #expect(state.password.isEmpty)
    #expect(state.email == email)
  }

  @Test(arguments: [
    (
      Outcome.failure("That email and password don't match."),
      "That email and password don't match."
    ),
    (Outcome.failure(nil), "Couldn't sign in. Try again."),
  ])
  func failureShowsTheLocalizedErrorOrTheDefault(outcome: Outcome, message: String) {
    var (state, _) = drive(
      B.self, example, [.emailChanged(email), .passwordChanged("paper-cranes-7"), .submitTapped])
    let effects = step(B.self, &state, .submitFinished(outcome))
    #expect(state.submit.error == message)
    #expect(effects.prefix(2) == [.haptic(.error), .announce(message)])
    #expect(state.submit.phase == .rest)
  }

  @Test func cancellationGoesBackToRestQuietly() {
    var (state, _) = drive(
      B.self, example, [.emailChanged(email), .passwordChanged("paper-cranes-7"), .submitTapped])
    let effects = step(B.self, &state, .submitFinished(.cancelled))
    #expect(state.submit.phase == .rest)
    #expect(state.submit.error == nil)
    #expect(effects == [.animate(.change(.snappy))])
  }

  @Test(arguments: ["", "   ", "mara@", "mara folio.app"])
  func forgotPasswordWithAWrongEmailMarksTheFieldAndFocusesIt(typed: String) {
    var (state, _) = drive(B.self, example, [.emailChanged(typed)])
    let effects = step(B.self, &state, .forgotPasswordTapped)
    #expect(state.visibleError(.email) != nil)
    #expect(state.focus == .email)
    #expect(effects.contains(.focus(.email)))
    #expect(state.forgot == .idle)
  }

  @Test func forgotPasswordSendsTheTrimmedEmailAndConfirmsUntilTheEmailChanges() throws {
    var (state, _) = drive(B.self, example, [.emailChanged("  \(email) ")])
    #expect(step(B.self, &state, .forgotPasswordTapped).first == .callOnForgotPassword(email))
    #expect(try part(B.parts(state, .standard), "forgot.spinner").kind == .spinner)
    let effects = step(B.self, &state, .forgotPasswordFinished(.success))
    #expect(state.forgot == .sent(email))
    #expect(effects.contains(.announce("Check your email. We sent a reset link to \(email).")))
    let tree = B.parts(state, .standard)
    #expect(try part(tree, "forgot.title").text == "Check your email")
    #expect(try part(tree, "forgot.address").text == email)
    _ = step(B.self, &state, .emailChanged("ana@folio.app"))
    #expect(state.forgot == .idle)
  }

  @Test func forgotPasswordErrorShowsUnderTheField() throws {
    var (state, _) = drive(B.self, example, [.emailChanged(email), .forgotPasswordTapped])
    _ = step(B.self, &state, .forgotPasswordFinished(.failure(nil)))
    #expect(
      try part(B.parts(state, .standard), "forgot.error").text
        == "Couldn't send the reset link. Try again.")
  }

  @Test func appleAsksForNameAndEmailThenCallsOnAppleRequest() {
    var (state, _) = drive(B.self, example, [])
    let effects = step(B.self, &state, .appleTapped)
    #expect(
      Array(effects.prefix(2)) == [
        .requestApple(scopes: [.fullName, .email]), .callOnAppleRequest,
      ])
    #expect(state.apple.phase == .running)
  }

  @Test func closingApplesSheetNeverReachesTheClosure() {
    var (state, _) = drive(B.self, example, [.appleTapped])
    let effects = step(B.self, &state, .appleSheetClosed)
    #expect(state.apple.phase == .rest)
    #expect(!effects.contains { if case .callOnApple = $0 { true } else { false } })
    #expect(state.apple.error == nil)
  }

  @Test(arguments: [
    (Outcome.failure(nil), "Couldn't sign in with Apple. Try again."),
    (Outcome.failure("Your Folio account is locked."), "Your Folio account is locked."),
  ])
  func appleFailureShowsItsDefaultUnlessTheClosureThrowsItsOwn(outcome: Outcome, message: String) {
    var (state, _) = drive(B.self, example, [.appleTapped, .appleCompleted(authorized: false)])
    _ = step(B.self, &state, .appleFinished(outcome))
    #expect(state.apple.error == message)
  }

  @Test func appleHasItsOwnCheck() {
    let (state, _) = drive(
      B.self, example, [.appleTapped, .appleCompleted(authorized: true), .appleFinished(.success)])
    #expect(state.apple.phase == .done)
    #expect(state.submit.phase == .rest)
  }

  @Test func passkeyShowsOnSignInOnlyAndCancelsQuietly() throws {
    var (state, _) = drive(B.self, example, [.passkeyTapped])
    #expect(state.passkey.phase == .running)
    let effects = step(B.self, &state, .passkeyFinished(.cancelled))
    #expect(state.passkey.phase == .rest)
    #expect(!effects.contains(.haptic(.error)))
    _ = step(B.self, &state, .modeLinkTapped)
    #expect(B.parts(state, .standard).find("passkey") == nil)
    #expect(step(B.self, &state, .passkeyTapped).isEmpty)
  }

  @Test func oneSignInRunsAtATime() {
    var (state, _) = drive(
      B.self, example, [.emailChanged(email), .passwordChanged("paper-cranes-7"), .submitTapped])
    #expect(step(B.self, &state, .appleTapped).isEmpty)
    #expect(step(B.self, &state, .passkeyTapped).isEmpty)
    #expect(step(B.self, &state, .submitTapped).isEmpty)
  }

  @Test func modeChangeTicksWritesTheBindingAndMovesSmoothly() {
    var (state, _) = drive(B.self, example, [])
    let effects = step(B.self, &state, .modeLinkTapped)
    #expect(effects == [.setMode(.createAccount), .haptic(.selection), .animate(.change(.smooth))])
    #expect(B.exampleTitle(state.mode) == "Create your account")
  }

  @Test func hostBindingChangesTheModeWithoutWritingItBack() {
    var (state, _) = drive(B.self, example, [])
    #expect(
      step(B.self, &state, .modeSet(.createAccount)) == [
        .haptic(.selection), .animate(.change(.smooth)),
      ])
    #expect(state.mode == .createAccount)
  }

  @Test func withoutOnCreateAccountTheBlockStaysOnSignInAndHidesTheLink() {
    var (state, _) = drive(B.self, B.Configuration(mode: .createAccount), [])
    #expect(state.mode == .signIn)
    #expect(step(B.self, &state, .modeLinkTapped).isEmpty)
    #expect(B.parts(state, .standard).find("mode.link") == nil)
  }

  @Test func rulesTickOffAsTheyAreTypedAndTurnDangerWhenASubmitFindsOneUnmet() throws {
    var (state, _) = drive(
      B.self, example,
      [
        .modeLinkTapped, .nameChanged("Mara Lind"), .emailChanged(email),
        .passwordChanged("lanterns"),
      ])
    #expect(state.ruleStates.map(\.met) == [true, false, true])
    var rule = try part(B.parts(state, .standard), "rules.number-or-symbol")
    #expect(rule.bindings.foreground == .role(.textSecondary))
    #expect(rule.accessibility.value == "Not yet")
    let effects = step(B.self, &state, .submitTapped)
    #expect(effects.contains(.haptic(.warning)))
    #expect(!effects.contains { if case .callOnCreateAccount = $0 { true } else { false } })
    rule = try part(B.parts(state, .standard), "rules.number-or-symbol")
    #expect(rule.bindings.foreground == .role(.danger))
    _ = step(B.self, &state, .passwordChanged("lanterns-42"))
    rule = try part(B.parts(state, .standard), "rules.number-or-symbol")
    #expect(rule.bindings.foreground == .role(.textPrimary))
    #expect(rule.accessibility.value == "Done")
  }

  @Test func newAccountIsSentOnlyWhenNameEmailAndRulesAreRight() {
    var (state, _) = drive(
      B.self, example, [.modeLinkTapped, .emailChanged(email), .passwordChanged("lanterns-42")])
    #expect(step(B.self, &state, .submitTapped).contains(.focus(.name)))
    _ = step(B.self, &state, .nameChanged(" Mara Lind "))
    let effects = step(B.self, &state, .submitTapped)
    #expect(
      effects.first
        == .callOnCreateAccount(.init(name: "Mara Lind", email: email, password: "lanterns-42")))
  }

  @Test(arguments: [
    ("marathon-1", "Mara Lind", false),
    ("Lind-2024", "Mara Lind", false),
    ("xmarathon99", "", false),
    ("lanterns-42", "Mara Lind", true),
  ])
  func avoidsNameAndEmail(password: String, name: String, met: Bool) {
    let account = B.NewAccount(name: name, email: "marathon@folio.app", password: password)
    #expect(B.PasswordRule.avoidsNameAndEmail.isMet(by: account) == met)
  }

  @Test func defaultsAreTheSpecsThreeRules() {
    #expect(B.PasswordRule.defaults == [.minimumLength(8), .numberOrSymbol, .avoidsNameAndEmail])
  }

  @Test func reduceMotionTurnsEveryChangeIntoAFade() {
    var (state, _) = drive(B.self, example, [.reduceMotionChanged(true)])
    #expect(step(B.self, &state, .modeLinkTapped).last == .animate(.fade))
    #expect(step(B.self, &state, .submitTapped).last == .animate(.fade))
  }

  @Test func exampleAuthRefusesPasswordsShorterThanEight() {
    var session = BlockSession<B>(configuration: example, auth: B.exampleAuth)
    session.send(.emailChanged(email))
    session.send(.passwordChanged("seven77"))
    session.send(.submitTapped)
    session.advance(by: 1)
    #expect(session.state.submit.error == "That email and password don't match.")
    session.send(.passwordChanged("eight888"))
    session.send(.submitTapped)
    session.advance(by: 1)
    #expect(session.state.submit.phase == .done)
    session.advance(by: 1)
    #expect(session.effects.contains(.callOnSuccess))
    #expect(session.state.password.isEmpty)
  }

  @Test func emailBindingIsWrittenAndPrefills() {
    let config = B.Configuration(bindsEmail: true, email: "ana@folio.app")
    var (state, _) = drive(B.self, config, [])
    #expect(state.email == "ana@folio.app")
    #expect(step(B.self, &state, .emailChanged("ana@folio.ap")) == [.setEmail("ana@folio.ap")])
  }
}
