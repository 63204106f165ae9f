extension ResetPasswordBlock {
  /// User input, host results and time.
  public enum Event: Sendable, Equatable {
    /// The email changed.
    case emailChanged(String)
    /// The code field changed.
    case codeChanged(String)
    /// The new password changed.
    case passwordChanged(String)
    /// The confirm field changed.
    case confirmChanged(String)
    /// Focus moved.
    case focusChanged(Field?)
    /// Return was pressed in the focused field.
    case returnPressed
    /// The reveal eye was tapped.
    case revealTapped
    /// The step's button was tapped (Send code, Verify code, Save password, Sign in).
    case buttonTapped
    /// `onSendCode` ended (for Send code).
    case sendCodeFinished(Outcome)
    /// `onVerifyCode` ended.
    case verifyFinished(Outcome)
    /// `onSetPassword` ended.
    case setPasswordFinished(Outcome)
    /// Resend code was tapped.
    case resendTapped
    /// `onSendCode` ended (for Resend code).
    case resendFinished(Outcome)
    /// Back was tapped.
    case backTapped
    /// Time passed.
    case tick(Double)
    /// Reduce Motion was turned on or off.
    case reduceMotionChanged(Bool)
  }

  /// What the block asks the host to do.
  public enum Effect: BlockEffect {
    /// Run `onSendCode` with the trimmed email (also for Resend code).
    case callOnSendCode(String)
    /// Run `onVerifyCode`.
    case callOnVerifyCode(Verification)
    /// Run `onSetPassword`.
    case callOnSetPassword(NewPassword)
    /// Run `onSignIn` (the done state's button).
    case callOnSignIn
    /// Start delivering ticks for a countdown of this many seconds.
    case startCountdown(Double)
    /// Stop the countdown's ticks.
    case stopCountdown
    /// Focus, a haptic, an announcement or an animation.
    case shared(SharedEffect<Field>)
  }

  /// The event that advances time.
  public static func tick(_ seconds: Double) -> Event { .tick(seconds) }

  /// The initial state for `configuration`.
  public static func initialState(_ configuration: Configuration) -> State { State(configuration) }
}
