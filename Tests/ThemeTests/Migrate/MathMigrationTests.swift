import Testing

@testable import Theme

/// `migrate` and Tokens Studio math: the computed literal where every token it uses has one
/// value in the files being migrated, recorded with the expression; otherwise the expression
/// left as it is and listed with the reason. Also `$path` references and px line heights.
@Suite struct MathMigrationTests {
  static func migrate(_ text: String) throws -> TokenMigrator.Result {
    try TokenMigrator.migrate(Array(text.utf8), path: "legacy.json")
  }

  static func value(_ result: TokenMigrator.Result, _ path: String) throws -> String? {
    let root = try JSONDocument(bytes: Array(result.text.utf8), path: "out").root
    let pointer = JSONPointer(tokens: path.split(separator: ".").map(String.init) + ["$value"])
    return root[pointer]?.serialized(indent: nil)
  }

  @Test func mathIsComputedAndTheExpressionRecorded() throws {
    let text = """
      {
        "space": {
          "scale": { "value": "4", "type": "spacing" },
          "2x": { "value": "{space.scale} * 2", "type": "spacing" },
          "half": { "value": "$space.scale / 2", "type": "spacing" }
        },
        "ratio": { "value": "roundTo({space.2x} / {space.scale} / 3, 2)", "type": "number" }
      }
      """
    let result = try Self.migrate(text)
    #expect(!result.hasLeftovers, "\(result.changes.filter { !$0.isConverted })")
    #expect(try Self.value(result, "space.2x") == #"{"value":8,"unit":"px"}"#)
    #expect(try Self.value(result, "space.half") == #"{"value":2,"unit":"px"}"#)
    #expect(try Self.value(result, "ratio") == "0.67")
    let change = try #require(
      result.changes.first { $0.token == "space.2x" && $0.before.contains("*") })
    #expect(
      change.description
        == #"legacy.json:4:22: space.2x: "{space.scale} * 2" → {"value":8,"unit":"px"} (Tokens Studio math, computed; 2025.10 has no expressions)"#
    )
    // The same values --legacy reads from the original.
    let legacy = TokenLoader.resolve(
      json: text, path: "legacy.json", options: TokenOptions(legacy: true))
    let migrated = TokenLoader.resolve(json: result.text, path: "new.tokens.json")
    #expect(migrated.diagnostics.isEmpty, "\(migrated.diagnostics.map(\.message))")
    for name in ["space.2x", "space.half", "ratio"] {
      #expect(migrated[name]?.value == legacy[name]?.value, "\(name)")
    }
  }

  /// What cannot be computed stays as written and is listed with the reason.
  @Test(arguments: [
    (
      #""{space.missing} * 2""#,
      "Tokens Studio math, not computed: {space.missing} is not in the files being migrated; write its result"
    ),
    (
      #""{loop.a} * 2""#,
      "Tokens Studio math, not computed: {loop.a} has an error: alias cycle: loop.a → loop.b → loop.a; write its result"
    ),
    (
      #""{space.base} + {rem}""#,
      "Tokens Studio math, not computed: 4px + 1rem mixes px and rem, which needs a root font size the tokens do not give; write its result"
    ),
    (
      #""{space.base} / 0""#,
      "Tokens Studio math, not computed: 4px / 0 divides by zero; write its result"
    ),
    (
      #""{ink} * 2""#,
      "Tokens Studio math, not computed: {ink} is a color: math computes with numbers, dimensions and durations; write its result"
    ),
    (
      #""{space.base} * * 2""#,
      "Tokens Studio math, malformed: \"*\" has no number or reference before it (character 16)"
    ),
  ])
  func mathThatCannotBeComputedIsListed(_ value: String, _ note: String) throws {
    let text = """
      { "space": { "base": { "value": "4", "type": "spacing" } },
        "rem": { "value": "1rem", "type": "spacing" },
        "ink": { "value": "#000000", "type": "color" },
        "loop": { "a": { "value": "{loop.b}", "type": "spacing" }, "b": { "value": "{loop.a}", "type": "spacing" } },
        "t": { "value": \(value), "type": "spacing" } }
      """
    let result = try Self.migrate(text)
    let left = result.changes.filter { !$0.isConverted && $0.token == "t" }
    #expect(left.map(\.note) == [note])
    #expect(left.first?.location?.line == 5)
    #expect(try Self.value(result, "t") == value)
  }

  /// In a folder, math finds its operands in the other files; a token two files define
  /// differently (one per theme) would make the result depend on the theme, so it is listed.
  @Test func aFolderComputesAcrossFilesAndRefusesWhatDependsOnTheTheme() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "core.json",
      #"{ "space": { "scale": { "value": "4", "type": "spacing" }, "unit": { "value": "{space.scale}", "type": "spacing" } } }"#
    )
    try folder.write(
      "brand/casual.json", #"{ "radius": { "base": { "value": "8", "type": "borderRadius" } } }"#)
    try folder.write(
      "brand/business.json", #"{ "radius": { "base": { "value": "2", "type": "borderRadius" } } }"#)
    try folder.write(
      "components.json",
      """
      { "card": {
          "gap": { "value": "{space.unit} * 3", "type": "spacing" },
          "radius": { "value": "{radius.base} * 2", "type": "borderRadius" },
          "text": { "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "{space.unit} * 4",
            "lineHeight": "24px", "letterSpacing": "0" }, "type": "typography" } } }
      """)
    try folder.write(
      "$themes.json",
      #"""
      [ { "name": "Casual", "group": "brand", "selectedTokenSets": { "core": "source", "brand/casual": "enabled", "components": "enabled" } },
        { "name": "Business", "group": "brand", "selectedTokenSets": { "core": "source", "brand/business": "enabled", "components": "enabled" } } ]
      """#)
    let result = try ProjectMigration.migrate(folder: folder.path)
    let components = try #require(
      result.outputs.first { $0.path.hasSuffix("components.tokens.json") })
    let root = try JSONDocument(bytes: Array(components.text.utf8), path: "out").root
    #expect(
      root[JSONPointer(tokens: ["card", "gap", "$value"])]
        == .object(
          JSONObject([
            .init(key: "value", value: .number(12)), .init(key: "unit", value: .string("px")),
          ])))
    #expect(
      root[JSONPointer(tokens: ["card", "radius", "$value"])] == .string("{radius.base} * 2"))
    #expect(root[JSONPointer(tokens: ["card", "text", "$value", "lineHeight"])] == .number(1.5))
    let left = result.changes.filter { !$0.isConverted }
    #expect(left.map(\.token) == ["card.radius"], "\(left)")
    #expect(
      left.first?.note.contains(
        "{radius.base} has one value in \(folder.path)/brand/business.json and another in \(folder.path)/brand/casual.json, so the result depends on the theme"
      ) == true, "\(left.first?.note ?? "")")
  }

  @Test func tokensStudioPathsBecomeCurlyReferences() throws {
    let result = try Self.migrate(
      """
      { "size": { "base": { "value": "8", "type": "sizing" } },
        "gap": { "value": "$size.base", "type": "spacing" },
        "shadow": { "value": { "x": "0", "y": "$size.base", "blur": "$size.base * 2", "spread": "0", "color": "#000000", "type": "dropShadow" }, "type": "boxShadow" } }
      """)
    #expect(!result.hasLeftovers, "\(result.changes.filter { !$0.isConverted })")
    #expect(try Self.value(result, "gap") == #""{size.base}""#)
    let shadow = try #require(try Self.value(result, "shadow"))
    #expect(shadow.contains(#""offsetY":"{size.base}""#))
    #expect(shadow.contains(#""blur":{"value":16,"unit":"px"}"#))
    #expect(
      result.changes.contains {
        $0.before == #""$size.base""# && $0.after == #""{size.base}""#
          && $0.note == "Tokens Studio's older reference, a $ and a path"
      })
  }

  /// A px line height beside an aliased font size is divided by what the alias resolves to;
  /// beside a font size in rem it is listed with why.
  @Test(arguments: [
    (#""{size.body}""#, "1.5"),
    (#""$size.body""#, "1.5"),
    (
      #""1rem""#,
      "a line height as a length needs the font size to become a multiple of it: the line height is 24px and the font size 1rem: mixing px and rem needs a root font size, which the tokens do not give"
    ),
    (
      #""{size.nope}""#,
      "a line height as a length needs the font size to become a multiple of it: {size.nope} is not in the files being migrated"
    ),
  ])
  func lineHeightBesideAnAliasedFontSize(_ fontSize: String, _ expected: String) throws {
    let result = try Self.migrate(
      """
      { "size": { "body": { "value": "16", "type": "fontSizes" } },
        "text": { "value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": \(fontSize),
          "lineHeight": "24px", "letterSpacing": "0" }, "type": "typography" } }
      """)
    let left = result.changes.filter { !$0.isConverted }
    if left.isEmpty {
      let value = try #require(try Self.value(result, "text"))
      #expect(value.contains(#""lineHeight":\#(expected)"#), "\(value)")
    } else {
      #expect(left.map(\.note).contains(expected), "\(left.map(\.note))")
    }
  }
}
