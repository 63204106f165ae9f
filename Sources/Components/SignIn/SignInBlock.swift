/// The Sign In block: one card with email and password, a reveal eye, "Forgot password?",
/// Sign in with Apple and a passkey, a Create account mode with live password rules, and a legal
/// line (spec: `sign-in-block.txt`).
public enum SignInBlock: Block {
  /// `sign-in`.
  public static let kind = BlockKind.signIn

  /// Sign in or Create account.
  public enum Mode: String, Sendable, Equatable {
    /// Email and password, Forgot password, Apple, passkey.
    case signIn
    /// Adds a name field and the password rules.
    case createAccount
  }

  /// A field of the block.
  public enum Field: String, Sendable, Equatable {
    /// Name (Create account only).
    case name
    /// Email.
    case email
    /// Password.
    case password
  }

  /// What `onSignIn` receives: the trimmed email and the password.
  public struct Credentials: Sendable, Equatable {
    /// The email, trimmed.
    public var email: String
    /// The password as typed.
    public var password: String
  }

  /// What `onCreateAccount` receives once the name is filled, the email reads right and every
  /// rule is met.
  public struct NewAccount: Sendable, Equatable {
    /// The name, trimmed.
    public var name: String
    /// The email, trimmed.
    public var email: String
    /// The password as typed.
    public var password: String
  }

  /// The legal line under the block, with its two links underlined.
  public struct LegalNotice: Sendable, Equatable {
    /// The Terms of Service URL.
    public var terms: String
    /// The Privacy Policy URL.
    public var privacy: String
  }

  /// "By continuing, you agree to the Terms of Service and Privacy Policy." with your two URLs.
  public static func legalNotice(terms: String, privacy: String) -> LegalNotice {
    LegalNotice(terms: terms, privacy: privacy)
  }

  /// Which optional parts the host passed. Only `onSignIn` is required; every other part
  /// appears when it is passed.
  public struct Configuration: Sendable, Equatable {
    /// Whether the host owns the mode through a binding (the block then reports mode changes).
    public var bindsMode: Bool
    /// The mode the block starts in (the binding's value, or Sign in).
    public var mode: Mode
    /// Whether the host passed an email binding (the block then reports edits).
    public var bindsEmail: Bool
    /// The prefilled email of a returning person.
    public var email: String
    /// The rules Create account checks.
    public var passwordRules: [PasswordRule]
    /// The legal line, when passed.
    public var legal: LegalNotice?
    /// `onCreateAccount` passed: the Create account link shows.
    public var hasCreateAccount: Bool
    /// `onForgotPassword` passed: "Forgot password?" shows.
    public var hasForgotPassword: Bool
    /// `onApple` passed: Sign in with Apple shows under an "or" hairline.
    public var hasApple: Bool
    /// `onAppleRequest` passed: it is called before Apple's sheet.
    public var hasAppleRequest: Bool
    /// `onPasskey` passed: "Sign in with a passkey" shows on Sign in.
    public var hasPasskey: Bool
    /// `onSuccess` passed: called about a second after a success.
    public var hasSuccess: Bool

    /// Creates a configuration; the defaults are a block given only `onSignIn`.
    public init(
      bindsMode: Bool = false, mode: Mode = .signIn, bindsEmail: Bool = false, email: String = "",
      passwordRules: [PasswordRule] = PasswordRule.defaults, legal: LegalNotice? = nil,
      hasCreateAccount: Bool = false, hasForgotPassword: Bool = false, hasApple: Bool = false,
      hasAppleRequest: Bool = false, hasPasskey: Bool = false, hasSuccess: Bool = false
    ) {
      self.bindsMode = bindsMode
      self.mode = mode
      self.bindsEmail = bindsEmail
      self.email = email
      self.passwordRules = passwordRules
      self.legal = legal
      self.hasCreateAccount = hasCreateAccount
      self.hasForgotPassword = hasForgotPassword
      self.hasApple = hasApple
      self.hasAppleRequest = hasAppleRequest
      self.hasPasskey = hasPasskey
      self.hasSuccess = hasSuccess
    }
  }

  /// Folio's welcome screen: every option passed, the mode owned by the screen.
  public static let example = Configuration(
    bindsMode: true,
    legal: legalNotice(terms: "https://folio.app/terms", privacy: "https://folio.app/privacy"),
    hasCreateAccount: true, hasForgotPassword: true, hasApple: true, hasAppleRequest: true,
    hasPasskey: true, hasSuccess: true)

  /// The block's wording, in one place.
  enum Copy {
    static let emailLabel = "Email"
    static let emailPrompt = "name@example.com"
    static let passwordLabel = "Password"
    static let passwordPrompt = "Required"
    static let newPasswordPrompt = "At least 8 characters"
    static let nameLabel = "Name"
    static let namePrompt = "Your name"
    static let signIn = "Sign in"
    static let createAccount = "Create account"
    static let forgotPassword = "Forgot password?"
    static let or = "or"
    static let apple = "Sign in with Apple"
    static let passkey = "Sign in with a passkey"
    static let newHere = "New here?"
    static let haveAccount = "Already have an account?"
    static let enterName = "Enter your name."
    static let enterEmail = "Enter your email address."
    static let malformedEmail = "Enter an email address like name@example.com."
    static let enterPassword = "Enter your password."
    static let unmetRules = "Your password doesn't meet every rule yet."
    static let signInFailed = "Couldn't sign in. Try again."
    static let appleFailed = "Couldn't sign in with Apple. Try again."
    static let resetFailed = "Couldn't send the reset link. Try again."
    static let checkEmail = "Check your email"
    static let signedIn = "Signed in"
    static let signingIn = "Signing in"
    static let creatingAccount = "Creating account"
    static let sendingResetLink = "Sending reset link"
    static func resetSent(_ address: String) -> String { "We sent a reset link to \(address)." }
    /// What a sent reset link announces and reads: "Check your email. We sent …".
    static func resetConfirmation(_ address: String) -> String {
      "\(checkEmail). \(resetSent(address))"
    }
    static let terms = "Terms of Service"
    static let privacy = "Privacy Policy"
    static let legal = "By continuing, you agree to the \(terms) and \(privacy)."
    static let avoidsNameAndEmail = "Doesn't contain your name or email"
  }
}
