/// Email link sign-in: one card with the email and Continue with email, then a sent state with
/// Open Mail, a Resend countdown and an optional code entry (spec: `magic-link-sign-in.txt`).
public enum MagicLinkSignIn: Block {
  /// `magic-link`.
  public static let kind = BlockKind.magicLink

  /// A field of the block.
  public enum Field: String, Sendable, Equatable {
    /// The email.
    case email
    /// The one real field under the code boxes.
    case code
  }

  /// What `onVerifyCode` receives: the address and the digits.
  public struct CodeAttempt: Sendable, Equatable {
    /// The address the link went to.
    public var email: String
    /// The digits typed.
    public var code: String
  }

  /// Which URLs are sign-in links.
  public enum LinkMatch: Sendable, Equatable {
    /// Every URL (the default).
    case any
    /// URLs whose path starts with the prefix.
    case pathPrefix(String)

    /// Whether `url` is a sign-in link.
    public func matches(_ url: String) -> Bool {
      switch self {
      case .any: return true
      case .pathPrefix(let prefix): return TextCheck.urlPath(url).hasPrefix(prefix)
      }
    }
  }

  /// Which optional parts the host passed. Only `onSendLink` is required.
  public struct Configuration: Sendable, Equatable {
    /// Whether the host passed an email binding (edits are written back).
    public var bindsEmail: Bool
    /// The prefilled email.
    public var email: String
    /// Seconds before Resend can be tapped (30 by default).
    public var resendAfter: Double
    /// Minutes the link works, for "It works for 15 minutes."; nil leaves the line out.
    public var linkLifetimeMinutes: Int?
    /// `onVerifyCode` passed: "Enter a code instead" shows in the sent state.
    public var hasVerifyCode: Bool
    /// `onLink` passed: the block handles links the app is opened with.
    public var hasOnLink: Bool
    /// Which URLs are sign-in links.
    public var linkMatches: LinkMatch
    /// `onOpenMail` passed: it replaces Open Mail's default.
    public var hasOpenMail: Bool
    /// Whether an app takes `message://`; without one (and no `onOpenMail`) Open Mail folds away.
    public var canOpenMail: Bool
    /// `onSuccess` passed.
    public var hasSuccess: Bool
    /// The number of code boxes.
    public var codeLength: Int

    /// Creates a configuration; the defaults are a block given only `onSendLink`.
    public init(
      bindsEmail: Bool = false, email: String = "", resendAfter: Double = 30,
      linkLifetimeMinutes: Int? = nil,
      hasVerifyCode: Bool = false, hasOnLink: Bool = false, linkMatches: LinkMatch = .any,
      hasOpenMail: Bool = false, canOpenMail: Bool = true, hasSuccess: Bool = false,
      codeLength: Int = 6
    ) {
      self.bindsEmail = bindsEmail
      self.email = email
      self.resendAfter = resendAfter
      self.linkLifetimeMinutes = linkLifetimeMinutes
      self.hasVerifyCode = hasVerifyCode
      self.hasOnLink = hasOnLink
      self.linkMatches = linkMatches
      self.hasOpenMail = hasOpenMail
      self.canOpenMail = canOpenMail
      self.hasSuccess = hasSuccess
      self.codeLength = codeLength
    }
  }

  /// Fieldnote's sign-in screen: code entry, links under `/auth`, a 15-minute link.
  public static let example = Configuration(
    linkLifetimeMinutes: 15, hasVerifyCode: true, hasOnLink: true,
    linkMatches: .pathPrefix("/auth"),
    hasSuccess: true)

  /// The block's wording, in one place.
  enum Copy {
    static let emailLabel = "Email"
    static let emailPrompt = "name@example.com"
    static let continueTitle = "Continue with email"
    static let noPassword = "No password needed. We'll email you a link to sign in."
    static let checkInbox = "Check your inbox"
    static let openMail = "Open Mail"
    static let didntGetIt = "Didn't get it?"
    static let resend = "Resend"
    static let sent = "Sent"
    static let sentAgain = "Sent again"
    static let resentConfirmation = "Sent."
    static let enterCode = "Enter a code instead"
    static let codeLabel = "Code"
    static let differentEmail = "Use a different email"
    static let enterEmail = "Enter your email address."
    static let malformedEmail = "Enter an email address like name@example.com."
    static let sendFailed = "Couldn't send the link. Try again."
    static let linkFailed = "That link didn't work. It may have expired, so send a new one."
    static let codeFailed = "That code didn't work. Try again."
    static let signedIn = "Signed in"
    static let signingIn = "Signing in"
    static let sending = "Sending"
    static let checkingCode = "Checking the code"
    static func sentLine(_ address: String, lifetime: Int?) -> String {
      // No-break spaces keep "It" with "works" and the last two words together, so neither
      // "It" nor "minutes." is left alone on a line.
      "We sent a sign-in link to \(address)."
        + (lifetime.map { " It\u{00A0}works for \($0)\u{00A0}minutes." } ?? "")
    }
    static func resendIn(_ clock: String) -> String { "Resend in \(clock)" }
  }
}
