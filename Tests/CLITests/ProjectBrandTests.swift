import Foundation
import TestSupport
import Testing

/// Brands as teams have them: light and dark under another modifier name, modifiers beyond
/// appearance, and `sptheme.json` mapping roles onto their own tokens.
@Suite struct ProjectBrandTests {
  static let realworld = TestPaths.packageRoot + "/../shared/realworld"

  /// A copy of studio whose appearance modifier is called `theme`.
  static func themeNamedStudio() throws -> String {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    let resolver = folder + "/acme.resolver.json"
    try CLIRunner.edit(resolver, replacing: "\"appearance\": {", with: "\"theme\": {")
    try CLIRunner.edit(resolver, replacing: "#/modifiers/appearance", with: "#/modifiers/theme")
    return folder
  }

  @Test func darkIsCheckedUnderAModifierCalledTheme() throws {
    let folder = try Self.themeNamedStudio()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    // Dark text the color of the dark card.
    try CLIRunner.edit(
      folder + "/dark.tokens.json", replacing: "\"{palette.gray.50}\"",
      with: "\"{palette.gray.900}\"")
    let result = try CLIRunner.run(["check", folder])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(result.stdout.contains("acme/dark"), "\(result.stdout)")
    #expect(result.stdout.contains("[contrast/text]"))
    #expect(result.stdout.contains("appearances light, dark (modifier theme)"))
  }

  @Test func exportsOfAThemeNamedBrandCarryRealDarkValues() throws {
    let folder = try Self.themeNamedStudio()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let renamed = try CLIRunner.run(["export", "css", "--brand", folder])
    let shipped = try CLIRunner.run(["export", "css", "--brand", "studio"])
    #expect(renamed.status == 0, "\(renamed.stderr)")
    // The same values as the shipped brand, whose modifier is called appearance.
    let body = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("  --sp-") || $0.hasPrefix("    --sp-") }
    }
    #expect(body(renamed.stdout) == body(shipped.stdout))
    #expect(renamed.stdout.contains("prefers-color-scheme: dark"))
    let swift = try CLIRunner.run(["export", "swift", "--brand", folder])
    let shippedSwift = try CLIRunner.run(["export", "swift", "--brand", "studio"])
    #expect(swift.status == 0)
    let dark = { (text: String) in text.split(separator: "\n").filter { $0.contains("dark: RGB(") }
    }
    #expect(dark(swift.stdout).count == 10)
    #expect(dark(swift.stdout) == dark(shippedSwift.stdout))
  }

  @Test func aBrandModifiersSecondContextIsCheckedWithoutInput() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let resolver = folder + "/acme.resolver.json"
    try """
    { "color": { "textPrimary": { "$type": "color", "$value": "{palette.white}" } } }
    """.write(toFile: folder + "/loud.tokens.json", atomically: true, encoding: .utf8)
    try CLIRunner.edit(
      resolver, replacing: "\"modifiers\": {",
      with: """
        "modifiers": {
          "tone": { "contexts": { "calm": [], "loud": [{ "$ref": "loud.tokens.json" }] }, "default": "calm" },
        """)
    try CLIRunner.edit(
      resolver, replacing: "{ \"$ref\": \"#/modifiers/appearance\" }",
      with: "{ \"$ref\": \"#/modifiers/appearance\" }, { \"$ref\": \"#/modifiers/tone\" }")
    let result = try CLIRunner.run(["check", folder])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("acme/light · tone=loud"), "\(result.stdout)")
    #expect(result.stdout.contains("4 permutations"))
    let calm = try CLIRunner.run(["check", folder, "--input", "tone=calm"])
    #expect(calm.status == 0, "\(calm.stdout)")
  }

  @Test func increasedContrastContextsAreCheckedWithTheirOwnPairs() throws {
    let folder = try Self.themeNamedStudio()
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let resolver = folder + "/acme.resolver.json"
    // A high-contrast dark whose text is the color of the card: only that variant fails.
    try String(contentsOfFile: folder + "/dark.tokens.json", encoding: .utf8)
      .replacingOccurrences(of: "\"{palette.gray.50}\"", with: "\"{palette.gray.900}\"")
      .write(toFile: folder + "/dark-hc.tokens.json", atomically: true, encoding: .utf8)
    try CLIRunner.edit(
      resolver, replacing: "\"dark\": [",
      with:
        "\"dark-hc\": [{ \"$ref\": \"dark.tokens.json\" }, { \"$ref\": \"dark-hc.tokens.json\" }],\n        \"dark\": ["
    )
    let result = try CLIRunner.run(["check", folder])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(result.stdout.contains("acme/dark-increased-contrast"), "\(result.stdout)")
    #expect(!result.stdout.contains("acme/dark:"), "\(result.stdout)")
    #expect(result.stdout.contains("appearances light, dark (modifier theme)"))
  }

  @Test func anUnknownInputListsTheValidOnes() throws {
    let result = try CLIRunner.run(["preview", "--brand", "studio", "--input", "tone=loud"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "brand studio has no modifier 'tone'; its modifiers are appearance (light, dark)"),
      "\(result.stderr)")
    let context = try CLIRunner.run([
      "export", "css", "--brand", Self.realworld + "/adobe-spectrum", "--legacy", "--input",
      "size=tablet",
    ])
    #expect(context.status == 2)
    #expect(
      context.stderr.contains(
        "modifier size has no context 'tablet'; its contexts are desktop, mobile"),
      "\(context.stderr)")
  }

  @Test func anUndetectedAppearanceWarnsAndExportsRefuseToCopyLightIntoDark() throws {
    let fluent = Self.realworld + "/microsoft-fluent"
    try #require(
      FileManager.default.fileExists(atPath: fluent),
      "missing \(fluent): ../shared/realworld/ must sit beside the package")
    let check = try CLIRunner.run(["check", fluent, "--legacy", "--no-roles"])
    #expect(check.stdout.contains("appearances default"))
    let export = try CLIRunner.run(["export", "css", "--brand", fluent, "--legacy"])
    #expect(export.status == 1)
    #expect(export.stderr.contains("has modifiers but no dark context"), "\(export.stderr)")
    #expect(export.stdout.isEmpty)
  }

  /// A project folder with the shipped brands and `sptheme init sds` run on the Figma Simple
  /// Design System from ../shared/realworld; the caller removes the folder.
  static func projectWithSDS() throws -> (folder: String, sds: String, made: ToolRun) {
    let sds = Self.realworld + "/figma-sds"
    try #require(
      FileManager.default.fileExists(atPath: sds),
      "missing \(sds): ../shared/realworld/ must sit beside the package")
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens", toPath: folder + "/tokens")
    // A team's tokens live in its project (a brand outside it is refused; see
    // `initRefusesTokensOutsideTheProject`).
    try FileManager.default.copyItem(atPath: sds, toPath: folder + "/design/figma-sds")
    let made = try CLIRunner.run(
      ["init", "sds", "--from-tokens", "design/figma-sds", "--legacy"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    return (folder, "design/figma-sds", made)
  }

  @Test func initFromTokensOnSDSGivesABrandWithEveryRole() throws {
    let (folder, sds, made) = try Self.projectWithSDS()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(made.stdout.contains("appearance: modifier theme, light = light, dark = dark"))
    #expect(made.stdout.contains("color.surface"))
    #expect(made.stdout.contains("wrote brand 'sds' into sptheme.json"))
    // Read with --legacy (Figma's em letter spacing): the entry says so, and every command
    // reads the brand that way without the flag.
    #expect(made.stdout.contains("\"legacy\": true"), "\(made.stdout)")
    #expect(made.stdout.contains("check: 0 errors"), "\(made.stdout)")
    let build = try CLIRunner.run(["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let formatOnly = try CLIRunner.run(["check", "sds", "--no-roles"], in: folder)
    #expect(formatOnly.status == 0, "\(formatOnly.stdout)")
    #expect(formatOnly.stdout.contains("0 errors, 19 warnings"), "\(formatOnly.stdout)")
    let again = try CLIRunner.run(["init", "sds", "--from-tokens", sds], in: folder)
    #expect(again.status == 2)
    #expect(again.stderr.contains("already has a brand 'sds'"))
    let check = try CLIRunner.run(["check", "sds", "--legacy"], in: folder)
    #expect(!check.stdout.contains("theme/missing-role"), "\(check.stdout)")
    #expect(!check.stdout.contains("[config/"), "\(check.stdout)")
    #expect(check.stdout.contains("appearances light, dark (modifier theme, from sptheme.json)"))
    for format in ["css", "swift", "json"] {
      let export = try CLIRunner.run(["export", format, "--brand", "sds", "--legacy"], in: folder)
      #expect(export.status == 0, "\(format): \(export.stderr)")
      #expect(!export.stdout.isEmpty)
    }
    let list = try CLIRunner.run(["list"], in: folder)
    #expect(list.stdout.contains("brands in sptheme.json: sds"))
  }

  /// Tokens outside the project's folder (and its git work tree) are refused before anything
  /// is written, with the way out named.
  @Test func initRefusesTokensOutsideTheProject() throws {
    let sds = Self.realworld + "/figma-sds"
    try #require(
      FileManager.default.fileExists(atPath: sds),
      "missing \(sds): ../shared/realworld/ must sit beside the package")
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refused = try CLIRunner.run(["init", "sds", "--from-tokens", sds, "--legacy"], in: folder)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("cannot be a brand of sptheme.json: it is outside the project"))
    #expect(refused.stderr.contains("pass --allow-outside-sources"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/sptheme.json"))
    let allowed = try CLIRunner.run(
      ["init", "sds", "--from-tokens", sds, "--legacy", "--allow-outside-sources"], in: folder)
    #expect(allowed.status == 0, "\(allowed.stderr)")
    let check = try CLIRunner.run(
      ["check", "sds", "--no-contrast", "--allow-outside-sources"], in: folder)
    #expect(check.status == 0, "\(check.stdout)")
  }

  /// A device is never a brand, whatever flag is given: `/dev/zero` would otherwise make an entry
  /// that no command can read.
  @Test func initRefusesADevice() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refused = try CLIRunner.run(
      ["init", "z", "--from-tokens", "/dev/zero", "--allow-outside-sources"], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("error: /dev/zero is not a file or folder of tokens"),
      "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/sptheme.json"))
  }

  @Test func initFromTokensOnFluentNamesTheOneEditItNeeds() throws {
    let fluent = Self.realworld + "/microsoft-fluent"
    try #require(
      FileManager.default.fileExists(atPath: fluent),
      "missing \(fluent): ../shared/realworld/ must sit beside the package")
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens", toPath: folder + "/tokens")
    try FileManager.default.copyItem(atPath: fluent, toPath: folder + "/design/fluent")
    let made = try CLIRunner.run(
      ["init", "fluent", "--from-tokens", "design/fluent", "--legacy"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    // Fluent's contexts are default and inverted, with the same backgrounds: never guessed.
    #expect(made.stdout.contains("appearance: not found"), "\(made.stdout)")
    #expect(made.stdout.contains("write \"appearance\" yourself"))
    // The edit it names: say which context is light and which dark.
    let config = folder + "/sptheme.json"
    try CLIRunner.edit(
      config, replacing: "\"resolver\"",
      with:
        "\"appearance\": { \"modifier\": \"theme\", \"light\": \"default\", \"dark\": \"inverted\" },\n      \"resolver\""
    )
    let check = try CLIRunner.run(["check", "fluent", "--legacy"], in: folder)
    #expect(!check.stdout.contains("theme/missing-role"), "\(check.stdout)")
    #expect(
      check.stdout.contains("appearances light, dark (modifier theme, from sptheme.json)"),
      "\(check.stdout)")
  }

  @Test func aProjectFileWithASyntaxErrorIsRefusedWithItsPlace() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "{ \"brands\": { ,} }".write(
      toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(
      ["check", "studio", "--tokens", TestPaths.packageRoot + "/tokens"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("sptheme.json:1:"), "\(result.stderr)")
    #expect(result.stderr.contains("[json/syntax]"))
  }
}
