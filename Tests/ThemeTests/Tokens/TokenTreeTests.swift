import Testing

@testable import Theme

/// The token tree: names, reserved properties, `$extensions`, `$root` and `$extends`.
@Suite struct TokenTreeTests {
  static let file = "tree.tokens.json"

  static func at(_ needle: String, in text: String, occurrence: Int = 1) -> Theme.SourceLocation {
    let position = TextPosition.of(needle, in: text, occurrence: occurrence)
    return Theme.SourceLocation(file: file, line: position.line, column: position.column)
  }

  // MARK: - Names

  struct NameCase: CustomTestStringConvertible, Sendable {
    var name: String
    var message: String
    var hint: String
    var testDescription: String { name }
  }

  static let badNames: [NameCase] = [
    NameCase(
      name: "a.b",
      message:
        "'a.b' is not a valid token or group name: names cannot contain '.' (it separates the parts of a token path)",
      hint: "rename it, e.g. 'a-b'"),
    NameCase(
      name: "brace{x}",
      message:
        "'brace{x}' is not a valid token or group name: names cannot contain '{' or '}' (they mark references)",
      hint: "rename it, e.g. 'brace-x-'"),
    NameCase(
      name: "", message: "'' is not a valid token or group name: a name cannot be empty",
      hint: "rename it, e.g. 'name'"),
  ]

  @Test(arguments: badNames)
  func badNamesAreRefusedWithARename(_ item: NameCase) {
    let text = """
      {
        "ok": { "$type": "number", "$value": 1 },
        "\(item.name)": { "$type": "number", "$value": 2 }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(resolution.diagnostics.count == 1)
    let error = resolution.diagnostics.first
    #expect(error?.rule.id == "tokens/name")
    #expect(error?.message == item.message)
    #expect(error?.hint == item.hint)
    #expect(error?.location == Theme.SourceLocation(file: Self.file, line: 3, column: 3))
    #expect(resolution["ok"] != nil)
  }

  @Test func unknownDollarPropertiesAreSchemaErrors() {
    let text = """
      {
        "$foo": 1,
        "g": { "t": { "$type": "number", "$value": 1, "$bar": true } }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(
      resolution.diagnostics.map(\.rule.id) == [
        "tokens/unknown-property", "tokens/unknown-property",
      ])
    #expect(resolution.diagnostics.first?.tokenPath == nil)
    #expect(resolution.diagnostics.first?.message.contains("from the 2025.10 schema") == true)
    #expect(resolution.diagnostics.first?.location == Self.at("\"$foo\"", in: text))
    #expect(resolution.diagnostics.last?.tokenPath == "g.t")
    #expect(resolution.diagnostics.last?.location == Self.at("\"$bar\"", in: text))
  }

  @Test func aTokenCannotAlsoHoldChildren() {
    let text = "{ \"t\": { \"$type\": \"number\", \"$value\": 1, \"child\": { \"$value\": 2 } } }"
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(resolution.diagnostics.map(\.rule.id) == ["tokens/value-and-children"])
    #expect(resolution.diagnostics.first?.hint?.contains("$root") == true)
  }

  // MARK: - $extensions and $description

  @Test func extensionsAreKeptVerbatim() throws {
    let text = """
      {
        "c": {
          "$type": "color",
          "ink": {
            "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
            "$description": "Body text.",
            "$extensions": { "com.example.tool": { "z": [1, "two", null, { "deep": true }], "a": 0.5 }, "org.other": "x" }
          }
        }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(resolution.diagnostics.isEmpty)
    let ink = try #require(resolution["c.ink"])
    #expect(ink.description == "Body text.")
    let expected = try JSONDocument(
      bytes: Array(
        #"{ "com.example.tool": { "z": [1, "two", null, { "deep": true }], "a": 0.5 }, "org.other": "x" }"#
          .utf8),
      path: "e.json"
    ).root
    #expect(ink.extensions == expected)
    #expect(ink.extensions?.object?["com.example.tool"]?.object?.keys == ["z", "a"])
  }

  @Test func extensionsMustBeAnObject() {
    let text = "{ \"t\": { \"$type\": \"number\", \"$value\": 1, \"$extensions\": [1] } }"
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(resolution.diagnostics.map(\.rule.id) == ["tokens/extensions"])
    #expect(
      resolution.diagnostics.first?.message == "$extensions must be an object, but it is array")
  }

  // MARK: - $root

  @Test func rootTokensResolveAndCanBeAliased() throws {
    let text = """
      {
        "accent": {
          "$type": "color",
          "$root": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
          "light": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.7, 1] } }
        },
        "link": { "$value": "{accent.$root}" },
        "bad": { "$type": "color", "$value": "{accent}" }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    let root = try #require(resolution["accent.$root"])
    #expect(root.type == .color)
    #expect(resolution["link"]?.value == root.value)
    #expect(resolution["link"]?.provenance.map(\.token) == ["link", "accent.$root"])
    #expect(resolution.diagnostics.count == 1)
    let error = resolution.diagnostics.first
    #expect(error?.rule.id == "alias/group")
    #expect(error?.message == "{accent} points at the group accent, not at a token")
    #expect(error?.hint == "to use the group's own value write {accent.$root}")
  }

  @Test func rootMustBeAToken() {
    let text = "{ \"g\": { \"$root\": { \"x\": { \"$type\": \"number\", \"$value\": 1 } } } }"
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(resolution.diagnostics.map(\.rule.id) == ["tokens/root-not-token"])
    #expect(resolution.diagnostics.first?.tokenPath == "g.$root")
  }

  // MARK: - $extends

  static let extends = """
    {
      "base": {
        "$type": "number",
        "a": { "$value": 1 },
        "inner": { "b": { "$value": 2 }, "c": { "$value": 3 } }
      },
      "mid": {
        "$extends": "{base}",
        "inner": { "c": { "$value": 30 } },
        "m": { "$value": 5 }
      },
      "top": {
        "$extends": { "$ref": "#/mid" },
        "a": { "$value": 100 }
      }
    }
    """

  @Test func extendsDeepMergesAndOverrides() {
    let resolution = TokenLoader.resolve(json: Self.extends, path: Self.file)
    #expect(resolution.diagnostics.isEmpty)
    // Inherited whole, merged deeply, overridden per token.
    #expect(resolution["mid.a"]?.value == .number(1))
    #expect(resolution["mid.inner.b"]?.value == .number(2))
    #expect(resolution["mid.inner.c"]?.value == .number(30))
    #expect(resolution["mid.m"]?.value == .number(5))
    // Two levels: top extends mid extends base; $type comes down from base.
    #expect(resolution["top.a"]?.value == .number(100))
    #expect(resolution["top.inner.b"]?.value == .number(2))
    #expect(resolution["top.inner.c"]?.value == .number(30))
    #expect(resolution["top.m"]?.type == .number)
    // The base itself is untouched.
    #expect(resolution["base.inner.c"]?.value == .number(3))
    #expect(resolution["base.m"] == nil)
  }

  @Test func inheritedTokensPointAtWhereTheyAreWritten() {
    let resolution = TokenLoader.resolve(json: Self.extends, path: Self.file)
    #expect(
      resolution["top.inner.b"]?.provenance.first?.location == Self.at("\"b\"", in: Self.extends))
    #expect(
      resolution["top.inner.c"]?.provenance.first?.location
        == Self.at("\"c\"", in: Self.extends, occurrence: 2))
    #expect(
      resolution["top.a"]?.provenance.first?.location
        == Self.at("\"a\"", in: Self.extends, occurrence: 2))
  }

  @Test func anExtendsCycleNamesEveryGroup() {
    let text = """
      {
        "x": { "$extends": "{y}" },
        "y": { "$extends": "{z}" },
        "z": { "$extends": "{x}" }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(resolution.diagnostics.count == 1)
    let error = resolution.diagnostics.first
    #expect(error?.rule.id == "extends/cycle")
    #expect(error?.message == "$extends goes round in a circle: x → y → z → x")
    #expect(error?.location == Self.at("\"{y}\"", in: text))
    #expect(error?.notes.map(\.message) == ["x extends y", "y extends z", "z extends x"])
    #expect(
      error?.notes.map(\.location) == [
        Self.at("\"{y}\"", in: text), Self.at("\"{z}\"", in: text), Self.at("\"{x}\"", in: text),
      ])
    #expect(error?.hint == "remove $extends from one of these groups")
  }

  @Test func extendsMustNameAnExistingGroup() {
    let text = """
      {
        "base": { "$type": "number", "a": { "$value": 1 } },
        "m1": { "$extends": "{nope}" },
        "m2": { "$extends": "{base.a}" },
        "m3": { "$extends": 7 }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: Self.file)
    #expect(
      resolution.diagnostics.map(\.rule.id) == [
        "extends/syntax", "extends/missing", "extends/token",
      ])
    let byRule = Dictionary(uniqueKeysWithValues: resolution.diagnostics.map { ($0.rule.id, $0) })
    #expect(byRule["extends/missing"]?.message == "$extends names nope, but there is no such group")
    #expect(byRule["extends/missing"]?.location == Self.at("\"{nope}\"", in: text))
    #expect(byRule["extends/missing"]?.tokenPath == "m1")
    #expect(
      byRule["extends/token"]?.message
        == "$extends names base.a, which is a token; it must name a group")
    #expect(byRule["extends/token"]?.location == Self.at("\"{base.a}\"", in: text))
    #expect(byRule["extends/syntax"]?.tokenPath == "m3")
  }
}
