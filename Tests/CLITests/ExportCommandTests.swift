import Foundation
import TestSupport
import Testing

/// `sptheme export`, `migrate` and `init` run as a user runs them.
@Suite struct ExportCommandTests {
  static let root = TestPaths.packageRoot
  static let snapshots = root + "/Tests/ThemeTests/__Snapshots__"

  @Test(arguments: ["export", "migrate", "init"])
  func help(_ command: String) throws {
    let result = try CLIRunner.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: sptheme \(command)"))
    let list = try CLIRunner.run(["--help"])
    #expect(list.stdout.contains("  \(command) "))
  }

  /// The CLI prints exactly the library's golden files (run from the package root).
  @Test(arguments: ["studio", "folio", "fieldnote"])
  func exportsMatchTheGoldens(_ brand: String) throws {
    let swift = try CLIRunner.run(["export", "swift", "--brand", brand])
    #expect(swift.status == 0, "\(swift.stderr)")
    #expect(
      swift.stdout
        == (try String(
          contentsOfFile: "\(Self.snapshots)/SwiftExporterTests/shippedBrands.\(brand).swift",
          encoding: .utf8)))
    let css = try CLIRunner.run(["export", "css", "--brand", brand])
    #expect(
      css.stdout
        == (try String(
          contentsOfFile: "\(Self.snapshots)/CSSExporterTests/shippedBrands.\(brand).css",
          encoding: .utf8)))
    let json = try CLIRunner.run(["export", "json", "--brand", brand, "--appearance", "dark"])
    #expect(
      json.stdout
        == (try String(
          contentsOfFile: "\(Self.snapshots)/JSONExporterTests/shippedBrands.\(brand).dark.json",
          encoding: .utf8)))
  }

  @Test func exportJSONToAFileChecksClean() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/folio.tokens.json"
    let export = try CLIRunner.run(["export", "json", "--brand", "folio", "--out", out])
    #expect(export.status == 0)
    #expect(export.stdout.isEmpty)
    #expect(export.stderr.contains("wrote \(out)"))
    let check = try CLIRunner.run(["check", out])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.contains("ok: 0 errors, 0 warnings"))
  }

  @Test func defaultBrandIsStudio() throws {
    let result = try CLIRunner.run(["export", "css"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("/*\n * Studio (studio)"))
  }

  struct Misuse: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let misuses: [Misuse] = [
    Misuse(
      arguments: ["export"], status: 2, message: "say what to export: swift, xcassets, css or json"),
    Misuse(arguments: ["export", "kotlin"], status: 2, message: "cannot export 'kotlin'"),
    Misuse(arguments: ["export", "css", "--brand", "nope"], status: 2, message: "no brand 'nope'"),
    Misuse(
      arguments: ["export", "css", "--appearance", "dark"], status: 2,
      message: "--appearance is for json"),
    Misuse(
      arguments: ["export", "json", "--appearance", "dusk"], status: 2,
      message: "has no appearance 'dusk'"),
    Misuse(arguments: ["migrate"], status: 2, message: "say which file or folder to migrate"),
    Misuse(
      arguments: ["migrate", "missing.json"], status: 2,
      message: "missing.json: no such file or folder"),
    Misuse(arguments: ["init"], status: 2, message: "name the new brand"),
    Misuse(arguments: ["init", "../evil"], status: 2, message: "cannot name a brand '../evil'"),
    Misuse(
      arguments: ["init", "studio"], status: 2,
      message: "tokens/studio already exists: sptheme init never overwrites"),
  ]

  @Test(arguments: misuses)
  func misuse(_ misuse: Misuse) throws {
    let result = try CLIRunner.run(misuse.arguments)
    #expect(result.status == misuse.status)
    #expect(result.stderr.contains(misuse.message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func brokenBrandDoesNotExport() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "broken")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"{palette.gray.900}\"",
      with: "\"{palette.gray.9000}\"")
    let result = try CLIRunner.run(["export", "swift", "--brand", folder])
    #expect(result.status == 1)
    #expect(result.stderr.contains("brand 'broken' has errors, so it cannot be exported"))
    #expect(result.stdout.isEmpty)
  }

  @Test func migrateThenCheck() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/harbor.tokens.json"
    try FileManager.default.copyItem(
      atPath: Self.root + "/Tests/ThemeTests/Migrate/Fixtures/tokens-studio.tokens.json",
      toPath: file)
    let legacy = try CLIRunner.run(["check", "--legacy", "--no-contrast", file])
    #expect(legacy.status == 0)
    #expect(
      legacy.stdout.contains("ok: 0 errors, 68 warnings"),
      "each legacy literal warns once, not again at its aliases")
    #expect(try CLIRunner.run(["check", "--no-contrast", file]).status == 1)

    // Exit 1: the fixture's Tokens Studio color modifier cannot be applied, and is listed.
    let preview = try CLIRunner.run(["migrate", file])
    #expect(preview.status == 1)
    #expect(preview.stderr.contains("core.blue.700: left {\"type\":\"darken\""))
    #expect(preview.stdout.hasPrefix("{\n  \"$description\": \"Harbor brand"))
    #expect(
      preview.stderr.contains("\(file):8:26: core.blue.500: \"#0a84ff\" → {\"colorSpace\":\"srgb\"")
    )
    #expect(preview.stderr.hasSuffix("\(file): 68 changes, 1 value left as it is\n"))
    #expect(
      try String(contentsOfFile: file, encoding: .utf8).contains("\"#0a84ff\""),
      "without --write the file stays")

    let original = try Data(contentsOf: URL(fileURLWithPath: file))
    let write = try CLIRunner.run(["migrate", file, "--write"])
    #expect(write.status == 1)
    #expect(write.stdout.isEmpty)
    #expect(
      write.stderr.hasSuffix(
        "\(file): 68 changes, 1 value left as it is; rewrote the file; the old file is \(file).bak\n"
      ))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == preview.stdout)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file + ".bak")) == original,
      "the backup is the old file, byte for byte")
    let check = try CLIRunner.run(["check", "--no-contrast", file])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.contains("ok: 0 errors, 0 warnings"))
    // A second run finds nothing to do and leaves the file alone.
    let again = try CLIRunner.run(["migrate", file, "--write"])
    #expect(again.status == 1)
    #expect(
      again.stderr.contains("nothing to change, 1 value left as it is; left the file as it was"))
  }

  @Test func migrateWriteWithoutBackup() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/harbor.tokens.json"
    try FileManager.default.copyItem(
      atPath: Self.root + "/Tests/ThemeTests/Migrate/Fixtures/tokens-studio.tokens.json",
      toPath: file)
    let write = try CLIRunner.run(["migrate", file, "--write", "--no-backup"])
    #expect(write.status == 1, "\(write.stderr)")
    #expect(
      write.stderr.hasSuffix("\(file): 68 changes, 1 value left as it is; rewrote the file\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["harbor.tokens.json"],
      "no .bak, no temporary")
    let alone = try CLIRunner.run(["migrate", file, "--no-backup"])
    #expect(alone.status == 2)
    #expect(alone.stderr.contains("--no-backup goes with --write"))
  }

  @Test func migrateListsWhatItCannotConvert() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/odd.tokens.json"
    try
      ##"{ "a": { "$type": "spacing", "$value": "2em" }, "b": { "$type": "color", "$value": "#fff" } }"##
      .write(toFile: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["migrate", file])
    #expect(result.status == 1)
    #expect(result.stderr.contains("a: left \"2em\" as it is: \"em\" has no 2025.10 equivalent"))
    #expect(result.stderr.contains("2 changes, 1 value left as it is"))
  }

  @Test func initScaffoldsABrandThatChecksClean() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: Self.root + "/tokens", toPath: folder + "/tokens")
    let result = try CLIRunner.run(["init", "harbor", "--from", "fieldnote"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        created tokens/harbor/ from fieldnote:
          tokens/harbor/harbor.resolver.json
          tokens/harbor/palette.tokens.json
          tokens/harbor/base.tokens.json
          tokens/harbor/light.tokens.json
          tokens/harbor/dark.tokens.json
        wrote sptheme.json with a starter "outputs" (Swift and CSS of harbor): 'sptheme build' writes them
        checks clean. Next: edit the palette, then run 'sptheme check harbor'

        """)
    let check = try CLIRunner.run(["check", "harbor"], in: folder)
    #expect(check.status == 0)
    #expect(check.stdout.contains("harbor (harbor): ok: 0 errors, 0 warnings"))
    let again = try CLIRunner.run(["init", "harbor"], in: folder)
    #expect(again.status == 2)
    #expect(again.stderr.contains("tokens/harbor already exists"))
    // --tokens puts it elsewhere; the brand can be exported right away.
    let other = try CLIRunner.run(["init", "dock", "--tokens", folder + "/tokens"])
    #expect(other.status == 0, "\(other.stderr)")
    #expect(try CLIRunner.run(["export", "swift", "--brand", folder + "/tokens/dock"]).status == 0)
  }
}
