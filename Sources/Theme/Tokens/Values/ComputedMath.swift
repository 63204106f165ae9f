/// One Tokens Studio math expression the parser computed.
struct ComputedMath: Sendable, Equatable {
  /// Where it is, relative to the `$value`.
  var pointer: JSONPointer
  /// The expression as written.
  var expression: String
  /// The result in 2025.10 form (`{ "value": 8, "unit": "px" }`, `1.5`).
  var json: JSONValue
}
