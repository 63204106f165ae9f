/// Checks a token's `$value` against its `$type` and turns it into a ``TokenValue``.
///
/// The parser knows the DTCG 2025.10 value rules (prose and JSON schema, with the choices in
/// `NOTES.md`): it collects every problem in a value rather than stopping at the first, and
/// it records the aliases it finds in sub-value slots instead of checking them. The caller
/// resolves those, substitutes the resolved JSON and parses again.
///
/// ```swift
/// let parsed = ValueParser.parse(json, as: .border)
/// for problem in parsed.problems { print(problem.pointer, problem.message) }
/// ```
public struct ValueParser {
  /// Whether legacy shapes (`"#ff0000"`, `"16px"`, `"200ms"`) are converted with a warning.
  let legacy: Bool
  /// Problems found so far, in document order.
  var problems: [ValueProblem] = []
  /// References found so far, in document order.
  var references: [ValueReference] = []
  /// The values of the tokens Tokens Studio math refers to, by path, once the caller has
  /// resolved them (see ``ValueReference/Form/mathOperand``).
  var operands: [[String]: TokenValue] = [:]
  /// The math computed so far.
  var computed: [ComputedMath] = []

  init(legacy: Bool) {
    self.legacy = legacy
  }

  /// Parses a `$value` as a value of `type`.
  ///
  /// A whole-value alias (`"{color.brand}"`) is normally resolved by the caller first; if one
  /// is passed here it is recorded as a reference at the root pointer.
  ///
  /// - Parameters:
  ///   - json: The token's `$value`.
  ///   - type: The token's (declared or inherited) `$type`.
  ///   - legacy: Whether to accept pre-2025.10 shapes (hex color strings, `"16px"`, `"200ms"`)
  ///     as warnings with converted values; when `false` they are errors with the same hint.
  /// - Returns: The typed value (`nil` on any error or any reference), every problem, and the
  ///   references left to resolve.
  public static func parse(_ json: JSONValue, as type: TokenType, legacy: Bool = false)
    -> ParsedValue
  {
    parse(json, as: type, legacy: legacy, operands: [:])
  }

  /// Parses a `$value` whose Tokens Studio math refers to tokens resolved to `operands`.
  static func parse(
    _ json: JSONValue, as type: TokenType, legacy: Bool, operands: [[String]: TokenValue]
  ) -> ParsedValue {
    var parser = ValueParser(legacy: legacy)
    parser.operands = operands
    let value = parser.slot(
      json, at: .root, as: type, label: type == .number ? "the value" : "the \(Self.noun(type))")
    let usable = parser.references.isEmpty && !parser.problems.contains { $0.severity == .error }
    var parsed = ParsedValue(
      value: usable ? value : nil, problems: parser.problems, references: parser.references)
    parsed.computed = parser.computed
    return parsed
  }

  /// The token type of a composite type's member (`color` for `border.color`, `number` for
  /// `typography.lineHeight`), or `nil` when `key` is not a member that may hold a token alias.
  static func expectedType(ofMember key: String, in type: TokenType) -> TokenType? {
    members(of: type).first { $0.key == key }?.type
  }

  /// The members of an object-valued type, in spec order, with the type of each (`nil` for
  /// members that are pieces of a value rather than token-typed sub-values).
  static func members(of type: TokenType) -> [(key: String, type: TokenType?, required: Bool)] {
    switch type {
    case .border: MemberTable.border
    case .transition: MemberTable.transition
    case .shadow: MemberTable.shadow
    case .gradient: MemberTable.gradient
    case .typography: MemberTable.typography
    case .color: MemberTable.color
    case .dimension, .duration: MemberTable.measure
    case .strokeStyle: MemberTable.strokeStyle
    case .fontFamily, .fontWeight, .cubicBezier, .number: []
    }
  }

  /// The member lists, built once.
  private enum MemberTable {
    typealias Members = [(key: String, type: TokenType?, required: Bool)]
    static let border: Members = [
      ("color", .color, true), ("width", .dimension, true), ("style", .strokeStyle, true),
    ]
    static let transition: Members = [
      ("duration", .duration, true), ("delay", .duration, true),
      ("timingFunction", .cubicBezier, true),
    ]
    static let shadow: Members = [
      ("color", .color, true), ("offsetX", .dimension, true), ("offsetY", .dimension, true),
      ("blur", .dimension, true), ("spread", .dimension, true), ("inset", nil, false),
    ]
    static let gradient: Members = [("color", .color, true), ("position", .number, true)]
    static let typography: Members = [
      ("fontFamily", .fontFamily, true), ("fontSize", .dimension, true),
      ("fontWeight", .fontWeight, true),
      ("letterSpacing", .dimension, true), ("lineHeight", .number, true),
    ]
    static let color: Members = [
      ("colorSpace", nil, true), ("components", nil, true), ("alpha", nil, false),
      ("hex", nil, false),
    ]
    static let measure: Members = [("value", nil, true), ("unit", nil, true)]
    static let strokeStyle: Members = [("dashArray", nil, true), ("lineCap", nil, true)]
  }

  /// How messages name a value of a type: `color`, `stroke style`, `cubic Bézier curve`.
  static func noun(_ type: TokenType) -> String {
    switch type {
    case .fontFamily: "font family"
    case .fontWeight: "font weight"
    case .cubicBezier: "cubic Bézier curve"
    case .strokeStyle: "stroke style"
    case .typography: "typography style"
    default: type.rawValue
    }
  }

  // MARK: - Slots

  /// A place that holds a value of `type` or an alias to a token of that type.
  mutating func slot(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, as type: TokenType,
    label: @autoclosure () -> String
  )
    -> TokenValue?
  {
    if case .read(let value) = math(json, at: pointer(), as: type) { return value }
    if takeTokenReference(json, at: pointer(), expecting: type) { return nil }
    switch type {
    case .color: return color(json, at: pointer(), label: label()).map(TokenValue.color)
    case .dimension: return dimension(json, at: pointer(), label: label()).map(TokenValue.dimension)
    case .fontFamily:
      return fontFamily(json, at: pointer(), label: label()).map(TokenValue.fontFamily)
    case .fontWeight:
      return fontWeight(json, at: pointer(), label: label()).map(TokenValue.fontWeight)
    case .duration: return duration(json, at: pointer(), label: label()).map(TokenValue.duration)
    case .cubicBezier:
      return cubicBezier(json, at: pointer(), label: label()).map(TokenValue.cubicBezier)
    case .number: return number(json, at: pointer(), label: label()).map(TokenValue.number)
    case .strokeStyle:
      return strokeStyle(json, at: pointer(), label: label()).map(TokenValue.strokeStyle)
    case .border: return border(json, at: pointer(), label: label()).map(TokenValue.border)
    case .transition:
      return transition(json, at: pointer(), label: label()).map(TokenValue.transition)
    case .shadow: return shadow(json, at: pointer(), label: label()).map(TokenValue.shadow)
    case .gradient: return gradient(json, at: pointer(), label: label()).map(TokenValue.gradient)
    case .typography:
      return typography(json, at: pointer(), label: label()).map(TokenValue.typography)
    }
  }

  /// Parses the member `key` of a composite value (if present) as a slot of its member type.
  mutating func member(
    _ key: String, of object: JSONObject, in type: TokenType,
    at pointer: @autoclosure () -> JSONPointer,
    owner: @autoclosure () -> String
  ) -> TokenValue? {
    guard let json = object[key], let memberType = Self.expectedType(ofMember: key, in: type)
    else { return nil }
    return slot(json, at: pointer().appending(key), as: memberType, label: "\(owner())'s \(key)")
  }

  /// Reports missing required members and unknown members of an object value.
  ///
  /// - Parameter fromSchema: Whether unknown members are refused only by the 2025.10 JSON
  ///   schema (colors, dimensions, durations) rather than by the spec prose (composites:
  ///   "Adding additional sub-values … make[s] the composite token invalid",
  ///   `composite-types.md`). Either way the message says which.
  mutating func checkMembers(
    of object: JSONObject, as type: TokenType, at pointer: @autoclosure () -> JSONPointer,
    label: @autoclosure () -> String,
    fromSchema: Bool, renames: [String: String] = [:]
  ) {
    let members = Self.members(of: type)
    // The usual value has exactly the members it may have and all it needs: nothing to build.
    let known = object.members.allSatisfy { member in members.contains { $0.key == member.key } }
    if known && members.allSatisfy({ !$0.required || object[$0.key] != nil }) { return }
    let allowed = members.map(\.key)
    let noun = type == .gradient ? "gradient stop" : Self.noun(type)
    for key in object.keys where !allowed.contains(key) {
      let suggestion = ValueWording.suggestion(for: key, among: allowed, renames: renames)
      if legacy, type == .typography, suggestion == nil {
        // What migrate moves to $extensions (Fluent's WebkitFontSmoothing, textCase, …).
        reportLegacy(
          pointer().appending(key),
          "\(label()) has a member \(ValueWording.quoted(key)) that a 2025.10 typography style "
            + "does not have",
          replacement: "it in the token's $extensions (sptheme migrate moves it there)",
          done: "left it out")
        continue
      }
      let listed = ValueWording.list(allowed)
      var message =
        "\(label()) has a member \(ValueWording.quoted(key)) that a \(noun) "
        + "does not have: its members are \(listed)"
      message +=
        fromSchema
        ? " (a rule of the 2025.10 JSON schema)"
        : " (the 2025.10 format: a composite token has no other sub-values)"
      let hint =
        if let suggestion, !object.keys.contains(suggestion) {
          "rename it to \(ValueWording.quoted(suggestion))"
        } else {
          "remove it; tool-specific data belongs in the token's $extensions"
        }
      report(
        pointer().appending(key), fromSchema ? .valueSchema : .valueUnknownMember, message,
        hint: hint)
    }
    let required = members.filter(\.required).map(\.key)
    for member in members where member.required && object[member.key] == nil {
      let needs =
        switch required.count {
        case 1: required[0]
        case 2: "both " + ValueWording.list(required)
        default: "all of " + ValueWording.list(required)
        }
      let example =
        switch (type, member.key) {
        case (.duration, "unit"): #""ms""#
        case (.duration, "value"): "200"
        default: ValueWording.example(ofMember: member.key, type: member.type)
        }
      report(
        pointer(), .valueMissingMember,
        "\(label()) has no \(member.key): a \(noun) needs \(needs)",
        hint: "add \(ValueWording.quoted(member.key)): " + example)
    }
  }

  // MARK: - Reporting

  /// Adds a problem.
  mutating func report(
    _ pointer: @autoclosure () -> JSONPointer, _ rule: Rule, _ message: String,
    hint: String? = nil,
    severity: Diagnostic.Severity = .error
  ) {
    problems.append(
      ValueProblem(pointer: pointer(), message: message, hint: hint, rule: rule, severity: severity)
    )
  }

  /// Reports a value of the wrong JSON kind, unless it is a malformed reference (then says so).
  mutating func wrongKind(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String,
    expected: String,
    hint: String? = nil
  ) {
    if reportMalformedReference(json, at: pointer()) { return }
    report(
      pointer(), .valueKind,
      "\(label()) must be \(expected), but it is \(ValueWording.describe(json))",
      hint: hint)
  }

  /// Reports a pre-2025.10 shape: a warning in legacy mode, an error otherwise.
  mutating func reportLegacy(
    _ pointer: @autoclosure () -> JSONPointer, _ message: String, replacement: String,
    done: String = "converted it"
  ) {
    if legacy {
      report(
        pointer(), .valueLegacy, message + "; " + done, hint: "write \(replacement)",
        severity: .warning)
    } else {
      report(
        pointer(), .valueLegacy, message,
        hint: "write \(replacement) (or check with the legacy option to convert it)")
    }
  }
}
