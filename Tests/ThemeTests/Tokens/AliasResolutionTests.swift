import Testing

@testable import Theme

/// Alias chains and provenance, type inheritance and inference, type mismatches, deprecation
/// warnings and `$ref` in both readings.
@Suite struct AliasResolutionTests {
  static let file = "chain.tokens.json"

  static func resolve(_ text: String) -> TokenResolution {
    TokenLoader.resolve(json: text, path: file)
  }

  static func at(_ needle: String, in text: String, occurrence: Int = 1) -> Theme.SourceLocation {
    let position = TextPosition.of(needle, in: text, occurrence: occurrence)
    return SourceLocation(file: file, line: position.line, column: position.column)
  }

  static let chain = """
    {
      "palette": { "$type": "color", "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } } },
      "brand": { "primary": { "$value": "{palette.blue}" } },
      "ui": { "link": { "$value": "{brand.primary}" } },
      "color": {
        "accent": { "$value": "{ui.link}" },
        "focus": { "$value": "{color.accent}" }
      }
    }
    """

  @Test func aChainOfFiveKeepsEveryLinkInOrderWithItsPlace() throws {
    let resolution = Self.resolve(Self.chain)
    #expect(resolution.diagnostics.isEmpty)
    let focus = try #require(resolution["color.focus"])
    #expect(
      focus.provenance.map(\.token) == [
        "color.focus", "color.accent", "ui.link", "brand.primary", "palette.blue",
      ])
    #expect(
      focus.provenance.map(\.reference) == [
        "{color.accent}", "{ui.link}", "{brand.primary}", "{palette.blue}", nil,
      ])
    #expect(
      focus.provenance.map(\.location) == [
        SourceLocation(file: Self.file, line: 7, column: 5),
        SourceLocation(file: Self.file, line: 6, column: 5),
        SourceLocation(file: Self.file, line: 4, column: 11),
        SourceLocation(file: Self.file, line: 3, column: 14),
        SourceLocation(file: Self.file, line: 2, column: 34),
      ])
    #expect(focus.provenance.first?.description == "color.focus (chain.tokens.json:7:5)")
    #expect(focus.value == .color(ColorValue(colorSpace: .srgb, components: [0, 0.4, 1])))
  }

  @Test(arguments: ["brand.primary", "ui.link", "color.accent", "color.focus"])
  func theTypeIsInferredThroughAliases(_ name: String) {
    let resolution = Self.resolve(Self.chain)
    #expect(resolution[name]?.type == .color)
    #expect(resolution[name]?.json == resolution["palette.blue"]?.json)
  }

  @Test func typesAreInheritedFromTheNearestGroupAndATokenMayOverride() {
    let text = """
      {
        "size": {
          "$type": "dimension",
          "sm": { "$value": { "value": 4, "unit": "px" } },
          "inner": {
            "md": { "$value": { "value": 1, "unit": "rem" } },
            "scale": { "$type": "number", "$value": 1.5 }
          },
          "timing": { "$type": "duration", "fast": { "$value": { "value": 120, "unit": "ms" } } }
        }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.isEmpty)
    #expect(resolution["size.sm"]?.type == .dimension)
    #expect(resolution["size.inner.md"]?.type == .dimension)
    #expect(resolution["size.inner.scale"]?.value == .number(1.5))
    #expect(resolution["size.timing.fast"]?.type == .duration)
  }

  @Test func aTokenWithoutAnyTypeIsAnError() {
    let text = """
      {
        "loose": { "$value": 3 }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.count == 1)
    let error = resolution.diagnostics.first
    #expect(error?.rule.id == "tokens/no-type")
    #expect(error?.message == "loose has no $type, and no group above it sets one")
    #expect(error?.location == Self.at("\"loose\"", in: text))
    #expect(error?.hint?.contains("\"$type\"") == true)
  }

  @Test func aTypeMismatchThroughAnAliasNamesBothTypes() {
    let text = """
      {
        "size": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } },
        "color": {
          "$type": "color",
          "accent": { "$value": "{size.sm}" }
        },
        "link": { "$type": "color", "$value": "{size.sm}" }
      }
      """
    let resolution = Self.resolve(text)
    let errors = resolution.diagnostics.filter { $0.rule.id == "alias/type-mismatch" }
    #expect(errors.count == 2)
    #expect(errors.first?.message == "color.accent is a color token but {size.sm} is a dimension")
    #expect(errors.first?.location == Self.at("\"{size.sm}\"", in: text, occurrence: 1))
    #expect(errors.first?.tokenPath == "color.accent")
    #expect(errors.first?.hint?.contains("the group above sets $type \"color\"") == true)
    #expect(errors.last?.message == "link is a color token but {size.sm} is a dimension")
    #expect(errors.last?.hint == "point at a color token, or change $type to \"dimension\"")
  }

  @Test func aMismatchInsideACompositeNamesThePart() {
    let text = """
      {
        "size": { "$type": "dimension", "hair": { "$value": { "value": 1, "unit": "px" } } },
        "border": {
          "$type": "border",
          "field": { "$value": { "color": "{size.hair}", "width": "{size.hair}", "style": "solid" } }
        }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.count == 1)
    let error = resolution.diagnostics.first
    #expect(error?.rule.id == "alias/type-mismatch")
    #expect(error?.message == "color of a border must be a color, but {size.hair} is a dimension")
    #expect(error?.location == Self.at("\"{size.hair}\"", in: text, occurrence: 1))
  }

  @Test func referencesInsideCompositesAreSubstituted() throws {
    let text = """
      {
        "c": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
        "w": { "$type": "dimension", "hair": { "$value": { "value": 1, "unit": "px" } } },
        "border": { "$type": "border", "field": { "$value": { "color": "{c.ink}", "width": "{w.hair}", "style": "solid" } } }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.isEmpty)
    let field = try #require(resolution["border.field"])
    #expect(field.json.object?["color"] == resolution["c.ink"]?.json)
    #expect(field.json.object?["width"] == resolution["w.hair"]?.json)
    #expect(field.provenance.map(\.token) == ["border.field"])
  }

  // MARK: - Deprecation

  static let deprecated = """
    {
      "old": {
        "$type": "number",
        "$deprecated": "Use the new scale.",
        "a": { "$value": 1 },
        "kept": { "$value": 2, "$deprecated": false },
        "own": { "$value": 3, "$deprecated": "Use new.three." },
        "flag": { "$value": 4, "$deprecated": true }
      },
      "use": {
        "$type": "number",
        "x": { "$value": "{old.a}" },
        "y": { "$value": "{old.kept}" },
        "z": { "$value": "{old.own}" },
        "w": { "$value": "{old.flag}" }
      }
    }
    """

  @Test func deprecationIsInheritedAndOverridable() {
    let resolution = Self.resolve(Self.deprecated)
    #expect(resolution["old.a"]?.deprecation == .deprecated(message: "Use the new scale."))
    #expect(resolution["old.kept"]?.deprecation == .notDeprecated)
    #expect(resolution["old.own"]?.deprecation == .deprecated(message: "Use new.three."))
    #expect(resolution["old.flag"]?.deprecation == .deprecated(message: nil))
    #expect(resolution["use.x"]?.deprecation == nil)
  }

  @Test func anAliasToADeprecatedTokenWarnsAtTheAlias() {
    let resolution = Self.resolve(Self.deprecated)
    #expect(
      resolution.diagnostics.allSatisfy {
        $0.severity == .warning && $0.rule.id == "alias/deprecated"
      }
    )
    let byToken = Dictionary(
      uniqueKeysWithValues: resolution.diagnostics.map { ($0.tokenPath ?? "", $0) })
    #expect(Set(byToken.keys) == ["use.x", "use.z", "use.w"])
    #expect(
      byToken["use.x"]?.message == "use.x uses old.a, which is deprecated: Use the new scale.")
    #expect(byToken["use.z"]?.message == "use.z uses old.own, which is deprecated: Use new.three.")
    #expect(byToken["use.w"]?.message == "use.w uses old.flag, which is deprecated")
    #expect(byToken["use.x"]?.location == Self.at("\"{old.a}\"", in: Self.deprecated))
    #expect(byToken["use.x"]?.hint == "point at the token that replaces it")
    // Warnings do not stop the alias from resolving.
    #expect(resolution["use.x"]?.value == .number(1))
  }

  // MARK: - $ref

  static let pointers = """
    {
      "n": {
        "$type": "number",
        "a": { "$value": 1 },
        "b": { "$ref": "#/n/a" },
        "c": { "$value": { "$ref": "#/n/b" } }
      },
      "c": { "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.25, 0.5, 1] } } },
      "g": {
        "$type": "number",
        "green": { "$value": { "$ref": "#/c/blue/$value/components/1" } },
        "whole": { "$ref": "#/c/blue/$value/components/2" }
      },
      "o": {
        "$type": "border",
        "line": { "$value": { "color": { "$ref": "#/c/blue" }, "width": { "value": 1, "unit": "px" }, "style": "solid" } }
      }
    }
    """

  @Test func aTokenLevelRefAliasesTheWholeToken() throws {
    let resolution = Self.resolve(Self.pointers)
    #expect(resolution.diagnostics.isEmpty)
    let b = try #require(resolution["n.b"])
    #expect(b.value == .number(1))
    #expect(b.provenance.map(\.token) == ["n.b", "n.a"])
    #expect(b.provenance.first?.reference == "#/n/a")
    let c = try #require(resolution["n.c"])
    #expect(c.provenance.map(\.token) == ["n.c", "n.b", "n.a"])
    #expect(c.provenance.map(\.reference) == ["#/n/b", "#/n/a", nil])
  }

  @Test func valuePointersReachIntoAnotherTokensValue() {
    let resolution = Self.resolve(Self.pointers)
    #expect(resolution["g.green"]?.value == .number(0.5))
    #expect(resolution["g.whole"]?.value == .number(1))
    #expect(resolution["g.green"]?.provenance.map(\.token) == ["g.green", "c.blue"])
    #expect(resolution["o.line"]?.json.object?["color"] == resolution["c.blue"]?.json)
  }

  struct PointerError: CustomTestStringConvertible, Sendable {
    var name: String
    var token: String
    var rule: String
    var message: String
    var testDescription: String { name }
  }

  static let pointerErrors: [PointerError] = [
    PointerError(
      name: "missing member", token: "{ \"$type\": \"number\", \"$ref\": \"#/n/zz\" }",
      rule: "alias/missing",
      message: "#/n/zz points at nothing: group n has no member 'zz'"),
    PointerError(
      name: "missing index",
      token:
        "{ \"$type\": \"number\", \"$value\": { \"$ref\": \"#/c/blue/$value/components/5\" } }",
      rule: "alias/missing",
      message:
        "#/c/blue/$value/components/5 points at nothing: the value of c.blue has no /components/5"),
    PointerError(
      name: "part without $value",
      token: "{ \"$type\": \"number\", \"$ref\": \"#/c/blue/components/0\" }",
      rule: "alias/missing",
      message:
        "#/c/blue/components/0 points at nothing: c.blue is a token, and its parts are under $value"
    ),
    PointerError(
      name: "a group", token: "{ \"$type\": \"number\", \"$ref\": \"#/n\" }", rule: "alias/group",
      message: "#/n points at a group, not a token"),
    PointerError(
      name: "$ref beside $value",
      token: "{ \"$type\": \"number\", \"$value\": 1, \"$ref\": \"#/n/a\" }",
      rule: "tokens/ref-and-value",
      message: "a token cannot have both $value and $ref (from the 2025.10 schema)"),
    PointerError(
      name: "not a pointer", token: "{ \"$type\": \"number\", \"$ref\": \"n/a\" }",
      rule: "alias/pointer-syntax",
      message: "$ref must be a JSON Pointer into this token tree, written \"#/group/token\""),
    PointerError(
      name: "part of a value without a type",
      token: "{ \"$value\": { \"$ref\": \"#/c/blue/$value/components/0\" } }",
      rule: "tokens/no-type",
      message:
        "cannot tell the type of x.t: #/c/blue/$value/components/0 points at a part of a value, not a token"
    ),
  ]

  @Test(arguments: pointerErrors)
  func badPointersAreExplained(_ item: PointerError) {
    let text = """
      {
        "n": { "$type": "number", "a": { "$value": 1 } },
        "c": { "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.25, 0.5, 1] } } },
        "x": {
          "t": \(item.token)
        }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.count == 1, "\(resolution.diagnostics.map(\.message))")
    let error = resolution.diagnostics.first
    #expect(error?.rule.id == item.rule)
    #expect(error?.message == item.message)
    #expect(error?.tokenPath == "x.t")
    #expect(error?.location?.line == 5)
    #expect(resolution["x.t"] == nil)
  }

  @Test func aCycleThroughRefIsACycle() {
    let text = """
      {
        "n": {
          "$type": "number",
          "a": { "$ref": "#/n/b" },
          "b": { "$value": "{n.a}" }
        }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.count == 1)
    #expect(resolution.diagnostics.first?.rule.id == "alias/cycle")
    #expect(resolution.diagnostics.first?.message == "alias cycle: n.a → n.b → n.a")
    #expect(resolution.diagnostics.first?.location == Self.at("\"#/n/b\"", in: text))
  }

  @Test func aTokenReferringToItselfSaysSo() {
    let text = "{ \"n\": { \"$type\": \"number\", \"a\": { \"$value\": \"{n.a}\" } } }"
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.map(\.message) == ["n.a refers to itself"])
    #expect(resolution.diagnostics.first?.notes.isEmpty == true)
  }

  @Test func tokensAliasingIntoACycleAreNotReportedAgain() {
    let text = """
      {
        "n": {
          "$type": "number",
          "a": { "$value": "{n.b}" },
          "b": { "$value": "{n.a}" },
          "user": { "$value": "{n.a}" }
        }
      }
      """
    let resolution = Self.resolve(text)
    #expect(resolution.diagnostics.map(\.rule.id) == ["alias/cycle"])
    #expect(resolution["n.user"] == nil)
  }
}
