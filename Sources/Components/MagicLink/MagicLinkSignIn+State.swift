extension MagicLinkSignIn {
  /// Everything the block remembers.
  public struct State: Sendable, Equatable {
    /// The configuration the block was given.
    public internal(set) var configuration: Configuration
    /// The email field or the sent state.
    public internal(set) var phase = Phase.form
    /// The email as typed.
    public internal(set) var email: String
    /// The focused field.
    public internal(set) var focus: Field?
    /// Whether Continue was tapped: the email stays quiet until then.
    public internal(set) var hasSubmitted = false
    /// The Continue with email button and the message under it after a failure.
    public internal(set) var send = HostCall()
    /// Seconds Continue's check has been held before the sent state.
    public internal(set) var sendHeld: Double?
    /// The address the link went to.
    public internal(set) var sentTo = ""
    /// Seconds before Resend can be tapped.
    public internal(set) var resendRemaining = 0.0
    /// Whether Resend is running.
    public internal(set) var isResending = false
    /// Whether the last Resend landed ("Sent").
    public internal(set) var resent = false
    /// A link's failure in the sent state, shown under Open Mail.
    public internal(set) var sentError: String?
    /// The thrown error of the last Resend, shown under its row.
    public internal(set) var resendError: String?
    /// Whether the code boxes are open.
    public internal(set) var isCodeOpen = false
    /// The digits typed.
    public internal(set) var code = ""
    /// The code's check and the error under the code boxes.
    public internal(set) var verify = HostCall()
    /// Progress on Open Mail while `onLink` runs.
    public internal(set) var link = ButtonPhase.rest
    /// Whether Open Mail folded away (no app takes `message://`).
    public internal(set) var isMailFolded: Bool
    /// Seconds the success check has been held.
    public internal(set) var successHeld: Double?
    /// Whether Reduce Motion is on.
    public internal(set) var reduceMotion = false

    /// The initial state for `configuration`.
    public init(_ configuration: Configuration) {
      self.configuration = configuration
      self.email = configuration.email
      self.isMailFolded = !configuration.canOpenMail && !configuration.hasOpenMail
    }

    /// What is wrong with the email now.
    public var emailProblem: String? {
      switch TextCheck.emailProblem(email) {
      case .empty: return Copy.enterEmail
      case .malformed: return Copy.malformedEmail
      case nil: return nil
      }
    }

    /// The email's error as shown: none until Continue is tapped, then live.
    public var visibleEmailError: String? { hasSubmitted ? emailProblem : nil }

    /// Whether something is running or a success is being held.
    public var isBusy: Bool {
      send.phase != .rest || verify.phase != .rest || link != .rest || successHeld != nil
    }

    /// The code length, kept to 4…8.
    var codeLength: Int { min(max(configuration.codeLength, 4), 8) }
  }

  /// The card's two faces.
  public enum Phase: String, Sendable, Equatable {
    /// The email field and Continue with email.
    case form
    /// The envelope, Open Mail, Resend and the code.
    case sent
  }
}
