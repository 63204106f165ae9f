import Testing

@testable import Theme

@Suite struct CompositeValueTests {
  static let black = ##"{"colorSpace": "srgb", "components": [0, 0, 0]}"##
  static let px1 = ##"{"value": 1, "unit": "px"}"##
  static let ms0 = ##"{"value": 0, "unit": "ms"}"##

  static func shadow(without key: String = "", extra: String = "") -> String {
    let members = [
      ("color", black), ("offsetX", px1), ("offsetY", px1), ("blur", px1), ("spread", px1),
    ].filter { $0.0 != key }.map { "\"\($0.0)\": \($0.1)" }
    return "{" + (members + (extra.isEmpty ? [] : [extra])).joined(separator: ", ") + "}"
  }

  static func typography(without key: String = "", replacing: (String, String)? = nil) -> String {
    let members = [
      ("fontFamily", "\"Inter\""), ("fontSize", ##"{"value": 16, "unit": "px"}"##),
      ("fontWeight", "400"), ("letterSpacing", ##"{"value": 0, "unit": "px"}"##),
      ("lineHeight", "1.5"),
    ].filter { $0.0 != key }.map { member in
      if let replacing, replacing.0 == member.0 { return "\"\(member.0)\": \(replacing.1)" }
      return "\"\(member.0)\": \(member.1)"
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  static let accepted: [ValueCase] = [
    ValueCase("strokeStyle keyword", .strokeStyle, ##""dashed""##),
    ValueCase(
      "strokeStyle custom", .strokeStyle,
      ##"{"dashArray": [{"value": 0.5, "unit": "rem"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}"##
    ),
    ValueCase(
      "strokeStyle butt", .strokeStyle,
      ##"{"dashArray": [{"value": 10, "unit": "px"}], "lineCap": "butt"}"##),
    ValueCase("border", .border, "{\"color\": \(black), \"width\": \(px1), \"style\": \"solid\"}"),
    ValueCase(
      "border custom dash", .border,
      "{\"color\": \(black), \"width\": \(px1), \"style\": {\"dashArray\": [\(px1)], \"lineCap\": \"square\"}}"
    ),
    ValueCase(
      "transition", .transition,
      "{\"duration\": {\"value\": 200, \"unit\": \"ms\"}, \"delay\": \(ms0), \"timingFunction\": [0.5, 0, 1, 1]}"
    ),
    ValueCase("shadow object", .shadow, shadow()),
    ValueCase("shadow inset", .shadow, shadow(extra: "\"inset\": true")),
    ValueCase("shadow layers", .shadow, "[\(shadow()), \(shadow(extra: "\"inset\": false"))]"),
    ValueCase(
      "gradient", .gradient,
      "[{\"color\": \(black), \"position\": 0}, {\"color\": \(black), \"position\": 1}]"),
    ValueCase("gradient single stop", .gradient, "[{\"color\": \(black), \"position\": 0.5}]"),
    ValueCase("typography", .typography, typography()),
    ValueCase(
      "typography keyword weight, list family", .typography,
      typography(replacing: ("fontWeight", "\"bold\"")).replacingOccurrences(
        of: "\"Inter\"", with: "[\"Inter\", \"sans-serif\"]")),
    ValueCase(
      "typography negative letterSpacing", .typography,
      typography(replacing: ("letterSpacing", ##"{"value": -0.5, "unit": "px"}"##))),
  ]

  @Test(arguments: accepted) func accepts(_ row: ValueCase) throws {
    try row.expectAccepted()
  }

  @Test(arguments: StrokeStyle.Keyword.allCases) func acceptsEveryStrokeKeyword(
    _ keyword: StrokeStyle.Keyword
  ) {
    #expect(
      ValueParser.parse(.string(keyword.rawValue), as: .strokeStyle).value
        == .strokeStyle(.keyword(keyword)))
  }

  static let refused: [ValueCase] = [
    ValueCase("strokeStyle unknown word", .strokeStyle, ##""wavy""##, ["value/keyword@"]),
    ValueCase("strokeStyle capitalised", .strokeStyle, ##""Solid""##, ["value/keyword@"]),
    ValueCase(
      "strokeStyle numbers in dashArray", .strokeStyle,
      ##"{"dashArray": [5, 3], "lineCap": "round"}"##,
      ["value/kind@/dashArray/0", "value/kind@/dashArray/1"]),
    ValueCase(
      "strokeStyle empty dashArray (schema)", .strokeStyle,
      ##"{"dashArray": [], "lineCap": "round"}"##, ["value/schema@/dashArray"]),
    ValueCase(
      "strokeStyle missing dashArray", .strokeStyle, ##"{"lineCap": "round"}"##,
      ["value/missing-member@"]),
    ValueCase(
      "strokeStyle missing lineCap", .strokeStyle, "{\"dashArray\": [\(px1)]}",
      ["value/missing-member@"]),
    ValueCase(
      "strokeStyle beveled", .strokeStyle, "{\"dashArray\": [\(px1)], \"lineCap\": \"beveled\"}",
      ["value/keyword@/lineCap"]),
    ValueCase(
      "border color word", .border, "{\"color\": \"red\", \"width\": \(px1), \"style\": \"solid\"}",
      ["value/kind@/color"]),
    ValueCase(
      "border color hex string", .border,
      "{\"color\": \"#ff0000\", \"width\": \(px1), \"style\": \"solid\"}", ["value/legacy@/color"]),
    ValueCase(
      "border missing color", .border, "{\"width\": \(px1), \"style\": \"solid\"}",
      ["value/missing-member@"]),
    ValueCase(
      "border missing width", .border, "{\"color\": \(black), \"style\": \"solid\"}",
      ["value/missing-member@"]),
    ValueCase(
      "border missing style", .border, "{\"color\": \(black), \"width\": \(px1)}",
      ["value/missing-member@"]),
    ValueCase(
      "border style number", .border, "{\"color\": \(black), \"width\": \(px1), \"style\": 1}",
      ["value/kind@/style"]),
    ValueCase(
      "border unknown member", .border,
      "{\"color\": \(black), \"width\": \(px1), \"style\": \"solid\", \"radius\": \(px1)}",
      ["value/unknown-member@/radius"]),
    ValueCase(
      "border everything missing", .border, "{}",
      ["value/missing-member@"]),
    ValueCase(
      "transition missing delay", .transition,
      "{\"duration\": \(ms0), \"timingFunction\": [0.42, 0, 0.58, 1]}", ["value/missing-member@"]),
    ValueCase(
      "transition missing duration", .transition,
      "{\"delay\": \(ms0), \"timingFunction\": [0.42, 0, 0.58, 1]}", ["value/missing-member@"]),
    ValueCase(
      "transition missing timingFunction", .transition,
      "{\"duration\": \(ms0), \"delay\": \(ms0)}", ["value/missing-member@"]),
    ValueCase(
      "transition bad curve and unit", .transition,
      "{\"duration\": {\"value\": 1, \"unit\": \"min\"}, \"delay\": \(ms0), \"timingFunction\": [2, 0, 0.58, 1]}",
      ["value/unit@/duration/unit", "value/range@/timingFunction/0"]),
    ValueCase("shadow missing blur", .shadow, shadow(without: "blur"), ["value/missing-member@"]),
    ValueCase("shadow missing color", .shadow, shadow(without: "color"), ["value/missing-member@"]),
    ValueCase(
      "shadow missing offsetX", .shadow, shadow(without: "offsetX"), ["value/missing-member@"]),
    ValueCase(
      "shadow missing spread", .shadow, shadow(without: "spread"), ["value/missing-member@"]),
    ValueCase(
      "shadow inset as string", .shadow, shadow(extra: "\"inset\": \"true\""),
      ["value/kind@/inset"]),
    ValueCase(
      "shadow list with a string", .shadow, "[\(shadow()), \"not-a-shadow-object\"]",
      ["value/kind@/1"]),
    ValueCase("shadow empty list (schema)", .shadow, "[]", ["value/schema@"]),
    ValueCase(
      "shadow Tokens Studio x/y", .shadow,
      "{\"color\": \(black), \"x\": \(px1), \"y\": \(px1), \"blur\": \(px1), \"spread\": \(px1)}",
      ["value/unknown-member@/x", "value/unknown-member@/y", "value/missing-member@"]),
    ValueCase(
      "shadow problems in two layers", .shadow,
      "[\(shadow(without: "blur")), \(shadow(extra: "\"inset\": 1"))]",
      ["value/missing-member@/0", "value/kind@/1/inset"]),
    ValueCase("gradient empty (schema)", .gradient, "[]", ["value/schema@"]),
    ValueCase(
      "gradient missing color", .gradient,
      "[{\"position\": 0}, {\"color\": \(black), \"position\": 1}]", ["value/missing-member@/0"]),
    ValueCase(
      "gradient missing position", .gradient,
      "[{\"color\": \(black)}, {\"color\": \(black), \"position\": 1}]", ["value/missing-member@/0"]
    ),
    ValueCase(
      "gradient position string", .gradient, "[{\"color\": \(black), \"position\": \"0\"}]",
      ["value/kind@/0/position"]),
    ValueCase(
      "gradient position 1.5 (schema)", .gradient, "[{\"color\": \(black), \"position\": 1.5}]",
      ["value/schema@/0/position"]),
    ValueCase(
      "gradient position -0.1 (schema)", .gradient, "[{\"color\": \(black), \"position\": -0.1}]",
      ["value/schema@/0/position"]),
    ValueCase(
      "gradient single object", .gradient, "{\"color\": \(black), \"position\": 0}",
      ["value/kind@"]),
    ValueCase(
      "typography fontSize number", .typography, typography(replacing: ("fontSize", "16")),
      ["value/kind@/fontSize"]),
    ValueCase(
      "typography lineHeight dimension", .typography,
      typography(replacing: ("lineHeight", ##"{"value": 1.5, "unit": "em"}"##)),
      ["value/kind@/lineHeight"]),
    ValueCase(
      "typography missing fontFamily", .typography, typography(without: "fontFamily"),
      ["value/missing-member@"]),
    ValueCase(
      "typography missing letterSpacing", .typography, typography(without: "letterSpacing"),
      ["value/missing-member@"]),
    ValueCase(
      "typography missing lineHeight", .typography, typography(without: "lineHeight"),
      ["value/missing-member@"]),
    ValueCase(
      "typography bad weight and family", .typography,
      typography(replacing: ("fontWeight", "\"Bold\"")).replacingOccurrences(
        of: "\"Inter\"", with: "[]"),
      ["value/keyword@/fontWeight", "value/schema@/fontFamily"]),
  ]

  @Test(arguments: refused) func refuses(_ row: ValueCase) throws {
    try row.expectRefused()
  }

  @Test func missingMembersAreEachReported() throws {
    let parsed = try ValueCase("", .typography, "{}").parse()
    #expect(parsed.problems.count == 5)
    #expect(
      parsed.problems.map(\.message).first
        == "the typography style has no fontFamily: a typography style needs all of fontFamily, "
        + "fontSize, fontWeight, letterSpacing and lineHeight")
    #expect(
      parsed.problems.first { $0.message.hasPrefix("the typography style has no letterSpacing") }?
        .hint
        == ##"add "letterSpacing": { "value": 0, "unit": "px" }"##)
  }

  @Test func lineHeightHintComputesTheMultiple() throws {
    let parsed = try ValueCase(
      "", .typography,
      Self.typography(replacing: ("lineHeight", ##"{"value": 24, "unit": "px"}"##))
    ).parse()
    #expect(parsed.problems.first?.hint == "write 1.5 (24px ÷ 16px)")
  }

  @Test func typedComposites() throws {
    let layers = try #require(
      try ValueCase("", .shadow, "[\(Self.shadow()), \(Self.shadow(extra: "\"inset\": true"))]")
        .parse().value)
    let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0])
    let one = Dimension(value: 1, unit: .px)
    let layer = ShadowLayer(color: black, offsetX: one, offsetY: one, blur: one, spread: one)
    var inner = layer
    inner.inset = true
    #expect(layers == .shadow([layer, inner]))

    #expect(
      try ValueCase("", .typography, Self.typography()).parse().value
        == .typography(
          Typography(
            fontFamily: ["Inter"], fontSize: Dimension(value: 16, unit: .px),
            fontWeight: FontWeight(400), letterSpacing: Dimension(value: 0, unit: .px),
            lineHeight: 1.5)))
    #expect(
      try ValueCase(
        "", .transition,
        "{\"duration\": {\"value\": 0.2, \"unit\": \"s\"}, \"delay\": \(Self.ms0), \"timingFunction\": [0, 0, 1, 1]}"
      )
      .parse().value
        == .transition(
          Transition(
            duration: Duration(value: 0.2, unit: .s), delay: Duration(value: 0, unit: .ms),
            timingFunction: CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))))
    #expect(
      try ValueCase("", .gradient, "[{\"color\": \(Self.black), \"position\": 0.25}]").parse().value
        == .gradient([GradientStop(color: black, position: 0.25)]))
    #expect(
      try ValueCase("", .strokeStyle, "{\"dashArray\": [\(Self.px1)], \"lineCap\": \"round\"}")
        .parse().value == .strokeStyle(.custom(dashArray: [one], lineCap: .round)))
  }
}
