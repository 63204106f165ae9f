import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `migrate FOLDER` in process, on copies of real-world sets and of the mode fixtures: a Tokens
/// Studio folder or a Figma export of one file per mode is written once and checked; an
/// ambiguous folder exits 1 with the edit to make; a second run rewrites nothing; `init
/// --from-tokens` on a folder without a resolver writes the mode map it reads there.
@Suite struct MigrateFolderRunTests {
  static let lion = TestPaths.shared + "/realworld/tokens-studio-lion/tokens"
  static let flutter = TestPaths.shared + "/realworld/flutter-bison-figma/tokens"
  static let fixtures = TestPaths.packageRoot + "/Tests/Fixtures/modes"

  /// A writable copy of a folder in a new temporary folder, as `<temporary>/<name>`.
  static func copy(_ source: String, as name: String) throws -> String {
    #expect(
      FileManager.default.fileExists(atPath: source),
      "missing \(source): clone the project beside shared/")
    let folder = try TestPaths.temporaryFolder() + "/" + name
    try FileManager.default.copyItem(atPath: source, toPath: folder)
    for item in FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) ?? []
    {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder + "/" + item)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
    return folder
  }

  static func modified(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  /// The error rules of a folder's brand checked without contrast, from the JSON report.
  static func checked(_ folder: String) throws -> [String: Any] {
    let check = ShellCheck(format: "json", noContrast: true)([folder])
    let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    return try #require((report?["brands"] as? [[String: Any]])?.first)
  }

  @Test func aTokensStudioFolderIsWrittenOnceThenChecked() throws {
    let folder = try Self.copy(Self.lion, as: "tokens")
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }

    let dryRun = ShellMigrate.run(folder)
    #expect(dryRun.status == 0, "\(dryRun.stderr)")
    #expect(dryRun.stderr.contains("would write \(folder)/tokens.resolver.json"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/tokens.resolver.json"))

    let write = ShellMigrate.run(folder, write: true)
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.contains("55 changes; wrote 10 files"), "\(write.stderr)")
    #expect(write.stderr.contains("$themes.json → tokens.resolver.json"))

    // A second run replaces nothing without --force, and says so for every file.
    let before = try String(contentsOfFile: folder + "/tokens.resolver.json", encoding: .utf8)
    try BrandFiles.write("{}", to: folder + "/tokens.resolver.json")
    let again = ShellMigrate.run(folder, write: true)
    #expect(again.status == 2)
    #expect(
      again.stderr.contains(
        "tokens.resolver.json exists; wrote nothing (add --force to replace it)"))
    #expect(try String(contentsOfFile: folder + "/tokens.resolver.json", encoding: .utf8) == "{}")
    let forced = ShellMigrate.run(folder, write: true, force: true)
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try String(contentsOfFile: folder + "/tokens.resolver.json", encoding: .utf8) == before)

    // The brand it wrote has no DTCG errors: only the SPTheme roles, which the set does not name.
    let brand = try Self.checked(folder)
    let rules = ((brand["diagnostics"] as? [[String: Any]]) ?? [])
      .filter { $0["severity"] as? String == "error" }.compactMap { $0["rule"] as? String }
    #expect(!rules.isEmpty && rules.allSatisfy { $0 == "theme/missing-role" }, "\(Set(rules))")
  }

  @Test func aFigmaExportOfOneFilePerModeBecomesAppearanceAndACollection() throws {
    let folder = try Self.copy(Self.flutter, as: "tokens")
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    let light = try Self.modified(folder + "/Light.tokens.json")

    // Two mode files change in place (font weight keywords): replacing them takes --force.
    let refused = ShellMigrate.run(folder, write: true)
    #expect(refused.status == 2, "\(refused.stderr.suffix(2000))")
    #expect(
      refused.stderr.contains(
        "error: \(folder)/Baseline.tokens.json exists; wrote nothing (add --force to replace it)"))
    #expect(!refused.stderr.contains("Light.tokens.json exists"))
    // Status 1: two Figma string variables (a font name) are left as they are, and listed.
    let write = ShellMigrate.run(folder, write: true, force: true)
    #expect(write.status == 1, "\(write.stderr.suffix(2000))")
    #expect(write.stderr.contains("2 members left as they are (listed above); wrote 4 files"))
    #expect(!write.stderr.contains("both define"))
    #expect(
      write.stderr.contains("modifiers appearance (Light, Dark), Typeface (Baseline, Wireframe)"))
    #expect(write.stderr.contains("kept as they are (nothing to change): "))
    // Files with nothing to change stay as they were.
    #expect(try Self.modified(folder + "/Light.tokens.json") == light)

    let brand = try Self.checked(folder)
    #expect(brand["appearances"] as? [String] == ["light", "dark"])
    #expect(brand["appearanceModifier"] as? String == "appearance")
    #expect(brand["permutations"] as? Int == 3)

    // A second run writes nothing and needs no --force.
    let resolver = folder + "/tokens.resolver.json"
    let written = try Self.modified(resolver)
    let again = ShellMigrate.run(folder, write: true)
    #expect(again.status == 1, "\(again.stderr.suffix(2000))")
    #expect(again.stderr.contains("wrote 0 files"), "\(again.stderr.suffix(600))")
    #expect(try Self.modified(resolver) == written)
  }

  @Test func anAmbiguousFolderExitsOneWithTheEditToMake() throws {
    let folder = try Self.copy(Self.fixtures + "/ambiguous", as: "ambiguous")
    defer { BrandFiles.remove(BrandFiles.parent(folder)) }
    let run = ShellMigrate.run(folder)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "core.json:5:5: color.accent: left brand, core as it is: both define color.accent, and as sets merged in order core wins"
      ), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        #""modifiers": { "mode": { "contexts": { "brand": [{ "$ref": "brand.tokens.json" }], "core": [{ "$ref": "core.tokens.json" }] }, "default": "brand" } }"#
      ), "\(run.stderr)")
  }

  @Test func initFromAFolderWithoutAResolverWritesItsModeMap() throws {
    let folder = try Self.copy(Self.fixtures + "/plain-per-mode", as: "plain-per-mode")
    let project = BrandFiles.parent(folder)
    defer { BrandFiles.remove(project) }
    let run = ShellInit.fromTokens("mine", tokens: folder, in: project)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.contains("modes (no resolver: proposed from the files' names and contents"),
      "\(run.stdout)")
    #expect(run.stdout.contains("appearance: modifier appearance, light = light, dark = dark"))
    let entry = try #require(
      ProjectFile(contentsOf: project + "/sptheme.json").brand(named: "mine"))
    let modes = try #require(entry.modes)
    #expect(modes.modifiers.map(\.name) == ["appearance"] && !modes.isConfirmed)
    // Migrating afterwards writes the same modes as a resolver.
    let migrate = ShellMigrate.run(folder, write: true)
    #expect(migrate.status == 0, "\(migrate.stderr)")
    #expect(migrate.stderr.contains("modifier appearance (light, dark)"), "\(migrate.stderr)")
  }

}
