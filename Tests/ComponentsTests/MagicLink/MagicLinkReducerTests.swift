import Testing

@testable import Components

@Suite struct MagicLinkReducerTests {
  typealias B = MagicLinkSignIn
  let example = MagicLinkSignIn.example
  let email = "jo@fieldnote.app"

  /// Reaches the sent state by events: continue, success, the brief check.
  func sent(_ config: B.Configuration? = nil) -> B.State {
    drive(
      B.self, config ?? example,
      [.emailChanged(" \(email) "), .continueTapped, .sendFinished(.success), .tick(0.5)]
    ).state
  }

  @Test func emailStaysQuietUntilContinueThenChecksLive() {
    var (state, _) = drive(B.self, example, [.emailChanged("jo@")])
    #expect(state.visibleEmailError == nil)
    let effects = step(B.self, &state, .returnPressed)
    #expect(state.visibleEmailError == "Enter an email address like name@example.com.")
    #expect(effects.contains(.haptic(.warning)))
    #expect(effects.contains(.focus(.email)))
    _ = step(B.self, &state, .emailChanged(email))
    #expect(state.visibleEmailError == nil)
  }

  @Test func continueRunsOnSendLinkWithTheTrimmedEmailThenTurnsToTheSentState() {
    var (state, _) = drive(B.self, example, [.emailChanged(" \(email) ")])
    #expect(step(B.self, &state, .continueTapped).first == .callOnSendLink(email))
    #expect(state.send.phase == .running)
    _ = step(B.self, &state, .sendFinished(.success))
    #expect(state.send.phase == .done)
    #expect(state.phase == .form)
    let effects = step(B.self, &state, .tick(0.5))
    #expect(state.phase == .sent)
    #expect(effects.contains(.startCountdown(30)))
    #expect(
      effects.contains(
        .announce(
          "Check your inbox. We sent a sign-in link to \(email). It\u{00A0}works for 15\u{00A0}minutes."
        )))
    #expect(effects.contains(.animate(.change(.smooth))))
  }

  @Test(arguments: [
    (Outcome.failure("Fieldnote is down for maintenance."), "Fieldnote is down for maintenance."),
    (Outcome.failure(nil), "Couldn't send the link. Try again."),
  ])
  func sendFailureShowsTheErrorUnderTheButton(outcome: Outcome, message: String) {
    var (state, _) = drive(B.self, example, [.emailChanged(email), .continueTapped])
    let effects = step(B.self, &state, .sendFinished(outcome))
    #expect(state.send.error == message)
    #expect(effects.contains(.haptic(.error)))
  }

  @Test func sendCancellationIsQuiet() {
    var (state, _) = drive(B.self, example, [.emailChanged(email), .continueTapped])
    let effects = step(B.self, &state, .sendFinished(.cancelled))
    #expect(state.send.phase == .rest && state.send.error == nil)
    #expect(!effects.contains { if case .shared(.haptic) = $0 { true } else { false } })
  }

  @Test func resendCountsDownFrom30BeforeItCanBeTappedThenConfirmsSent() throws {
    var state = sent()
    #expect(try part(B.parts(state, .standard), "resend.countdown").text == "Resend in 0:30")
    #expect(step(B.self, &state, .resendTapped).isEmpty)
    _ = step(B.self, &state, .tick(12))
    #expect(try part(B.parts(state, .standard), "resend.countdown").text == "Resend in 0:18")
    #expect(step(B.self, &state, .tick(18)) == [.stopCountdown])
    #expect(B.parts(state, .standard).find("resend.link") != nil)
    #expect(step(B.self, &state, .resendTapped).first == .callOnSendLink(email))
    let effects = step(B.self, &state, .resendFinished(.success))
    #expect(effects.contains(.announce("Sent again")))
    #expect(effects.contains(.startCountdown(30)))
    #expect(try part(B.parts(state, .standard), "resend.sent").text == "Sent.")
  }

  @Test func resendAfterIsConfigurable() throws {
    let state = sent(B.Configuration(resendAfter: 45))
    #expect(try part(B.parts(state, .standard), "resend.countdown").text == "Resend in 0:45")
  }

  @Test func linkLifetimeNilLeavesTheLineOut() throws {
    let state = sent(B.Configuration())
    #expect(
      try part(B.parts(state, .standard), "sent.line").text == "We sent a sign-in link to \(email)."
    )
  }

  @Test func enterCodeShowsOnlyWithOnVerifyCode() {
    #expect(B.parts(sent(B.Configuration()), .standard).find("code.open") == nil)
    #expect(B.parts(sent(), .standard).find("code.open") != nil)
  }

  @Test func theCodeSubmitsItselfOnceFull() {
    var state = sent()
    #expect(step(B.self, &state, .enterCodeTapped) == [.focus(.code), .animate(.change(.snappy))])
    #expect(step(B.self, &state, .codeChanged("24681")).isEmpty)
    let effects = step(B.self, &state, .codeChanged("2468109"))
    #expect(effects.first == .callOnVerifyCode(.init(email: email, code: "246810")))
    #expect(state.verify.phase == .running)
  }

  @Test func aWrongCodeShowsTheErrorClearsTheBoxesAndKeepsFocus() {
    var state = sent()
    for e: B.Event in [.enterCodeTapped, .codeChanged("111111")] { _ = step(B.self, &state, e) }
    let effects = step(B.self, &state, .verifyFinished(.failure("That code isn't right.")))
    #expect(state.code.isEmpty)
    #expect(state.verify.error == "That code isn't right.")
    #expect(state.focus == .code)
    #expect(effects.contains(.focus(.code)))
    #expect(effects.contains(.haptic(.error)))
  }

  @Test func codeSuccessHoldsTheCheckForASecondThenCallsOnSuccess() {
    var state = sent()
    for e: B.Event in [.enterCodeTapped, .codeChanged("246810")] { _ = step(B.self, &state, e) }
    let effects = step(B.self, &state, .verifyFinished(.success))
    #expect(effects.prefix(2) == [.haptic(.success), .announce("Signed in")])
    #expect(!step(B.self, &state, .tick(0.9)).contains(.callOnSuccess))
    #expect(step(B.self, &state, .tick(0.1)).contains(.callOnSuccess))
  }

  @Test(arguments: [
    ("https://fieldnote.app/auth/magic?token=1", true),
    ("fieldnote://auth/x", false),
    ("fieldnote:/auth/x", true),
    ("https://fieldnote.app/blog/post", false),
  ])
  func linkMatchesDecidesWhichURLsAreSignInLinks(url: String, handled: Bool) {
    var state = sent()
    let effects = step(B.self, &state, .linkOpened(url))
    #expect(effects.contains(.callOnLink(url)) == handled)
    #expect((state.link == .running) == handled)
  }

  @Test func everyURLMatchesByDefault() {
    var state = sent(B.Configuration(hasOnLink: true))
    #expect(step(B.self, &state, .linkOpened("x://anything")).first == .callOnLink("x://anything"))
  }

  @Test func aFailedLinkShowsTheLinkText() {
    var state = sent()
    _ = step(B.self, &state, .linkOpened("https://fieldnote.app/auth/1"))
    _ = step(B.self, &state, .linkFinished(.failure(nil)))
    #expect(state.sentError == "That link didn't work. It may have expired, so send a new one.")
  }

  @Test func openMailOpensMessageURLOrCallsOnOpenMail() {
    var state = sent()
    #expect(step(B.self, &state, .openMailTapped) == [.openURL("message://")])
    var custom = sent(B.Configuration(hasOpenMail: true))
    #expect(step(B.self, &custom, .openMailTapped) == [.callOnOpenMail])
  }

  @Test func openMailFoldsAwayWhenNoAppTakesTheURL() {
    var state = sent()
    _ = step(B.self, &state, .openMailRefused)
    #expect(B.parts(state, .standard).find("open-mail") == nil)
    #expect(B.parts(sent(B.Configuration(canOpenMail: false)), .standard).find("open-mail") == nil)
  }

  @Test func useADifferentEmailGoesBackToTheFieldKeepingTheEmail() {
    var state = sent()
    let effects = step(B.self, &state, .differentEmailTapped)
    #expect(state.phase == .form)
    #expect(state.email == " \(email) ")
    #expect(effects.contains(.stopCountdown))
    #expect(effects.contains(.focus(.email)))
  }

  @Test func exampleAuthAccepts246810AndRefusesOthers() {
    var session = BlockSession<B>(configuration: example, auth: B.exampleAuth)
    session.send(.emailChanged(email))
    session.send(.continueTapped)
    session.advance(by: 2)
    session.send(.enterCodeTapped)
    session.send(.codeChanged("135790"))
    session.advance(by: 1)
    #expect(session.state.verify.error != nil)
    session.send(.codeChanged("246810"))
    session.advance(by: 2)
    #expect(session.effects.contains(.callOnSuccess))
  }
}
