extension ResetPasswordBlock {
  /// Everything the block remembers.
  public struct State: Sendable, Equatable {
    /// The configuration the block was given.
    public internal(set) var configuration: Configuration
    /// The current step.
    public internal(set) var step = Step.email
    /// The email; kept across Back.
    public internal(set) var email: String
    /// The code digits.
    public internal(set) var code = ""
    /// The code that verified.
    public internal(set) var verifiedCode = ""
    /// The new password.
    public internal(set) var password = ""
    /// The confirm field.
    public internal(set) var confirm = ""
    /// Whether the reveal eye shows the passwords.
    public internal(set) var isPasswordRevealed = false
    /// The focused field.
    public internal(set) var focus: Field?
    /// Whether Send code was tapped (the email's error shows from then on).
    public internal(set) var emailSubmitted = false
    /// Whether Save was tapped (unmet rules turn to the danger colour from then on).
    public internal(set) var passwordSubmitted = false
    /// The current step's button and the step's error (a thrown error of its closure).
    public internal(set) var button = HostCall()
    /// Seconds the button's check has been held before the next step.
    public internal(set) var held: Double?
    /// Seconds before Resend code can be tapped.
    public internal(set) var resendRemaining = 0.0
    /// Whether Resend code is running.
    public internal(set) var isResending = false
    /// The thrown error of the last Resend code, shown under its row.
    public internal(set) var resendError: String?
    /// Whether Reduce Motion is on.
    public internal(set) var reduceMotion = false

    /// The initial state for `configuration`.
    public init(_ configuration: Configuration) {
      self.configuration = configuration
      self.email = configuration.email
    }

    /// What is wrong with the email now.
    public var emailProblem: String? {
      switch TextCheck.emailProblem(email) {
      case .empty: return Copy.enterEmail
      case .malformed: return Copy.malformedEmail
      case nil: return nil
      }
    }

    /// Each rule with whether it is met, then "Both passwords match".
    public var ruleStates: [(title: String, key: String, met: Bool)] {
      configuration.passwordRules.map { ($0.title, $0.key, $0.isMet(by: password)) }
    }

    /// Whether both passwords match (and are not empty).
    public var passwordsMatch: Bool { !confirm.isEmpty && confirm == password }

    /// Whether Save would go ahead.
    public var canSave: Bool { ruleStates.allSatisfy(\.met) && passwordsMatch }

    /// The code length.
    public var codeLength: Int { configuration.codeLength }
  }
}
