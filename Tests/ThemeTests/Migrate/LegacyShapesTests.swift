import Testing

@testable import Theme

/// Every legacy shape `migrate` converts, `check --legacy` reads as a warning, to the same
/// value: one row per shape, each read strictly (an error), with --legacy (warnings only),
/// and migrated (nothing left, and the new file strict-clean with the value --legacy read).
@Suite struct LegacyShapesTests {

  @Test(arguments: LegacyShapes.table.map(\.name))
  func migrateAndLegacyAgree(_ name: String) throws {
    let row = try #require(LegacyShapes.table.first { $0.name == name })
    let old = row.file
    let strict = TokenLoader.resolve(json: old, path: "old.json")
    #expect(
      strict.diagnostics.contains { $0.severity == .error }, "strict reading accepts \(row.name)")

    let legacy = TokenLoader.resolve(
      json: old, path: "old.json", options: TokenOptions(legacy: true))
    #expect(
      !legacy.diagnostics.contains { $0.severity == .error }, "\(legacy.diagnostics.map(\.message))"
    )
    #expect(legacy.diagnostics.contains { $0.severity == .warning })
    let read = try #require(legacy["t"]?.value)

    let migrated = try TokenMigrator.migrate(Array(old.utf8), path: "old.json")
    #expect(!migrated.hasLeftovers, "\(migrated.changes.filter { !$0.isConverted })")
    let new = TokenLoader.resolve(json: migrated.text, path: "new.tokens.json")
    #expect(new.diagnostics.isEmpty, "\(new.diagnostics.map(\.message))\n\(migrated.text)")
    #expect(new["t"]?.value == read, "\(migrated.text)")
  }

  /// An `em` letter spacing becomes the multiple of the font size, in the font size's unit.
  @Test(arguments: [
    (#"{ "value": -0.02, "unit": "em" }"#, #"{ "value": 20, "unit": "px" }"#, "-0.4 px"),
    (#""0.05em""#, #"{ "value": 2, "unit": "rem" }"#, "0.1 rem"),
    (#"{ "value": 0.1, "unit": "EM" }"#, #""16px""#, "1.6 px"),
    (#"{ "value": 0, "unit": "em" }"#, #""{size}""#, "0 px"),
    (#"{ "value": 0.1, "unit": "em" }"#, #""{size}""#, "needs the font size"),
    (#"{ "value": 0.1, "unit": "em" }"#, #"{ "value": 50, "unit": "%" }"#, "needs the font size"),
    (#"{ "value": 1, "unit": "px" }"#, #"{ "value": 20, "unit": "px" }"#, "not em"),
  ])
  func emLetterSpacing(_ spacing: String, _ fontSize: String, _ expected: String) throws {
    func json(_ text: String) throws -> JSONValue {
      try JSONDocument(bytes: Array("[\(text)]".utf8), path: "t.json").root.array?.first ?? .null
    }
    let answer: String =
      switch LegacyShapes.emLetterSpacing(try json(spacing), fontSize: try json(fontSize)) {
      case .notEm: "not em"
      case .needsFontSize: "needs the font size"
      case .converted(let value, _):
        "\(ValueWording.number(value.object?["value"]?.number ?? .nan)) \(value.object?["unit"]?.string ?? "?")"
      }
    #expect(answer == expected)
  }
}
