/// One rule of SPTheme's checks: the id a ``Diagnostic`` carries (`alias/missing`), its default
/// severity, what it is about, and how it can be tuned in `sptheme.json`.
///
/// Every rule is declared once, in the catalogue (``all``): diagnostics take a `Rule` value,
/// never a string, so an id cannot be misspelt or built on the fly. The same values give SARIF's
/// rule list, `docs/rules.md` (`sptheme help --rules`) and the `"rules"` member of
/// `sptheme.json`.
public struct Rule: Sendable, Hashable, CustomStringConvertible {
  /// How a team may change the severity of the rule's findings in `sptheme.json`.
  public enum Tuning: String, Sendable, CaseIterable {
    /// Any finding of the rule may be raised, lowered or turned off: it is a judgment (contrast,
    /// role sizes), and the theme is the same either way.
    case any
    /// Warnings and notes may be set to any severity; an error stays an error, because it means
    /// a value was left out (a legacy form read without `--legacy`).
    case nonErrors
    /// The rule's findings can be raised but not lowered or turned off: they say a file could
    /// not be read, a value was refused, or a check did not run, and hiding them would give a
    /// wrong answer.
    case none
  }

  /// The id, `family/name`.
  public let id: String
  /// The family: the part before the slash.
  public let family: RuleFamily
  /// The severity its findings have unless a project sets another.
  public let severity: Diagnostic.Severity
  /// One line: what the rule finds.
  public let summary: String
  /// How it may be tuned.
  public let tuning: Tuning
  /// Whether a finding of the rule means the command could not read what it was given (exit
  /// status 2 rather than 1).
  public let unreadableInput: Bool
  private let ownExplanation: String?
  private let ownFix: String?

  /// Declares a rule; only the catalogue does.
  init(
    _ family: RuleFamily, _ id: String, _ severity: Diagnostic.Severity, _ summary: String,
    explanation: String? = nil, fix: String? = nil, tuning: Tuning? = nil,
    unreadableInput: Bool = false
  ) {
    self.id = id
    self.family = family
    self.severity = severity
    self.summary = summary
    self.ownExplanation = explanation
    self.ownFix = fix
    self.tuning = tuning ?? (severity == .error ? .none : .any)
    self.unreadableInput = unreadableInput
  }

  /// What the rule checks, in a few sentences (the family's text when the rule has none).
  public var explanation: String { ownExplanation ?? family.explanation }
  /// What to do about a finding.
  public var fix: String { ownFix ?? family.fix }
  /// The rule's heading anchor in `docs/rules.md` (`alias-missing`).
  public var anchor: String { id.replacing("/", with: "-") }
  /// Where the rule is documented: `docs/rules.md#alias-missing`, relative to the SPTheme
  /// repository.
  public var helpURI: String { Self.documentPath + "#" + anchor }
  /// `alias/cycle` → `AliasCycle`, the readable name SARIF asks for.
  public var name: String {
    id.split(whereSeparator: { $0 == "/" || $0 == "-" }).map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }
    .joined()
  }

  /// The id.
  public var description: String { id }

  /// Where the rules are documented, relative to the repository.
  public static let documentPath = "docs/rules.md"

  /// The rule with an id, if there is one.
  public static func named(_ id: String) -> Rule? { byID[id] }

  /// Rules are told apart by id.
  public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  private static let byID = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
