import Testing

@testable import Theme

/// Pre-2025.10 shapes: errors by default, warnings with converted values in legacy mode, the
/// same hint either way (NOTES.md, point 3).
@Suite struct LegacyValueTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var type: TokenType
    var json: String
    var converted: TokenValue
    var form: String
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "#ff0000", type: .color, json: ##""#ff0000""##,
      converted: .color(ColorValue(colorSpace: .srgb, components: [1, 0, 0], hex: "#ff0000")),
      form: ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000" }"##),
    Row(
      name: "#F00", type: .color, json: ##""#F00""##,
      converted: .color(ColorValue(colorSpace: .srgb, components: [1, 0, 0], hex: "#ff0000")),
      form: ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000" }"##),
    Row(
      name: "#3366cc80", type: .color, json: ##""#3366cc80""##,
      converted: .color(
        ColorValue(
          colorSpace: .srgb, components: [0.2, 0.4, 0.8], alpha: 0.502,
          hex: "#3366cc")),
      form:
        ##"{ "colorSpace": "srgb", "components": [0.2, 0.4, 0.8], "alpha": 0.502, "hex": "#3366cc" }"##
    ),
    Row(
      name: "16px", type: .dimension, json: ##""16px""##,
      converted: .dimension(Dimension(value: 16, unit: .px)),
      form: ##"{ "value": 16, "unit": "px" }"##),
    Row(
      name: "1.5rem", type: .dimension, json: ##""1.5rem""##,
      converted: .dimension(Dimension(value: 1.5, unit: .rem)),
      form: ##"{ "value": 1.5, "unit": "rem" }"##),
    Row(
      name: "-2px", type: .dimension, json: ##""-2px""##,
      converted: .dimension(Dimension(value: -2, unit: .px)),
      form: ##"{ "value": -2, "unit": "px" }"##),
    Row(
      name: "200ms", type: .duration, json: ##""200ms""##,
      converted: .duration(Duration(value: 200, unit: .ms)),
      form: ##"{ "value": 200, "unit": "ms" }"##),
    Row(
      name: "0.2s", type: .duration, json: ##""0.2s""##,
      converted: .duration(Duration(value: 0.2, unit: .s)),
      form: ##"{ "value": 0.2, "unit": "s" }"##),
  ]

  @Test(arguments: rows) func errorByDefault(_ row: Row) throws {
    let parsed = ValueParser.parse(try JSONFixture.value(row.json), as: row.type)
    #expect(parsed.value == nil)
    let problem = try #require(parsed.problems.first)
    #expect(parsed.problems.count == 1)
    #expect(problem.rule.id == "value/legacy")
    #expect(problem.severity == .error)
    #expect(problem.pointer == .root)
    #expect(problem.hint?.contains(row.form) == true, "\(problem.hint ?? "")")
  }

  @Test(arguments: rows) func warningAndValueInLegacyMode(_ row: Row) throws {
    let parsed = ValueParser.parse(try JSONFixture.value(row.json), as: row.type, legacy: true)
    #expect(parsed.value == row.converted)
    let problem = try #require(parsed.problems.first)
    #expect(parsed.problems.count == 1)
    #expect(problem.rule.id == "value/legacy")
    #expect(problem.severity == .warning)
    #expect(problem.hint == "write \(row.form)")
  }

  @Test func legacySubValuesInsideComposites() throws {
    let json = try JSONFixture.value(
      ##"{"color": "#000000", "width": "1px", "style": "solid"}"##)
    let strict = ValueParser.parse(json, as: .border)
    #expect(strict.value == nil)
    #expect(Set(strict.problems.map(\.key)) == ["value/legacy@/color", "value/legacy@/width"])
    let lenient = ValueParser.parse(json, as: .border, legacy: true)
    #expect(lenient.problems.allSatisfy { $0.severity == .warning })
    #expect(
      lenient.value
        == .border(
          Border(
            color: ColorValue(colorSpace: .srgb, components: [0, 0, 0], hex: "#000000"),
            width: Dimension(value: 1, unit: .px), style: .keyword(.solid))))
  }

  @Test(arguments: [
    // "16" and "16pt" are legacy shapes that migrate converts (see LegacyShapesTests).
    (TokenType.color, ##""red""##), (.color, ##""#ff00f""##), (.color, ##""rgb(300, 0, 0)""##),
    (.dimension, ##""16em""##), (.duration, ##""2min""##),
  ])
  func notLegacyShapesStayErrors(_ type: TokenType, _ json: String) throws {
    let parsed = ValueParser.parse(try JSONFixture.value(json), as: type, legacy: true)
    #expect(parsed.value == nil)
    #expect(parsed.hasErrors)
  }

  @Test(arguments: [
    (##""rgb(255, 0, 0)""##, ColorValue(colorSpace: .srgb, components: [1, 0, 0], hex: "#ff0000")),
    (
      ##""rgba(10 132 255 / 50%)""##,
      ColorValue(colorSpace: .srgb, components: [0.0392, 0.5176, 1], alpha: 0.5, hex: "#0a84ff")
    ),
    (
      ##""hsla(210, 100%, 52%, 0.5)""##,
      ColorValue(colorSpace: .hsl, components: [210, 100, 52], alpha: 0.5, hex: "#0a85ff")
    ),
  ])
  func cssColorFunctionsAreLegacyColors(_ json: String, _ expected: ColorValue) throws {
    let lenient = ValueParser.parse(try JSONFixture.value(json), as: .color, legacy: true)
    #expect(lenient.value == .color(expected))
    #expect(lenient.problems.map(\.severity) == [.warning])
    let strict = ValueParser.parse(try JSONFixture.value(json), as: .color)
    #expect(strict.value == nil)
    #expect(
      strict.problems.first?.hint?.contains(#""colorSpace": "\#(expected.colorSpace.rawValue)""#)
        == true)
  }
}
