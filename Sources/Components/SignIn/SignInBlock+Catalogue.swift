extension SignInBlock {
  /// The password Folio's stand-in auth refuses below this length.
  static let exampleMinimumLength = 8

  /// Folio's stand-in auth: refuses a password shorter than eight characters with "That email
  /// and password don't match.", accepts the rest, and answers every other closure with success,
  /// each after a second.
  public static let exampleAuth = ExampleAuth<SignInBlock> { effect, _ in
    typealias Answer = ExampleAuth<SignInBlock>.Answer
    switch effect {
    case .callOnSignIn(let credentials):
      let refused = credentials.password.count < exampleMinimumLength
      return [
        Answer(
          after: 1,
          event: .submitFinished(
            refused ? .failure("That email and password don't match.") : .success))
      ]
    case .callOnCreateAccount:
      return [Answer(after: 1, event: .submitFinished(.success))]
    case .callOnForgotPassword:
      return [Answer(after: 1, event: .forgotPasswordFinished(.success))]
    case .requestApple:
      return [Answer(after: 1, event: .appleCompleted(authorized: true))]
    case .callOnApple(let authorized):
      return [Answer(after: 0.5, event: .appleFinished(authorized ? .success : .failure(nil)))]
    case .callOnPasskey:
      return [Answer(after: 1, event: .passkeyFinished(.success))]
    default:
      return []
    }
  }

  /// The title of Folio's welcome screen for a mode: it changes with the mode it owns.
  public static func exampleTitle(_ mode: Mode) -> String {
    mode == .signIn ? "Welcome back" : "Create your account"
  }

  /// Every state the spec describes, built from the initial state by events.
  public static var catalogue: [CatalogueState] {
    let email = "mara@folio.app"
    let fill: [ScriptStep<SignInBlock>] = [
      .send(.focusChanged(.email)), .send(.emailChanged(email)), .send(.returnPressed),
      .send(.passwordChanged("paper-cranes-7")),
    ]
    let createFill: [ScriptStep<SignInBlock>] = [
      .send(.modeLinkTapped), .send(.focusChanged(.name)), .send(.nameChanged("Mara Lind")),
      .send(.returnPressed), .send(.emailChanged(email)), .send(.returnPressed),
    ]
    return [
      entry("rest", "Rest", "Folio's block as it opens: every option passed, fields quiet.", []),
      entry(
        "typing", "Typing", "Email and password filled, focus on the password (Return moved it).",
        fill),
      entry(
        "revealed", "Password revealed",
        "The reveal eye shows the password and reads \"Hide password\".",
        fill + [.send(.revealTapped)]),
      entry(
        "invalid", "Refused submit",
        "Sign in with a malformed email and no password: both errors show.",
        [.send(.emailChanged("mara@folio")), .send(.submitTapped)]),
      entry(
        "invalid-correcting", "Live re-validation",
        "After a refused submit the email is corrected: its error goes at once, the password's stays.",
        [.send(.emailChanged("mara@folio")), .send(.submitTapped), .send(.emailChanged(email))]),
      entry(
        "signing-in", "Signing in", "A spinner takes the label's place while onSignIn runs.",
        fill + [.send(.returnPressed)]),
      entry(
        "signed-in", "Signed in", "The check held for about a second before onSuccess.",
        fill + [.send(.submitTapped), .wait(1)]),
      entry(
        "settled", "Settled", "After onSuccess the block settles back with the password cleared.",
        fill + [.send(.submitTapped), .wait(1), .wait(1)]),
      entry(
        "failed", "Failed", "Folio's stand-in refuses a short password with its own message.",
        [
          .send(.emailChanged(email)), .send(.passwordChanged("short")), .send(.submitTapped),
          .wait(1),
        ]),
      entry(
        "failed-default", "Failed, default text",
        "onSignIn threw an error that is not a LocalizedError: the default text shows.",
        auth: false, fill + [.send(.submitTapped), .send(.submitFinished(.failure(nil)))]),
      entry(
        "reset-email-refused", "Forgot password, no email",
        "Forgot password with an empty email: the field says so and takes focus.",
        [.send(.forgotPasswordTapped)]),
      entry(
        "reset-sending", "Forgot password, sending",
        "The link shows a spinner while onForgotPassword runs.",
        [.send(.emailChanged(email)), .send(.forgotPasswordTapped)]),
      entry(
        "reset-sent", "Reset link sent", "\"Check your email\" and the address under the password.",
        [.send(.emailChanged(email)), .send(.forgotPasswordTapped), .wait(1)]),
      entry(
        "reset-failed", "Reset link failed",
        "onForgotPassword threw: its message shows under the field.",
        auth: false,
        [
          .send(.emailChanged(email)), .send(.forgotPasswordTapped),
          .send(
            .forgotPasswordFinished(.failure("We couldn't reach Folio. Check your connection."))),
        ]),
      entry(
        "apple-signing-in", "Apple, signing in", "Sign in with Apple shows its own progress.",
        [.send(.appleTapped)]),
      entry(
        "apple-signed-in", "Apple, signed in", "Sign in with Apple shows its own check.",
        [.send(.appleTapped), .wait(1.5)]),
      entry(
        "apple-failed", "Apple, failed", "A failure Apple reports shows the default Apple text.",
        auth: false,
        [
          .send(.appleTapped), .send(.appleCompleted(authorized: false)),
          .send(.appleFinished(.failure(nil))),
        ]),
      entry(
        "passkey-signing-in", "Passkey, signing in", "Sign in with a passkey runs onPasskey.",
        [.send(.passkeyTapped)]),
      entry(
        "create-account", "Create account",
        "The mode link adds a name field and the password rules.",
        [.send(.modeLinkTapped)]),
      entry(
        "create-account-typing", "Rules ticking", "Rules tick off as the password is typed.",
        createFill + [.send(.passwordChanged("lanterns"))]),
      entry(
        "create-account-refused", "Create account refused",
        "A submit finds a rule unmet: the unmet rule turns to the danger colour.",
        createFill + [.send(.passwordChanged("lanterns")), .send(.returnPressed)]),
      entry(
        "creating-account", "Creating account",
        "Every rule met: NewAccount goes to onCreateAccount.",
        createFill + [.send(.passwordChanged("lanterns-42")), .send(.returnPressed)]),
      entry(
        "minimal", "Only onSignIn",
        "No optional parts: no link, Apple, passkey, mode link or legal line.",
        configuration: Configuration(), []),
      entry(
        "redacted", "Redacted", "Grey shapes in the block's own layout while a session restores.",
        overrides: EnvironmentOverrides(redacted: true), []),
      entry(
        "accessibility-size", "Accessibility size",
        "The Forgot password link moves under the Password label, fields grow, messages wrap.",
        overrides: EnvironmentOverrides(isAccessibilitySize: true),
        [.send(.emailChanged("mara@folio")), .send(.submitTapped)]),
    ]
  }
}
