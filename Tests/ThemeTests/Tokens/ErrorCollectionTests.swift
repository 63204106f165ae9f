import Testing

@testable import Theme

/// Every error in one run: a failing member does not hide the others, aliases to tokens with
/// errors say so, and many findings cost one pass.
@Suite struct ErrorCollectionTests {
  static func errors(_ json: String, legacy: Bool = false) -> [Diagnostic] {
    TokenLoader.resolve(json: json, path: "t.tokens.json", options: TokenOptions(legacy: legacy))
      .diagnostics
      .filter { $0.severity == .error }
  }

  /// A typography whose fontFamily alias is missing still has its em letterSpacing and its
  /// dimension-object lineHeight reported: all three at once.
  @Test func aMissingAliasDoesNotMaskTheOtherMembers() {
    let errors = Self.errors(
      """
      { "type": { "$type": "typography", "body": { "$value": {
        "fontFamily": "{font.missing}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
        "letterSpacing": { "value": 0.1, "unit": "em" }, "lineHeight": { "value": 24, "unit": "px" } } } } }
      """)
    #expect(
      errors.map(\.rule.id) == ["alias/missing", "value/unit", "value/kind"],
      "\(errors.map(\.message))")
    #expect(errors.map { $0.location?.line } == [2, 3, 3])
  }

  /// In strict mode a legacy string in a shadow does not hide an unknown member beside it.
  @Test func aLegacyStringDoesNotMaskAnUnknownMember() {
    let errors = Self.errors(
      """
      { "shadow": { "$type": "shadow", "card": { "$value": { "color": "#000000",
        "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
        "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "opacity": 0.5 } } } }
      """)
    #expect(
      Set(errors.map(\.rule.id)) == ["value/legacy", "value/unknown-member"],
      "\(errors.map(\.message))")
  }

  @Test(
    arguments: [
      // An alias to a token whose value is wrong.
      (
        "{ \"c\": { \"$type\": \"color\", \"bad\": { \"$value\": \"#zzz\" }, \"a\": { \"$value\": \"{c.bad}\" } } }",
        "{c.bad} points at c.bad, which has an error", 1
      ),
      // An alias to a token the reader rejected (an unknown $type).
      (
        "{ \"c\": { \"bad\": { \"$type\": \"colour\", \"$value\": 1 }, \"a\": { \"$type\": \"color\", \"$value\": \"{c.bad}\" } } }",
        "{c.bad} points at c.bad, which has an error", 1
      ),
      // A chain: one finding for the cascade, whose note points at the first error.
      (
        "{ \"c\": { \"$type\": \"color\", \"bad\": { \"$value\": \"#zzz\" }, \"a\": { \"$value\": \"{c.bad}\" },\n \"b\": { \"$value\": \"{c.a}\" } } }",
        "{c.bad} points at c.bad, which has an error", 1
      ),
    ] as [(String, String, Int)])
  func aliasesToTokensWithErrorsSaySo(_ json: String, _ message: String, _ noteLine: Int) throws {
    let errors = Self.errors(json)
    let cascade = try #require(errors.first { $0.message == message }, "\(errors.map(\.message))")
    #expect(cascade.rule.id == "alias/target-error")
    #expect(cascade.notes.first?.location?.line == noteLine)
    #expect(!errors.contains { $0.message.contains("does not exist") })
  }

  /// One bad token that many aliases reach, directly or through each other, is one finding at
  /// the first alias, with the count and names of the others, never one finding per alias.
  @Test func aCascadeIsReportedOnceWithTheTokensItReaches() {
    var members = [#""bad": { "$value": { "colorSpace": "srgb", "components": [1, 0, 2] } }"#]
    for index in 0..<600 { members.append(#""a\#(index)": { "$value": "{c.bad}" }"#) }
    members.append(#""chained": { "$value": "{c.a7}" }"#)
    let json = #"{ "c": { "$type": "color", "# + members.joined(separator: ", ") + " } }"
    let errors = Self.errors(json)
    #expect(
      errors.map(\.rule.id) == ["value/color-range", "alias/target-error"], "\(errors.count)")
    let cascade = errors[1]
    #expect(cascade.message == "{c.bad} points at c.bad, which has an error")
    #expect(
      cascade.notes.map(\.message).contains(
        "600 more tokens reach the same error through aliases: c.a1, c.a2, c.a3, c.a4, c.a5, …"),
      "\(cascade.notes.map(\.message))")
  }

  /// Two bad tokens are two cascades, each reported once.
  @Test func eachRootIsItsOwnCascade() {
    let json = """
      { "c": { "$type": "color", "x": { "$value": "#zzz" }, "y": { "$value": "#yyy" },
        "x1": { "$value": "{c.x}" }, "x2": { "$value": "{c.x}" }, "y1": { "$value": "{c.y}" } } }
      """
    let cascades = Self.errors(json).filter { $0.rule.id == "alias/target-error" }
    #expect(cascades.map(\.tokenPath) == ["c.x1", "c.y1"])
    #expect(
      cascades[0].notes.contains { $0.message.hasPrefix("1 more token reaches the same error") })
    #expect(!cascades[1].notes.contains { $0.message.contains("more token") })
  }

  /// 20,000 aliases of the wrong type in one shadow on one line: one finding each (this was
  /// quadratic in the line's length; the time is measured by sptheme-bench, not here).
  @Test func manyFindingsOnOneLineAreEachReportedOnce() {
    let count = 20_000
    let items = Array(repeating: "\"{c}\"", count: count).joined(separator: ",")
    let json =
      "{\"c\":{\"$type\":\"color\",\"$value\":{\"colorSpace\":\"srgb\",\"components\":[0,0,0]}},\"s\":{\"$type\":\"shadow\",\"$value\":[\(items)]}}"
    let errors = Self.errors(json)
    #expect(errors.count == count)
    #expect(errors.allSatisfy { $0.rule.id == "alias/type-mismatch" })
    #expect(errors.last?.location?.column == json.count - 7)
  }

  /// Tokens Studio's classic form: one finding per file, a warning with --legacy (which reads
  /// the tokens) and an error without.
  @Test(arguments: [false, true])
  func theClassicFormIsOneFindingPerFile(_ legacy: Bool) {
    let json = """
      { "space": { "sm": { "value": "4", "type": "spacing" }, "md": { "value": "{space.sm}", "type": "spacing" } },
        "ink": { "value": "#000000", "type": "color", "description": "Body text" } }
      """
    let resolution = TokenLoader.resolve(json: json, options: TokenOptions(legacy: legacy))
    let classic = resolution.diagnostics.filter { $0.rule.id == "tokens/classic-form" }
    #expect(classic.count == 1)
    #expect(classic.first?.severity == (legacy ? .warning : .error))
    #expect(classic.first?.message.contains("3 tokens") == true)
    #expect(classic.first?.hint?.contains("sptheme migrate") == true)
    #expect(resolution.tokens.count == (legacy ? 3 : 0))
    if legacy {
      #expect(
        !resolution.diagnostics.contains { $0.severity == .error },
        "\(resolution.diagnostics.map(\.message))")
      #expect(resolution["ink"]?.description == "Body text")
    } else {
      #expect(resolution.diagnostics.count == 1)
    }
  }

  /// With --legacy a legacy literal warns once, where it is written, with a count of the aliases
  /// that read it, not again at each alias.
  @Test func aLegacyLiteralWarnsOnceWithACountOfItsAliases() {
    let json = """
      { "c": { "$type": "color", "base": { "$value": "#ffffff" }, "a": { "$value": "{c.base}" },
        "b": { "$value": "{c.base}" },
        "line": { "$type": "border", "$value": { "color": "{c.base}", "width": { "value": 1, "unit": "px" }, "style": "solid" } } } }
      """
    let resolution = TokenLoader.resolve(json: json, options: TokenOptions(legacy: true))
    let warnings = resolution.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1, "\(warnings.map(\.message))")
    #expect(warnings.first?.tokenPath == "c.base")
    #expect(warnings.first?.notes.map(\.message) == ["3 aliases read this value, converted"])
    #expect(resolution.tokens.count == 4)
  }
}
