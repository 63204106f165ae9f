import Foundation
import TestSupport
import Testing

@testable import Theme

/// `ProjectMigration`: a Tokens Studio folder and Style Dictionary's examples become 2025.10
/// token files and a resolver that check clean of DTCG errors.
@Suite struct ProjectMigrationTests {
  /// The migration's outputs written into a new temporary folder; returns the resolver's path.
  static func write(_ result: ProjectMigration.Result, from folder: String) throws -> (
    root: String, resolver: String
  ) {
    let root = NSTemporaryDirectory() + "sptheme-migrate-\(UUID().uuidString)"
    var resolver = ""
    for output in result.outputs {
      #expect(output.path.hasPrefix(folder + "/"), "\(output.path) is not in \(folder)")
      let path = root + "/" + output.path.dropFirst(folder.count + 1)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try output.text.write(toFile: path, atomically: true, encoding: .utf8)
      if path.hasSuffix(".resolver.json") { resolver = path }
    }
    return (root, resolver)
  }

  /// The errors of a brand check that are about the tokens (the SPTheme roles aside: a team's
  /// own token names are mapped to roles separately).
  static func tokenErrors(_ resolver: String) throws -> [Diagnostic] {
    let report = try Brand(resolver).check()
    return report.diagnostics.filter { $0.severity == .error && !$0.rule.id.hasPrefix("theme/") }
  }

  @Test func tokensStudioLionBecomesAResolverThatChecksClean() throws {
    let folder = TestPaths.shared("realworld/tokens-studio-lion/tokens")
    let result = try ProjectMigration.migrate(folder: folder)
    #expect(!result.hasLeftovers, "\(result.changes.filter { !$0.isConverted })")
    #expect(
      result.outputs.map { String($0.path.dropFirst(folder.count + 1)) } == [
        "brand/business.tokens.json", "brand/casual.tokens.json", "color/blue.tokens.json",
        "color/green.tokens.json",
        "color/purple.tokens.json", "component/button.tokens.json", "primitive/colors.tokens.json",
        "primitive/radii.tokens.json", "semantic/typography.tokens.json", "tokens.resolver.json",
      ])
    for output in result.outputs {
      let name = output.path.dropFirst(folder.count + 1).dropLast(".json".count).replacing(
        "/", with: "_")
      Golden.check(output.text, name: "lion." + name, ext: "json")
    }
    let changes = result.changes.map { $0.description.replacing(folder + "/", with: "") }
    Golden.check(changes.joined(separator: "\n") + "\n", name: "lion.changes", ext: "txt")

    let (root, resolver) = try Self.write(result, from: folder)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let errors = try Self.tokenErrors(resolver)
    #expect(errors.isEmpty, "\(errors.map(\.message))")
  }

  @Test func styleDictionaryExamplesMergedThroughAResolverCheckClean() throws {
    let folder = TestPaths.shared("realworld/style-dictionary/examples/basic/tokens")
    let result = try ProjectMigration.migrate(folder: folder)
    let (root, resolver) = try Self.write(result, from: folder)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let errors = try Self.tokenErrors(resolver)
    #expect(
      errors.isEmpty, "\(errors.map { "\($0.location.map(\.description) ?? ""): \($0.message)" })")
  }

  /// A folder with its own resolver keeps it: only the token files with something to change
  /// are rewritten, under their own names, and no second resolver is made.
  @Test(arguments: [
    ("figma-sds", ["figma-sds/typography.tokens.json"], 2),
    ("dtcg-playground", [], 4),
  ])
  func aFolderWithItsOwnResolverKeepsIt(_ set: String, rewritten: [String], permutations: Int)
    throws
  {
    let original = TestPaths.shared("realworld/" + set)
    let copy = NSTemporaryDirectory() + "sptheme-migrate-\(UUID().uuidString)"
    try FileManager.default.copyItem(atPath: original, toPath: copy)
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let result = try ProjectMigration.migrate(folder: copy)
    #expect(!result.hasLeftovers, "\(result.changes.filter { !$0.isConverted })")
    #expect(result.outputs.map { String($0.path.dropFirst(copy.count + 1)) } == rewritten)
    for output in result.outputs {
      try output.text.write(toFile: output.path, atomically: true, encoding: .utf8)
    }
    let brand = try Brand(copy)
    let report = brand.check(checkingRoles: false)
    #expect(report.permutations == permutations)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
  }

  @Test func theThemesOfASingleFileExportBecomeTheSameResolver() throws {
    let text = """
      {
        "core": { "space": { "sm": { "value": "4", "type": "spacing" } } },
        "dark": { "bg": { "value": "#000000", "type": "color" } },
        "light": { "bg": { "value": "#ffffff", "type": "color" } },
        "$themes": [
          { "name": "Light", "group": "appearance", "selectedTokenSets": { "core": "source", "light": "enabled" } },
          { "name": "Dark", "group": "appearance", "selectedTokenSets": { "core": "source", "dark": "enabled", "light": "disabled" } }
        ],
        "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
      }
      """
    let document = try JSONDocument(bytes: Array(text.utf8), path: "export/studio.json")
    #expect(ProjectMigration.isSingleFileExport(document))
    let result = ProjectMigration.migrate(singleFile: document)
    #expect(
      result.outputs.map(\.path) == [
        "export/studio/core.tokens.json", "export/studio/dark.tokens.json",
        "export/studio/light.tokens.json",
        "export/studio.resolver.json",
      ])
    let resolver = try #require(result.outputs.last?.text)
    #expect(
      resolver.contains(#""Light": ["#)
        && resolver.contains(#"{ "$ref": "studio/light.tokens.json" }"#))
    #expect(resolver.contains(##"{ "$ref": "#/sets/core" }"##))
    #expect(!result.hasLeftovers, "\(result.changes)")
  }

  /// What the migration cannot do is listed, never passed over: math over a token that is not
  /// there, a color modifier, and a set no theme uses.
  @Test func leftoversAreListed() throws {
    let folder = NSTemporaryDirectory() + "sptheme-leftovers-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try """
    {
      "space": { "base": { "value": "4", "type": "spacing" }, "double": { "value": "{space.half} * 2", "type": "spacing" } },
      "accent": { "value": "#0a84ff", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2" } } } }
    }
    """.write(toFile: folder + "/core.json", atomically: true, encoding: .utf8)
    try #"{ "x": { "value": "1", "type": "opacity" } }"#.write(
      toFile: folder + "/unused.json", atomically: true, encoding: .utf8)
    try #"[{ "name": "Only", "selectedTokenSets": { "core": "enabled" } }]"#
      .write(toFile: folder + "/$themes.json", atomically: true, encoding: .utf8)
    let result = try ProjectMigration.migrate(folder: folder)
    let left = result.changes.filter { !$0.isConverted }.map(\.note)
    #expect(left.count == 3, "\(left)")
    #expect(
      left.contains { $0.contains("Tokens Studio math, not computed: {space.half} is not in") })
    #expect(left.contains { $0.contains("color modifier") })
    #expect(left.contains { $0.contains("no theme") })
  }
}
