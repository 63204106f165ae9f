/// Reset password in three steps on one card: the email, the code, a new password; then
/// "Password updated" (spec: `reset-password-block.txt`).
public enum ResetPasswordBlock: Block {
  /// `reset-password`.
  public static let kind = BlockKind.resetPassword

  /// The card's steps.
  public enum Step: Int, Sendable, Equatable, Comparable {
    /// Step 1: Reset your password (the email).
    case email = 1
    /// Step 2: Enter the code.
    case code = 2
    /// Step 3: Choose a new password.
    case newPassword = 3
    /// Password updated.
    case done = 4

    /// Orders steps through the flow.
    public static func < (a: Step, b: Step) -> Bool { a.rawValue < b.rawValue }
  }

  /// A field of the block.
  public enum Field: String, Sendable, Equatable {
    /// The email (step 1).
    case email
    /// The one real field under the code boxes (step 2).
    case code
    /// The new password (step 3).
    case password
    /// The confirm field (step 3).
    case confirm
  }

  /// What `onVerifyCode` receives.
  public struct Verification: Sendable, Equatable {
    /// The trimmed email.
    public var email: String
    /// The code.
    public var code: String
  }

  /// What `onSetPassword` receives.
  public struct NewPassword: Sendable, Equatable {
    /// The trimmed email.
    public var email: String
    /// The verified code.
    public var code: String
    /// The new password.
    public var password: String
  }

  /// A rule on the new password.
  public enum PasswordRule: Sendable, Equatable {
    /// At least `n` characters.
    case minimumLength(Int)
    /// A number or a symbol.
    case numberOrSymbol
    /// Upper- and lower-case letters.
    case mixedCase

    /// `.minimumLength(8)` and `.numberOrSymbol`.
    public static let defaults: [PasswordRule] = [.minimumLength(8), .numberOrSymbol]

    /// What the rule list shows.
    public var title: String {
      switch self {
      case .minimumLength(let n): return Kit.Copy.minimumLength(n)
      case .numberOrSymbol: return Kit.Copy.numberOrSymbol
      case .mixedCase: return Kit.Copy.mixedCase
      }
    }

    var key: String {
      switch self {
      case .minimumLength: return "minimum-length"
      case .numberOrSymbol: return "number-or-symbol"
      case .mixedCase: return "mixed-case"
      }
    }

    /// Whether `password` meets the rule.
    public func isMet(by password: String) -> Bool {
      switch self {
      case .minimumLength(let n): return password.count >= n
      case .numberOrSymbol: return TextCheck.hasNumberOrSymbol(password)
      case .mixedCase: return TextCheck.hasMixedCase(password)
      }
    }
  }

  /// The options the host set. `onSendCode`, `onVerifyCode` and `onSetPassword` are required.
  public struct Configuration: Sendable, Equatable {
    /// The prefilled email.
    public var email: String
    /// The number of code boxes, 4 to 8 (6 by default).
    public var codeLength: Int
    /// Seconds before Resend code can be tapped.
    public var resendAfter: Double
    /// The rules the new password must meet ("Both passwords match" is always added).
    public var passwordRules: [PasswordRule]
    /// `onSignIn` passed: Sign in shows on the done state.
    public var hasSignIn: Bool

    /// Creates a configuration.
    public init(
      email: String = "", codeLength: Int = 6, resendAfter: Double = 30,
      passwordRules: [PasswordRule] = PasswordRule.defaults, hasSignIn: Bool = false
    ) {
      self.email = email
      self.codeLength = min(max(codeLength, 4), 8)
      self.resendAfter = resendAfter
      self.passwordRules = passwordRules
      self.hasSignIn = hasSignIn
    }
  }

  /// Fieldnote's Forgot password screen, with the email prefilled.
  public static let example = Configuration(email: "jo@fieldnote.app", hasSignIn: true)

  /// The block's wording, in one place.
  enum Copy {
    static let titles: [Step: String] = [
      .email: "Reset your password", .code: "Enter the code", .newPassword: "Choose a new password",
      .done: "Password updated",
    ]
    static let emailLine = "Enter the email you sign in with and we'll send you a code."
    static func codeLine(_ length: Int, _ email: String) -> String {
      "We sent a \(length)-digit code to \(email)."
    }
    static let passwordLine = "Pick a password you don't use anywhere else."
    static let doneLine = "Your password is changed. Sign in with the new one."
    static let buttons: [Step: String] = [
      .email: "Send code", .code: "Verify code", .newPassword: "Save password", .done: "Sign in",
    ]
    static let emailLabel = "Email"
    static let emailPrompt = "name@example.com"
    static let codeLabel = "Code"
    static let passwordLabel = "New password"
    static let confirmLabel = "Confirm password"
    static let match = "Both passwords match"
    static let mismatch = "The passwords don't match yet."
    static let didntGetIt = "Didn't get it?"
    static let resendCode = "Resend code"
    static let back = "Back"
    static let backToEmail = "Back to email"
    static let backToCode = "Back to the code"
    static let codeSent = "Code sent"
    static let passwordUpdated = "Password updated"
    static let enterEmail = "Enter your email address."
    static let malformedEmail = "Enter an email address like name@example.com."
    static func enterCode(_ length: Int) -> String { "Enter the \(length)-digit code." }
    static let unmet = "Your new password doesn't meet every rule yet."
    static let sendFailed = "Couldn't send the code. Try again."
    static let codeFailed = "That code isn't right. Check the email and try again."
    static let saveFailed = "Couldn't save the password. Try again."
    static let working = "Working"
    static let done = "Done"
    static let sending = "Sending"
    static func stepOf(_ n: Int) -> String { "Step \(n) of 3" }
    static func resendIn(_ clock: String) -> String { "Resend code in \(clock)" }
  }
}
