import Foundation
import Platform
import TestSupport
import Testing

@testable import Theme

/// `TokenMigrator`: legacy shapes rewritten, everything else kept, and a Tokens Studio file that
/// checks clean afterwards.
@Suite struct TokenMigratorTests {
  static let fixture =
    TestPaths.packageRoot + "/Tests/ThemeTests/Migrate/Fixtures/tokens-studio.tokens.json"

  static func migrate(_ text: String) throws -> TokenMigrator.Result {
    try TokenMigrator.migrate(Array(text.utf8), path: "legacy.json")
  }

  @Test func tokensStudioFixtureChecksCleanAfterMigration() throws {
    let bytes = try FileSystem.read(Self.fixture)
    // As it is, only --legacy reads it, with warnings and no errors.
    let legacy = try Brand(Self.fixture, options: TokenOptions(legacy: true)).check()
    #expect(
      !legacy.diagnostics.contains { $0.severity == .error },
      "\(legacy.diagnostics.filter { $0.severity == .error }.map(\.message))")
    #expect(legacy.diagnostics.contains { $0.severity == .warning })
    let strict = try Brand(Self.fixture).check()
    #expect(strict.diagnostics.contains { $0.severity == .error })

    let result = try TokenMigrator.migrate(bytes, path: "tokens-studio.tokens.json")
    // The one thing it cannot do is apply Tokens Studio's color modifier: listed, not dropped.
    let left = result.changes.filter { !$0.isConverted }
    #expect(left.map(\.token) == ["core.blue.700"], "\(left)")
    #expect(left.first?.note.contains("color modifier") == true)
    let path = NSTemporaryDirectory() + "sptheme-migrated-\(UUID().uuidString).tokens.json"
    try result.text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try Brand(path).check()
    #expect(
      report.diagnostics.isEmpty,
      "\(report.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" })")
    // The same values as --legacy read from the original.
    let before = try #require(
      try Brand(Self.fixture, options: TokenOptions(legacy: true)).theme(appearance: "default")
        .theme)
    let after = try #require(try Brand(path).theme(appearance: "default").theme)
    for role in ColorRole.allCases { #expect(before.color(role).value == after.color(role).value) }
    for role in TypeRole.allCases { #expect(before.style(role).value == after.style(role).value) }
    for role in MotionRole.allCases {
      #expect(before.motion(role).value == after.motion(role).value)
    }
    Golden.check(result.text, name: "tokens-studio", ext: "json")
    Golden.check(
      result.changes.map(\.description).joined(separator: "\n") + "\n",
      name: "tokens-studio.changes", ext: "txt")
  }

  @Test func keepsKeyOrderDescriptionsExtensionsAndAliases() throws {
    let result = try Self.migrate(
      #"""
      { "z": { "$extensions": { "com.x": { "keep": [1, 2] } }, "$type": "spacing", "$description": "group",
          "b": { "$description": "first", "$value": "16px", "$extensions": { "com.y": true } },
          "a": { "$value": "{z.b}" } } }
      """#)
    let root = try #require(JSONDocument(bytes: Array(result.text.utf8), path: "out").root.object)
    let group = try #require(root["z"]?.object)
    #expect(group.keys == ["$extensions", "$type", "$description", "b", "a"])
    #expect(group["$type"] == .string("dimension"))
    #expect(group["b"]?.object?.keys == ["$description", "$value", "$extensions"])
    #expect(
      group["b"]?.object?["$value"]
        == .object(
          JSONObject([
            .init(key: "value", value: .number(16)), .init(key: "unit", value: .string("px")),
          ])))
    #expect(group["a"]?.object?["$value"] == .string("{z.b}"))
    #expect(result.text.contains(#""keep": [1, 2]"#))
    #expect(result.changes.count == 2)
    #expect(
      result.changes.map(\.location?.description) == ["legacy.json:1:67", "legacy.json:2:47"])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var type: String
    var value: String
    var expected: String?
    var testDescription: String { "\(type) \(value)" }
  }

  static let cases: [Case] = [
    Case(
      type: "color", value: ##""#0a84ff""##,
      expected: ##"{"colorSpace":"srgb","components":[0.0392,0.5176,1],"hex":"#0a84ff"}"##),
    Case(
      type: "color", value: ##""#00000080""##,
      expected: ##"{"colorSpace":"srgb","components":[0,0,0],"alpha":0.502,"hex":"#000000"}"##),
    Case(
      type: "color", value: ##""rgba(255, 0, 0, 50%)""##,
      expected: ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":0.5,"hex":"#ff0000"}"##),
    Case(
      type: "color", value: ##""hsl(120deg 100% 25%)""##,
      expected: ##"{"colorSpace":"hsl","components":[120,100,25],"hex":"#008000"}"##),
    Case(type: "color", value: ##""red""##, expected: nil),
    Case(type: "sizing", value: ##""1.5rem""##, expected: ##"{"value":1.5,"unit":"rem"}"##),
    Case(type: "spacing", value: ##""12""##, expected: ##"{"value":12,"unit":"px"}"##),
    Case(type: "dimension", value: "8", expected: ##"{"value":8,"unit":"px"}"##),
    Case(type: "dimension", value: ##""2pt""##, expected: ##"{"value":2,"unit":"px"}"##),
    Case(type: "dimension", value: ##""2em""##, expected: nil),
    Case(type: "duration", value: ##""0.3s""##, expected: ##"{"value":0.3,"unit":"s"}"##),
    Case(type: "duration", value: "200", expected: ##"{"value":200,"unit":"ms"}"##),
    Case(type: "fontWeights", value: ##""Semi Bold""##, expected: ##""semi-bold""##),
    Case(type: "fontWeights", value: ##""ExtraBold""##, expected: ##""extra-bold""##),
    Case(type: "fontWeights", value: ##""600""##, expected: "600"),
    Case(
      type: "fontFamilies", value: ##""'Inter', \"SF Pro\", sans-serif""##,
      expected: ##"["Inter","SF Pro","sans-serif"]"##),
    Case(type: "lineHeights", value: ##""150%""##, expected: "1.5"),
    Case(type: "opacity", value: ##""0.4""##, expected: "0.4"),
    Case(type: "cubicBezier", value: ##""ease-in-out""##, expected: "[0.42,0,0.58,1]"),
    Case(type: "cubicBezier", value: ##""cubic-bezier(0.2, 0, 0, 1)""##, expected: "[0.2,0,0,1]"),
  ]

  @Test(arguments: cases)
  func values(_ test: Case) throws {
    let result = try Self.migrate(
      #"{ "t": { "$type": "\#(test.type)", "$value": \#(test.value) } }"#)
    let document = try JSONDocument(bytes: Array(result.text.utf8), path: "out")
    let value = document.root[JSONPointer(tokens: ["t", "$value"])]
    if let expected = test.expected {
      #expect(value?.serialized(indent: nil) == expected)
      #expect(result.changes.contains { $0.isConverted })
    } else {
      #expect(result.hasLeftovers)
      #expect(value?.serialized(indent: nil) == test.value.replacingOccurrences(of: " ", with: ""))
    }
  }

  @Test func compositesAndTokensStudioShapes() throws {
    let result = try Self.migrate(
      #"""
      { "$themes": [], "$metadata": { "tokenSetOrder": ["core"] },
        "shadow": { "$type": "boxShadow", "$value": [
          { "x": "0", "y": "4px", "blur": "12px", "spread": "0", "color": "rgba(0,0,0,0.2)", "type": "dropShadow" },
          { "x": "0", "y": "1px", "blur": "2px", "spread": "0", "color": "{c}", "type": "innerShadow" } ] },
        "text": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "20px",
          "lineHeight": "24px", "letterSpacing": "-1%", "textCase": "uppercase" } },
        "move": { "$type": "transition", "$value": { "duration": "200ms", "delay": "0ms", "timingFunction": "ease" } } }
      """#)
    let root = try #require(JSONDocument(bytes: Array(result.text.utf8), path: "out").root.object)
    #expect(root.keys == ["shadow", "text", "move", "$extensions"])
    #expect(root["$extensions"]?.object?["studio.tokens"]?.object?.keys == ["themes", "metadata"])
    let layers = try #require(root["shadow"]?.object?["$value"]?.array)
    #expect(layers[0].object?.keys == ["offsetX", "offsetY", "blur", "spread", "color", "inset"])
    #expect(layers[0].object?["inset"] == .bool(false))
    #expect(layers[1].object?["inset"] == .bool(true))
    #expect(layers[1].object?["color"] == .string("{c}"))
    let text = try #require(root["text"]?.object)
    #expect(text["$value"]?.object?["lineHeight"] == .number(1.2))
    #expect(text["$value"]?.object?["fontWeight"] == .string("bold"))
    #expect(text["$value"]?.object?["textCase"] == nil)
    #expect(
      text["$extensions"]?.object?["studio.tokens"]?.object?["textCase"] == .string("uppercase"))
    // "-1%" letter spacing has no 2025.10 form: left, and listed.
    #expect(result.changes.contains { !$0.isConverted && $0.before == "\"-1%\"" })
    #expect(
      root["move"]?.object?["$value"]?.object?["timingFunction"]
        == .array([0.25, 0.1, 0.25, 1].map(JSONValue.number)))
  }

  @Test func notJSONIsAnError() {
    #expect(throws: JSONSyntaxError.self) { try Self.migrate("{ \"a\": ") }
  }
}
