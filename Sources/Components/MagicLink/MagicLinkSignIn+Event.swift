extension MagicLinkSignIn {
  /// User input, host results and time.
  public enum Event: Sendable, Equatable {
    /// The email changed.
    case emailChanged(String)
    /// Focus moved.
    case focusChanged(Field?)
    /// Return ("Continue") was pressed in the email.
    case returnPressed
    /// Continue with email was tapped.
    case continueTapped
    /// `onSendLink` ended (for Continue).
    case sendFinished(Outcome)
    /// Resend was tapped.
    case resendTapped
    /// `onSendLink` ended (for Resend).
    case resendFinished(Outcome)
    /// Open Mail was tapped.
    case openMailTapped
    /// No app took `message://`.
    case openMailRefused
    /// "Enter a code instead" was tapped.
    case enterCodeTapped
    /// The code field changed (typing or AutoFill from Mail).
    case codeChanged(String)
    /// `onVerifyCode` ended.
    case verifyFinished(Outcome)
    /// The app was opened with a URL (custom scheme or universal link).
    case linkOpened(String)
    /// `onLink` ended.
    case linkFinished(Outcome)
    /// "Use a different email" was tapped.
    case differentEmailTapped
    /// Time passed.
    case tick(Double)
    /// Reduce Motion was turned on or off.
    case reduceMotionChanged(Bool)
  }

  /// What the block asks the host to do.
  public enum Effect: BlockEffect {
    /// Run `onSendLink` with the trimmed email (also for Resend).
    case callOnSendLink(String)
    /// Run `onVerifyCode`.
    case callOnVerifyCode(CodeAttempt)
    /// Run `onLink` with the URL.
    case callOnLink(String)
    /// Run `onOpenMail`.
    case callOnOpenMail
    /// Open a URL with the environment's openURL (`message://`).
    case openURL(String)
    /// Run `onSuccess`.
    case callOnSuccess
    /// Start delivering ticks for a countdown of this many seconds.
    case startCountdown(Double)
    /// Stop the countdown's ticks.
    case stopCountdown
    /// Write the host's email binding.
    case setEmail(String)
    /// Focus, a haptic, an announcement or an animation.
    case shared(SharedEffect<Field>)
  }

  /// The event that advances time.
  public static func tick(_ seconds: Double) -> Event { .tick(seconds) }

  /// The initial state for `configuration`.
  public static func initialState(_ configuration: Configuration) -> State { State(configuration) }
}
