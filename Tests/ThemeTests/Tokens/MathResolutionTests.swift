import Testing

@testable import Theme

/// Tokens Studio math, `$path` references and px line heights through the resolver: references
/// resolved like any alias (chains, other files, cycles, missing targets), computed with
/// `--legacy`, named as what they are when strict.
@Suite struct MathResolutionTests {
  static let file = "math.tokens.json"

  static func resolve(_ text: String, legacy: Bool = true) -> TokenResolution {
    TokenLoader.resolve(json: text, path: file, options: TokenOptions(legacy: legacy))
  }

  static func at(_ needle: String, in text: String) -> Theme.SourceLocation {
    let position = TextPosition.of(needle, in: text)
    return SourceLocation(file: file, line: position.line, column: position.column)
  }

  static func px(_ value: Double) -> TokenValue { .dimension(Dimension(value: value, unit: .px)) }

  static let chain = """
    {
      "space": {
        "$type": "dimension",
        "base": { "$value": { "value": 4, "unit": "px" } },
        "alias": { "$value": "{space.base}" },
        "double": { "$value": "{space.alias} * 2" },
        "more": { "$value": "{space.double} + 1" },
        "same": { "$value": "{space.double}" }
      },
      "text": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{space.double}",
        "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } },
      "ratio": { "$type": "number", "$value": "{space.more} / {space.base}" }
    }
    """

  /// Math over an alias, math over math, an alias to math and a composite referring to it: each
  /// value computed once, with one warning at the expression.
  @Test func mathOverAliasesAndAliasesToMath() throws {
    let resolution = Self.resolve(Self.chain)
    #expect(!resolution.hasErrors, "\(resolution.diagnostics.map(\.message))")
    #expect(resolution["space.double"]?.value == Self.px(8))
    #expect(resolution["space.more"]?.value == Self.px(9))
    #expect(resolution["space.same"]?.value == Self.px(8))
    #expect(resolution["ratio"]?.value == .number(2.25))
    #expect(resolution["text"]?.value.typographyValue?.fontSize == Dimension(value: 8, unit: .px))
    let math = resolution.diagnostics.filter { $0.message.hasPrefix("Tokens Studio math") }
    #expect(
      math.map(\.message) == [
        "Tokens Studio math `{space.alias} * 2` computed: 8px",
        "Tokens Studio math `{space.double} + 1` computed: 9px",
        "Tokens Studio math `{space.more} / {space.base}` computed: 2.25",
      ])
    #expect(math.allSatisfy { $0.severity == .warning && $0.rule.id == "value/legacy" })
    #expect(math.first?.location == Self.at("\"{space.alias} * 2\"", in: Self.chain))
    #expect(math.first?.hint == #"write {"value":8,"unit":"px"}"#)
  }

  /// Without --legacy, math is an error that says what it is and what reads it: not "no
  /// closing brace", not a malformed reference.
  @Test func strictCheckNamesTheMath() throws {
    let resolution = Self.resolve(Self.chain, legacy: false)
    let errors = resolution.diagnostics.filter { $0.severity == .error }
    let first = try #require(errors.first { $0.tokenPath == "space.double" })
    #expect(first.rule.id == "value/legacy")
    #expect(
      first.message
        == "Tokens Studio math `{space.alias} * 2` is not 2025.10, which has no expressions")
    #expect(first.hint?.contains("--legacy computes it") == true)
    #expect(first.hint?.contains("migrate writes it") == true)
    #expect(first.location == Self.at("\"{space.alias} * 2\"", in: Self.chain))
    #expect(!errors.contains { $0.message.contains("brace") || $0.rule.id == "value/reference" })
  }

  /// Math whose operands are in another file resolves as an alias into it does.
  @Test func mathAcrossFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let base = try folder.write(
      "base.tokens.json", #"{ "size": { "$type": "dimension", "md": { "$value": "16px" } } }"#)
    let text = #"{ "size": { "half": { "$type": "dimension", "$value": "({size.md} / 2)" } } }"#
    let math = try folder.write("math.tokens.json", text)
    let resolution = TokenLoader.resolve(files: [base, math], options: TokenOptions(legacy: true))
    #expect(!resolution.hasErrors, "\(resolution.diagnostics.map(\.message))")
    #expect(resolution["size.half"]?.value == Self.px(8))
    let warning = try #require(resolution.diagnostics.first { $0.tokenPath == "size.half" })
    #expect(warning.location?.file == math)
    // Strict, the other file's own legacy string is what stops it.
    let strict = TokenLoader.resolve(files: [base, math])
    #expect(strict["size.half"] == nil)
  }

  /// A cycle through math is one alias/cycle finding, as for aliases.
  @Test func aCycleThroughMath() {
    let text = """
      { "$type": "dimension",
        "a": { "$value": "{b} * 2" },
        "b": { "$value": "{c} + 1" },
        "c": { "$value": "{a}" } }
      """
    let errors = Self.resolve(text).diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.rule.id) == ["alias/cycle"], "\(errors.map(\.message))")
    #expect(errors.first?.message == "alias cycle: a → b → c → a")
  }

  /// A missing operand is an alias to nothing, at the expression, with a suggestion.
  @Test func aMissingOperand() throws {
    let text = """
      { "$type": "dimension",
        "space": { "base": { "$value": "4px" } },
        "double": { "$value": "{space.bse} * 2" } }
      """
    let errors = Self.resolve(text).diagnostics.filter { $0.severity == .error }
    let error = try #require(errors.first)
    #expect(errors.count == 1, "\(errors.map(\.message))")
    #expect(error.rule.id == "alias/missing")
    #expect(error.message == "{space.bse} points at a token that does not exist")
    #expect(error.hint == "did you mean {space.base}?")
    #expect(error.location == Self.at("\"{space.bse} * 2\"", in: text))
  }

  /// An operand that errs is reported as an alias to a token with an error.
  @Test func anOperandWithAnError() throws {
    let text = """
      { "$type": "dimension", "bad": { "$value": "16em" }, "double": { "$value": "{bad} * 2" } }
      """
    let errors = Self.resolve(text).diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map(\.rule.id) == ["value/kind", "alias/target-error"], "\(errors.map(\.message))")
  }

  @Test(arguments: [
    (
      #""{space} * * 2""#,
      "Tokens Studio math `{space} * * 2` is malformed: \"*\" has no number or reference before it (character 11)"
    ),
    (
      #""{space} + {rem}""#,
      "with its references resolved, the value is not valid: Tokens Studio math `{space} + {rem}` cannot be computed: 4px + 1rem mixes px and rem, which needs a root font size the tokens do not give"
    ),
    (
      #""{ink} * 2""#,
      "with its references resolved, the value is not valid: Tokens Studio math `{ink} * 2` cannot be computed: {ink} is a color: math computes with numbers, dimensions and durations"
    ),
    (
      #""{space} / ({space} - 4px)""#,
      "with its references resolved, the value is not valid: Tokens Studio math `{space} / ({space} - 4px)` cannot be computed: 4px / 0px divides by zero"
    ),
  ])
  func mathThatCannotBeComputed(_ value: String, _ message: String) throws {
    let text = """
      { "space": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
        "rem": { "$type": "dimension", "$value": { "value": 1, "unit": "rem" } },
        "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
        "t": { "$type": "dimension", "$value": \(value) } }
      """
    let errors = Self.resolve(text).diagnostics.filter { $0.severity == .error }
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect(error.rule.id == "value/math")
    #expect(error.message == message)
    #expect(error.location == Self.at(value, in: text))
  }

  /// `"$a.b"` is `{a.b}` with --legacy: a whole-value alias (its chain kept) or a part of a
  /// composite, each with a warning; strict, an error naming the 2025.10 form.
  @Test func tokensStudioPathReferences() throws {
    let text = """
      { "size": { "base": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } },
        "gap": { "$type": "dimension", "$value": "$size.base" },
        "line": { "$type": "border", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] },
          "width": "$size.base", "style": "solid" } } }
      """
    let legacy = Self.resolve(text)
    #expect(!legacy.hasErrors, "\(legacy.diagnostics.map(\.message))")
    #expect(legacy["gap"]?.value == Self.px(8))
    #expect(legacy["gap"]?.provenance.map(\.reference) == ["$size.base", nil])
    #expect(legacy["line"]?.value.borderValue?.width == Dimension(value: 8, unit: .px))
    let warnings = legacy.diagnostics.filter { $0.rule.id == "value/legacy" }
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.hint == #"write "{size.base}""# })
    #expect(
      warnings.map(\.location) == [
        Self.at("\"$size.base\"", in: text),
        SourceLocation(file: Self.file, line: 4, column: 14),
      ])

    let strict = Self.resolve(text, legacy: false).diagnostics.filter { $0.severity == .error }
    #expect(strict.count == 2)
    #expect(
      strict.allSatisfy { $0.rule.id == "value/legacy" && $0.hint?.contains("{size.base}") == true }
    )
  }

  /// A px or rem line height is the multiple of the font size, written or aliased; a font size
  /// in the other unit leaves the error, saying why.
  @Test(arguments: [
    (#""24px""#, #"{ "value": 16, "unit": "px" }"#, "1.5"),
    (#"{ "value": 20, "unit": "px" }"#, #""{size}""#, "1.25"),
    (#""1.5rem""#, #"{ "value": 1, "unit": "rem" }"#, "1.5"),
    (#""21px""#, #""{size} - 2""#, "1.5"),
    (
      #""24px""#, #"{ "value": 1, "unit": "rem" }"#,
      "divide the line height by the font size (the line height is 24px and the font size 1rem: mixing px and rem needs a root font size, which the tokens do not give)"
    ),
  ])
  func lineHeightInPx(_ lineHeight: String, _ fontSize: String, _ expected: String) throws {
    let text = """
      { "size": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
        "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": \(fontSize),
          "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": \(lineHeight) } } }
      """
    let resolution = Self.resolve(text)
    if let value = resolution["t"]?.value.typographyValue {
      #expect(ValueWording.number(value.lineHeight) == expected)
      let warning = resolution.diagnostics.first { $0.message.contains("line height") }
      #expect(warning?.severity == .warning)
      #expect(warning?.hint == "write \(expected)")
    } else {
      let error = try #require(resolution.diagnostics.first { $0.severity == .error })
      #expect(error.rule.id == "value/kind")
      #expect(error.hint == expected)
    }
    // Strict, the same line height is an error whose hint gives the number.
    let strict = Self.resolve(text, legacy: false).diagnostics.filter { $0.rule.id == "value/kind" }
    #expect(strict.count == 1)
  }
  /// Hostile math in a token file: refused with an error, never a crash, a hang or a wrong value.
  @Test(arguments: [
    String(repeating: "(", count: 10_000) + "{base} * 2" + String(repeating: ")", count: 10_000),
    String(repeating: "(", count: 100) + "{base} * 2" + String(repeating: ")", count: 100),
    "{base} / 0", "{base} * 1e999", "{base} * 1e308 * 1e308", "roundTo({base}, 1e9)",
    Array(repeating: "{base}", count: 140).joined(separator: " * "),
    "{base} * $", "{base} */ 2", "{base} * \u{0}",
  ])
  func hostileMathIsAnError(_ expression: String) {
    let json =
      "{ \"base\": { \"$type\": \"dimension\", \"$value\": { \"value\": 2, \"unit\": \"px\" } }, "
      + "\"t\": { \"$type\": \"dimension\", \"$value\": \(JSONValue.string(expression).serialized(indent: nil)) } }"
    for legacy in [true, false] {
      let resolution = Self.resolve(json, legacy: legacy)
      #expect(resolution["t"] == nil)
      #expect(resolution.diagnostics.contains { $0.severity == .error && $0.tokenPath == "t" })
    }
  }

  /// Each level doubles the one below. Its values are numbers, so it cannot grow in memory as
  /// an alias bomb does; written top level first, resolving it recurses, and the walk stops at
  /// the alias-chain limit as a chain of aliases does.
  @Test(arguments: [false, true])
  func aLongChainOfMath(topFirst: Bool) {
    var members = [#""m0": { "$value": { "value": 1, "unit": "px" } }"#]
    for level in 1...100 {
      members.append(#""m\#(level)": { "$value": "{m\#(level - 1)} + {m\#(level - 1)}" }"#)
    }
    if topFirst { members.reverse() }
    let json = #"{ "$type": "dimension", "# + members.joined(separator: ", ") + " }"
    let resolution = Self.resolve(json)
    if topFirst {
      #expect(resolution["m100"] == nil)
      #expect(resolution.diagnostics.contains { $0.rule.id == "limit/alias-chain" })
    } else {
      #expect(!resolution.hasErrors)
      #expect(resolution["m100"]?.value == Self.px(1_267_650_600_228_229_401_496_703_205_376))
    }
  }
}

extension TokenValue {
  fileprivate var typographyValue: Typography? {
    if case .typography(let value) = self { return value }
    return nil
  }

  fileprivate var borderValue: Border? {
    if case .border(let value) = self { return value }
    return nil
  }
}
