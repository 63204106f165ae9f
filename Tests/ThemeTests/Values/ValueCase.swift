import Testing

@testable import Theme

/// One row of a value test table: a `$value` written as JSON text, its type, and (for refused
/// values) the problems expected, each as `rule@pointer`.
struct ValueCase: Sendable, CustomTestStringConvertible {
  var name: String
  var type: TokenType
  var json: String
  var problems: Set<String> = []

  init(_ name: String, _ type: TokenType, _ json: String, _ problems: Set<String> = []) {
    self.name = name
    self.type = type
    self.json = json
    self.problems = problems
  }

  var testDescription: String { name }

  func parse(legacy: Bool = false) throws -> ParsedValue {
    ValueParser.parse(try JSONFixture.value(json), as: type, legacy: legacy)
  }

  /// Checks that the value is accepted with no problem at all.
  func expectAccepted(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let parsed = try parse()
    #expect(parsed.problems == [], "\(name)", sourceLocation: sourceLocation)
    #expect(parsed.references == [], "\(name)", sourceLocation: sourceLocation)
    #expect(parsed.value?.type == type, "\(name)", sourceLocation: sourceLocation)
  }

  /// Checks that the value is refused with exactly the expected errors.
  func expectRefused(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let parsed = try parse()
    let found = Set(parsed.problems.filter { $0.severity == .error }.map(\.key))
    #expect(parsed.value == nil, "\(name)", sourceLocation: sourceLocation)
    #expect(
      found == problems, "\(name): \(parsed.problems.map(\.message))",
      sourceLocation: sourceLocation)
    for problem in parsed.problems {
      #expect(!problem.message.isEmpty, sourceLocation: sourceLocation)
    }
  }
}

extension ValueProblem {
  /// `rule@pointer`, as the tables write expected problems.
  var key: String { "\(rule)@\(pointer)" }
}
