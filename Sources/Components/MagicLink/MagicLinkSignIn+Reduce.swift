extension MagicLinkSignIn {
  /// Applies `event` to `state` and returns the effects, in order. Pure: no clock, no I/O.
  public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
    let snappy = Effect.animate(.change(.snappy, reduceMotion: state.reduceMotion))
    let smooth = Effect.animate(.change(.smooth, reduceMotion: state.reduceMotion))
    switch event {
    case .emailChanged(let email):
      state.email = email
      return state.configuration.bindsEmail ? [.setEmail(email)] : []

    case .focusChanged(let field):
      state.focus = field
      return []

    case .returnPressed, .continueTapped:
      guard state.phase == .form, !state.isBusy else { return [] }
      state.hasSubmitted = true
      state.send.error = nil
      if let problem = state.emailProblem {
        state.focus = .email
        return [.focus(.email), .haptic(.warning), .announce(problem), snappy]
      }
      state.send.start()
      return [.callOnSendLink(TextCheck.trimmed(state.email)), snappy]

    case .sendFinished(let outcome):
      guard state.send.isRunning else { return [] }
      if outcome == .success { state.sendHeld = 0 }
      return state.send.finish(outcome, failing: Copy.sendFailed, reduceMotion: state.reduceMotion)

    case .resendTapped:
      guard state.phase == .sent, state.resendRemaining <= 0, !state.isResending else { return [] }
      state.isResending = true
      state.sentError = nil
      state.resendError = nil
      return [.callOnSendLink(state.sentTo), snappy]

    case .resendFinished(let outcome):
      guard state.isResending else { return [] }
      state.isResending = false
      if outcome == .success {
        state.resent = true
        state.resendRemaining = state.configuration.resendAfter
      }
      state.resendError = outcome.message(failing: Copy.sendFailed)
      return outcome.effects(
        failing: Copy.sendFailed,
        landed: [.announce(Copy.sentAgain), .startCountdown(state.configuration.resendAfter)],
        reduceMotion: state.reduceMotion)

    case .openMailTapped:
      guard state.phase == .sent, !state.isMailFolded, state.link == .rest else { return [] }
      return [state.configuration.hasOpenMail ? .callOnOpenMail : .openURL("message://")]

    case .openMailRefused:
      guard !state.configuration.hasOpenMail else { return [] }
      state.isMailFolded = true
      return [snappy]

    case .enterCodeTapped:
      guard state.phase == .sent, state.configuration.hasVerifyCode, !state.isCodeOpen else {
        return []
      }
      state.isCodeOpen = true
      state.focus = .code
      return [.focus(.code), snappy]

    case .codeChanged(let text):
      guard state.isCodeOpen, state.verify.phase == .rest, state.successHeld == nil else {
        return []
      }
      let digits = TextCheck.digits(text, length: state.codeLength)
      if digits != state.code, !digits.isEmpty { state.verify.error = nil }
      state.code = digits
      guard digits.count == state.codeLength, state.link == .rest else { return [] }
      state.verify.start()
      return [.callOnVerifyCode(CodeAttempt(email: state.sentTo, code: digits)), snappy]

    case .verifyFinished(let outcome):
      guard state.verify.isRunning else { return [] }
      let effects = state.verify.finish(
        outcome, failing: Copy.codeFailed, landed: signedIn, reduceMotion: state.reduceMotion)
      switch outcome {
      case .success:
        state.successHeld = 0
      case .failure:
        state.code = ""
        state.focus = .code
        return [.focus(.code)] + effects
      case .cancelled:
        break
      }
      return effects

    case .linkOpened(let url):
      guard state.configuration.hasOnLink, state.configuration.linkMatches.matches(url),
        !state.isBusy
      else { return [] }
      state.link = .running
      state.sentError = nil
      return [.callOnLink(url), snappy]

    case .linkFinished(let outcome):
      guard state.link == .running else { return [] }
      // The link has no line of its own: a failure shows where the card's error shows.
      state.link = outcome == .success ? .done : .rest
      if outcome == .success { state.successHeld = 0 }
      if let text = outcome.message(failing: Copy.linkFailed) {
        if state.phase == .sent { state.sentError = text } else { state.send.error = text }
      }
      return outcome.effects(
        failing: Copy.linkFailed, landed: signedIn, reduceMotion: state.reduceMotion)

    case .differentEmailTapped:
      guard state.phase == .sent, !state.isBusy else { return [] }
      state.phase = .form
      state.hasSubmitted = false
      state.send.error = nil
      state.sentError = nil
      state.resendError = nil
      state.isCodeOpen = false
      state.code = ""
      state.verify.error = nil
      state.resent = false
      state.resendRemaining = 0
      state.focus = .email
      return [.stopCountdown, .focus(.email), smooth]

    case .tick(let seconds):
      return tick(&state, seconds)

    case .reduceMotionChanged(let on):
      state.reduceMotion = on
      return []
    }
  }

  /// What a link or code that signed in plays and says before its check is held.
  private static let signedIn: [Effect] = [.haptic(.success), .announce(Copy.signedIn)]

  private static func tick(_ state: inout State, _ seconds: Double) -> [Effect] {
    var effects: [Effect] = []
    if let held = state.sendHeld {
      if held + seconds >= Timing.briefCheck {
        state.sendHeld = nil
        state.send.phase = .rest
        state.phase = .sent
        state.sentTo = TextCheck.trimmed(state.email)
        state.resendRemaining = state.configuration.resendAfter
        state.resent = false
        state.focus = nil
        let line = Copy.sentLine(state.sentTo, lifetime: state.configuration.linkLifetimeMinutes)
        effects += [
          .startCountdown(state.configuration.resendAfter),
          .announce("\(Copy.checkInbox). \(line)"),
          .animate(.change(.smooth, reduceMotion: state.reduceMotion)),
        ]
      } else {
        state.sendHeld = held + seconds
      }
    } else if state.phase == .sent, state.resendRemaining > 0 {
      state.resendRemaining = max(0, state.resendRemaining - seconds)
      if state.resendRemaining == 0 { effects.append(.stopCountdown) }
    }
    if let held = state.successHeld {
      if held + seconds >= Timing.successHold {
        state.successHeld = nil
        if state.configuration.hasSuccess { effects.append(.callOnSuccess) }
      } else {
        state.successHeld = held + seconds
      }
    }
    return effects
  }
}
