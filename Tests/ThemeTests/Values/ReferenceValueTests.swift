import Testing

@testable import Theme

@Suite struct ReferenceValueTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var type: TokenType
    var json: String
    /// `pointer → reference : expected type` for each reference, in document order.
    var references: [String]
    var testDescription: String { name }
  }

  static let black = ##"{"colorSpace": "srgb", "components": [0, 0, 0]}"##
  static let px1 = ##"{"value": 1, "unit": "px"}"##

  static let rows: [Row] = [
    Row(
      name: "whole value", type: .color, json: ##""{color.brand}""##,
      references: ["/ → {color.brand} : color"]),
    Row(
      name: "border color", type: .border,
      json: "{\"color\": \"{color.focusring}\", \"width\": \(px1), \"style\": \"solid\"}",
      references: ["/color → {color.focusring} : color"]),
    Row(
      name: "border width and style", type: .border,
      json:
        "{\"color\": \(black), \"width\": \"{stroke.hairline}\", \"style\": {\"$ref\": \"#/styles/dash/$value\"}}",
      references: [
        "/width → {stroke.hairline} : dimension",
        "/style → #/styles/dash/$value : strokeStyle",
      ]),
    Row(
      name: "typography members", type: .typography,
      json:
        ##"{"fontFamily": "{font.serif}", "fontSize": "{font.size.smallest}", "fontWeight": {"$ref": "#/font/weight/normal/$value"}, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"$ref": "#/base/text/$value/lineHeight"}}"##,
      references: [
        "/fontFamily → {font.serif} : fontFamily",
        "/fontSize → {font.size.smallest} : dimension",
        "/fontWeight → #/font/weight/normal/$value : fontWeight",
        "/lineHeight → #/base/text/$value/lineHeight : number",
      ]),
    Row(
      name: "shadow list", type: .shadow,
      json:
        "[\"{base.shadow}\", {\"color\": \"{brand.accent}\", \"offsetX\": \(px1), \"offsetY\": \(px1), \"blur\": \(px1), \"spread\": \(px1)}, \"{highlight.shadow}\"]",
      references: [
        "/0 → {base.shadow} : shadow", "/1/color → {brand.accent} : color",
        "/2 → {highlight.shadow} : shadow",
      ]),
    Row(
      name: "shadow offsets", type: .shadow,
      json:
        "{\"color\": \"{color.shadow-050}\", \"offsetX\": \"{space.small}\", \"offsetY\": \"{space.small}\", \"blur\": \(px1), \"spread\": \(px1)}",
      references: [
        "/color → {color.shadow-050} : color", "/offsetX → {space.small} : dimension",
        "/offsetY → {space.small} : dimension",
      ]),
    Row(
      name: "gradient", type: .gradient,
      json:
        "[\"{gradient.start-stop}\", {\"color\": \"{brand.secondary}\", \"position\": \"{position-end}\"}]",
      references: [
        "/0 → {gradient.start-stop} : gradient", "/1/color → {brand.secondary} : color",
        "/1/position → {position-end} : number",
      ]),
    Row(
      name: "dashArray elements", type: .strokeStyle,
      json:
        "{\"dashArray\": [\"{dash-length-long}\", \(px1), \"{dash-gap-short}\"], \"lineCap\": \"round\"}",
      references: [
        "/dashArray/0 → {dash-length-long} : dimension",
        "/dashArray/2 → {dash-gap-short} : dimension",
      ]),
    Row(
      name: "whole dashArray by pointer", type: .strokeStyle,
      json: ##"{"dashArray": {"$ref": "#/base/$value/dashArray"}, "lineCap": "round"}"##,
      references: ["/dashArray → #/base/$value/dashArray : -"]),
    Row(
      name: "transition", type: .transition,
      json:
        ##"{"duration": "{motion.fast}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{easing.standard}"}"##,
      references: [
        "/duration → {motion.fast} : duration",
        "/timingFunction → {easing.standard} : cubicBezier",
      ]),
    Row(
      name: "color components by pointer", type: .color,
      json:
        ##"{"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0.7]}"##,
      references: [
        "/components/0 → #/base/blue/$value/components/0 : -",
        "/components/1 → #/base/blue/$value/components/1 : -",
      ]),
    Row(
      name: "dimension pieces by pointer", type: .dimension,
      json: ##"{"value": {"$ref": "#/base/spacing/$value/value"}, "unit": "rem"}"##,
      references: ["/value → #/base/spacing/$value/value : -"]),
    Row(
      name: "font list item by pointer", type: .fontFamily,
      json: ##"[{"$ref": "#/font/brand/$value"}, "sans-serif"]"##,
      references: ["/0 → #/font/brand/$value : -"]),
  ]

  @Test(arguments: rows) func recordsReferences(_ row: Row) throws {
    let parsed = ValueParser.parse(try JSONFixture.value(row.json), as: row.type)
    #expect(parsed.problems == [])
    #expect(parsed.value == nil)
    let described = parsed.references.map {
      "\($0.pointer.tokens.isEmpty ? "/" : $0.pointer.description) → \($0.reference) : "
        + ($0.expectedType?.rawValue ?? "-")
    }
    #expect(described == row.references)
  }

  @Test func referencesDoNotHideOtherProblems() throws {
    // composite-json-pointer-missing-required: a reference plus missing required members.
    let parsed = ValueParser.parse(
      try JSONFixture.value(
        ##"{"color": {"$ref": "#/colors/srgb-color/$value"}, "offsetX": {"value": 0, "unit": "px"}}"##
      ),
      as: .shadow)
    #expect(parsed.references.count == 1)
    #expect(parsed.problems.filter { $0.rule.id == "value/missing-member" }.count == 3)
    #expect(parsed.value == nil)
  }

  static let malformed: [ValueCase] = [
    ValueCase("empty curly", .color, ##""{}""##, ["value/reference@"]),
    ValueCase("missing closing brace", .color, ##""{colors.primary""##, ["value/reference@"]),
    ValueCase(
      "empty segment", .border,
      "{\"color\": \"{a..b}\", \"width\": \(px1), \"style\": \"solid\"}", ["value/reference@/color"]
    ),
    ValueCase(
      "$ref not a string", .border,
      "{\"color\": {\"$ref\": 3}, \"width\": \(px1), \"style\": \"solid\"}",
      ["value/reference@/color/$ref"]),
    ValueCase(
      "$ref without #", .border,
      "{\"color\": {\"$ref\": \"/colors/primary/$value\"}, \"width\": \(px1), \"style\": \"solid\"}",
      ["value/reference@/color/$ref"]),
    ValueCase(
      "$ref to the whole document", .border,
      "{\"color\": {\"$ref\": \"#\"}, \"width\": \(px1), \"style\": \"solid\"}",
      ["value/reference@/color/$ref"]),
    ValueCase(
      "$ref with a bad escape", .border,
      "{\"color\": {\"$ref\": \"#/a~2b\"}, \"width\": \(px1), \"style\": \"solid\"}",
      ["value/reference@/color/$ref"]),
    ValueCase(
      "$ref with company", .border,
      "{\"color\": {\"$ref\": \"#/c/$value\", \"alpha\": 0.5}, \"width\": \(px1), \"style\": \"solid\"}",
      ["value/reference@/color/alpha"]),
    ValueCase(
      "curly reference for a component", .color,
      ##"{"colorSpace": "srgb", "components": ["{hue.red}", 0, 0]}"##,
      ["value/reference@/components/0"]),
    ValueCase(
      "curly reference for hex", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "{brand.hex}"}"##,
      ["value/reference@/hex"]),
  ]

  @Test(arguments: malformed) func reportsMalformedReferences(_ row: ValueCase) throws {
    try row.expectRefused()
  }

  @Test func malformedReferenceHints() throws {
    func hint(_ type: TokenType, _ json: String) throws -> String? {
      try ValueCase("", type, json).parse().problems.first?.hint
    }
    #expect(try hint(.color, ##""{colors.primary""##) == ##"write "{colors.primary}""##)
    #expect(
      try hint(.color, ##"{"colorSpace": "srgb", "components": ["{hue.red}", 0, 0]}"##)
        == ##"write { "$ref": "#/hue/red/$value" }"##)
    #expect(
      try hint(
        .border,
        "{\"color\": {\"$ref\": \"/c/$value\"}, \"width\": \(Self.px1), \"style\": \"solid\"}")
        == ##"write "#/c/$value""##)
  }

  @Test(arguments: [
    ("color", TokenType.border, TokenType?.some(.color)), ("width", .border, .dimension),
    ("style", .border, .strokeStyle), ("duration", .transition, .duration),
    ("delay", .transition, .duration), ("timingFunction", .transition, .cubicBezier),
    ("color", .shadow, .color), ("offsetX", .shadow, .dimension), ("offsetY", .shadow, .dimension),
    ("blur", .shadow, .dimension), ("spread", .shadow, .dimension), ("inset", .shadow, nil),
    ("color", .gradient, .color), ("position", .gradient, .number),
    ("fontFamily", .typography, .fontFamily), ("fontSize", .typography, .dimension),
    ("fontWeight", .typography, .fontWeight), ("letterSpacing", .typography, .dimension),
    ("lineHeight", .typography, .number), ("hex", .color, nil), ("unit", .dimension, nil),
    ("lineCap", .strokeStyle, nil), ("nope", .border, nil),
  ])
  func expectedMemberTypes(_ key: String, _ type: TokenType, _ expected: TokenType?) {
    #expect(ValueParser.expectedType(ofMember: key, in: type) == expected)
  }
}
