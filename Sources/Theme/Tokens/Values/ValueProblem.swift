/// Something wrong (or old-fashioned) in a token's `$value`.
public struct ValueProblem: Sendable, Equatable {
  /// Where in the `$value` it is, relative to the `$value` itself (`/components/0`).
  public var pointer: JSONPointer
  /// What was found and what is allowed, in a designer's words.
  public var message: String
  /// What to write instead, in 2025.10 form where there is one.
  public var hint: String?
  /// A stable rule id such as `value/color-range`, `value/missing-member`, `value/schema` or
  /// `value/legacy`.
  public var rule: Rule
  /// Error, or warning for legacy shapes accepted in legacy mode.
  public var severity: Diagnostic.Severity

  /// Creates a problem.
  public init(
    pointer: JSONPointer, message: String, hint: String? = nil, rule: Rule,
    severity: Diagnostic.Severity = .error
  ) {
    self.pointer = pointer
    self.message = message
    self.hint = hint
    self.rule = rule
    self.severity = severity
  }
}
