import Foundation
import TestSupport
import Testing

/// `sptheme migrate FOLDER` on folders that keep their modes in files, run as a user runs it:
/// a Figma export of one file per mode is written once and checked with light and dark; an
/// ambiguous folder exits 1 with the edit to make; a second run rewrites nothing; `init
/// --from-tokens` on a folder without a resolver says what migrate finds there.
@Suite struct MigrateModesTests {
  static let flutter = TestPaths.packageRoot + "/../shared/realworld/flutter-bison-figma/tokens"
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

  @Test func aFigmaExportOfOneFilePerModeBecomesAppearanceAndACollection() throws {
    let folder = try Self.copy(Self.flutter, as: "tokens")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let light = try Self.modified(folder + "/Light.tokens.json")

    // Two mode files change in place (font weight keywords): replacing them takes --force.
    let refused = try CLIRunner.run(["migrate", folder, "--write"])
    #expect(refused.status == 2, "\(refused.stderr.suffix(2000))")
    #expect(
      refused.stderr.contains(
        "error: \(folder)/Baseline.tokens.json exists; wrote nothing (add --force to replace it)"))
    #expect(!refused.stderr.contains("Light.tokens.json exists"))
    // Status 1: two Figma string variables (a font name) are left as they are, and listed.
    let write = try CLIRunner.run(["migrate", folder, "--write", "--force"])
    #expect(write.status == 1, "\(write.stderr.suffix(2000))")
    #expect(write.stderr.contains("2 members left as they are (listed above); wrote 4 files"))
    #expect(!write.stderr.contains("both define"))
    #expect(
      write.stderr.contains("modifiers appearance (Light, Dark), Typeface (Baseline, Wireframe)"))
    #expect(write.stderr.contains("kept as they are (nothing to change): "))
    // Files with nothing to change stay as they were.
    #expect(try Self.modified(folder + "/Light.tokens.json") == light)

    let check = try CLIRunner.run(["check", folder, "--no-contrast", "--format", "json"])
    let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    let brand = try #require((report?["brands"] as? [[String: Any]])?.first)
    #expect(brand["appearances"] as? [String] == ["light", "dark"])
    #expect(brand["appearanceModifier"] as? String == "appearance")
    #expect(brand["permutations"] as? Int == 4)

    // A second run writes nothing and needs no --force.
    let resolver = folder + "/tokens.resolver.json"
    let written = try Self.modified(resolver)
    let again = try CLIRunner.run(["migrate", folder, "--write"])
    #expect(again.status == 1, "\(again.stderr.suffix(2000))")
    #expect(again.stderr.contains("wrote 0 files"), "\(again.stderr.suffix(600))")
    #expect(try Self.modified(resolver) == written)
  }

  @Test func anAmbiguousFolderExitsOneWithTheEditToMake() throws {
    let folder = try Self.copy(Self.fixtures + "/ambiguous", as: "ambiguous")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let run = try CLIRunner.run(["migrate", folder])
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

  @Test func initFromAFolderWithoutAResolverSaysWhatMigrateFinds() throws {
    let folder = try Self.copy(Self.fixtures + "/plain-per-mode", as: "plain-per-mode")
    let project = (folder as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: project) }
    let before = try CLIRunner.run(
      ["init", "mine", "--from-tokens", "plain-per-mode"], in: project)
    #expect(before.status == 2)
    #expect(before.stderr.contains("run 'sptheme migrate plain-per-mode --write' first"))
    #expect(before.stderr.contains("modifier appearance (light, dark)"), "\(before.stderr)")
    #expect(!FileManager.default.fileExists(atPath: project + "/sptheme.json"))

    let migrate = try CLIRunner.run(["migrate", "plain-per-mode", "--write"], in: project)
    #expect(migrate.status == 0, "\(migrate.stderr)")
    let after = try CLIRunner.run(["init", "mine", "--from-tokens", "plain-per-mode"], in: project)
    #expect(after.status == 0, "\(after.stderr)")
    #expect(
      after.stdout.contains("appearance: modifier appearance, light = light, dark = dark"),
      "\(after.stdout)")
  }
}
