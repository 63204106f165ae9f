import Theme

/// Why an output of `sptheme.json` cannot be rendered or written, located at one of its
/// entry's members.
public struct OutputProblem: Error, Sendable {
  /// What is wrong.
  public var message: String
  /// The member of the entry it is about (`"typeName"`, `"out"`).
  public var member: String
  /// What to do, if there is something to say.
  public var hint: String?
  /// The rule it reports under.
  public var rule: Rule = .buildOutput

  /// Creates a problem.
  public init(_ message: String, member: String, hint: String? = nil) {
    self.message = message
    self.member = member
    self.hint = hint
  }

  /// The finding, at the member of the entry (else the entry).
  public func diagnostic(at output: OutputEntry) -> Diagnostic {
    Diagnostic(
      .error, rule: rule, message: message,
      location: output.places[member] ?? output.location, hint: hint)
  }
}
