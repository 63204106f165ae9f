extension LoginAndSignUp {
  /// Everything the module remembers.
  public struct State: Sendable, Equatable {
    /// The configuration.
    public internal(set) var configuration: Configuration
    /// The screen showing.
    public internal(set) var screen = Screen.signIn
    /// The email of sign in and sign up.
    public internal(set) var account = ""
    /// The password of sign in and sign up.
    public internal(set) var password = ""
    /// The forgot-password email.
    public internal(set) var resetEmail = ""
    /// The forgot-password new password.
    public internal(set) var newPassword = ""
    /// The address waiting for verification.
    public internal(set) var verifyAddress = ""
    /// The request running, if any.
    public internal(set) var running: Request?
    /// The toast showing.
    public internal(set) var toast: Toast?
    /// The error alert's message, while it shows.
    public internal(set) var alert: String?
    /// Whether Reduce Motion is on.
    public internal(set) var reduceMotion = false

    /// The initial state.
    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// Whether a request is running (the loading indicator).
    public var isLoading: Bool { running != nil }

    /// `validateEmail` on the trimmed account.
    public var isValidEmail: Bool { TextCheck.emailProblem(account) == nil }
    /// Email valid and password 6–12 characters with a letter.
    public var isValidInput: Bool { isValidEmail && PasswordRule.validate(password) }
    /// Whether the forgot-password form can be sent.
    public var isValidReset: Bool {
      TextCheck.emailProblem(resetEmail) == nil && PasswordRule.validate(newPassword)
    }
    /// Sign In is disabled while a field is empty or a request runs.
    public var isSignInDisabled: Bool { account.isEmpty || password.isEmpty || isLoading }
  }

  /// An `AuthManager` request in flight.
  public enum Request: String, Sendable, Equatable {
    /// Email and password sign-in.
    case signIn
    /// Apple ID sign-in.
    case apple
    /// Registration.
    case signUp
    /// The reset request.
    case reset
    /// Resend verification email.
    case resend
  }

  /// User input, `AuthManager` results and time.
  public enum Event: Sendable, Equatable {
    /// The email changed (sign in and sign up).
    case accountChanged(String)
    /// The password changed (sign in and sign up).
    case passwordChanged(String)
    /// Return (Go) in the password field: signs in when the input is valid.
    case submitted
    /// Sign In was tapped.
    case signInTapped
    /// Sign in with Apple was tapped.
    case appleTapped
    /// Apple's sheet ended with an identity token, or nil when it failed or was closed.
    case appleCompleted(idToken: String?)
    /// Sign Up was tapped.
    case signUpTapped
    /// "Sign Up" under sign in was tapped.
    case showSignUp
    /// "Sign In" under sign up (or Back to Sign In) was tapped.
    case showSignIn
    /// "Forgot password?" was tapped.
    case showForgotPassword
    /// The forgot-password email changed.
    case resetEmailChanged(String)
    /// The forgot-password new password changed.
    case newPasswordChanged(String)
    /// Send Reset Request was tapped.
    case resetTapped
    /// Resend verification email was tapped.
    case resendTapped
    /// An `AuthManager` call ended.
    case finished(AuthResult)
    /// The app became active again (after the person opened the link in Mail).
    case appBecameActive
    /// The alert's OK was tapped.
    case alertDismissed
    /// Time passed.
    case tick(Double)
    /// Reduce Motion was turned on or off.
    case reduceMotionChanged(Bool)
  }

  /// What the module asks `AuthManager` and the platform to do.
  public enum Effect: BlockEffect {
    /// `authManager.signIn(email:password:)` with trimmed input.
    case signIn(email: String, password: String)
    /// Present Apple's sheet asking for the full name and email.
    case requestApple
    /// `authManager.signInWithApple(idToken:)`.
    case signInWithApple(idToken: String)
    /// `authManager.signUp(email:password:)`.
    case signUp(email: String, password: String)
    /// The reset request with the email and the new password.
    case resetPassword(email: String, newPassword: String)
    /// `authManager.resendVerificationEmail(email:)`.
    case resendVerificationEmail(String)
    /// Refresh the session to see whether the email is verified.
    case refreshSession
    /// An announcement or an animation (the module keeps no focus and plays no haptics).
    case shared(SharedEffect<Never>)
  }

  /// The event that advances time.
  public static func tick(_ seconds: Double) -> Event { .tick(seconds) }

  /// The initial state for `configuration`.
  public static func initialState(_ configuration: Configuration) -> State { State(configuration) }
}
