extension SignInBlock {
  /// Everything the block remembers. Errors are not stored: they are computed from the fields,
  /// so once shown they follow every edit live.
  public struct State: Sendable, Equatable {
    /// The configuration the block was given.
    public internal(set) var configuration: Configuration
    /// Sign in or Create account.
    public internal(set) var mode: Mode
    /// The name (Create account).
    public internal(set) var name = ""
    /// The email as typed.
    public internal(set) var email: String
    /// The password as typed; it never leaves the block except in `Credentials`.
    public internal(set) var password = ""
    /// Whether the reveal eye shows the password.
    public internal(set) var isPasswordRevealed = false
    /// The focused field.
    public internal(set) var focus: Field?
    /// Whether a submit was tried in this mode: fields stay quiet until then.
    public internal(set) var hasSubmitted = false
    /// Whether "Forgot password?" found the email wrong: its error shows from then on.
    public internal(set) var emailCheckForced = false
    /// The Sign in (or Create account) button and the message under it after a failure.
    public internal(set) var submit = HostCall()
    /// The Sign in with Apple button and the message under it after a failure.
    public internal(set) var apple = HostCall()
    /// The passkey button and the message under it after a failure.
    public internal(set) var passkey = HostCall()
    /// The Forgot password link.
    public internal(set) var forgot = ForgotPhase.idle
    /// Seconds the success check has been held, while it is.
    public internal(set) var successHeld: Double?
    /// Whether Reduce Motion is on (every change becomes a fade).
    public internal(set) var reduceMotion = false

    /// The initial state for `configuration`.
    public init(_ configuration: Configuration) {
      self.configuration = configuration
      self.mode = configuration.hasCreateAccount ? configuration.mode : .signIn
      self.email = configuration.email
    }

    /// Whether a sign-in of any kind is running or its check is held.
    public var isBusy: Bool {
      submit.phase != .rest || apple.phase != .rest || passkey.phase != .rest
        || successHeld != nil
    }

    /// The account Create account would send.
    public var newAccount: NewAccount {
      NewAccount(name: TextCheck.trimmed(name), email: TextCheck.trimmed(email), password: password)
    }

    /// Each rule with whether it is met, in the configured order.
    public var ruleStates: [(rule: PasswordRule, met: Bool)] {
      configuration.passwordRules.map { ($0, $0.isMet(by: newAccount)) }
    }

    /// What is wrong with `field` now, shown or not.
    public func problem(_ field: Field) -> String? {
      switch field {
      case .name:
        return mode == .createAccount && TextCheck.trimmed(name).isEmpty ? Copy.enterName : nil
      case .email:
        switch TextCheck.emailProblem(email) {
        case .empty: return Copy.enterEmail
        case .malformed: return Copy.malformedEmail
        case nil: return nil
        }
      case .password:
        if mode == .signIn { return password.isEmpty ? Copy.enterPassword : nil }
        return ruleStates.allSatisfy(\.met) ? nil : Copy.unmetRules
      }
    }

    /// The error `field` shows: none until the first submit (or, for the email, until Forgot
    /// password found it wrong), then the live problem.
    public func visibleError(_ field: Field) -> String? {
      let shows = hasSubmitted || (field == .email && emailCheckForced)
      return shows ? problem(field) : nil
    }

    /// The fields of the current mode in Return order.
    public var fields: [Field] {
      mode == .createAccount ? [.name, .email, .password] : [.email, .password]
    }
  }

  /// Where "Forgot password?" is.
  public enum ForgotPhase: Sendable, Equatable {
    /// The link shows.
    case idle
    /// A spinner shows while `onForgotPassword` runs.
    case sending
    /// "Check your email" and the address show under the password until the email changes.
    case sent(String)
    /// The thrown error shows under the field.
    case failed(String)
  }
}
