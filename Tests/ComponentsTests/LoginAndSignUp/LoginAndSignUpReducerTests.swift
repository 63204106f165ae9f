import Testing

@testable import Components

@Suite struct LoginAndSignUpReducerTests {
  typealias B = LoginAndSignUp
  let config = LoginAndSignUp.example
  let email = "sam@easyapp.dev"

  @Test(arguments: [
    ("", "", true), ("a", "", true), ("", "b", true), ("a", "b", false),
  ])
  func signInIsDisabledWhileAFieldIsEmpty(account: String, password: String, disabled: Bool) {
    let (state, _) = drive(B.self, config, [.accountChanged(account), .passwordChanged(password)])
    #expect(state.isSignInDisabled == disabled)
  }

  @Test func signInIsDisabledWhileLoading() {
    var (state, effects) = drive(
      B.self, config, [.accountChanged(" \(email) "), .passwordChanged("swift6go"), .signInTapped])
    #expect(effects.first == .signIn(email: email, password: "swift6go"))
    #expect(state.isSignInDisabled)
    #expect(step(B.self, &state, .signInTapped).isEmpty)
  }

  @Test func returnSignsInOnlyWhenTheInputIsValid() {
    var (state, _) = drive(B.self, config, [.accountChanged(email), .passwordChanged("123456")])
    #expect(step(B.self, &state, .submitted).isEmpty)
    _ = step(B.self, &state, .passwordChanged("swift6go"))
    #expect(step(B.self, &state, .submitted).first == .signIn(email: email, password: "swift6go"))
  }

  @Test(arguments: [
    ("abcde", false), ("abcdef", true), ("abcdefghijkl", true), ("abcdefghijklm", false),
    ("123456", false),
    ("12345a", true),
  ])
  func passwordIs6To12CharactersWithALetter(password: String, valid: Bool) {
    #expect(B.PasswordRule.validate(password) == valid)
  }

  @Test(arguments: [
    ("sam@easyapp.dev", true), ("sam@easyapp", false), ("sam easyapp.dev", false),
    ("s.a+m@mail.co.uk", true),
    ("@easyapp.dev", false), ("sam@easyapp.d", false),
  ])
  func emailFormat(email: String, valid: Bool) {
    #expect(drive(B.self, config, [.accountChanged(email)]).state.isValidEmail == valid)
  }

  @Test(arguments: [
    (B.AuthError.invalidCredentials, "Invalid email or password"),
    (.networkError, "Network connection error"),
    (.unknownError("Server says no"), "Server says no"),
  ])
  func failuresShowTheErrorAlertWithTheAuthErrorText(error: B.AuthError, text: String) throws {
    var (state, _) = drive(
      B.self, config, [.accountChanged(email), .passwordChanged("swift6go"), .signInTapped])
    let effects = step(B.self, &state, .finished(.failure(error)))
    #expect(state.alert == text)
    #expect(effects.contains(.announce(text)))
    let alert = try part(B.parts(state, .standard), "alert")
    #expect(try part(alert, "alert.title").text == "Error")
    #expect(try part(alert, "alert.message").text == text)
    #expect(try part(alert, "alert.ok").text == "OK")
    _ = step(B.self, &state, .alertDismissed)
    #expect(state.alert == nil)
  }

  @Test func unverifiedEmailOpensTheVerificationView() {
    var (state, _) = drive(
      B.self, config, [.accountChanged(email), .passwordChanged("swift6go"), .signInTapped])
    let effects = step(B.self, &state, .finished(.failure(.emailNotVerified)))
    #expect(state.screen == .verifyEmail)
    #expect(state.verifyAddress == email)
    #expect(effects.contains(.announce("Please verify your email address")))
  }

  @Test func switchingSlidesSignUpFromTheTrailingEdgeAndSignInFromTheLeading() {
    var (state, _) = drive(B.self, config, [])
    #expect(step(B.self, &state, .showSignUp) == [.animate(.slide(from: .trailing, .smooth))])
    #expect(state.screen == .signUp)
    #expect(step(B.self, &state, .showSignIn) == [.animate(.slide(from: .leading, .smooth))])
    _ = step(B.self, &state, .reduceMotionChanged(true))
    #expect(step(B.self, &state, .showSignUp) == [.animate(.fade)])
  }

  @Test func signUpIsRefusedUntilTheInputIsValidThenRedirectsToLoginWithAToast() {
    var (state, _) = drive(
      B.self, config, [.showSignUp, .accountChanged(email), .passwordChanged("12345")])
    #expect(step(B.self, &state, .signUpTapped).isEmpty)
    _ = step(B.self, &state, .passwordChanged("swift6go"))
    #expect(
      step(B.self, &state, .signUpTapped).first == .signUp(email: email, password: "swift6go"))
    _ = step(B.self, &state, .finished(.success))
    #expect(state.screen == .signIn)
    #expect(state.toast?.isSuccess == true)
    #expect(state.toast?.message == "Account created. You can sign in now.")
  }

  @Test func toastsGoAwayAfterTheirTime() {
    var (state, _) = drive(
      B.self, config,
      [
        .showSignUp, .accountChanged(email), .passwordChanged("swift6go"),
        .signUpTapped, .finished(.success),
      ])
    _ = step(B.self, &state, .tick(1.5))
    #expect(state.toast != nil)
    _ = step(B.self, &state, .tick(0.5))
    #expect(state.toast == nil)
  }

  @Test func forgotPasswordCarriesTheEmailAndSendsEmailAndNewPassword() {
    var (state, _) = drive(B.self, config, [.accountChanged(email), .showForgotPassword])
    #expect(state.resetEmail == email)
    #expect(step(B.self, &state, .resetTapped).isEmpty)
    _ = step(B.self, &state, .newPasswordChanged("swift6go"))
    #expect(
      step(B.self, &state, .resetTapped).first
        == .resetPassword(email: email, newPassword: "swift6go"))
    _ = step(B.self, &state, .finished(.success))
    #expect(state.toast?.message == "Check your email to confirm your new password.")
  }

  @Test func verifyEmailResendsAndWatchesTheAppBecomingActive() {
    var (state, _) = drive(
      B.self, config,
      [
        .accountChanged(email), .passwordChanged("swift6go"), .signInTapped,
        .finished(.failure(.emailNotVerified)),
      ])
    #expect(step(B.self, &state, .appBecameActive) == [.refreshSession])
    #expect(step(B.self, &state, .resendTapped).first == .resendVerificationEmail(email))
    #expect(state.isLoading)
    _ = step(B.self, &state, .finished(.success))
    #expect(!state.isLoading)
    #expect(state.toast?.message == "Verification email sent")
  }

  @Test func appleTokenGoesToSignInWithApple() {
    var (state, effects) = drive(B.self, config, [.appleTapped])
    #expect(effects == [.requestApple])
    #expect(step(B.self, &state, .appleCompleted(idToken: nil)).isEmpty)
    #expect(
      step(B.self, &state, .appleCompleted(idToken: "t")).first == .signInWithApple(idToken: "t"))
  }
}
