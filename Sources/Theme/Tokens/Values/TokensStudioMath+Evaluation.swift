extension TokensStudioMath {
  /// A number and its unit, as math computes with them.
  struct Quantity: Sendable, Equatable, CustomStringConvertible {
    var value: Double
    /// `px`, `rem`, `%`, `ms`, …; `nil` for a plain number.
    var unit: String?

    /// `8px`, `1.5`, `200ms`.
    var description: String { ValueWording.number(value) + (unit ?? "") }
  }

  /// Why an expression has no value (a unit mix, a division by zero, an operand that is not a
  /// number).
  struct EvaluationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in a designer's words.
    var message: String

    var description: String { message }
  }

  /// Computes `expression`, taking each reference's value from `operand`.
  static func evaluate(
    _ expression: Expression, operand: ([String]) throws(EvaluationError) -> Quantity
  ) throws(EvaluationError) -> Quantity {
    switch expression {
    case .literal(let value, let unit):
      guard value.isFinite else {
        throw EvaluationError(message: "a number in it is too large to compute")
      }
      return Quantity(value: value, unit: unit)
    case .reference(let path, _):
      return try operand(path)
    case .negate(let inner):
      let value = try evaluate(inner, operand: operand)
      return Quantity(value: -value.value, unit: value.unit)
    case .binary(let symbol, let left, let right):
      return try combine(
        symbol, try evaluate(left, operand: operand), try evaluate(right, operand: operand))
    case .withUnit(let inner, let unit):
      let value = try evaluate(inner, operand: operand)
      guard value.unit == nil || value.unit == unit else {
        throw EvaluationError(
          message: "(…)\(unit) holds \(value), which is in \(value.unit ?? "") already")
      }
      return Quantity(value: value.value, unit: unit)
    case .roundTo(let inner, let placesExpression):
      let value = try evaluate(inner, operand: operand)
      var places = 0
      if let placesExpression {
        let written = try evaluate(placesExpression, operand: operand)
        guard written.unit == nil, ValueWording.isWhole(written.value),
          (-15...15).contains(written.value)
        else {
          throw EvaluationError(
            message: "roundTo's places must be a whole number from -15 to 15, not \(written)")
        }
        places = Int(written.value)
      }
      return Quantity(value: roundedHalfUp(value.value, places: places), unit: value.unit)
    }
  }

  /// Computes `expression` as a value of `type`, each reference taking the value of its token
  /// in `values`: the one computation `check --legacy` and `migrate` share.
  static func compute(
    _ expression: Expression, as type: TokenType, values: [[String]: TokenValue]
  ) throws(EvaluationError) -> (value: TokenValue, json: JSONValue) {
    let result = try evaluate(expression) { path throws(EvaluationError) in
      let reference = "{" + TokenPath.display(path) + "}"
      guard let value = values[path] else {
        throw EvaluationError(message: "\(reference) has no value")
      }
      return try quantity(of: value, reference: reference)
    }
    return try literal(result, as: type)
  }

  /// The value of a token as an operand: dimensions and durations with their unit, numbers and
  /// font weights as plain numbers.
  static func quantity(of value: TokenValue, reference: String) throws(EvaluationError) -> Quantity
  {
    switch value {
    case .dimension(let dimension):
      return Quantity(value: dimension.value, unit: dimension.unit.rawValue)
    case .duration(let duration):
      return Quantity(value: duration.value, unit: duration.unit.rawValue)
    case .number(let number):
      return Quantity(value: number, unit: nil)
    case .fontWeight(let weight):
      return Quantity(value: weight.value, unit: nil)
    default:
      throw EvaluationError(
        message:
          "\(reference) is a \(ValueParser.noun(value.type)): math computes with numbers, "
          + "dimensions and durations")
    }
  }

  /// A computed quantity as a value of `type` and its 2025.10 JSON, rounded to four decimals
  /// (as Tokens Studio rounds). A plain number is taken as px (ms), as `--legacy` takes `"8"`.
  static func literal(_ quantity: Quantity, as type: TokenType) throws(EvaluationError) -> (
    value: TokenValue, json: JSONValue
  ) {
    let value = ValueWording.rounded(quantity.value)
    switch type {
    case .dimension:
      guard let unit = Dimension.Unit(rawValue: quantity.unit ?? "px") else {
        throw EvaluationError(
          message: "the result \(quantity) is not a dimension: dimensions are in px or rem")
      }
      let dimension = Dimension(value: value, unit: unit)
      return (.dimension(dimension), JSONExporter.dimension(dimension))
    case .duration:
      guard let unit = Duration.Unit(rawValue: quantity.unit ?? "ms") else {
        throw EvaluationError(
          message: "the result \(quantity) is not a duration: durations are in ms or s")
      }
      let duration = Duration(value: value, unit: unit)
      return (.duration(duration), JSONExporter.duration(duration))
    case .number:
      switch quantity.unit {
      case nil: return (.number(value), .number(value))
      case "%":
        let fraction = ValueWording.rounded(quantity.value / 100)
        return (.number(fraction), .number(fraction))
      case let unit?:
        throw EvaluationError(
          message: "the result \(quantity) is in \(unit), but the token is a plain number")
      }
    case .fontWeight:
      guard quantity.unit == nil, (1...1000).contains(value) else {
        throw EvaluationError(
          message: "the result \(quantity) is not a font weight (a number from 1 to 1000)")
      }
      return (.fontWeight(FontWeight(value)), .number(value))
    default:
      throw EvaluationError(message: "math does not compute a \(ValueParser.noun(type))")
    }
  }

  /// One operation, its units checked.
  private static func combine(_ symbol: Operator, _ left: Quantity, _ right: Quantity)
    throws(EvaluationError) -> Quantity
  {
    let result: Quantity
    switch symbol {
    case .add, .subtract:
      if let a = left.unit, let b = right.unit, a != b { throw mixed(symbol, left, right) }
      let value = symbol == .add ? left.value + right.value : left.value - right.value
      result = Quantity(value: value, unit: left.unit ?? right.unit)
    case .multiply:
      if left.unit != nil, right.unit != nil {
        throw EvaluationError(
          message: "\(left) * \(right) multiplies two units: one side of * must be a plain number")
      }
      result = Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
    case .divide:
      guard right.value != 0 else {
        throw EvaluationError(message: "\(left) / \(right) divides by zero")
      }
      switch (left.unit, right.unit) {
      case (_, nil):
        result = Quantity(value: left.value / right.value, unit: left.unit)
      case (let a?, let b?) where a == b:
        result = Quantity(value: left.value / right.value, unit: nil)
      case (_?, _?):
        throw mixed(symbol, left, right)
      case (nil, let b?):
        throw EvaluationError(
          message: "\(left) / \(right) divides a plain number by \(b): the result would be per \(b)"
        )
      }
    }
    guard result.value.isFinite else {
      throw EvaluationError(
        message: "\(left) \(symbol.rawValue) \(right) is too large to compute (it overflows)")
    }
    return result
  }

  /// Two units that do not mix, both named.
  private static func mixed(_ symbol: Operator, _ left: Quantity, _ right: Quantity)
    -> EvaluationError
  {
    let (a, b) = (left.unit ?? "", right.unit ?? "")
    let operation = "\(left) \(symbol.rawValue) \(right)"
    if Set([a, b]) == ["px", "rem"] {
      return EvaluationError(
        message:
          "\(operation) mixes px and rem, which needs a root font size the tokens do not give")
    }
    return EvaluationError(message: "\(operation) mixes \(a) and \(b)")
  }

  /// `value` rounded to `places` decimals (negative: to tens, hundreds, …), halves up, as
  /// Tokens Studio's `roundTo` rounds. Written without libm, which `Theme` does not link.
  static func roundedHalfUp(_ value: Double, places: Int) -> Double {
    var factor = 1.0
    for _ in 0..<abs(places) { factor *= 10 }
    let scaled = places >= 0 ? value * factor : value / factor
    // Beyond 2^53 every double is whole already.
    guard scaled.isFinite, abs(scaled) < 9e15 else { return value }
    let shifted = scaled + 0.5
    var whole = Double(Int64(shifted))  // truncates toward zero
    if whole > shifted { whole -= 1 }  // floor for negatives
    return places >= 0 ? whole / factor : whole * factor
  }
}
