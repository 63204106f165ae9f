import Theme

/// A value a Mustache template renders: the data of a context.
///
/// Build one from Swift literals or from a parsed ``JSONValue``:
///
/// ```swift
/// let context: TemplateValue = ["title": "Sign in", "fields": [["label": "Email"]]]
/// ```
///
/// Truthiness decides whether a `{{#section}}` renders: `null`, `false`, an empty array and an
/// empty string are falsey; every other value, `0` included, is truthy.
public enum TemplateValue: Sendable, Hashable {
  /// No value; renders as the empty string.
  case null
  /// A Boolean; renders as `true` or `false`.
  case bool(Bool)
  /// A number; integral values render without a fraction (`3`), others in the shortest form
  /// that reads back the same (`1.21`).
  case number(Double)
  /// A string.
  case string(String)
  /// A list; a section renders once per element.
  case array([TemplateValue])
  /// Named members; a section pushes the object onto the context stack.
  case object([String: TemplateValue])
  /// Named members found by key, which render like an ``object(_:)`` with the same members.
  case record(TemplateRecord)

  /// Converts a JSON value (member order is not kept: lookups are by name).
  public init(_ json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let bool): self = .bool(bool)
    case .number(let number): self = .number(number)
    case .string(let string): self = .string(string)
    case .array(let array): self = .array(array.map(TemplateValue.init))
    case .object(let object):
      var members: [String: TemplateValue] = [:]
      for member in object.members { members[member.key] = TemplateValue(member.value) }
      self = .object(members)
    }
  }

  /// A string value.
  public init(_ string: String) { self = .string(string) }

  /// A number value.
  public init(_ number: Double) { self = .number(number) }

  /// A number value from an integer (exact up to 2^53).
  public init(_ number: Int) { self = .number(Double(number)) }

  /// A Boolean value.
  public init(_ bool: Bool) { self = .bool(bool) }

  /// The member named `key`, if this value is an object that has it.
  public subscript(key: String) -> TemplateValue? {
    switch self {
    case .object(let members): members[key]
    case .record(let record): record[key]
    default: nil
    }
  }

  /// Whether a section over this value renders its content.
  public var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let bool): bool
    case .number: true
    case .string(let string): !string.isEmpty
    case .array(let array): !array.isEmpty
    case .object, .record: true
    }
  }

  /// The text an interpolation tag writes for this value, before HTML escaping.
  ///
  /// Arrays render their elements joined by `,`; objects and records render as the empty string.
  public var renderedText: String {
    switch self {
    case .null: ""
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number): Self.format(number)
    case .string(let string): string
    case .array(let array): array.map(\.renderedText).joined(separator: ",")
    case .object, .record: ""
    }
  }

  /// Formats a number deterministically: integers up to 2^53 without `.0`, others in Swift's
  /// shortest round-tripping form (`1.21`, `1e+21`).
  static func format(_ number: Double) -> String {
    // Integers that a Double holds exactly (|n| ≤ 2^53) print as integers.
    if number.isFinite, number == number.rounded(.towardZero), abs(number) <= 0x1p53 {
      return String(Int64(number))
    }
    return number.description
  }
}

extension TemplateValue: ExpressibleByNilLiteral {
  /// Creates `.null`.
  public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
  /// Creates a Boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
  /// Creates a number from an integer literal.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal.
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByStringInterpolation {
  /// Creates a string value.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
  /// Creates a list.
  public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
  /// Creates an object; a repeated key keeps the last value.
  public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
