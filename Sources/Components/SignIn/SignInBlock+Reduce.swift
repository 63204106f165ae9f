extension SignInBlock {
  /// Applies `event` to `state` and returns the effects, in order. Pure: no clock, no I/O.
  public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    switch event {
    case .nameChanged(let name):
      state.name = name
      return []

    case .emailChanged(let email):
      state.email = email
      if case .sent(let address) = state.forgot, address != TextCheck.trimmed(email) {
        state.forgot = .idle
      } else if case .failed = state.forgot {
        state.forgot = .idle
      }
      return state.configuration.bindsEmail ? [.setEmail(email)] : []

    case .passwordChanged(let password):
      state.password = password
      return []

    case .focusChanged(let field):
      state.focus = field.flatMap { state.fields.contains($0) ? $0 : nil }
      return []

    case .returnPressed:
      guard let focus = state.focus, let index = state.fields.firstIndex(of: focus) else {
        return []
      }
      if index + 1 < state.fields.count {
        let next = state.fields[index + 1]
        state.focus = next
        return [.focus(next)]
      }
      return submit(&state)

    case .revealTapped:
      state.isPasswordRevealed.toggle()
      return []

    case .submitTapped:
      return submit(&state)

    case .submitFinished(let outcome):
      return finish(&state, \.submit, outcome, failing: Copy.signInFailed)

    case .forgotPasswordTapped:
      guard state.configuration.hasForgotPassword, state.mode == .signIn, state.forgot != .sending
      else { return [] }
      if let problem = state.problem(.email) {
        state.emailCheckForced = true
        state.focus = .email
        return [.focus(.email), .haptic(.warning), .announce(problem), snappy]
      }
      state.forgot = .sending
      return [.callOnForgotPassword(TextCheck.trimmed(state.email)), snappy]

    case .forgotPasswordFinished(let outcome):
      guard state.forgot == .sending else { return [] }
      let address = TextCheck.trimmed(state.email)
      switch outcome {
      case .success: state.forgot = .sent(address)
      case .failure(let message): state.forgot = .failed(message ?? Copy.resetFailed)
      case .cancelled: state.forgot = .idle
      }
      return outcome.effects(
        failing: Copy.resetFailed, landed: [.announce(Copy.resetConfirmation(address))],
        reduceMotion: state.reduceMotion)

    case .appleTapped:
      guard state.configuration.hasApple, !state.isBusy else { return [] }
      state.apple.start()
      var effects: [Effect] = [.requestApple(scopes: [.fullName, .email])]
      if state.configuration.hasAppleRequest { effects.append(.callOnAppleRequest) }
      return effects + [snappy]

    case .appleSheetClosed:
      return state.apple.finish(
        .cancelled, failing: Copy.appleFailed, reduceMotion: state.reduceMotion)

    case .appleCompleted(let authorized):
      guard state.apple.isRunning else { return [] }
      return [.callOnApple(authorized: authorized)]

    case .appleFinished(let outcome):
      return finish(&state, \.apple, outcome, failing: Copy.appleFailed)

    case .passkeyTapped:
      guard state.configuration.hasPasskey, state.mode == .signIn, !state.isBusy else { return [] }
      state.passkey.start()
      return [.callOnPasskey, snappy]

    case .passkeyFinished(let outcome):
      return finish(&state, \.passkey, outcome, failing: Copy.signInFailed)

    case .modeLinkTapped:
      let next: Mode = state.mode == .signIn ? .createAccount : .signIn
      return changeMode(&state, to: next, fromHost: false)

    case .modeSet(let mode):
      return changeMode(&state, to: mode, fromHost: true)

    case .tick(let seconds):
      guard let held = state.successHeld else { return [] }
      let total = held + seconds
      guard total >= Timing.successHold else {
        state.successHeld = total
        return []
      }
      state.successHeld = nil
      state.submit.phase = .rest
      state.apple.phase = .rest
      state.passkey.phase = .rest
      state.password = ""
      state.isPasswordRevealed = false
      state.hasSubmitted = false
      state.emailCheckForced = false
      return (state.configuration.hasSuccess ? [.callOnSuccess] : []) + [snappy]

    case .reduceMotionChanged(let on):
      state.reduceMotion = on
      return []
    }
  }

  /// Sign in or Create account: refuse with field errors, or run the host's closure.
  private static func submit(_ state: inout State) -> [Effect] {
    guard !state.isBusy else { return [] }
    state.hasSubmitted = true
    state.submit.error = nil
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    let problems = state.fields.compactMap { field in state.problem(field).map { (field, $0) } }
    if let first = problems.first {
      state.focus = first.0
      let spoken = problems.map(\.1).joined(separator: " ")
      return [.focus(first.0), .haptic(.warning), .announce(spoken), snappy]
    }
    state.submit.start()
    if state.mode == .signIn {
      let credentials = Credentials(email: TextCheck.trimmed(state.email), password: state.password)
      return [.callOnSignIn(credentials), snappy]
    }
    return [.callOnCreateAccount(state.newAccount), snappy]
  }

  /// Ends a running sign-in: "Signed in" and a held check on success.
  private static func finish(
    _ state: inout State, _ call: WritableKeyPath<State, HostCall>, _ outcome: Outcome,
    failing defaultMessage: String
  ) -> [Effect] {
    guard state[keyPath: call].isRunning else { return [] }
    if outcome == .success { state.successHeld = 0 }
    return state[keyPath: call].finish(
      outcome, failing: defaultMessage, landed: [.haptic(.success), .announce(Copy.signedIn)],
      reduceMotion: state.reduceMotion)
  }

  private static func changeMode(_ state: inout State, to mode: Mode, fromHost: Bool) -> [Effect] {
    guard state.mode != mode, state.configuration.hasCreateAccount, !state.isBusy else { return [] }
    state.mode = mode
    state.hasSubmitted = false
    state.emailCheckForced = false
    state.submit.error = nil
    state.passkey.error = nil
    state.forgot = .idle
    if state.focus == .name, mode == .signIn { state.focus = .email }
    var effects: [Effect] = []
    if state.configuration.bindsMode, !fromHost { effects.append(.setMode(mode)) }
    effects.append(.haptic(.selection))
    effects.append(.animate(.change(.smooth, reduceMotion: state.reduceMotion)))
    return effects
  }
}
