/// Shapes of older token formats that both `check --legacy` (as warnings) and `migrate` (as
/// rewrites) understand, in one place so the two agree. Each entry is read by the value parser
/// in legacy mode and written by ``TokenMigrator``.
enum LegacyShapes {
  /// One shape of an older format.
  struct Shape: Sendable {
    /// What it is, and who writes it.
    var name: String
    /// A token `t` written in the shape.
    var token: String
    /// Other members of the file the token needs (the target of its alias).
    var others: String? = nil

    /// A whole token file holding the example.
    var file: String { "{ \"t\": \(token)\(others.map { ", " + $0 } ?? "") }" }
  }

  /// Every shape `check --legacy` reads with a warning and `migrate` rewrites: the list the
  /// two agree on, each row proved by a test to read (with --legacy) as the value it migrates
  /// to. A shape either side learns belongs here first.
  ///
  /// Not rows: members with no 2025.10 place (typography's `textCase`, …), which `migrate`
  /// moves to `$extensions` and lists, and Tokens Studio's color modifiers, which nothing here
  /// evaluates.
  static let table: [Shape] = [
    Shape(name: "6-digit hex", token: ##"{ "$type": "color", "$value": "#0a84ff" }"##),
    Shape(name: "3-digit hex", token: ##"{ "$type": "color", "$value": "#fff" }"##),
    Shape(name: "8-digit hex", token: ##"{ "$type": "color", "$value": "#0a84ff80" }"##),
    Shape(name: "rgb()", token: #"{ "$type": "color", "$value": "rgb(10, 132, 255)" }"#),
    Shape(name: "dimension string", token: #"{ "$type": "dimension", "$value": "16px" }"#),
    Shape(name: "dimension in pt", token: #"{ "$type": "dimension", "$value": "16pt" }"#),
    Shape(name: "number in a dimension string", token: #"{ "$type": "dimension", "$value": "8" }"#),
    Shape(name: "bare number dimension", token: #"{ "$type": "dimension", "$value": 8 }"#),
    Shape(name: "duration string", token: #"{ "$type": "duration", "$value": "200ms" }"#),
    Shape(name: "number in a string", token: #"{ "$type": "number", "$value": "0.1" }"#),
    Shape(name: "percentage", token: #"{ "$type": "number", "$value": "50%" }"#),
    Shape(name: "weight name", token: #"{ "$type": "fontWeight", "$value": "Black" }"#),
    Shape(
      name: "weight name with a space", token: #"{ "$type": "fontWeight", "$value": "Semi Bold" }"#),
    Shape(name: "weight in a string", token: #"{ "$type": "fontWeight", "$value": "400" }"#),
    Shape(name: "CSS easing", token: #"{ "$type": "cubicBezier", "$value": "ease-in-out" }"#),
    Shape(name: "Tokens Studio type name", token: #"{ "$type": "spacing", "$value": "8px" }"#),
    Shape(
      name: "dash lengths as strings",
      token:
        #"{ "$type": "strokeStyle", "$value": { "dashArray": ["4px", "2px"], "lineCap": "round" } }"#
    ),
    Shape(
      name: "shadow strings and no spread",
      token:
        ##"{ "$type": "shadow", "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "2px", "blur": "4px" } }"##
    ),
    Shape(
      name: "typography without letterSpacing",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5 } }"#
    ),
    Shape(
      name: "Tokens Studio classic form",
      token: ##"{ "value": "#0a84ff", "type": "color", "description": "Accent" }"##),
    Shape(
      name: "Style Dictionary comment",
      token: #"{ "value": "4px", "type": "dimension", "comment": "Small gap" }"#),
    Shape(
      name: "Figma string variable (color)",
      token: #"{ "$type": "string", "$value": "rgba(0, 0, 0, 0.5)" }"#),
    Shape(
      name: "Figma string variable (length)", token: #"{ "$type": "string", "$value": "-3px" }"#),
    Shape(
      name: "Figma string variable (weight)", token: #"{ "$type": "string", "$value": "SemiBold" }"#
    ),
    Shape(
      name: "alpha beside a color (GitHub Primer)",
      token: ##"{ "$type": "color", "$value": "#0a84ff", "alpha": 0.5 }"##),
    Shape(
      name: "alpha beside an alias (GitHub Primer)",
      token: #"{ "$type": "color", "$value": "{base}", "alpha": 0.15 }"#,
      others: ##""base": { "$type": "color", "$value": "#000000" }"##),
    Shape(
      name: "3-digit hex fallback (Microsoft Fluent)",
      token:
        ##"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } }"##
    ),
    Shape(
      name: "4-digit hex fallback",
      token:
        ##"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff8" } }"##
    ),
    Shape(
      name: "8-digit hex fallback",
      token:
        ##"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#00000080" } }"##
    ),
    Shape(
      name: "empty unit (Microsoft Fluent)",
      token: #"{ "$type": "dimension", "$value": { "value": 0, "unit": "" } }"#),
    Shape(
      name: "empty unit in a shadow (Microsoft Fluent)",
      token:
        ##"{ "$type": "shadow", "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } }"##
    ),
    Shape(
      name: "typography member 2025.10 lacks (Microsoft Fluent)",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Segoe UI", "fontSize": { "value": 12, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3, "WebkitFontSmoothing": "antialiased" } }"#
    ),
    Shape(
      name: "letter spacing in em (Figma)",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 700, "letterSpacing": { "value": -0.02, "unit": "em" }, "lineHeight": 1.2 } }"#
    ),
    Shape(
      name: "letter spacing of 0em beside an alias font size",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{size}", "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "em" }, "lineHeight": 1 } }"#,
      others: #""size": { "$type": "dimension", "$value": { "value": 1.5, "unit": "rem" } }"#),
    Shape(
      name: "Tokens Studio math",
      token: #"{ "$type": "dimension", "$value": "{base} * 2" }"#,
      others: #""base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }"#),
    Shape(
      name: "Tokens Studio math over a number in a string (Element Compound)",
      token: #"{ "value": "{space.scale} * 1.5", "type": "spacing" }"#,
      others: #""space": { "scale": { "value": "4", "type": "spacing" } }"#),
    Shape(
      name: "Tokens Studio math with a unit after parentheses",
      token: #"{ "$type": "dimension", "$value": "({base} / 2 + 1)rem" }"#,
      others: #""base": { "$type": "number", "$value": 3 }"#),
    Shape(
      name: "Tokens Studio roundTo",
      token: #"{ "$type": "dimension", "$value": "roundTo({base} * 1.5) - -1" }"#,
      others: #""base": { "$type": "dimension", "$value": { "value": 3, "unit": "px" } }"#),
    Shape(
      name: "Tokens Studio math in a number",
      token: #"{ "$type": "number", "$value": "{a} / {b}" }"#,
      others: #""a": { "$type": "number", "$value": 6 }, "b": { "$type": "number", "$value": 4 }"#),
    Shape(
      name: "Tokens Studio math without references",
      token: #"{ "$type": "duration", "$value": "100ms * 2" }"#),
    Shape(
      name: "Tokens Studio math in a typography's font size",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{base} + 2", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }"#,
      others: #""base": { "$type": "dimension", "$value": { "value": 14, "unit": "px" } }"#),
    Shape(
      name: "Tokens Studio $path reference",
      token: #"{ "$type": "dimension", "$value": "$size.base" }"#,
      others:
        #""size": { "base": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#),
    Shape(
      name: "Tokens Studio $path reference in math",
      token: #"{ "$type": "dimension", "$value": "$size.base * 2" }"#,
      others:
        #""size": { "base": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#),
    Shape(
      name: "Tokens Studio $path reference in a composite",
      token:
        ##"{ "$type": "border", "$value": { "color": "$ink", "width": { "value": 1, "unit": "px" }, "style": "solid" } }"##,
      others:
        #""ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }"#
    ),
    Shape(
      name: "line height in px",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": "24px" } }"#
    ),
    Shape(
      name: "line height as a px dimension",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": { "value": 20, "unit": "px" } } }"#
    ),
    Shape(
      name: "line height in rem beside an aliased font size",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{size}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "1.5rem" } }"#,
      others: #""size": { "$type": "dimension", "$value": { "value": 1, "unit": "rem" } }"#),
  ]

  /// A member 2025.10 requires that older formats leave out, filled in with its CSS default.
  struct DefaultedMember: Sendable {
    var type: TokenType
    var key: String
    var value: JSONValue
    /// Why this default, for the warning and the change note.
    var reason: String
  }

  /// Zero is what CSS draws when a shadow has no spread and a text style no letter spacing
  /// (`letter-spacing: normal`).
  static let defaultedMembers: [DefaultedMember] = [
    DefaultedMember(
      type: .shadow, key: "spread", value: zeroPixels, reason: "CSS's default spread is 0"),
    DefaultedMember(
      type: .typography, key: "letterSpacing", value: zeroPixels,
      reason: "CSS's default (normal) is 0"),
  ]

  private static let zeroPixels = JSONValue.object(
    JSONObject([.init(key: "value", value: .number(0)), .init(key: "unit", value: .string("px"))]))

  /// A `hex` fallback of 3, 4 or 8 digits (Microsoft Fluent writes `"#fff"`), as 2025.10's 6
  /// digits, and the alpha its transparency gives a color that has no alpha member.
  static func shortHexFallback(_ text: String, hasAlpha: Bool) -> (hex: String, alpha: Double?)? {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.count != 6, let converted = ValueParser.legacyHexColor("#" + digits),
      let hex = converted.value.hex
    else { return nil }
    let alpha = converted.value.alpha
    return (hex, !hasAlpha && alpha < 1 ? alpha : nil)
  }

  /// What a token Figma exports with `$type: "string"` (its string variables: font names and
  /// weights) is in 2025.10.
  enum StringToken: Equatable {
    /// A type the token's path or value names.
    case typed(TokenType)
    /// An alias: the type is the type of what it points at.
    case fromAlias
    /// Neither path nor value says.
    case unknown
  }

  /// A weight name as the value (`"SemiBold"`) or `weight` in the path makes a font weight;
  /// `font`, `family` or `typeface` in the path makes a font family; `style` in the path
  /// (`font-style`: italic, normal) makes neither; a value that parses as a CSS color or a
  /// `px`/`rem` length makes a color or a dimension.
  static func typeOfString(path: [String], value: JSONValue?) -> StringToken {
    if let value, AliasReference(value) != nil { return .fromAlias }
    guard case .string(let text)? = value else { return .unknown }
    let names = path.map { $0.lowercased() }
    if names.contains(where: { $0.contains("style") }) { return .unknown }
    if names.contains(where: { $0.contains("weight") }) || ValueParser.legacyFontWeight(text) != nil
    {
      return ValueParser.legacyFontWeight(text) != nil || FontWeight(keyword: text) != nil
        ? .typed(.fontWeight) : .unknown
    }
    if names.contains(where: {
      $0.contains("font") || $0.contains("family") || $0.contains("typeface")
    }) {
      return .typed(.fontFamily)
    }
    // A value that is plainly a color (`rgba(0, 0, 0, 0.5)`, `#0a84ff`) or a length (`-3px`,
    // `1.5rem`) says its type, whatever the name.
    if ValueParser.legacyColor(text) != nil { return .typed(.color) }
    if let length = measure(.string(text)), ["px", "rem"].contains(length.unit) {
      return .typed(.dimension)
    }
    return .unknown
  }

  /// What an `em` letter spacing in a typography (Figma's export: `{ "value": 0, "unit": "em" }`
  /// or `"0.02em"`) is in 2025.10, which has no `em`.
  enum EmLetterSpacing: Equatable {
    /// Not a letter spacing in `em`.
    case notEm
    /// The spacing as a dimension: the multiple of the font size, in the font size's unit
    /// (`0em` is 0 px whatever the size).
    case converted(JSONValue, em: Double)
    /// In `em`, but the font size is an alias or not a dimension, so the product is unknown.
    case needsFontSize(em: Double)
  }

  /// `spacing` as 2025.10 reads it, given the typography's `fontSize` as written.
  static func emLetterSpacing(_ spacing: JSONValue, fontSize: JSONValue?) -> EmLetterSpacing {
    guard let em = measure(spacing), em.unit.lowercased() == "em" else { return .notEm }
    func dimension(_ value: Double, _ unit: String) -> JSONValue {
      .object(
        JSONObject([
          .init(key: "value", value: .number(value)), .init(key: "unit", value: .string(unit)),
        ]))
    }
    if em.value == 0 { return .converted(zeroPixels, em: 0) }
    guard let size = fontSize.flatMap(measure), ["px", "rem"].contains(size.unit) else {
      return .needsFontSize(em: em.value)
    }
    return .converted(
      dimension(ValueWording.rounded(em.value * size.value), size.unit), em: em.value)
  }

  /// The path of Tokens Studio's older reference, a `$` and a dotted path (`"$fontSize.7"`,
  /// read as `{fontSize.7}`): names of letters, digits, `_` and `-`, the last character a
  /// letter, digit or `_`. `nil` for anything else.
  static func tokensStudioPath(_ text: String) -> [String]? {
    guard text.hasPrefix("$"), text.count > 1 else { return nil }
    let body = text.unicodeScalars.dropFirst()
    guard body.allSatisfy(TokensStudioMath.Lexer.isPathCharacter),
      let last = body.last, last != ".", last != "-"
    else { return nil }
    let segments = String(body).split(separator: ".", omittingEmptySubsequences: false)
    guard segments.allSatisfy({ !$0.isEmpty }) else { return nil }
    return segments.map(String.init)
  }

  /// What a typography line height written as a length (`"24px"`,
  /// `{ "value": 24, "unit": "px" }`) is in 2025.10, where it is a multiple of the font size.
  enum LengthLineHeight: Equatable {
    /// Not a length in px or rem (a number, a percentage, an alias).
    case notLength
    /// The multiple, rounded to four decimals, and the division that gave it
    /// (`24px ÷ 16px`).
    case converted(Double, division: String)
    /// A length, but the font size does not give the multiple: why.
    case needsFontSize(String)
  }

  /// `lineHeight` as 2025.10 reads it, given the typography's `fontSize` as written (a plain
  /// number or a number in a string is px there, as `--legacy` reads a dimension).
  static func lengthLineHeight(_ lineHeight: JSONValue, fontSize: JSONValue?) -> LengthLineHeight {
    guard let height = measure(lineHeight), ["px", "rem"].contains(height.unit.lowercased())
    else { return .notLength }
    let unit = height.unit.lowercased()
    let written = ValueWording.number(height.value) + unit
    guard let fontSize else { return .needsFontSize("the typography has no fontSize") }
    if AliasReference.isReferenceLike(fontSize)
      || fontSize.string.flatMap(tokensStudioPath) != nil
    {
      return .needsFontSize("its fontSize is an alias that did not resolve to a dimension")
    }
    var size = measure(fontSize).map { ($0.value, $0.unit.lowercased()) }
    switch fontSize {
    case .number(let number): size = (number, "px")
    case .string(let text):
      if let number = Double(ValueWording.trimmed(text)), number.isFinite { size = (number, "px") }
    default: break
    }
    guard let (sizeValue, sizeUnit) = size, ["px", "rem"].contains(sizeUnit) else {
      return .needsFontSize("its fontSize is not a dimension in px or rem")
    }
    guard sizeUnit == unit else {
      return .needsFontSize(
        "the line height is \(written) and the font size \(ValueWording.number(sizeValue))"
          + "\(sizeUnit): mixing px and rem needs a root font size, which the tokens do not give")
    }
    guard sizeValue > 0 else { return .needsFontSize("its fontSize is not above 0") }
    return .converted(
      ValueWording.rounded(height.value / sizeValue),
      division: "\(written) ÷ \(ValueWording.number(sizeValue))\(unit)")
  }

  /// A number and unit written as an object or as a string such as `"16px"`.
  private static func measure(_ value: JSONValue) -> (value: Double, unit: String)? {
    switch value {
    case .object(let object):
      guard let number = object["value"]?.number, let unit = object["unit"]?.string else {
        return nil
      }
      return (number, unit)
    case .string(let text):
      return ValueParser.splitMeasure(text).map { ($0.0, $0.1) }
    default:
      return nil
    }
  }
}
