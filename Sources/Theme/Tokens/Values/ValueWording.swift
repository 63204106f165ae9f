/// The words and JSON snippets that value problems are made of, kept in one place so messages
/// read alike: what was found, what is allowed, and (in hints) the 2025.10 form to write.
enum ValueWording {
  /// A number the way a person writes it in JSON: `16`, `0.5`, `-2`, `1e-05`.
  static func number(_ value: Double) -> String {
    if isWhole(value), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  /// A number rounded to four decimals (enough to round-trip 8-bit channels).
  ///
  /// Written without `rounded()`, which calls into libm: the `Theme` module links no libm.
  static func rounded(_ value: Double) -> Double {
    let scaled = value * 10_000
    guard scaled.isFinite, abs(scaled) < 9e15 else { return value }
    let whole = Double(Int64(scaled))  // truncates toward zero
    let fraction = scaled - whole
    if fraction >= 0.5 { return (whole + 1) / 10_000 }
    if fraction <= -0.5 { return (whole - 1) / 10_000 }
    return whole / 10_000
  }

  /// Whether `value` is a whole number.
  static func isWhole(_ value: Double) -> Bool {
    value.isFinite && (abs(value) >= 9e15 || Double(Int64(value)) == value)
  }

  /// An angle brought into `[0, 360)`.
  static func wrappedHue(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 9e15 else { return 0 }
    let turns = Double(Int64(value / 360))
    var wrapped = value - turns * 360
    if wrapped < 0 { wrapped += 360 }
    if wrapped >= 360 { wrapped -= 360 }
    return wrapped
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out + "\""
  }

  /// What a JSON value is, for "but it is …": `the number 16`, `the string "16px"`, `a list of
  /// 2 items`.
  static func describe(_ json: JSONValue) -> String {
    switch json {
    case .null: return "null"
    case .bool(let flag): return "the boolean \(flag)"
    case .number(let value): return "the number \(number(value))"
    case .string(let text):
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "the string \(quoted(shown))"
    case .array(let items):
      switch items.count {
      case 0: return "an empty list"
      case 1: return "a list of 1 item"
      default: return "a list of \(items.count) items"
      }
    case .object(let object):
      if object.isEmpty { return "an empty object" }
      let keys = object.keys.prefix(3).map(quoted).joined(separator: ", ")
      return "an object with \(keys)\(object.count > 3 ? ", …" : "")"
    }
  }

  /// `first`, `second`, … for the 0-based `index`.
  static func ordinal(_ index: Int) -> String {
    let words = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
      "ninth", "tenth",
    ]
    if words.indices.contains(index) { return words[index] }
    let n = index + 1
    let suffix: String
    switch (n % 10, n % 100) {
    case (1, let h) where h != 11: suffix = "st"
    case (2, let h) where h != 12: suffix = "nd"
    case (3, let h) where h != 13: suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ words: [String], conjunction: String = "and") -> String {
    switch words.count {
    case 0: return ""
    case 1: return words[0]
    default:
      return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
  }

  /// A sample 2025.10 value of a type, for hints.
  static func example(of type: TokenType) -> String {
    switch type {
    case .color: #"{ "colorSpace": "srgb", "components": [0, 0, 0] }"#
    case .dimension: #"{ "value": 16, "unit": "px" }"#
    case .fontFamily: #"["Inter", "sans-serif"]"#
    case .fontWeight: "400"
    case .duration: #"{ "value": 200, "unit": "ms" }"#
    case .cubicBezier: "[0.25, 0.1, 0.25, 1]"
    case .number: "1.5"
    case .strokeStyle: #""solid""#
    case .border:
      #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "width": { "value": 1, "unit": "px" }, "style": "solid" }"#
    case .transition:
      #"{ "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.25, 0.1, 0.25, 1] }"#
    case .shadow:
      #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
    case .gradient:
      #"[{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "position": 0 }, { "color": { "colorSpace": "srgb", "components": [1, 1, 1] }, "position": 1 }]"#
    case .typography:
      #"{ "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 }"#
    }
  }

  /// A sample for one member, where the member's own name suggests a better one than the type's.
  static func example(ofMember key: String, type: TokenType?) -> String {
    switch key {
    case "width": return #"{ "value": 1, "unit": "px" }"#
    case "letterSpacing", "spread", "offsetX": return #"{ "value": 0, "unit": "px" }"#
    case "offsetY": return #"{ "value": 2, "unit": "px" }"#
    case "blur": return #"{ "value": 4, "unit": "px" }"#
    case "delay": return #"{ "value": 0, "unit": "ms" }"#
    case "position": return "0"
    case "colorSpace": return #""srgb""#
    case "components": return "[0, 0, 0]"
    case "value": return "16"
    case "unit": return #""px""#
    case "dashArray": return #"[{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }]"#
    case "lineCap": return #""round""#
    default: return type.map(example(of:)) ?? "…"
    }
  }

  /// The phrase for a type in "must be …": `a color object such as …`.
  static func expectation(_ type: TokenType) -> String {
    switch type {
    case .color: "a color object such as \(example(of: .color))"
    case .dimension: "a dimension object such as \(example(of: .dimension))"
    case .fontFamily: "a font name or a list of font names, such as \(example(of: .fontFamily))"
    case .fontWeight: "a number from 1 to 1000 or a weight keyword such as \"bold\""
    case .duration: "a duration object such as \(example(of: .duration))"
    case .cubicBezier: "a list of 4 numbers such as \(example(of: .cubicBezier))"
    case .number: "a number"
    case .strokeStyle:
      "a stroke style keyword such as \"solid\", or an object with dashArray and lineCap"
    case .border: "a border object with color, width and style"
    case .transition: "a transition object with duration, delay and timingFunction"
    case .shadow: "a shadow object, or a list of shadow objects"
    case .gradient: "a list of gradient stops, each with color and position"
    case .typography:
      "a typography object with fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"
    }
  }

  /// The JSON Pointer form `{ "$ref": "#/a/b/$value" }` of a curly reference's path.
  static func pointerForm(ofCurly path: [String]) -> String {
    let pointer = JSONPointer(tokens: path + ["$value"])
    return ##"{ "$ref": "#\##(pointer.description)" }"##
  }

  /// Folds a key or keyword for loose comparison: lower case, without `-`, `_` or spaces.
  static func folded(_ text: String) -> String {
    String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
  }

  /// The allowed word that `text` most likely meant (same letters ignoring case and
  /// separators, or a listed rename), if any.
  static func suggestion(for text: String, among allowed: [String], renames: [String: String] = [:])
    -> String?
  {
    if let renamed = renames[folded(text)] { return renamed }
    return allowed.first { folded($0) == folded(text) }
  }

  /// `text` without leading and trailing spaces, tabs and newlines.
  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
