import Foundation
import TestSupport
import Testing

@testable import Theme

/// `JSONExporter`: golden files per appearance, reading the export back, and the json-c writer.
@Suite struct JSONExporterTests {
  static let cases: [String] = ExportFixtures.brands.flatMap { ["\($0).light", "\($0).dark"] }

  @Test(arguments: cases)
  func shippedBrands(_ name: String) throws {
    let parts = name.split(separator: ".").map(String.init)
    let themes = try ExportFixtures.shipped(parts[0])
    let theme = try #require(themes.theme(appearance: parts[1]))
    let text = JSONExporter.render(theme, of: themes, options: ExportFixtures.options)
    #expect(text == JSONExporter.render(theme, of: themes, options: ExportFixtures.options))
    Golden.check(text, name: name, ext: "json")
  }

  @Test(arguments: cases)
  func readsBackClean(_ name: String) throws {
    let parts = name.split(separator: ".").map(String.init)
    let themes = try ExportFixtures.shipped(parts[0])
    let theme = try #require(themes.theme(appearance: parts[1]))
    let path = NSTemporaryDirectory() + "sptheme-\(UUID().uuidString)-\(name).tokens.json"
    try JSONExporter.render(theme, of: themes).write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try Brand(path).check()
    #expect(
      report.diagnostics.isEmpty,
      "\(report.diagnostics.map { "\($0.location?.description ?? ""): \($0.message)" })")
    // The re-read theme has the same values as the original.
    let again = try #require(try Brand(path).theme(appearance: "default").theme)
    for role in ColorRole.allCases {
      #expect(again.color(role).value.components == theme.color(role).value.components)
    }
    for role in TypeRole.allCases { #expect(again.style(role).value == theme.style(role).value) }
    for role in MotionRole.allCases {
      #expect(again.motion(role).value == theme.motion(role).value)
    }
  }

  @Test func aliasesAreRecordedInExtensions() throws {
    let themes = try ExportFixtures.shipped("studio")
    let document = JSONExporter.document(themes.dark, of: themes, options: ExportFixtures.options)
    let accent = try #require(document[JSONPointer(tokens: ["color", "accent"])]?.object)
    let chain = accent["$extensions"]?.object?["org.sptheme.alias"]?.object?["chain"]?.array
    #expect(chain?.count == 2)
    #expect(chain?.first?.object?["reference"]?.string == "#/palette/blue/600")
    #expect(chain?.last?.object?["token"]?.string == "palette.blue.600")
    #expect(
      chain?.last?.object?["source"]?.string?.hasPrefix("tokens/studio/palette.tokens.json:")
        == true)
    // A token's own extensions stay.
    let spring = document[
      JSONPointer(tokens: ["motion", "standard", "$extensions", "org.sptheme.spring"])]
    #expect(spring?.object?["response"]?.number == 0.35)
    // Colors get a gamut-mapped hex fallback when the brand gave none.
    let custom = try ExportFixtures.studio(
      overriding: """
        { "color": { "$type": "color", "accent": { "$value": { "colorSpace": "rec2020", "components": [0, 1, 0] } } } }
        """)
    let value = JSONExporter.document(custom.light, of: custom, options: ExportOptions())[
      JSONPointer(tokens: ["color", "accent", "$value"])]?.object
    #expect(value?["colorSpace"]?.string == "rec2020")
    #expect(value?["hex"]?.string == ColorCoordinates(.rec2020, 0, 1, 0).opaqueHex)
  }

  static let tricky: [JSONValue] = [
    .null, .bool(true), .number(0), .number(-0.0), .number(0.1), .number(1e300), .number(1e-7),
    .number(-2.5),
    .number(9_007_199_254_740_993), .number(123_456_789), .string(""), .array([]),
    .object(JSONObject()),
    .string("a\u{8}b\u{C}c\u{7F}d\u{2028}e\u{2029}f</g>h/i\\j\"k\n\t\u{1}\u{1F}ü😀"),
    .array([.array([]), .object(JSONObject()), .null, .array([.number(1), .string("</x>")])]),
    .object(
      JSONObject([
        .init(key: "plain", value: .object(JSONObject([.init(key: "empty", value: .array([]))]))),
        .init(
          key: "odd\u{7F}key",
          value: .object(JSONObject([.init(key: "deep", value: .array([.object(JSONObject())]))]))),
        .init(key: "z", value: .array([.string("\u{8}")])),
      ])),
  ]

  /// The one JSON writer's text reads back as the same value, escapes and numbers included.
  @Test(arguments: tricky)
  func serializedTextReadsBack(_ value: JSONValue) throws {
    let wrapped = JSONValue.object(
      JSONObject([
        .init(key: "value", value: value), .init(key: "list", value: .array([value, value])),
      ]))
    for sample in [value, wrapped] {
      let text = sample.serialized()
      let read = try JSONDocument(bytes: Array(text.utf8), path: "sample.json").root
      #expect(read == sample, "\(text)")
    }
  }
}
