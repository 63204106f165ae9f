// Placeholder until the value parsers land; removed on merge.
public struct ParsedValue: Sendable, Equatable {
  public var value: TokenValue?
  public var problems: [ValueProblem]
  public var references: [ValueReference]
}
public struct ValueProblem: Sendable, Equatable {
  public var pointer: JSONPointer
  public var message: String
  public var hint: String?
  public var rule: String
  public var severity: Diagnostic.Severity
}
public struct ValueReference: Sendable, Equatable {
  public var pointer: JSONPointer
  public var reference: AliasReference
  public var expectedType: TokenType?
}
public enum TokenValue: Sendable, Equatable {
  case number(Double)
}
enum ValueParser {
  static func parse(_ json: JSONValue, as type: TokenType, legacy: Bool = false) -> ParsedValue {
    ParsedValue(value: .number(0), problems: [], references: [])
  }
}
