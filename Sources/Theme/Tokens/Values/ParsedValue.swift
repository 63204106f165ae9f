/// What ``ValueParser`` made of a `$value`: the typed value if there is one, the problems, and
/// the references it left for the caller to resolve.
public struct ParsedValue: Sendable, Equatable {
  /// The typed value; `nil` when there is an error or when any reference was found.
  public var value: TokenValue?
  /// Every problem in the value, in document order, errors and warnings alike.
  public var problems: [ValueProblem]
  /// References found in sub-value slots, in document order.
  public var references: [ValueReference]
  /// The Tokens Studio math computed (with `--legacy`): where, and the literal it became, so
  /// that references to the value substitute the literal rather than the expression.
  var computed: [ComputedMath] = []

  /// Creates a result.
  public init(value: TokenValue?, problems: [ValueProblem] = [], references: [ValueReference] = [])
  {
    self.value = value
    self.problems = problems
    self.references = references
  }

  /// Whether any problem is an error.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
