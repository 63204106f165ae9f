extension LoginAndSignUp {
  /// A stand-in `AuthManager`: a password without a letter or outside 6–12 characters is
  /// refused as invalid credentials, an address starting with `new` is not verified yet, and
  /// everything else succeeds, each after a second.
  public static let exampleAuth = ExampleAuth<LoginAndSignUp> { effect, _ in
    typealias Answer = ExampleAuth<LoginAndSignUp>.Answer
    switch effect {
    case .signIn(let email, let password):
      if !PasswordRule.validate(password) {
        return [Answer(after: 1, event: .finished(.failure(.invalidCredentials)))]
      }
      if email.hasPrefix("new") {
        return [Answer(after: 1, event: .finished(.failure(.emailNotVerified)))]
      }
      return [Answer(after: 1, event: .finished(.success))]
    case .signInWithApple, .signUp, .resetPassword, .resendVerificationEmail:
      return [Answer(after: 1, event: .finished(.success))]
    case .requestApple:
      return [Answer(after: 1, event: .appleCompleted(idToken: "example-token"))]
    default:
      return []
    }
  }

  /// Every state the module implies, built from the initial state by events.
  public static var catalogue: [CatalogueState] {
    let email = "sam@easyapp.dev"
    let toSignUp: [ScriptStep<LoginAndSignUp>] = [.send(.showSignUp)]
    let unverified: [ScriptStep<LoginAndSignUp>] = [
      .send(.accountChanged("new.sam@easyapp.dev")), .send(.passwordChanged("swift6go")),
      .send(.signInTapped),
      .wait(1),
    ]
    return [
      entry(
        "sign-in", "Sign in",
        "Email, password, Sign In disabled while empty, Apple ID, Sign Up link.", []),
      entry(
        "sign-in-filled", "Sign in filled", "Both fields filled: Sign In enabled.",
        [.send(.accountChanged(email)), .send(.passwordChanged("swift6go"))]),
      entry(
        "sign-in-invalid-email", "Email format", "A malformed email is flagged as it is typed.",
        [.send(.accountChanged("sam@easyapp")), .send(.passwordChanged("swift6go"))]),
      entry(
        "sign-in-loading", "Signing in", "The loading indicator on Sign In.",
        [.send(.accountChanged(email)), .send(.passwordChanged("swift6go")), .send(.submitted)]),
      entry(
        "sign-in-error", "Error alert",
        "Invalid credentials: the Error alert with the AuthError text.",
        [
          .send(.accountChanged(email)), .send(.passwordChanged("12345678")), .send(.signInTapped),
          .wait(1),
        ]),
      entry(
        "sign-in-network-error", "Network error", "A network failure's alert.", auth: false,
        [
          .send(.accountChanged(email)), .send(.passwordChanged("swift6go")), .send(.signInTapped),
          .send(.finished(.failure(.networkError))),
        ]),
      entry(
        "apple-signing-in", "Apple ID", "Apple's token goes to signInWithApple.",
        [.send(.appleTapped), .wait(1)]),
      entry(
        "sign-up", "Sign up", "Slid in from the trailing edge: email, password and its rules.",
        toSignUp),
      entry(
        "sign-up-invalid", "Sign up invalid",
        "Red stroke on a malformed email, rules unmet, Sign Up disabled.",
        toSignUp + [.send(.accountChanged("sam@easyapp")), .send(.passwordChanged("12345"))]),
      entry(
        "sign-up-valid", "Sign up valid", "The email reads right and both rules are met.",
        toSignUp + [.send(.accountChanged(email)), .send(.passwordChanged("swift6go"))]),
      entry(
        "sign-up-loading", "Signing up", "Sign Up's loading indicator.",
        toSignUp + [
          .send(.accountChanged(email)), .send(.passwordChanged("swift6go")), .send(.signUpTapped),
        ]),
      entry(
        "signed-up", "Signed up", "Back on the login page with a success toast.",
        toSignUp + [
          .send(.accountChanged(email)), .send(.passwordChanged("swift6go")), .send(.signUpTapped),
          .wait(1),
        ]),
      entry(
        "forgot-password", "Forgot password",
        "The email carried over, a new password with its rules.",
        [
          .send(.accountChanged(email)), .send(.showForgotPassword),
          .send(.newPasswordChanged("swift")),
        ]),
      entry(
        "forgot-password-sent", "Reset requested", "The reset request went out: a success toast.",
        [
          .send(.accountChanged(email)), .send(.showForgotPassword),
          .send(.newPasswordChanged("swift6go")),
          .send(.resetTapped), .wait(1),
        ]),
      entry(
        "verify-email", "Verify email",
        "Sign-in found the email unverified: the verification view.",
        unverified),
      entry(
        "verify-email-resending", "Resending", "Resend verification email is loading.",
        unverified + [.send(.resendTapped)]),
      entry(
        "verify-email-resent", "Resent", "The verification email went out again: a toast.",
        unverified + [.send(.resendTapped), .wait(1)]),
      entry(
        "accessibility-size", "Accessibility size", "Fields grow and messages wrap.",
        overrides: EnvironmentOverrides(isAccessibilitySize: true),
        toSignUp + [.send(.accountChanged("sam@easyapp")), .send(.passwordChanged("12345"))]),
    ]
  }
}
