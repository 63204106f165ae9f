import Testing

@testable import Theme

/// Every legacy shape `migrate` converts, `check --legacy` reads as a warning, to the same
/// value: one row per shape, each read strictly (an error), with --legacy (warnings only),
/// and migrated (nothing left, and the new file strict-clean with the value --legacy read).
@Suite struct LegacyShapesTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    /// The token `t`, as written in the old format.
    var token: String
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "6-digit hex", token: ##"{ "$type": "color", "$value": "#0a84ff" }"##),
    Row(name: "3-digit hex", token: ##"{ "$type": "color", "$value": "#fff" }"##),
    Row(name: "8-digit hex", token: ##"{ "$type": "color", "$value": "#0a84ff80" }"##),
    Row(name: "rgb()", token: #"{ "$type": "color", "$value": "rgb(10, 132, 255)" }"#),
    Row(name: "dimension string", token: #"{ "$type": "dimension", "$value": "16px" }"#),
    Row(name: "dimension in pt", token: #"{ "$type": "dimension", "$value": "16pt" }"#),
    Row(name: "number in a dimension string", token: #"{ "$type": "dimension", "$value": "8" }"#),
    Row(name: "bare number dimension", token: #"{ "$type": "dimension", "$value": 8 }"#),
    Row(name: "duration string", token: #"{ "$type": "duration", "$value": "200ms" }"#),
    Row(name: "number in a string", token: #"{ "$type": "number", "$value": "0.1" }"#),
    Row(name: "percentage", token: #"{ "$type": "number", "$value": "50%" }"#),
    Row(name: "weight name", token: #"{ "$type": "fontWeight", "$value": "Black" }"#),
    Row(
      name: "weight name with a space", token: #"{ "$type": "fontWeight", "$value": "Semi Bold" }"#),
    Row(name: "weight in a string", token: #"{ "$type": "fontWeight", "$value": "400" }"#),
    Row(name: "CSS easing", token: #"{ "$type": "cubicBezier", "$value": "ease-in-out" }"#),
    Row(name: "Tokens Studio type name", token: #"{ "$type": "spacing", "$value": "8px" }"#),
    Row(
      name: "dash lengths as strings",
      token:
        #"{ "$type": "strokeStyle", "$value": { "dashArray": ["4px", "2px"], "lineCap": "round" } }"#
    ),
    Row(
      name: "shadow strings and no spread",
      token:
        ##"{ "$type": "shadow", "$value": { "color": "#000000", "offsetX": "0px", "offsetY": "2px", "blur": "4px" } }"##
    ),
    Row(
      name: "typography without letterSpacing",
      token:
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5 } }"#
    ),
    Row(
      name: "Tokens Studio classic form",
      token: ##"{ "value": "#0a84ff", "type": "color", "description": "Accent" }"##),
    Row(
      name: "Style Dictionary comment",
      token: #"{ "value": "4px", "type": "dimension", "comment": "Small gap" }"#),
    Row(
      name: "Figma string variable (weight)", token: #"{ "$type": "string", "$value": "SemiBold" }"#
    ),
  ]

  @Test(arguments: rows)
  func migrateAndLegacyAgree(_ row: Row) throws {
    let old = #"{ "t": \#(row.token) }"#
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
}
