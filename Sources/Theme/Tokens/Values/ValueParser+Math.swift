/// Tokens Studio math in a value (`"{space.scale} * 2"`): named as such when strict, computed
/// with `--legacy` once the caller has resolved its references.
///
/// A math value's references are recorded like any alias (``ValueReference/Form/mathOperand``);
/// the caller resolves them (cycles and missing targets are reported as for any alias) and
/// parses again with their values in ``operands``, and the expression is computed then.
extension ValueParser {
  /// What a slot made of a string that may be math.
  enum MathSlot {
    /// Not math: the slot reads the string as usual.
    case notMath
    /// Math: its value, or `nil` (an error, or references still to resolve).
    case read(TokenValue?)
  }

  /// The types Tokens Studio math computes a value of.
  static func computesMath(_ type: TokenType) -> Bool {
    switch type {
    case .dimension, .number, .duration, .fontWeight: true
    default: false
    }
  }

  /// Reads `json` as Tokens Studio math in a slot of `type`, if it is math.
  mutating func math(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, as type: TokenType
  )
    -> MathSlot
  {
    guard Self.computesMath(type), case .string(let text) = json,
      text.unicodeScalars.contains(where: { "+-*/(".unicodeScalars.contains($0) })
    else { return .notMath }
    switch TokensStudioMath.read(text) {
    case .notMath:
      return .notMath
    case .malformed(let error):
      report(
        pointer(), .valueMath,
        "Tokens Studio math `\(text)` is malformed: \(error.message) (character \(error.column))",
        hint: "write + - * / between numbers (16, 16px, 1.5rem) and references ({space.base}), "
          + "with parentheses and roundTo(…) where needed")
      return .read(nil)
    case .expression(let expression):
      guard legacy else {
        report(
          pointer(), .valueLegacy,
          "Tokens Studio math `\(text)` is not 2025.10, which has no expressions",
          hint: "write the result as a \(Self.noun(type)); sptheme check --legacy computes it, "
            + "and sptheme migrate writes it")
        return .read(nil)
      }
      return .read(compute(expression, written: text, at: pointer(), as: type))
    }
  }

  /// Computes legacy math once every reference has its value in ``operands``; until then,
  /// records the references that lack one.
  private mutating func compute(
    _ expression: TokensStudioMath.Expression, written text: String, at pointer: JSONPointer,
    as type: TokenType
  ) -> TokenValue? {
    let values = operands
    let missing = expression.references.filter { values[$0] == nil }
    guard missing.isEmpty else {
      for path in missing {
        references.append(
          ValueReference(
            pointer: pointer, reference: .curly(path: path), expectedType: nil, form: .mathOperand))
      }
      return nil
    }
    do throws(TokensStudioMath.EvaluationError) {
      let (value, literal) = try TokensStudioMath.compute(expression, as: type, values: values)
      computed.append(ComputedMath(pointer: pointer, expression: text, json: literal))
      let dollars =
        expression.hasDollarReference ? " (its $path references read as {path})" : ""
      report(
        pointer, .valueLegacy,
        "Tokens Studio math `\(text)` computed: \(Self.shown(value))\(dollars)",
        hint: "write \(literal.serialized(indent: nil))", severity: .warning)
      return value
    } catch {
      report(
        pointer, .valueMath, "Tokens Studio math `\(text)` cannot be computed: \(error.message)",
        hint: "change the expression or the tokens it uses")
      return nil
    }
  }

  /// `8px`, `1.5`, `200ms`: a computed value in a message.
  static func shown(_ value: TokenValue) -> String {
    switch value {
    case .dimension(let dimension): ValueWording.number(dimension.value) + dimension.unit.rawValue
    case .duration(let duration): ValueWording.number(duration.value) + duration.unit.rawValue
    case .number(let number): ValueWording.number(number)
    case .fontWeight(let weight): ValueWording.number(weight.value)
    default: Self.noun(value.type)
    }
  }
}
