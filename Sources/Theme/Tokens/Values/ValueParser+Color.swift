/// `color` values (Color Module 2025.10).
extension ValueParser {
  /// A position in the problem and reference lists, to ask later whether a part added any.
  struct Mark {
    var problems: Int
    var references: Int
  }

  /// The current position in the problem and reference lists.
  var mark: Mark { Mark(problems: problems.count, references: references.count) }

  /// Whether nothing since `mark` stops the value from being built: no new error and no new
  /// reference (warnings are fine).
  func isClean(since mark: Mark) -> Bool {
    references.count == mark.references
      && !problems[mark.problems...].contains { $0.severity == .error }
  }

  mutating func color(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  ) -> ColorValue? {
    guard case .object(let object) = json else {
      if case .string(let text) = json, let converted = Self.legacyColor(text) {
        let kind = text.hasPrefix("#") ? "a hex color string" : "a CSS color function"
        reportLegacy(
          pointer(),
          "\(ValueWording.quoted(text)) is \(kind), the format before 2025.10: "
            + "a color is now an object", replacement: converted.form)
        return converted.value
      }
      wrongKind(
        json, at: pointer(), label: label(), expected: ValueWording.expectation(.color),
        hint: "write \(ValueWording.example(of: .color)) with your color's space and components")
      return nil
    }
    let start = mark
    checkMembers(of: object, as: .color, at: pointer(), label: label(), fromSchema: true)

    var space: ColorSpace?
    if let raw = object["colorSpace"] {
      space = colorSpace(raw, at: pointer().appending("colorSpace"))
    }

    var components: [Double?] = []
    if let raw = object["components"] {
      components = colorComponents(raw, at: pointer().appending("components"), space: space)
    }

    var alpha = 1.0
    if let raw = object["alpha"] {
      func at() -> JSONPointer { pointer().appending("alpha") }
      if !takePointerReference(raw, at: at(), label: "alpha") {
        if case .number(let value) = raw {
          alpha = value
          if !(0...1).contains(value) { reportAlpha(value, at: at()) }
        } else {
          wrongKind(
            raw, at: at(), label: "alpha", expected: "a number from 0 (transparent) to 1 (opaque)",
            hint: Self.unquotedNumberHint(raw))
        }
      }
    }

    var hex: String?
    if let raw = object["hex"],
      let fallback = hexFallback(
        raw, at: pointer().appending("hex"), hasAlpha: object["alpha"] != nil)
    {
      hex = fallback.hex
      // With --legacy, the transparency of a 4- or 8-digit fallback is the color's alpha.
      if let fromHex = fallback.alpha { alpha = fromHex }
    }

    guard isClean(since: start), let space, components.count == 3 else { return nil }
    return ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
  }

  private mutating func colorSpace(_ raw: JSONValue, at pointer: @autoclosure () -> JSONPointer)
    -> ColorSpace?
  {
    if takePointerReference(raw, at: pointer(), label: "colorSpace") { return nil }
    guard case .string(let name) = raw else {
      wrongKind(
        raw, at: pointer(), label: "colorSpace",
        expected: "the name of a color space such as \"srgb\"")
      return nil
    }
    if let space = ColorSpace(rawValue: name) { return space }
    let names = ColorSpace.allCases.map(\.rawValue)
    let suggestion = ValueWording.suggestion(
      for: name, among: names,
      renames: [
        "rgb": "srgb", "p3": "display-p3", "xyz": "xyz-d65", "a98": "a98-rgb",
        "adobergb": "a98-rgb", "prophoto": "prophoto-rgb", "linearsrgb": "srgb-linear",
      ])
    report(
      pointer(), .valueColorSpace,
      "\(ValueWording.quoted(name)) is not a color space of 2025.10: the color spaces are "
        + ValueWording.list(names, conjunction: "and"),
      hint: suggestion.map { "write \(ValueWording.quoted($0))" })
    return nil
  }

  private mutating func colorComponents(
    _ raw: JSONValue, at pointer: @autoclosure () -> JSONPointer, space: ColorSpace?
  ) -> [Double?] {
    if takePointerReference(raw, at: pointer(), label: "components") { return [] }
    let names = space?.componentNames
    guard case .array(let items) = raw else {
      var hint = "write the components as a list"
      if let names { hint += " in the order [\(names.joined(separator: ", "))]" }
      if case .object(let object) = raw,
        case let numbers = object.members.compactMap({ $0.value.number }),
        numbers.count == object.count, !numbers.isEmpty
      {
        hint += ", such as [\(numbers.map(ValueWording.number).joined(separator: ", "))]"
      } else {
        hint += ", such as [1, 0, 0]"
      }
      wrongKind(
        raw, at: pointer(), label: "components", expected: "a list of 3 numbers", hint: hint)
      return []
    }
    if items.count != 3 {
      let what =
        if let space, let names {
          "\(space.rawValue) colors have exactly 3 components (\(ValueWording.list(names)))"
        } else {
          "a color has exactly 3 components"
        }
      report(
        pointer(), .valueComponentCount,
        "\(what), but this list has \(items.count)",
        hint: items.count > 3 && space?.isRGB == true
          ? "put a fourth (alpha) value in \"alpha\" instead" : nil)
    }
    var components: [Double?] = []
    components.reserveCapacity(items.count)
    let ranges = space?.componentRanges
    for (index, item) in items.enumerated() {
      let name = names.flatMap { $0.indices.contains(index) ? $0[index] : nil }
      // A number is the usual component: its pointer and label are only built for a problem.
      if case .number(let value) = item {
        components.append(value)
        if let space, let ranges, index < 3, let name, !ranges[index].contains(value) {
          report(
            pointer().appending(index), .valueColorRange,
            "\(name) \(ValueWording.number(value)) is out of range for \(space.rawValue): "
              + "it must be \(ranges[index].phrase)",
            hint: Self.rangeHint(value, range: ranges[index], space: space))
        }
        continue
      }
      func at() -> JSONPointer { pointer().appending(index) }
      let label =
        name.map { "the \($0) component" } ?? "the \(ValueWording.ordinal(index)) component"
      if takePointerReference(item, at: at(), label: label) { continue }
      switch item {
      case .string("none"):
        components.append(nil)
      default:
        var hint = Self.unquotedNumberHint(item)
        if case .string(let text) = item, ValueWording.folded(text) == "none" {
          hint = "write \"none\" in lower case"
        }
        wrongKind(
          item, at: at(), label: label, expected: "a number or the keyword \"none\"", hint: hint)
      }
    }
    return components
  }

  private mutating func reportAlpha(_ value: Double, at pointer: @autoclosure () -> JSONPointer) {
    let hint: String
    if value >= 2 && value <= 100 {
      hint =
        "if you meant \(ValueWording.number(value))%, write \(ValueWording.number(value / 100))"
    } else if value > 1 {
      hint = "use 1 for fully opaque"
    } else {
      hint = "use 0 for fully transparent"
    }
    report(
      pointer(), .valueAlphaRange,
      "alpha \(ValueWording.number(value)) is out of range: it must be between 0 (transparent) "
        + "and 1 (opaque)", hint: hint)
  }

  /// The 6-digit fallback; with --legacy, a 3-, 4- or 8-digit one is converted with a warning
  /// (``LegacyShapes/shortHexFallback``), its transparency becoming the alpha the color lacks.
  private mutating func hexFallback(
    _ raw: JSONValue, at pointer: @autoclosure () -> JSONPointer, hasAlpha: Bool
  )
    -> (hex: String, alpha: Double?)?
  {
    if takePointerReference(raw, at: pointer(), label: "hex") { return nil }
    guard case .string(let text) = raw else {
      var hint: String?
      if case .number(let value) = raw, value >= 0, value <= 0xFF_FFFF, ValueWording.isWhole(value)
      {
        hint = "write \(ValueWording.quoted(Self.hexString(Int(value))))"
      }
      wrongKind(
        raw, at: pointer(), label: "the hex fallback", expected: "a string such as \"#ff00ff\"",
        hint: hint)
      return nil
    }
    if Self.isSixDigitHex(text) { return (text, nil) }
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    let allHex = !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
    if legacy, allHex, let converted = LegacyShapes.shortHexFallback(text, hasAlpha: hasAlpha) {
      reportLegacy(
        pointer(),
        "the hex fallback \(ValueWording.quoted(text)) has \(digits.count) digits, but 2025.10 "
          + "writes exactly 6 (#rrggbb)"
          + (converted.alpha != nil ? ", with transparency in alpha" : ""),
        replacement: converted.alpha.map {
          "\"hex\": \(ValueWording.quoted(converted.hex)) and \"alpha\": \(ValueWording.number($0))"
        } ?? ValueWording.quoted(converted.hex))
      return converted
    }
    var message =
      "the hex fallback \(ValueWording.quoted(text)) is not a 6-digit hex color: it must be "
      + "written #rrggbb, such as \"#ff00ff\""
    var hint: String?
    if allHex, let converted = Self.legacyHexColor("#" + digits) {
      let six = converted.value.hex ?? ""
      switch digits.count {
      case 8, 4:
        message =
          "the hex fallback \(ValueWording.quoted(text)) has \(digits.count) digits with "
          + "transparency, but it must be exactly 6 (#rrggbb): transparency goes in alpha"
        hint =
          hasAlpha
          ? "write \(ValueWording.quoted(six))"
          : "write \(ValueWording.quoted(six)) and \"alpha\": "
            + ValueWording.number(converted.value.alpha)
      default:
        hint = "write \(ValueWording.quoted(six))"
      }
    }
    report(pointer(), .valueHex, message, hint: hint)
    return nil
  }

  /// A hint for a number written as a string (`"0.5"` → `write 0.5 without quotes`).
  static func unquotedNumberHint(_ json: JSONValue) -> String? {
    guard case .string(let text) = json,
      let value = Double(ValueWording.trimmed(text)), value.isFinite
    else { return nil }
    return "write \(ValueWording.number(value)) without quotes"
  }

  /// The hint for a component out of range.
  static func rangeHint(_ value: Double, range: ColorSpace.ComponentRange, space: ColorSpace)
    -> String?
  {
    let n = ValueWording.number
    switch range {
    case .hue:
      let wrapped = ValueWording.wrappedHue(value)
      return "use \(n(ValueWording.rounded(wrapped))) (\(n(value))° is the same hue)"
    case .chroma:
      return
        "use 0 for a gray (a negative chroma is chroma \(n(-value)) with the hue turned by 180°)"
    case .percent:
      return value > 100 ? "use 100 at most" : "use 0 at least"
    case .unit:
      if value < 0 {
        return space.isRGB
          ? "use 0 at least; a color outside \(space.rawValue) needs a wider space such as oklch"
          : "use 0 at least"
      }
      if space.isRGB, value >= 2, value <= 255, ValueWording.isWhole(value) {
        return "use a number from 0 to 1: \(n(value)) on the 0–255 scale is "
          + n(ValueWording.rounded(value / 255))
      }
      if value >= 2, value <= 100, !space.isRGB {
        return "use a number from 0 to 1: \(n(value))% is \(n(value / 100))"
      }
      return space.isRGB
        ? "use 1 at most; a color outside \(space.rawValue) needs a wider space such as oklch"
        : "use 1 at most"
    case .unbounded:
      return nil
    }
  }

  static func isSixDigitHex(_ text: String) -> Bool {
    text.count == 7 && text.hasPrefix("#") && text.dropFirst().allSatisfy(\.isHexDigit)
  }

  static func hexString(_ rgb: Int) -> String {
    let digits = String(rgb, radix: 16)
    return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }

  /// Reads a legacy hex color string (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`) as an sRGB
  /// color, with its 2025.10 form for hints. Components and alpha are rounded to 4 decimals;
  /// `hex` keeps the exact 6 digits.
  static func legacyHexColor(_ text: String) -> (value: ColorValue, form: String)? {
    guard text.hasPrefix("#") else { return nil }
    var digits = Array(text.dropFirst().lowercased())
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
    var bytes: [Int] = []
    for offset in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = Int(String(digits[offset...offset + 1]), radix: 16) else { return nil }
      bytes.append(byte)
    }
    let components = bytes.prefix(3).map { ValueWording.rounded(Double($0) / 255) }
    let alpha = bytes.count == 4 ? ValueWording.rounded(Double(bytes[3]) / 255) : 1
    let hex = "#" + String(digits.prefix(6))
    let numbers = components.map(ValueWording.number).joined(separator: ", ")
    var form = #"{ "colorSpace": "srgb", "components": [\#(numbers)]"#
    if alpha < 1 { form += #", "alpha": \#(ValueWording.number(alpha))"# }
    form += #", "hex": "\#(hex)" }"#
    return (ColorValue(colorSpace: .srgb, components: components, alpha: alpha, hex: hex), form)
  }

  /// Reads a legacy color string: hex (``legacyHexColor(_:)``) or a CSS `rgb()`, `rgba()`,
  /// `hsl()` or `hsla()` function (``legacyFunctionalColor(_:)``).
  static func legacyColor(_ text: String) -> (value: ColorValue, form: String)? {
    legacyHexColor(text) ?? legacyFunctionalColor(text)
  }

  /// Reads `rgb(10, 132, 255)`, `rgba(0 0 0 / 50%)`, `hsl(210deg 100% 52%)` or
  /// `hsla(210, 100%, 52%, 0.5)` as an sRGB or HSL color with its 2025.10 form. RGB channels are
  /// 0–255 or percentages, alpha 0–1 or a percentage; components are rounded to 4 decimals.
  static func legacyFunctionalColor(_ text: String) -> (value: ColorValue, form: String)? {
    let trimmed = ValueWording.trimmed(text).lowercased()
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
    let name = String(trimmed[..<open])
    guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
    var body = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    var alphaText: String?
    if let slash = body.firstIndex(of: "/") {
      alphaText = String(body[body.index(after: slash)...])
      body = String(body[..<slash])
    }
    var parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(
      String.init)
    if alphaText == nil, parts.count == 4 { alphaText = parts.removeLast() }
    guard parts.count == 3 else { return nil }
    func number(_ part: String, percentScale: Double?) -> Double? {
      var part = ValueWording.trimmed(part)
      var scale = 1.0
      if part.hasSuffix("%") {
        guard let percentScale else { return nil }
        part.removeLast()
        scale = percentScale / 100
      } else if part.hasSuffix("deg") {
        part.removeLast(3)
      }
      guard let value = Double(part), value.isFinite else { return nil }
      return value * scale
    }
    var alpha = 1.0
    if let alphaText {
      guard let value = number(alphaText, percentScale: 1), (0...1).contains(value) else {
        return nil
      }
      alpha = ValueWording.rounded(value)
    }
    let value: ColorValue
    if name.hasPrefix("rgb") {
      var channels: [Double] = []
      for part in parts {
        guard let channel = number(part, percentScale: 255), (0...255).contains(channel) else {
          return nil
        }
        channels.append(channel)
      }
      let bytes = channels.map { Int($0.rounded()) }
      let hex =
        "#"
        + bytes.map { (byte: Int) -> String in
          let digits = String(byte, radix: 16)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
      value = ColorValue(
        colorSpace: .srgb, components: channels.map { ValueWording.rounded($0 / 255) },
        alpha: alpha, hex: hex)
    } else {
      guard let hue = number(parts[0], percentScale: nil),
        let saturation = number(parts[1], percentScale: 100),
        let lightness = number(parts[2], percentScale: 100), (0...100).contains(saturation),
        (0...100).contains(lightness)
      else { return nil }
      let wrapped = ValueWording.wrappedHue(hue)
      value = ColorValue(
        colorSpace: .hsl, components: [wrapped, saturation, lightness].map(ValueWording.rounded),
        alpha: alpha,
        hex: ColorCoordinates(.hsl, wrapped, saturation, lightness).opaqueHex)
    }
    let numbers = value.components.map { ValueWording.number($0 ?? 0) }.joined(separator: ", ")
    var form = #"{ "colorSpace": "\#(value.colorSpace.rawValue)", "components": [\#(numbers)]"#
    if alpha < 1 { form += #", "alpha": \#(ValueWording.number(alpha))"# }
    if let hex = value.hex { form += #", "hex": "\#(hex)""# }
    return (value, form + " }")
  }
}
