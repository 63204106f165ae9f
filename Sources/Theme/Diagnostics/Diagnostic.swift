/// One finding about a brand's files: an error, a warning or a piece of information.
///
/// Every user-facing message in SPTheme is a `Diagnostic`; the CLI prints them as
/// `path:line:col: error: message [rule]` with a code frame, or as JSON or GitHub annotations.
public struct Diagnostic: Sendable, Hashable {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// A secondary place that explains the finding ("first defined here", "cycle goes through").
  public struct Note: Sendable, Hashable {
    /// What this place has to do with the finding.
    public var message: String
    /// Where it is, if known.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// Error, warning or info.
  public var severity: Severity
  /// The rule, whose id (`json/syntax`, `alias/missing`) the finding is printed with.
  public var rule: Rule
  /// The message: what is wrong, in the reader's words.
  public var message: String
  /// Where it is, when it is in a file.
  public var location: SourceLocation?
  /// The dotted token path it concerns, if any.
  public var tokenPath: String?
  /// What to do about it.
  public var hint: String?
  /// Other places that belong to the finding.
  public var notes: [Note]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, rule: Rule, message: String, location: SourceLocation? = nil,
    tokenPath: String? = nil, hint: String? = nil, notes: [Note] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.location = location
    self.tokenPath = tokenPath
    self.hint = hint
    self.notes = notes
  }
}
