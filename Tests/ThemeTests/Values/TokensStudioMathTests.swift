import Testing

@testable import Theme

/// `TokensStudioMath`: what is math, what it computes, what is wrong with a malformed
/// expression and where, and hostile input that must neither crash nor hang.
@Suite struct TokensStudioMathTests {
  typealias Quantity = TokensStudioMath.Quantity

  /// The operands the tables compute with.
  static let values: [[String]: TokenValue] = [
    ["a"]: .dimension(Dimension(value: 8, unit: .px)),
    ["b"]: .number(2),
    ["r"]: .dimension(Dimension(value: 1, unit: .rem)),
    ["space", "scale"]: .dimension(Dimension(value: 4, unit: .px)),
    ["t"]: .duration(Duration(value: 200, unit: .ms)),
    ["c"]: .color(ColorValue(colorSpace: .srgb, components: [0, 0, 0])),
  ]

  static func evaluate(_ text: String) throws -> Quantity {
    let expression = try TokensStudioMath.parse(text)
    return try TokensStudioMath.evaluate(expression) {
      path throws(TokensStudioMath.EvaluationError) in
      guard let value = values[path] else {
        throw TokensStudioMath.EvaluationError(message: "no \(path)")
      }
      return try TokensStudioMath.quantity(of: value, reference: "{\(path.joined(separator: "."))}")
    }
  }

  @Test(arguments: [
    ("{a} * 2", "16px"), ("{a} + 4", "12px"), ("({b} / 2)px", "1px"), ("({a} / 2)px", "4px"),
    ("roundTo({a} * 1.3)", "10px"), ("roundTo({a} / 3, 2)", "2.67px"), ("roundTo(2.5)", "3"),
    ("roundTo(-2.5)", "-2"), ("roundTo(1234, -2)", "1200"), ("-{a}", "-8px"), ("- -{a}", "8px"),
    ("{a} - -2", "10px"), ("+{a}", "8px"), ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"),
    ("8 / 4 / 2", "1"), ("10 - 4 - 3", "3"), ("2 * (3 + 4)", "14"), ("$a * 2", "16px"),
    ("$space.scale * 0.5", "2px"), ("{space.scale} * 1.5", "6px"), ("{a}*{b}", "16px"),
    ("1.5rem * 2", "3rem"), ("{r} + 0.5rem", "1.5rem"), ("{a} / {a}", "1"), ("50% * 2", "100%"),
    ("1e2px / 4", "25px"), (".5 * {a}", "4px"), ("{t} * 2", "400ms"), ("(({a}))", "8px"),
    ("{a} / 2 + {b}", "6px"), ("4 + {a}", "12px"), ("2PX * 3", "6px"),
  ])
  func computes(_ text: String, _ expected: String) throws {
    #expect(try Self.evaluate(text).description == expected)
  }

  @Test(arguments: [
    ("{a} * * 2", "\"*\" has no number or reference before it", 7),
    ("{a} *", "the expression ends where a number, a reference or \"(\" should come", 6),
    ("({a} * 2", "the \"(\" at character 1 is not closed", 9),
    ("{a} * 2)", "\")\" closes nothing", 8),
    ("{a} ^ 2", "\"^\" (a power) is not read: Tokens Studio math here is + - * /", 5),
    (
      "max({a}, 2) * 2",
      "max() is not read: Tokens Studio math here is + - * /, parentheses and roundTo()", 1
    ),
    ("{a} * 2 3", "an operator (+ - * /) is missing before 3", 9),
    ("{a..b} * 2", "the reference \"{a..b}\" has an empty name between its dots", 1),
    ("{a} * foo", "\"foo\" is not a number, a reference or a function", 7),
    ("roundTo({a}, 1, 2)", "roundTo takes a value and at most one number of places", 15),
    ("roundTo({a} * 2", "the \"(\" of roundTo at character 8 is not closed", 16),
    ("{a} * {b", "the \"{\" has no closing brace", 7),
    ("{a} * 2 # 3", "\"#\" is not part of Tokens Studio math", 9),
    ("{} * 2", "the reference \"{}\" is empty", 1),
    ("() * 2", "\")\" comes where a number, a reference or \"(\" should", 2),
    ("{a} * ,2", "\",\" is only read between roundTo's values", 7),
    ("", "the expression is empty", 1),
  ])
  func refuses(_ text: String, _ message: String, _ column: Int) {
    #expect(throws: TokensStudioMath.SyntaxError(message: message, column: column)) {
      try TokensStudioMath.parse(text)
    }
  }

  /// A malformed expression is still recognized as math (so the error names it), while text
  /// that only contains references or parentheses is not.
  @Test(arguments: [
    "{a} * * 2", "{a} ^ 2", "max({a}, 2) * 2", "{a} * 2 3", "{a..b} * 2", "roundTo({a}",
    "{a} * {b",
  ])
  func malformedMathIsStillMath(_ text: String) {
    guard case .malformed = TokensStudioMath.read(text) else {
      Issue.record("\(text) was not read as malformed math")
      return
    }
  }

  @Test(arguments: [
    "16px", "-3px", "+4", "{a}", "$a.b", "rgba({c}, 0.5)",
    "linear-gradient(180deg, {a} 0%, {b} 100%)", "1px solid {c}", "Semi Bold", "sans-serif",
    "{a.b", "4.5454%", "1e-5", "0 4px 8px {c}", "{a}{b}", "(16px)", "Inter, -apple-system",
  ])
  func notMath(_ text: String) {
    #expect(TokensStudioMath.read(text) == .notMath, "\(text)")
  }

  @Test(arguments: [
    (
      "{a} + {r}",
      "8px + 1rem mixes px and rem, which needs a root font size the tokens do not give"
    ),
    (
      "{r} - {a}",
      "1rem - 8px mixes px and rem, which needs a root font size the tokens do not give"
    ),
    (
      "{a} / {r}",
      "8px / 1rem mixes px and rem, which needs a root font size the tokens do not give"
    ),
    ("{a} / 0", "8px / 0 divides by zero"),
    ("{a} / ({b} - 2)", "8px / 0 divides by zero"),
    ("{a} * {a}", "8px * 8px multiplies two units: one side of * must be a plain number"),
    ("2 / {a}", "2 / 8px divides a plain number by px: the result would be per px"),
    ("1e308 * 10", "1e+308 * 10 is too large to compute (it overflows)"),
    ("1e999", "a number in it is too large to compute"),
    ("{c} * 2", "{c} is a color: math computes with numbers, dimensions and durations"),
    ("(1rem)px", "(…)px holds 1rem, which is in rem already"),
    ("roundTo({a}, 1.5)", "roundTo's places must be a whole number from -15 to 15, not 1.5"),
    ("roundTo({a}, {a})", "roundTo's places must be a whole number from -15 to 15, not 8px"),
    ("{a} + {t}", "8px + 200ms mixes px and ms"),
  ])
  func cannotCompute(_ text: String, _ message: String) {
    #expect(throws: TokensStudioMath.EvaluationError(message: message)) {
      try Self.evaluate(text)
    }
  }

  /// The result as the token's type: a plain number is px (ms), a percentage a fraction.
  @Test(arguments: [
    (Quantity(value: 4, unit: nil), TokenType.dimension, #"{"value":4,"unit":"px"}"#),
    (Quantity(value: 1.23456, unit: "rem"), .dimension, #"{"value":1.2346,"unit":"rem"}"#),
    (Quantity(value: 50, unit: "%"), .number, "0.5"),
    (Quantity(value: 0.1 + 0.2, unit: nil), .number, "0.3"),
    (Quantity(value: 250, unit: nil), .duration, #"{"value":250,"unit":"ms"}"#),
    (Quantity(value: 700, unit: nil), .fontWeight, "700"),
    (
      Quantity(value: 8, unit: "px"), .number,
      "the result 8px is in px, but the token is a plain number"
    ),
    (
      Quantity(value: 50, unit: "%"), .dimension,
      "the result 50% is not a dimension: dimensions are in px or rem"
    ),
    (
      Quantity(value: 2000, unit: nil), .fontWeight,
      "the result 2000 is not a font weight (a number from 1 to 1000)"
    ),
    (
      Quantity(value: 1, unit: "px"), .duration,
      "the result 1px is not a duration: durations are in ms or s"
    ),
  ])
  func literals(_ quantity: Quantity, _ type: TokenType, _ expected: String) {
    do {
      #expect(
        try TokensStudioMath.literal(quantity, as: type).json.serialized(indent: nil) == expected)
    } catch {
      #expect(error.message == expected)
    }
  }

  @Test func referencesAreListedOnceInOrder() throws {
    let expression = try TokensStudioMath.parse("roundTo({b} * $a + {b}, {c.d})")
    #expect(expression.references == [["b"], ["a"], ["c", "d"]])
    #expect(expression.hasDollarReference)
    #expect(try !TokensStudioMath.parse("{a} * 2").hasDollarReference)
  }

  // MARK: - Hostile input

  /// 10,000 nested parentheses: refused for their length, without recursing.
  @Test func tenThousandNestedParentheses() {
    let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(throws: TokensStudioMath.SyntaxError.self) { try TokensStudioMath.parse(text) }
    let withOperator =
      String(repeating: "(", count: 10_000) + "{a} * 2"
      + String(repeating: ")", count: 10_000)
    guard case .malformed(let error) = TokensStudioMath.read(withOperator) else {
      Issue.record("not refused")
      return
    }
    #expect(error.message == "the expression is longer than 1000 characters")
  }

  /// Within the length limit, nesting stops at the depth limit, wherever it comes from.
  @Test(arguments: [
    String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400),
    String(repeating: "-", count: 900) + "1",
    String(repeating: "roundTo(", count: 100) + "1" + String(repeating: ")", count: 100),
    "{a} * " + String(repeating: "(", count: 40) + "2" + String(repeating: ")", count: 40),
  ])
  func nestingIsLimited(_ text: String) {
    #expect(throws: TokensStudioMath.SyntaxError.self) { try TokensStudioMath.parse(text) }
    do {
      _ = try TokensStudioMath.parse(text)
    } catch {
      #expect(error.message == "the expression is nested more than 32 deep")
    }
  }

  /// Long operator chains are read in loops and computed.
  @Test func longChainsCompute() throws {
    let sum = Array(repeating: "1", count: 500).joined(separator: "+")
    #expect(try Self.evaluate(sum).value == 500)
    let product = Array(repeating: "{b}", count: 200).joined(separator: "*")
    #expect(try Self.evaluate(product).value == 1.6069380442589903e+60)
    let overflow = Array(repeating: "1e100", count: 100).joined(separator: "*")
    #expect(throws: TokensStudioMath.EvaluationError.self) { try Self.evaluate(overflow) }
    let references = Array(repeating: "{a}", count: 240).joined(separator: "+")
    #expect(try Self.evaluate(references).description == "1920px")
  }

  @Test(arguments: [
    "{a} * 2\u{0}", "{a} * 2\u{FEFF}", "{a} * \u{1F600}", "{a} * 2e", "{a} * 2e+", "{a} * ..5",
    "{a} * 1.2.3", "{a} * $", "{a} * $.", "{a} * {a.}", "{a}+-*/()",
    String(repeating: "*", count: 999),
  ])
  func garbageIsRefusedNotCrashed(_ text: String) {
    switch TokensStudioMath.read(text) {
    case .expression(let expression):
      // Whatever parses must compute or refuse cleanly.
      _ = try? TokensStudioMath.evaluate(expression) { _ throws(TokensStudioMath.EvaluationError) in
        Quantity(value: 1, unit: nil)
      }
    case .malformed(let error):
      #expect(error.column >= 1)
    case .notMath:
      break
    }
  }
}
