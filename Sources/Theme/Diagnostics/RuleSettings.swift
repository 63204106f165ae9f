/// The severities a project gives rules (`"rules"` in `sptheme.json`), applied to findings
/// before any output sees them, so text, JSON, SARIF, GitHub annotations and exit codes agree.
///
/// ```json
/// { "rules": { "contrast/text": "warning", "tokens/legacy-type": "off" } }
/// ```
public struct RuleSettings: Sendable, Equatable {
  /// What a project may set a rule to.
  public enum Level: String, Sendable, CaseIterable {
    /// The rule's findings are left out of every output.
    case off
    /// Information (SARIF `note`, GitHub `notice`), shown with `--verbose`.
    case info
    /// A warning: shown, counted by `--max-warnings`, never failing a run on its own.
    case warning
    /// An error: fails the run (exit 1).
    case error

    /// The level a value of `sptheme.json` names: `off`, `info` (or `note`, SARIF's name),
    /// `warning` or `error`.
    public init?(configValue: String) {
      if configValue == "note" {
        self = .info
      } else {
        self.init(rawValue: configValue)
      }
    }

    /// The words `sptheme.json` accepts.
    public static let configValues = ["error", "warning", "info", "note", "off"]

    /// The severity findings get, or `nil` for `off`.
    public var severity: Diagnostic.Severity? {
      switch self {
      case .off: nil
      case .info: .info
      case .warning: .warning
      case .error: .error
      }
    }
  }

  /// The level of each rule the project sets.
  public var levels: [Rule: Level]

  /// Settings with no rule changed.
  public init(_ levels: [Rule: Level] = [:]) {
    self.levels = levels
  }

  /// Whether no rule is changed.
  public var isEmpty: Bool { levels.isEmpty }

  /// Whether `level` may be set for `rule`: any level, unless the rule's tuning is
  /// ``Rule/Tuning/none``, whose findings may be raised but not lowered or turned off.
  public static func allows(_ level: Level, for rule: Rule) -> Bool {
    rule.tuning != .none || level.severity.map { $0 >= rule.severity } == true
  }

  /// One finding as the project wants it: its severity changed, or `nil` when its rule is off.
  ///
  /// A finding is never lowered (nor left out) when its rule's tuning is ``Rule/Tuning/none``,
  /// or when it is an error of a ``Rule/Tuning/nonErrors`` rule: it stays as it is.
  public func apply(to diagnostic: Diagnostic) -> Diagnostic? {
    guard let level = levels[diagnostic.rule] else { return diagnostic }
    let lowers = level.severity.map { $0 < diagnostic.severity } ?? true
    if lowers {
      switch diagnostic.rule.tuning {
      case .none: return diagnostic
      case .nonErrors where diagnostic.severity == .error: return diagnostic
      case .any, .nonErrors: break
      }
    }
    guard let severity = level.severity else { return nil }
    var changed = diagnostic
    changed.severity = severity
    return changed
  }

  /// Findings as the project wants them, in their order, those of rules turned off left out.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    isEmpty ? diagnostics : diagnostics.compactMap(apply(to:))
  }
}
