/// The LoginAndSignUp module: sign in and sign up that slide between each other, email and
/// password with Apple ID, real-time checks, forgot password, email verification, toasts and an
/// error alert, dressed in the same SPTheme roles as the other blocks (spec: `login-and-sign-up.txt`).
public enum LoginAndSignUp: Block {
  /// `login`.
  public static let kind = BlockKind.login

  /// The module's screens.
  public enum Screen: String, Sendable, Equatable {
    /// SignInView.
    case signIn
    /// SignUpView.
    case signUp
    /// ForgotPwdView.
    case forgotPassword
    /// VerifyEmailView.
    case verifyEmail
  }

  /// The errors `AuthManager` throws, with the spec's texts.
  public enum AuthError: Sendable, Equatable, Error {
    /// "Invalid email or password".
    case invalidCredentials
    /// "Please verify your email address".
    case emailNotVerified
    /// "Network connection error".
    case networkError
    /// The server's own message.
    case unknownError(String)

    /// The text the alert shows.
    public var errorDescription: String {
      switch self {
      case .invalidCredentials: return Copy.invalidCredentials
      case .emailNotVerified: return Copy.emailNotVerified
      case .networkError: return Copy.networkError
      case .unknownError(let message): return message
      }
    }
  }

  /// How an `AuthManager` call ended.
  public enum AuthResult: Sendable, Equatable {
    /// It returned.
    case success
    /// It threw.
    case failure(AuthError)
  }

  /// A password rule of this module: 6–12 characters with a letter.
  public enum PasswordRule: String, Sendable, CaseIterable {
    /// 6 to 12 characters.
    case length
    /// At least one letter.
    case letter

    /// What the strength indicator shows.
    public var title: String {
      switch self {
      case .length: return Copy.lengthRule
      case .letter: return Copy.letterRule
      }
    }

    /// Whether `password` meets the rule.
    public func isMet(by password: String) -> Bool {
      switch self {
      case .length: return (6...12).contains(password.count)
      case .letter: return TextCheck.hasLetter(password)
      }
    }

    /// `validatePassword`: both rules.
    public static func validate(_ password: String) -> Bool {
      allCases.allSatisfy { $0.isMet(by: password) }
    }
  }

  /// Which optional parts are on.
  public struct Configuration: Sendable, Equatable {
    /// Apple ID sign-in on the sign-in screen.
    public var hasApple: Bool
    /// Seconds a toast stays.
    public var toastDuration: Double

    /// Creates a configuration.
    public init(hasApple: Bool = true, toastDuration: Double = 2) {
      self.hasApple = hasApple
      self.toastDuration = toastDuration
    }
  }

  /// The module as it ships: Apple ID on.
  public static let example = Configuration()

  /// A toast message.
  public struct Toast: Sendable, Equatable {
    /// The message.
    public var message: String
    /// Success (a check) or failure (a cross).
    public var isSuccess: Bool
    /// Seconds it has shown.
    public var shown: Double = 0
  }

  /// The module's wording, in one place.
  enum Copy {
    static let signInTitle = "Sign In"
    static let signUpTitle = "Sign Up"
    static let forgotTitle = "Forgot Password"
    static let verifyTitle = "Verify your email"
    static let email = "Email"
    static let password = "Password"
    static let newPassword = "New password"
    static let emailA11y = "Email input field"
    static let emailHint = "Enter your email address"
    static let invalidEmail = "Enter a valid email address"
    static let forgot = "Forgot password?"
    static let noAccount = "Don't have an account?"
    static let haveAccount = "Already have an account?"
    static let apple = "Sign in with Apple"
    static let sendReset = "Send Reset Request"
    static let backToSignIn = "Back to Sign In"
    static let resend = "Resend verification email"
    static func verifyLine(_ email: String) -> String {
      "We sent a verification link to \(email). Open it to finish, then come back."
    }
    static let accountCreated = "Account created. You can sign in now."
    static let resetSent = "Check your email to confirm your new password."
    static let verificationSent = "Verification email sent"
    static let signingIn = "Signing in"
    static let signingUp = "Signing up"
    static let sending = "Sending"
    static let signedIn = "Signed in"
    static let lengthRule = "6–12 characters"
    static let letterRule = "Contains a letter"
    static let invalidCredentials = "Invalid email or password"
    static let emailNotVerified = "Please verify your email address"
    static let networkError = "Network connection error"
    static let alertTitle = "Error"
    static let ok = "OK"
    static let or = "or"
  }
}
