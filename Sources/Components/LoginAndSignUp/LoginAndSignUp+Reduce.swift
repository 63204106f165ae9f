extension LoginAndSignUp {
  /// Applies `event` to `state` and returns the effects, in order. Pure: no clock, no I/O.
  public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    switch event {
    case .accountChanged(let text):
      state.account = text
      return []
    case .passwordChanged(let text):
      state.password = text
      return []
    case .resetEmailChanged(let text):
      state.resetEmail = text
      return []
    case .newPasswordChanged(let text):
      state.newPassword = text
      return []

    case .submitted:
      guard state.screen == .signIn, state.isValidInput, !state.isLoading else { return [] }
      return signIn(&state)

    case .signInTapped:
      guard state.screen == .signIn, !state.isSignInDisabled else { return [] }
      return signIn(&state)

    case .appleTapped:
      guard state.screen == .signIn, state.configuration.hasApple, !state.isLoading else {
        return []
      }
      return [.requestApple]

    case .appleCompleted(let token):
      guard state.screen == .signIn, state.configuration.hasApple, !state.isLoading, let token
      else { return [] }
      state.running = .apple
      return [.signInWithApple(idToken: token), snappy]

    case .signUpTapped:
      guard state.screen == .signUp, state.isValidInput, !state.isLoading else { return [] }
      state.running = .signUp
      return [.signUp(email: TextCheck.trimmed(state.account), password: state.password), snappy]

    case .showSignUp:
      return go(&state, to: .signUp, from: .trailing)
    case .showSignIn:
      return go(&state, to: .signIn, from: .leading)
    case .showForgotPassword:
      guard state.screen == .signIn else { return [] }
      if state.resetEmail.isEmpty { state.resetEmail = state.account }
      return go(&state, to: .forgotPassword, from: .trailing)

    case .resetTapped:
      guard state.screen == .forgotPassword, state.isValidReset, !state.isLoading else { return [] }
      state.running = .reset
      return [
        .resetPassword(email: TextCheck.trimmed(state.resetEmail), newPassword: state.newPassword),
        snappy,
      ]

    case .resendTapped:
      guard state.screen == .verifyEmail, !state.isLoading else { return [] }
      state.running = .resend
      return [.resendVerificationEmail(state.verifyAddress), snappy]

    case .finished(let result):
      guard let request = state.running else { return [] }
      state.running = nil
      return finished(&state, request, result)

    case .appBecameActive:
      return state.screen == .verifyEmail ? [.refreshSession] : []

    case .alertDismissed:
      state.alert = nil
      return [snappy]

    case .tick(let seconds):
      guard var toast = state.toast else { return [] }
      toast.shown += seconds
      if toast.shown >= state.configuration.toastDuration {
        state.toast = nil
        return [snappy]
      }
      state.toast = toast
      return []

    case .reduceMotionChanged(let on):
      state.reduceMotion = on
      return []
    }
  }

  private static func signIn(_ state: inout State) -> [Effect] {
    state.running = .signIn
    return [
      .signIn(email: TextCheck.trimmed(state.account), password: state.password),
      .animate(.change(.snappy, reduceMotion: state.reduceMotion)),
    ]
  }

  private static func go(_ state: inout State, to screen: Screen, from edge: Animation.Edge)
    -> [Effect]
  {
    guard state.screen != screen, !state.isLoading else { return [] }
    state.screen = screen
    state.alert = nil
    return [.animate(.slide(edge, .smooth, reduceMotion: state.reduceMotion))]
  }

  private static func toast(_ state: inout State, _ message: String, success: Bool) -> [Effect] {
    state.toast = Toast(message: message, isSuccess: success)
    return [.announce(message)]
  }

  private static func alert(_ state: inout State, _ error: AuthError) -> [Effect] {
    state.alert = error.errorDescription
    return [.announce(error.errorDescription)]
  }

  private static func finished(_ state: inout State, _ request: Request, _ result: AuthResult)
    -> [Effect]
  {
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    switch (request, result) {
    case (.signIn, .success), (.apple, .success):
      state.password = ""
      return [.announce(Copy.signedIn), snappy]
    case (.signIn, .failure(.emailNotVerified)):
      state.verifyAddress = TextCheck.trimmed(state.account)
      return go(&state, to: .verifyEmail, from: .trailing) + [
        .announce(AuthError.emailNotVerified.errorDescription)
      ]
    case (.signUp, .success):
      state.password = ""
      let effects = go(&state, to: .signIn, from: .leading)
      return toast(&state, Copy.accountCreated, success: true) + effects
    case (.reset, .success):
      state.newPassword = ""
      return toast(&state, Copy.resetSent, success: true) + [snappy]
    case (.resend, .success):
      return toast(&state, Copy.verificationSent, success: true) + [snappy]
    case (.resend, .failure(let error)):
      return toast(&state, error.errorDescription, success: false) + [snappy]
    case (_, .failure(let error)):
      return alert(&state, error) + [snappy]
    }
  }
}
