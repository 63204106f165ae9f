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
}
