import Foundation
import Testing

@testable import Theme

/// `sptheme.json`: brands defined by the project, every error with its place and its words.
@Suite struct ProjectFileTests {
  /// The shipped studio brand's folder.
  static let studioFolder: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().path + "/tokens/studio"
  }()

  /// The studio resolver as the project files below name it: a copy inside each project, since
  /// a project reads only brands inside it.
  static let studio = "studio/studio.resolver.json"

  /// Writes `text` as sptheme.json in a new folder (beside a copy of studio) and reads it.
  static func project(_ text: String) throws -> ProjectFile {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-project-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: studioFolder, toPath: folder + "/studio")
    let path = folder + "/sptheme.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return ProjectFile(contentsOf: path)
  }

  static func entry(_ roles: String, extra: String = "") -> String {
    """
    { "brands": { "acme": { "resolver": "\(studio)"\(extra), "roles": { \(roles) } } } }
    """
  }

  /// The findings of checking brand `acme` of a project.
  static func findings(_ text: String) throws -> [Diagnostic] {
    let project = try project(text)
    do {
      let brand = try BrandCatalog(project: project).brand("acme")
      return project.diagnostics + brand.check(fixing: ["appearance": "light"]).diagnostics
    } catch {
      return project.diagnostics + error.diagnostics
    }
  }

  @Test func aSyntaxErrorHasItsPlace() throws {
    let project = try Self.project("{ \"brands\": { , } }")
    let error = try #require(project.diagnostics.first)
    #expect(error.rule.id == "json/syntax")
    #expect(error.location?.line == 1)
    #expect(error.location?.file.hasSuffix("sptheme.json") == true)
  }

  @Test func anUnknownMemberIsNamedWithTheNearestOne() throws {
    let project = try Self.project("{\n  \"brand\": {}\n}")
    let error = try #require(project.diagnostics.first)
    #expect(error.rule.id == "config/unknown-member")
    #expect(error.message == "unknown member 'brand' in sptheme.json")
    #expect(error.hint == "did you mean 'brands'?")
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 3)
  }

  /// `"legacy": true` reads the brand's tokens as `--legacy` does; anything but a Boolean is
  /// an error at the member.
  @Test func legacyIsABooleanThatReadsOlderShapes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sptheme-legacy-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ##"{ "c": { "$type": "color", "$value": "#0a84ff" } }"##.write(
      toFile: folder + "/old.tokens.json", atomically: true, encoding: .utf8)
    func legacyFindings(_ member: String) throws -> (entry: [Diagnostic], tokens: [Diagnostic]) {
      let path = folder + "/sptheme.json"
      try """
      { "brands": { "old": { "resolver": "old.tokens.json"\(member) } } }
      """.write(toFile: path, atomically: true, encoding: .utf8)
      let project = ProjectFile(contentsOf: path)
      let entry = try #require(project.brand(named: "old"))
      let brand = try BrandCatalog(project: project).brand("old")
      let tokens = brand.check(checkingRoles: false).diagnostics.filter {
        $0.rule.id == "value/legacy"
      }
      return (entry.diagnostics, tokens)
    }
    let strict = try legacyFindings("")
    #expect(strict.tokens.map(\.severity) == [.error])
    let legacy = try legacyFindings(#", "legacy": true"#)
    #expect(legacy.entry.isEmpty)
    #expect(legacy.tokens.map(\.severity) == [.warning])
    let wrong = try legacyFindings(#", "legacy": "yes""#)
    #expect(wrong.entry.map(\.rule.id) == ["config/legacy"])
    #expect(wrong.entry.first?.location?.line == 1)
  }

  @Test func aMissingFileIsAnErrorAtTheEntry() throws {
    let findings = try Self.findings(
      "{ \"brands\": { \"acme\": { \"resolver\": \"nope.resolver.json\" } } }")
    let error = try #require(findings.first { $0.rule.id == "config/resolver" })
    #expect(error.message.hasPrefix("brand 'acme': no brand '"))
    #expect(error.location?.column == 37)
  }

  @Test func anUnknownRoleGetsDidYouMean() throws {
    let findings = try Self.findings(Self.entry("\"color.surfce\": \"{palette.white}\""))
    let error = try #require(findings.first { $0.rule.id == "config/unknown-role" })
    #expect(error.message == "'color.surfce' is not an SPTheme role")
    #expect(error.hint == "did you mean 'color.surface'?")
  }

  @Test func anAliasToNowhereGetsDidYouMean() throws {
    let findings = try Self.findings(Self.entry("\"color.surface\": \"{palette.gray.1000}\""))
    let error = try #require(findings.first { $0.rule.id == "config/role-target" })
    #expect(
      error.message
        == "color.surface maps to {palette.gray.1000}, which does not exist in the brand's tokens")
    #expect(error.hint?.hasPrefix("did you mean {palette.gray.") == true)
    #expect(error.location?.file.hasSuffix("sptheme.json") == true)
  }

  @Test func anAliasOfTheWrongTypeSaysSo() throws {
    let findings = try Self.findings(Self.entry("\"color.surface\": \"{radius.md}\""))
    let error = try #require(findings.first { $0.rule.id == "theme/role-type" })
    #expect(
      error.message.hasPrefix(
        "color.surface maps to {radius.md}, a dimension token, but color.surface must be a color"))
    #expect(error.location?.file.hasSuffix("sptheme.json") == true)
  }

  @Test func aCycleThroughTheMapNamesEveryRole() throws {
    let findings = try Self.findings(
      Self.entry("\"color.surface\": \"{color.fill}\", \"color.fill\": \"{color.surface}\""))
    let error = try #require(findings.first { $0.rule.id == "config/role-cycle" })
    #expect(
      error.message.contains("color.surface → color.fill → color.surface")
        || error.message.contains("color.fill → color.surface → color.fill"))
  }

  @Test func aMappedRoleKeepsItsProvenanceThroughTheMap() throws {
    let project = try Self.project(Self.entry("\"color.surface\": \"{color.fill}\""))
    let brand = try BrandCatalog(project: project).brand("acme")
    let theme = try #require(brand.theme(appearance: "dark").theme)
    let surface = theme.color(.surface)
    #expect(surface.value == theme.color(.fill).value)
    #expect(surface.provenance.first?.token == "color.surface")
    #expect(surface.provenance.first?.location?.file.hasSuffix("sptheme.json") == true)
    #expect(surface.provenance.dropFirst().first?.token == "color.fill")
  }

  @Test func anAppearanceNamingAnUnknownContextIsAnError() throws {
    let findings = try Self.findings(
      Self.entry(
        "",
        extra:
          ", \"appearance\": { \"modifier\": \"appearance\", \"light\": \"light\", \"dark\": \"night\" }"
      ))
    let error = try #require(findings.first { $0.rule.id == "config/appearance" })
    #expect(error.message == "modifier appearance has no context 'night' for dark")
    #expect(error.hint == "its contexts are light, dark")
  }

  @Test func extendsInACircleIsRefused() throws {
    let project = try Self.project(
      """
      { "brands": {
        "a": { "resolver": "\(Self.studio)", "extends": "b" },
        "b": { "resolver": "\(Self.studio)", "extends": "a" } } }
      """)
    #expect(throws: BrandError.self) { try BrandCatalog(project: project).brand("a") }
  }
}
