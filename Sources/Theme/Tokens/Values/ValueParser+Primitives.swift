/// Single-valued types: dimension, duration, cubicBezier, fontFamily, fontWeight, number.
extension ValueParser {
  mutating func dimension(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> Dimension?
  {
    guard let (value, unit) = measure(json, at: pointer(), label: label(), type: .dimension),
      let unit = Dimension.Unit(rawValue: unit)
    else { return nil }
    return Dimension(value: value, unit: unit)
  }

  mutating func duration(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> Duration? {
    guard let (value, unit) = measure(json, at: pointer(), label: label(), type: .duration),
      let unit = Duration.Unit(rawValue: unit)
    else { return nil }
    return Duration(value: value, unit: unit)
  }

  /// The shared shape of dimensions and durations: `{ "value": number, "unit": "…" }`.
  private mutating func measure(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String,
    type: TokenType
  ) -> (Double, String)? {
    let units =
      type == .dimension
      ? Dimension.Unit.allCases.map(\.rawValue)
      : Duration.Unit.allCases.map(\.rawValue)
    let defaultUnit = units[0]
    let noun = Self.noun(type)
    func form(_ value: Double, _ unit: String) -> String {
      #"{ "value": \#(ValueWording.number(value)), "unit": "\#(unit)" }"#
    }
    switch json {
    case .object(let object):
      let start = mark
      checkMembers(of: object, as: type, at: pointer(), label: label(), fromSchema: true)
      var number: Double?
      if let raw = object["value"] {
        func at() -> JSONPointer { pointer().appending("value") }
        if !takePointerReference(raw, at: at(), label: "value") {
          if case .number(let value) = raw {
            number = value
          } else {
            wrongKind(
              raw, at: at(), label: "the \(noun)'s value", expected: "a number",
              hint: Self.unquotedNumberHint(raw))
          }
        }
      }
      var unit: String?
      if let raw = object["unit"] {
        func at() -> JSONPointer { pointer().appending("unit") }
        if !takePointerReference(raw, at: at(), label: "unit") {
          if case .string(let text) = raw {
            if units.contains(text) {
              unit = text
            } else if legacy, text.isEmpty {
              // Microsoft Fluent writes `"unit": ""` beside a 0: a bare number, as migrate reads it.
              reportLegacy(
                at(), "the \(noun)'s unit is empty, taken as \(defaultUnit)",
                replacement: "\"unit\": \"\(defaultUnit)\"")
              unit = defaultUnit
            } else {
              report(
                at(), .valueUnit,
                "\(ValueWording.quoted(text)) is not a \(noun) unit: the units are "
                  + ValueWording.list(units.map(ValueWording.quoted), conjunction: "and"),
                hint: Self.unitHint(text, type: type))
            }
          } else {
            wrongKind(
              raw, at: at(), label: "the \(noun)'s unit",
              expected: ValueWording.list(units.map(ValueWording.quoted), conjunction: "or"))
          }
        }
      }
      guard isClean(since: start), let number, let unit else { return nil }
      return (number, unit)
    case .string(let text):
      if let (value, unit) = Self.splitMeasure(text) {
        if units.contains(unit) {
          reportLegacy(
            pointer(),
            "\(ValueWording.quoted(text)) is a \(noun) string, the format before 2025.10: "
              + "a \(noun) is now an object", replacement: form(value, unit))
          return (value, unit)
        }
        if legacy, type == .dimension, ["pt", "dp", "sp"].contains(unit.lowercased()) {
          // Platform units: 1 pt (dp, sp) is 1 px in tokens, as migrate writes it.
          reportLegacy(
            pointer(),
            "\(ValueWording.quoted(text)) is a dimension in \(unit), taken as px (1 \(unit) is 1 px in tokens)",
            replacement: form(value, "px"))
          return (value, "px")
        }
        report(
          pointer(), .valueKind,
          "\(label()) must be \(ValueWording.expectation(type)), but it is "
            + "\(ValueWording.describe(json)), and \(ValueWording.quoted(unit)) is not a \(noun) "
            + "unit either",
          hint: Self.unitHint(unit, type: type) ?? "write \(form(value, defaultUnit))")
        return nil
      }
      if legacy, let value = Double(ValueWording.trimmed(text)), value.isFinite {
        // What migrate converts, --legacy reads: a number in a string is taken in px (ms).
        reportLegacy(
          pointer(),
          "\(ValueWording.quoted(text)) is a number in a string, taken as \(defaultUnit)",
          replacement: form(value, defaultUnit))
        return (value, defaultUnit)
      }
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(type),
        hint: Double(ValueWording.trimmed(text)).map { "write \(form($0, defaultUnit))" })
      return nil
    case .number(let value):
      if legacy {
        reportLegacy(
          pointer(), "\(ValueWording.number(value)) is a bare number, taken as \(defaultUnit)",
          replacement: form(value, defaultUnit))
        return (value, defaultUnit)
      }
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(type),
        hint: "write \(form(value, defaultUnit))")
      return nil
    default:
      wrongKind(json, at: pointer(), label: label(), expected: ValueWording.expectation(type))
      return nil
    }
  }

  /// Splits `"16px"`, `"-0.5rem"`, `"200ms"` into number and unit.
  static func splitMeasure(_ text: String) -> (Double, String)? {
    let trimmed = ValueWording.trimmed(text)
    let numberPart = trimmed.prefix { "0123456789.+-".contains($0) }
    let unit = ValueWording.trimmed(String(trimmed.dropFirst(numberPart.count)))
    guard !numberPart.isEmpty, !unit.isEmpty, let value = Double(numberPart), value.isFinite,
      unit.allSatisfy({ $0.isLetter || $0 == "%" })
    else { return nil }
    return (value, unit)
  }

  /// What to write instead of a unit 2025.10 does not have.
  static func unitHint(_ unit: String, type: TokenType) -> String? {
    let lower = unit.lowercased()
    if type == .dimension {
      switch lower {
      case "px", "rem": return "write \(ValueWording.quoted(lower)) in lower case"
      case "em": return "use \"rem\" (a multiple of the default text size) or \"px\""
      case "pt", "dp", "sp": return "use \"px\" (1 \(lower) is 1 px in tokens)"
      case "%": return "a percentage is not a dimension; use \"px\" or \"rem\""
      default: return "use \"px\" or \"rem\""
      }
    }
    switch lower {
    case "ms", "s": return "write \(ValueWording.quoted(lower)) in lower case"
    case "sec", "secs", "second", "seconds": return "use \"s\""
    case "msec", "millis", "millisecond", "milliseconds": return "use \"ms\""
    case "min", "mins", "minute", "minutes": return "use \"s\" (1 min is 60 s)"
    default: return "use \"ms\" or \"s\""
    }
  }

  mutating func cubicBezier(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> CubicBezier?
  {
    guard case .array(let items) = json else {
      var hint: String?
      if legacy, case .string(let text) = json, let numbers = Self.legacyEasing(text),
        (0...1).contains(numbers[0]), (0...1).contains(numbers[2])
      {
        let curve = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        reportLegacy(
          pointer(), "\(ValueWording.quoted(text)) is a CSS easing, the format before 2025.10",
          replacement: "[" + numbers.map(ValueWording.number).joined(separator: ", ") + "]")
        return curve
      }
      if case .string(let text) = json, let curve = Self.cssEasings[text] {
        hint = "write \(curve) (the CSS \(ValueWording.quoted(text)) curve)"
      }
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(.cubicBezier),
        hint: hint)
      return nil
    }
    let start = mark
    if items.count != 4 {
      report(
        pointer(), .valueLength,
        "\(label()) must have exactly 4 numbers [x1, y1, x2, y2], but this list has \(items.count)",
        hint: "write the two control points, such as [0.42, 0, 0.58, 1]")
    }
    let names = ["x1", "y1", "x2", "y2"]
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      func at() -> JSONPointer { pointer().appending(index) }
      let name = index < 4 ? names[index] : "the \(ValueWording.ordinal(index)) number"
      if takePointerReference(item, at: at(), label: name) { continue }
      guard case .number(let value) = item else {
        wrongKind(
          item, at: at(), label: name, expected: "a number", hint: Self.unquotedNumberHint(item))
        continue
      }
      numbers.append(value)
      if index == 0 || index == 2, !(0...1).contains(value) {
        report(
          at(), .valueRange,
          "\(name) \(ValueWording.number(value)) is out of range: x coordinates must be between "
            + "0 and 1 (only y may go beyond, for overshoot)",
          hint: value < 0 ? "use 0 at least" : "use 1 at most")
      }
    }
    guard isClean(since: start), numbers.count == 4 else { return nil }
    return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }

  /// The CSS easing keywords as control points.
  /// The four numbers of a CSS easing written as a keyword (`"ease-in-out"`) or as
  /// `cubic-bezier(…)`. Read by `--legacy` and written by `migrate`.
  static func legacyEasing(_ text: String) -> [Double]? {
    let trimmed = ValueWording.trimmed(text).lowercased()
    var body: String?
    if let keyword = cssEasings[trimmed] {
      body = String(keyword.dropFirst().dropLast())
    } else if trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") {
      body = String(trimmed.dropFirst("cubic-bezier(".count).dropLast())
    }
    let numbers =
      body?.split(separator: ",").compactMap { Double(ValueWording.trimmed(String($0))) } ?? []
    return numbers.count == 4 ? numbers : nil
  }

  static let cssEasings: [String: String] = [
    "linear": "[0, 0, 1, 1]", "ease": "[0.25, 0.1, 0.25, 1]", "ease-in": "[0.42, 0, 1, 1]",
    "ease-out": "[0, 0, 0.58, 1]", "ease-in-out": "[0.42, 0, 0.58, 1]",
  ]

  mutating func fontFamily(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> [String]? {
    switch json {
    case .string(let name):
      if reportMalformedReference(json, at: pointer()) { return nil }
      guard names(name, at: pointer(), label: label()) else { return nil }
      return [name]
    case .array(let items):
      let start = mark
      if items.isEmpty {
        report(
          pointer(), .valueSchema,
          "\(label()) is an empty list: it needs at least one font name "
            + "(a rule of the 2025.10 JSON schema)",
          hint: "write at least one name, such as [\"system-ui\"]")
      }
      var names: [String] = []
      for (index, item) in items.enumerated() {
        func at() -> JSONPointer { pointer().appending(index) }
        let name = "the \(ValueWording.ordinal(index)) font name"
        if takePointerReference(item, at: at(), label: name) { continue }
        if case .string(let text) = item {
          if self.names(text, at: at(), label: name) { names.append(text) }
        } else {
          wrongKind(item, at: at(), label: name, expected: "a string")
        }
      }
      return isClean(since: start) && !names.isEmpty ? names : nil
    default:
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(.fontFamily))
      return nil
    }
  }

  /// Whether `text` names a font; reports an empty or blank name, which names none ("a single
  /// font name", `types.md`).
  private mutating func names(
    _ text: String, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> Bool {
    guard text.allSatisfy(\.isWhitespace) else { return true }
    report(
      pointer(), .valueFontName,
      "\(label()) is \(text.isEmpty ? "empty" : "only blanks"): a font family value names a font, "
        + "and \(ValueWording.quoted(text)) names none",
      hint: "write the font's name, such as \"Inter\", or leave the entry out")
    return false
  }

  mutating func fontWeight(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> FontWeight?
  {
    switch json {
    case .number(let value):
      guard (1...1000).contains(value) else {
        report(
          pointer(), .valueRange,
          "font weight \(ValueWording.number(value)) is out of range: it must be between 1 and 1000",
          hint: value < 1
            ? "use 1 at least (100 is \"thin\")" : "use 1000 at most (900 is \"black\")")
        return nil
      }
      return FontWeight(value)
    case .string(let text):
      if let weight = FontWeight(keyword: text) { return weight }
      if reportMalformedReference(json, at: pointer()) { return nil }
      if legacy, let (weight, written) = Self.legacyFontWeight(text) {
        reportLegacy(
          pointer(),
          "\(ValueWording.quoted(text)) is not a 2025.10 font weight, read as \(written.serialized())",
          replacement: written.serialized())
        return weight
      }
      if let hint = Self.unquotedNumberHint(json) {
        wrongKind(
          json, at: pointer(), label: label(), expected: ValueWording.expectation(.fontWeight),
          hint: hint)
        return nil
      }
      let keywords = FontWeight.keywords.map(\.keyword)
      let suggestion = ValueWording.suggestion(for: text, among: keywords)
      let message =
        if let suggestion, suggestion.lowercased() == text.lowercased() {
          "\(ValueWording.quoted(text)) is not a font weight keyword: keywords are case-sensitive "
            + "and written in lower case"
        } else {
          "\(ValueWording.quoted(text)) is not a font weight keyword: use a number from 1 to 1000 "
            + "or one of " + ValueWording.list(keywords, conjunction: "or")
        }
      report(
        pointer(), .valueKeyword, message,
        hint: suggestion.map { "write \(ValueWording.quoted($0))" })
      return nil
    default:
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(.fontWeight))
      return nil
    }
  }

  /// A font weight written as a number in a string (`"400"`) or a keyword in another case or
  /// spacing (`"Semi Bold"`, `"Black"`): the weight and its 2025.10 form. Read by `--legacy` and
  /// written by `migrate`.
  static func legacyFontWeight(_ text: String) -> (FontWeight, JSONValue)? {
    if let number = Double(ValueWording.trimmed(text)), (1...1000).contains(number) {
      return (FontWeight(number), .number(number))
    }
    let letters = text.lowercased().filter(\.isLetter)
    guard !letters.isEmpty,
      let keyword = FontWeight.keywords.map(\.keyword).first(where: {
        $0.filter(\.isLetter) == letters
      }),
      let weight = FontWeight(keyword: keyword)
    else { return nil }
    return (weight, .string(keyword))
  }

  /// A number written as a string (`"0.5"`) or a percentage (`"50%"`, read as 0.5). Read by
  /// `--legacy` and written by `migrate`.
  static func legacyNumber(_ text: String) -> Double? {
    var trimmed = ValueWording.trimmed(text)
    var scale = 1.0
    if trimmed.hasSuffix("%") {
      trimmed.removeLast()
      scale = 0.01
    }
    guard let number = Double(trimmed), number.isFinite else { return nil }
    return ValueWording.rounded(number * scale)
  }

  mutating func number(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> Double? {
    if case .number(let value) = json { return value }
    if legacy, case .string(let text) = json, let value = Self.legacyNumber(text) {
      reportLegacy(
        pointer(),
        "\(ValueWording.quoted(text)) is a number in a string, read as \(ValueWording.number(value))",
        replacement: ValueWording.number(value))
      return value
    }
    var hint = Self.unquotedNumberHint(json)
    if case .object(let object) = json, object.count == 1, let value = object["value"]?.number {
      hint = "write \(ValueWording.number(value)) on its own"
    }
    wrongKind(json, at: pointer(), label: label(), expected: "a number", hint: hint)
    return nil
  }
}
