import Testing

@testable import Theme

@Suite struct ColorValueTests {
  static let accepted: [ValueCase] = [
    ValueCase(
      "srgb", .color, ##"{"colorSpace": "srgb", "components": [1, 0, 0.5], "hex": "#ff0080"}"##),
    ValueCase("srgb edges 0 and 1", .color, ##"{"colorSpace": "srgb", "components": [0, 1, 1]}"##),
    ValueCase(
      "srgb-linear", .color, ##"{"colorSpace": "srgb-linear", "components": [0.5, 0.5, 0.5]}"##),
    ValueCase("display-p3", .color, ##"{"colorSpace": "display-p3", "components": [1, 0.5, 0]}"##),
    ValueCase("a98-rgb", .color, ##"{"colorSpace": "a98-rgb", "components": [0.8, 0.2, 0.6]}"##),
    ValueCase(
      "prophoto-rgb", .color, ##"{"colorSpace": "prophoto-rgb", "components": [0.7, 0.3, 0.9]}"##),
    ValueCase("rec2020", .color, ##"{"colorSpace": "rec2020", "components": [0.6, 0.8, 0.4]}"##),
    ValueCase("hsl hue 0", .color, ##"{"colorSpace": "hsl", "components": [0, 100, 50]}"##),
    ValueCase("hsl hue 359.9", .color, ##"{"colorSpace": "hsl", "components": [359.9, 100, 50]}"##),
    ValueCase(
      "hsl s and l 100", .color, ##"{"colorSpace": "hsl", "components": [180, 100, 100]}"##),
    ValueCase("hsl none hue", .color, ##"{"colorSpace": "hsl", "components": ["none", 0, 100]}"##),
    ValueCase("hwb", .color, ##"{"colorSpace": "hwb", "components": [359.9, 0, 100]}"##),
    ValueCase(
      "lab a/b unbounded", .color, ##"{"colorSpace": "lab", "components": [100, -300, 300]}"##),
    ValueCase("lab L 0", .color, ##"{"colorSpace": "lab", "components": [0, 0, 0]}"##),
    ValueCase(
      "lch big chroma", .color, ##"{"colorSpace": "lch", "components": [50, 400, 359.9]}"##),
    ValueCase("lch chroma 0", .color, ##"{"colorSpace": "lch", "components": [50, 0, "none"]}"##),
    ValueCase("oklab", .color, ##"{"colorSpace": "oklab", "components": [1, -0.9, 0.9]}"##),
    ValueCase("oklch", .color, ##"{"colorSpace": "oklch", "components": [0, 0.5, 0]}"##),
    ValueCase(
      "xyz-d65", .color, ##"{"colorSpace": "xyz-d65", "components": [0.5929, 0.2848, 0.9699]}"##),
    ValueCase("xyz-d50 edges", .color, ##"{"colorSpace": "xyz-d50", "components": [0, 1, 1]}"##),
    ValueCase("alpha 0", .color, ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0}"##),
    ValueCase("alpha 1", .color, ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1}"##),
    ValueCase(
      "upper-case hex", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 1], "hex": "#FF00ff"}"##),
    ValueCase(
      "all none", .color, ##"{"colorSpace": "oklch", "components": ["none", "none", "none"]}"##),
  ]

  @Test(arguments: accepted) func accepts(_ row: ValueCase) throws {
    try row.expectAccepted()
  }

  static let refused: [ValueCase] = [
    ValueCase(
      "hsl hue 360", .color, ##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "hsl hue -1", .color, ##"{"colorSpace": "hsl", "components": [-1, 50, 50]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "hsl saturation 100.1", .color, ##"{"colorSpace": "hsl", "components": [0, 100.1, 50]}"##,
      ["value/color-range@/components/1"]),
    ValueCase(
      "hsl lightness -10", .color, ##"{"colorSpace": "hsl", "components": [180, 50, -10]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "hwb hue 360", .color, ##"{"colorSpace": "hwb", "components": [360, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "hwb blackness 101", .color, ##"{"colorSpace": "hwb", "components": [0, 0, 101]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "srgb red 1.0001", .color, ##"{"colorSpace": "srgb", "components": [1.0001, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "srgb negative", .color, ##"{"colorSpace": "srgb", "components": [-0.5, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "srgb-linear blue 2", .color, ##"{"colorSpace": "srgb-linear", "components": [0, 0, 2]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "display-p3 over 1", .color, ##"{"colorSpace": "display-p3", "components": [0, 1.1, 0]}"##,
      ["value/color-range@/components/1"]),
    ValueCase(
      "a98-rgb under 0", .color, ##"{"colorSpace": "a98-rgb", "components": [0, 0, -0.1]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "prophoto-rgb over 1", .color, ##"{"colorSpace": "prophoto-rgb", "components": [2, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "rec2020 over 1", .color, ##"{"colorSpace": "rec2020", "components": [0, 0, 1.5]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "lab L 100.5", .color, ##"{"colorSpace": "lab", "components": [100.5, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "lab L -1", .color, ##"{"colorSpace": "lab", "components": [-1, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "lch chroma -0.1", .color, ##"{"colorSpace": "lch", "components": [50, -0.1, 180]}"##,
      ["value/color-range@/components/1"]),
    ValueCase(
      "lch hue 360", .color, ##"{"colorSpace": "lch", "components": [50, 10, 360]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "oklab L 1.01", .color, ##"{"colorSpace": "oklab", "components": [1.01, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "oklch L -0.1", .color, ##"{"colorSpace": "oklch", "components": [-0.1, 0.1, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "oklch chroma -1", .color, ##"{"colorSpace": "oklch", "components": [0.5, -1, 0]}"##,
      ["value/color-range@/components/1"]),
    ValueCase(
      "oklch hue 360", .color, ##"{"colorSpace": "oklch", "components": [0.5, 0.1, 360]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "xyz-d65 over 1", .color, ##"{"colorSpace": "xyz-d65", "components": [0.95, 1, 1.089]}"##,
      ["value/color-range@/components/2"]),
    ValueCase(
      "xyz-d50 under 0", .color, ##"{"colorSpace": "xyz-d50", "components": [-0.1, 0, 0]}"##,
      ["value/color-range@/components/0"]),
    ValueCase(
      "alpha 1.5", .color, ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"##,
      ["value/alpha-range@/alpha"]),
    ValueCase(
      "alpha -0.5", .color, ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": -0.5}"##,
      ["value/alpha-range@/alpha"]),
    ValueCase(
      "alpha as string", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "0.5"}"##,
      ["value/kind@/alpha"]),
    ValueCase(
      "hex 3 digits", .color, ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##,
      ["value/hex@/hex"]),
    ValueCase(
      "hex 8 digits", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"}"##,
      ["value/hex@/hex"]),
    ValueCase(
      "hex without #", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "ff0000"}"##,
      ["value/hex@/hex"]),
    ValueCase(
      "hex not hex", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#gg0000"}"##,
      ["value/hex@/hex"]),
    ValueCase(
      "hex number", .color, ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": 16711680}"##,
      ["value/kind@/hex"]),
    ValueCase(
      "2 components", .color, ##"{"colorSpace": "srgb", "components": [1, 0]}"##,
      ["value/component-count@/components"]),
    ValueCase(
      "4 components", .color, ##"{"colorSpace": "srgb", "components": [1, 0, 0, 1]}"##,
      ["value/component-count@/components"]),
    ValueCase(
      "unknown space", .color, ##"{"colorSpace": "cmyk", "components": [0, 100, 100, 0]}"##,
      ["value/color-space@/colorSpace", "value/component-count@/components"]),
    ValueCase(
      "space in capitals", .color, ##"{"colorSpace": "sRGB", "components": [1, 0, 0]}"##,
      ["value/color-space@/colorSpace"]),
    ValueCase(
      "missing colorSpace", .color, ##"{"components": [1, 0, 0]}"##,
      ["value/missing-member@"]),
    ValueCase(
      "missing components", .color, ##"{"colorSpace": "srgb"}"##,
      ["value/missing-member@"]),
    ValueCase(
      "components object", .color,
      ##"{"colorSpace": "srgb", "components": {"red": 1, "green": 0, "blue": 0}}"##,
      ["value/kind@/components"]),
    ValueCase(
      "None in capitals", .color, ##"{"colorSpace": "hsl", "components": ["None", 0, 50]}"##,
      ["value/kind@/components/0"]),
    ValueCase(
      "none and a word", .color,
      ##"{"colorSpace": "hsl", "components": ["none", "not-a-number", 50]}"##,
      ["value/kind@/components/1"]),
    ValueCase(
      "unknown member (schema)", .color,
      ##"{"colorSpace": "srgb", "components": [1, 0, 0], "space": "srgb"}"##,
      ["value/schema@/space"]),
    ValueCase("not an object", .color, ##"42"##, ["value/kind@"]),
    ValueCase("named color", .color, ##""red""##, ["value/kind@"]),
    ValueCase(
      "everything wrong at once", .color,
      ##"{"colorSpace": "hsl", "components": [360, 150, -1], "alpha": 2, "hex": "#abc", "extra": 1}"##,
      [
        "value/color-range@/components/0", "value/color-range@/components/1",
        "value/color-range@/components/2", "value/alpha-range@/alpha", "value/hex@/hex",
        "value/schema@/extra",
      ]),
  ]

  @Test(arguments: refused) func refuses(_ row: ValueCase) throws {
    try row.expectRefused()
  }

  @Test func hue360SaysWhatIsAllowedAndHowToFixIt() throws {
    let parsed = try ValueCase("", .color, ##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##)
      .parse()
    let problem = try #require(parsed.problems.first)
    #expect(
      problem.message == "hue 360 is out of range for hsl: it must be at least 0 and less than 360")
    #expect(problem.hint == "use 0 (360° is the same hue)")
    #expect(problem.pointer == JSONPointer(tokens: ["components", "0"]))
    #expect(problem.severity == .error)
  }

  @Test func hintsSpeakToTheDesigner() throws {
    func hint(_ json: String) throws -> String? {
      try ValueCase("", .color, json).parse().problems.first?.hint
    }
    #expect(
      try hint(##"{"colorSpace": "srgb", "components": [255, 0, 0]}"##)
        == "use a number from 0 to 1: 255 on the 0–255 scale is 1")
    #expect(
      try hint(##"{"colorSpace": "hsl", "components": [400, 0, 0]}"##)
        == "use 40 (400° is the same hue)")
    #expect(
      try hint(##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 50}"##)
        == "if you meant 50%, write 0.5")
    #expect(
      try hint(##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ff000080"}"##)
        == ##"write "#ff0000" and "alpha": 0.502"##)
    #expect(
      try hint(##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": 16711680}"##)
        == ##"write "#ff0000""##)
    #expect(
      try hint(##"{"colorSpace": "display-P3", "components": [0, 0, 0]}"##)
        == ##"write "display-p3""##)
    #expect(
      try hint(##"{"colorSpace": "srgb", "components": ["0.5", 0, 0]}"##)
        == "write 0.5 without quotes")
  }

  @Test func noneBecomesNilAndAlphaDefaultsToOne() throws {
    let parsed = try ValueCase(
      "", .color, ##"{"colorSpace": "hsl", "components": ["none", 0, 100], "hex": "#ffffff"}"##
    )
    .parse()
    #expect(
      parsed.value
        == .color(
          ColorValue(colorSpace: .hsl, components: [nil, 0, 100], alpha: 1, hex: "#ffffff")))
  }

  @Test(arguments: ColorSpace.allCases) func everySpaceHasThreeNamedRanges(_ space: ColorSpace) {
    #expect(space.componentNames.count == 3)
    #expect(space.componentRanges.count == 3)
  }
}
