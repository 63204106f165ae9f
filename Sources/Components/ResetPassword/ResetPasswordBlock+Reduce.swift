extension ResetPasswordBlock {
  /// Applies `event` to `state` and returns the effects, in order. Pure: no clock, no I/O.
  public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    let busy = state.button.phase != .rest || state.held != nil
    switch event {
    case .emailChanged(let email):
      guard state.step == .email, !busy else { return [] }
      state.email = email
      return []

    case .codeChanged(let text):
      guard state.step == .code, !busy else { return [] }
      let digits = TextCheck.digits(text, length: state.codeLength)
      if !digits.isEmpty, digits != state.code { state.button.error = nil }
      state.code = digits
      return digits.count == state.codeLength ? press(&state) : []

    case .passwordChanged(let password):
      guard state.step == .newPassword, !busy else { return [] }
      state.password = password
      return []

    case .confirmChanged(let confirm):
      guard state.step == .newPassword, !busy else { return [] }
      state.confirm = confirm
      return []

    case .focusChanged(let field):
      state.focus = field
      return []

    case .returnPressed:
      if state.step == .newPassword, state.focus == .password {
        state.focus = .confirm
        return [.focus(.confirm)]
      }
      return state.step == .done ? [] : press(&state)

    case .revealTapped:
      state.isPasswordRevealed.toggle()
      return []

    case .buttonTapped:
      return press(&state)

    case .sendCodeFinished(let outcome):
      guard state.step == .email else { return [] }
      return finish(&state, outcome, failing: Copy.sendFailed, landed: [.announce(Copy.codeSent)])

    case .verifyFinished(let outcome):
      guard state.step == .code else { return [] }
      let effects = finish(&state, outcome, failing: Copy.codeFailed)
      if case .failure = outcome {
        state.code = ""
        state.focus = .code
        return [.focus(.code)] + effects
      }
      if outcome == .success { state.verifiedCode = state.code }
      return effects

    case .setPasswordFinished(let outcome):
      guard state.step == .newPassword else { return [] }
      let effects = finish(
        &state, outcome, failing: Copy.saveFailed, landed: [.announce(Copy.passwordUpdated)])
      return outcome == .success ? [.haptic(.success)] + effects : effects

    case .resendTapped:
      guard state.step == .code, state.resendRemaining <= 0, !state.isResending, !busy else {
        return []
      }
      state.isResending = true
      state.button.error = nil
      state.resendError = nil
      return [.callOnSendCode(TextCheck.trimmed(state.email)), snappy]

    case .resendFinished(let outcome):
      guard state.isResending else { return [] }
      state.isResending = false
      if outcome == .success { state.resendRemaining = state.configuration.resendAfter }
      state.resendError = outcome.message(failing: Copy.sendFailed)
      return outcome.effects(
        failing: Copy.sendFailed,
        landed: [.announce(Copy.codeSent), .startCountdown(state.configuration.resendAfter)],
        reduceMotion: state.reduceMotion)

    case .backTapped:
      guard state.step == .code || state.step == .newPassword, !busy else { return [] }
      state.button.error = nil
      state.code = ""
      state.isResending = false
      state.resendError = nil
      if state.step == .code {
        state.step = .email
        state.resendRemaining = 0
        state.focus = .email
        return [.stopCountdown, .focus(.email), .haptic(.selection), slide(.leading, state)]
      }
      state.step = .code
      state.password = ""
      state.confirm = ""
      state.passwordSubmitted = false
      state.focus = .code
      return [.focus(.code), .haptic(.selection), slide(.leading, state)]

    case .tick(let seconds):
      var effects: [Effect] = []
      if state.resendRemaining > 0 {
        state.resendRemaining = max(0, state.resendRemaining - seconds)
        if state.resendRemaining == 0 { effects.append(.stopCountdown) }
      }
      if let held = state.held {
        if held + seconds >= Timing.briefCheck {
          effects += advance(&state)
        } else {
          state.held = held + seconds
        }
      }
      return effects

    case .reduceMotionChanged(let on):
      state.reduceMotion = on
      return []
    }
  }

  /// The step's button: refuse with a warning, or run the step's closure.
  private static func press(_ state: inout State) -> [Effect] {
    guard state.button.phase == .rest, state.held == nil else { return [] }
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    func refuse(_ message: String, focus: Field) -> [Effect] {
      state.focus = focus
      return [.focus(focus), .haptic(.warning), .announce(message), snappy]
    }
    switch state.step {
    case .email:
      state.emailSubmitted = true
      state.button.error = nil
      if let problem = state.emailProblem { return refuse(problem, focus: .email) }
      state.button.start()
      return [.callOnSendCode(TextCheck.trimmed(state.email)), snappy]
    case .code:
      guard state.code.count == state.codeLength else {
        return refuse(Copy.enterCode(state.codeLength), focus: .code)
      }
      state.button.start()
      return [
        .callOnVerifyCode(Verification(email: TextCheck.trimmed(state.email), code: state.code)),
        snappy,
      ]
    case .newPassword:
      state.passwordSubmitted = true
      state.button.error = nil
      guard state.canSave else {
        let unmet = state.ruleStates.allSatisfy(\.met)
        return refuse(Copy.unmet, focus: unmet ? .confirm : .password)
      }
      state.button.start()
      return [
        .callOnSetPassword(
          NewPassword(
            email: TextCheck.trimmed(state.email), code: state.verifiedCode,
            password: state.password)),
        snappy,
      ]
    case .done:
      return state.configuration.hasSignIn ? [.callOnSignIn] : []
    }
  }

  /// Ends the step's closure: on success its check is held briefly before the next step.
  private static func finish(
    _ state: inout State, _ outcome: Outcome, failing defaultMessage: String, landed: [Effect] = []
  ) -> [Effect] {
    guard state.button.isRunning else { return [] }
    if outcome == .success { state.held = 0 }
    return state.button.finish(
      outcome, failing: defaultMessage, landed: landed, reduceMotion: state.reduceMotion)
  }

  /// After the brief check: the next step slides in.
  private static func advance(_ state: inout State) -> [Effect] {
    state.held = nil
    state.button = HostCall()
    var effects: [Effect] = []
    switch state.step {
    case .email:
      state.step = .code
      state.code = ""
      state.resendRemaining = state.configuration.resendAfter
      state.focus = .code
      effects = [.startCountdown(state.configuration.resendAfter), .focus(.code)]
    case .code:
      state.step = .newPassword
      state.resendRemaining = 0
      state.focus = .password
      effects = [.stopCountdown, .focus(.password)]
    case .newPassword:
      state.step = .done
      state.focus = nil
      effects = [.focus(nil)]
    case .done:
      return []
    }
    return effects + [.haptic(.selection), slide(.trailing, state)]
  }

  private static func slide(_ edge: Animation.Edge, _ state: State) -> Effect {
    .animate(.slide(edge, .smooth, reduceMotion: state.reduceMotion))
  }
}
