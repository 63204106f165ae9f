import Testing

@testable import Theme

@Suite struct PrimitiveValueTests {
  static let accepted: [ValueCase] = [
    ValueCase("dimension px", .dimension, ##"{"value": 16, "unit": "px"}"##),
    ValueCase("dimension rem", .dimension, ##"{"value": 0.5, "unit": "rem"}"##),
    ValueCase("dimension zero", .dimension, ##"{"value": 0, "unit": "px"}"##),
    ValueCase("dimension negative", .dimension, ##"{"value": -2, "unit": "px"}"##),
    ValueCase("duration ms", .duration, ##"{"value": 200, "unit": "ms"}"##),
    ValueCase("duration s", .duration, ##"{"value": 1.5, "unit": "s"}"##),
    ValueCase("cubicBezier", .cubicBezier, "[0.42, 0, 0.58, 1]"),
    ValueCase("cubicBezier overshoot y", .cubicBezier, "[0.68, -0.55, 0.265, 1.55]"),
    ValueCase("cubicBezier x edges", .cubicBezier, "[0, 0, 1, 1]"),
    ValueCase("fontFamily string", .fontFamily, ##""Helvetica Neue""##),
    ValueCase("fontFamily list", .fontFamily, ##"["Arial", "Helvetica", "sans-serif"]"##),
    ValueCase("fontFamily one-item list", .fontFamily, ##"["Monaco"]"##),
    ValueCase("fontWeight 1", .fontWeight, "1"),
    ValueCase("fontWeight 1000", .fontWeight, "1000"),
    ValueCase("fontWeight 350", .fontWeight, "350"),
    ValueCase("fontWeight keyword", .fontWeight, ##""extra-bold""##),
    ValueCase("number", .number, "2.3"),
    ValueCase("number negative", .number, "-5"),
  ]

  @Test(arguments: accepted) func accepts(_ row: ValueCase) throws {
    try row.expectAccepted()
  }

  @Test(arguments: FontWeight.keywords.map(\.keyword)) func acceptsEveryWeightKeyword(
    _ keyword: String
  ) {
    let parsed = ValueParser.parse(.string(keyword), as: .fontWeight)
    #expect(parsed.problems == [])
    #expect(parsed.value == .fontWeight(FontWeight(keyword: keyword)!))
  }

  static let refused: [ValueCase] = [
    ValueCase("dimension missing unit", .dimension, ##"{"value": 16}"##, ["value/missing-member@"]),
    ValueCase(
      "dimension missing value", .dimension, ##"{"unit": "px"}"##, ["value/missing-member@"]),
    ValueCase(
      "dimension value as string", .dimension, ##"{"value": "16", "unit": "px"}"##,
      ["value/kind@/value"]),
    ValueCase("dimension em", .dimension, ##"{"value": 16, "unit": "em"}"##, ["value/unit@/unit"]),
    ValueCase("dimension PX", .dimension, ##"{"value": 16, "unit": "PX"}"##, ["value/unit@/unit"]),
    ValueCase("dimension bare number", .dimension, "16", ["value/kind@"]),
    ValueCase("dimension pt string", .dimension, ##""16pt""##, ["value/kind@"]),
    ValueCase(
      "dimension extra member", .dimension, ##"{"value": 1, "unit": "px", "x": 1}"##,
      ["value/schema@/x"]),
    ValueCase(
      "dimension both wrong", .dimension, ##"{"value": "a", "unit": "em"}"##,
      ["value/kind@/value", "value/unit@/unit"]),
    ValueCase("duration missing unit", .duration, ##"{"value": 200}"##, ["value/missing-member@"]),
    ValueCase("duration missing value", .duration, ##"{"unit": "ms"}"##, ["value/missing-member@"]),
    ValueCase("duration min", .duration, ##"{"value": 1, "unit": "min"}"##, ["value/unit@/unit"]),
    ValueCase("duration number", .duration, "200", ["value/kind@"]),
    ValueCase("cubicBezier negative x", .cubicBezier, "[-0.1, 0, 0.58, 1]", ["value/range@/0"]),
    ValueCase("cubicBezier x2 1.5", .cubicBezier, "[0, 0, 1.5, 1]", ["value/range@/2"]),
    ValueCase(
      "cubicBezier strings", .cubicBezier, ##"["0.42", "0", "0.58", "1"]"##,
      ["value/kind@/0", "value/kind@/1", "value/kind@/2", "value/kind@/3"]),
    ValueCase("cubicBezier 3 numbers", .cubicBezier, "[0.42, 0, 1]", ["value/length@"]),
    ValueCase("cubicBezier 5 numbers", .cubicBezier, "[0.42, 0, 1, 1, 1]", ["value/length@"]),
    ValueCase("cubicBezier CSS keyword", .cubicBezier, ##""ease-in""##, ["value/kind@"]),
    ValueCase("fontFamily number", .fontFamily, "123", ["value/kind@"]),
    ValueCase(
      "fontFamily list with number", .fontFamily, ##"["Arial", 123, "sans-serif"]"##,
      ["value/kind@/1"]),
    ValueCase("fontFamily empty list (schema)", .fontFamily, "[]", ["value/schema@"]),
    ValueCase(
      "fontFamily curly item (schema)", .fontFamily, ##"["{font.base}", "serif"]"##,
      ["value/reference@/0"]),
    ValueCase("fontWeight 0", .fontWeight, "0", ["value/range@"]),
    ValueCase("fontWeight 1001", .fontWeight, "1001", ["value/range@"]),
    ValueCase("fontWeight unknown word", .fontWeight, ##""super-bold""##, ["value/keyword@"]),
    ValueCase("fontWeight wrong case", .fontWeight, ##""BOLD""##, ["value/keyword@"]),
    ValueCase("fontWeight number as string", .fontWeight, ##""700""##, ["value/kind@"]),
    ValueCase("fontWeight bool", .fontWeight, "true", ["value/kind@"]),
    ValueCase("number string", .number, ##""1.5""##, ["value/kind@"]),
    ValueCase("number object", .number, ##"{"value": 1.5}"##, ["value/kind@"]),
    ValueCase("number null", .number, "null", ["value/kind@"]),
  ]

  @Test(arguments: refused) func refuses(_ row: ValueCase) throws {
    try row.expectRefused()
  }

  @Test func typedValues() throws {
    #expect(
      try ValueCase("", .dimension, ##"{"value": 0.5, "unit": "rem"}"##).parse().value
        == .dimension(Dimension(value: 0.5, unit: .rem)))
    let duration = try #require(
      try ValueCase("", .duration, ##"{"value": 250, "unit": "ms"}"##).parse().value)
    #expect(duration == .duration(Duration(value: 250, unit: .ms)))
    #expect(Duration(value: 250, unit: .ms).seconds == 0.25)
    #expect(Duration(value: 1.5, unit: .s).seconds == 1.5)
    #expect(
      try ValueCase("", .cubicBezier, "[0.1, 0.2, 0.3, 0.4]").parse().value
        == .cubicBezier(CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)))
    #expect(try ValueCase("", .fontFamily, ##""Inter""##).parse().value == .fontFamily(["Inter"]))
    #expect(
      try ValueCase("", .fontWeight, ##""bold""##).parse().value
        == .fontWeight(FontWeight(keyword: "bold")!))
    #expect(FontWeight(keyword: "bold")?.value == 700)
    #expect(FontWeight(keyword: "ultra-black")?.value == 950)
    #expect(FontWeight(keyword: "Bold") == nil)
    #expect(try ValueCase("", .fontWeight, "350").parse().value == .fontWeight(FontWeight(350)))
    #expect(try ValueCase("", .number, "-5").parse().value == .number(-5))
  }

  @Test func hints() throws {
    func hint(_ type: TokenType, _ json: String) throws -> String? {
      try ValueCase("", type, json).parse().problems.first?.hint
    }
    #expect(try hint(.dimension, "16") == ##"write { "value": 16, "unit": "px" }"##)
    #expect(try hint(.duration, "200") == ##"write { "value": 200, "unit": "ms" }"##)
    #expect(try hint(.dimension, ##"{"value": 1, "unit": "em"}"##)?.contains("rem") == true)
    #expect(try hint(.fontWeight, ##""BOLD""##) == ##"write "bold""##)
    #expect(try hint(.fontWeight, ##""semibold""##) == ##"write "semi-bold""##)
    #expect(try hint(.fontWeight, ##""700""##) == "write 700 without quotes")
    #expect(try hint(.cubicBezier, ##""ease-in""##)?.hasPrefix("write [0.42, 0, 1, 1]") == true)
    #expect(try hint(.number, ##"{"value": 1.5}"##) == "write 1.5 on its own")
    #expect(try hint(.duration, ##"{"value": 200}"##) == ##"add "unit": "ms""##)
    #expect(
      try hint(.color, ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}"##)
        == "use 1 for fully opaque")
    let message = try ValueCase("", .fontFamily, "[]").parse().problems.first?.message
    #expect(message?.contains("2025.10 JSON schema") == true)
  }
}
