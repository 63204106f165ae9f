extension SignInBlock {
  /// User input, host results and time.
  public enum Event: Sendable, Equatable {
    /// The name field changed.
    case nameChanged(String)
    /// The email field changed (typing, AutoFill or the host's binding).
    case emailChanged(String)
    /// The password field changed (typing or AutoFill).
    case passwordChanged(String)
    /// Focus moved (a tap on a field, or nil when the keyboard is dismissed).
    case focusChanged(Field?)
    /// Return was pressed in the focused field.
    case returnPressed
    /// The reveal eye was tapped.
    case revealTapped
    /// Sign in (or Create account) was tapped.
    case submitTapped
    /// `onSignIn` or `onCreateAccount` ended.
    case submitFinished(Outcome)
    /// "Forgot password?" was tapped.
    case forgotPasswordTapped
    /// `onForgotPassword` ended.
    case forgotPasswordFinished(Outcome)
    /// Sign in with Apple was tapped.
    case appleTapped
    /// Apple's sheet was closed: it never reaches `onApple`.
    case appleSheetClosed
    /// Apple's sheet ended with an authorization (true) or a failure Apple reports (false).
    case appleCompleted(authorized: Bool)
    /// `onApple` ended.
    case appleFinished(Outcome)
    /// "Sign in with a passkey" was tapped.
    case passkeyTapped
    /// `onPasskey` ended (`ASAuthorizationError.canceled` is `.cancelled`).
    case passkeyFinished(Outcome)
    /// The Create account / Sign in link under the card was tapped.
    case modeLinkTapped
    /// The host's mode binding changed.
    case modeSet(Mode)
    /// Time passed.
    case tick(Double)
    /// Reduce Motion was turned on or off.
    case reduceMotionChanged(Bool)
  }

  /// A scope Sign in with Apple asks for.
  public enum AppleScope: String, Sendable, Equatable {
    /// The person's name.
    case fullName
    /// The person's email.
    case email
  }

  /// What the block asks the host to do.
  public enum Effect: BlockEffect {
    /// Run `onSignIn`.
    case callOnSignIn(Credentials)
    /// Run `onCreateAccount`.
    case callOnCreateAccount(NewAccount)
    /// Run `onForgotPassword` with the trimmed email.
    case callOnForgotPassword(String)
    /// Present Apple's sheet with these scopes.
    case requestApple(scopes: [AppleScope])
    /// Run `onAppleRequest` to set a nonce or change the scopes.
    case callOnAppleRequest
    /// Run `onApple` with Apple's result (an authorization, or Apple's failure).
    case callOnApple(authorized: Bool)
    /// Run `onPasskey`.
    case callOnPasskey
    /// Run `onSuccess`, about a second after a success.
    case callOnSuccess
    /// Write the host's mode binding.
    case setMode(Mode)
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
