import Foundation
import TestSupport
import Testing

@testable import Theme

/// Every real design system in `../shared/realworld/`, migrated in a temporary copy: the
/// resolver has the modifiers and contexts the set really has, and check finds its
/// appearances, with no error the layout makes (a set missing from a context, an alias into a
/// file no context merges).
@Suite struct RealWorldMigrationTests {
  struct Case: Sendable, CustomStringConvertible {
    /// The folder under `realworld/`.
    var name: String
    /// The token folders migrated, relative to it.
    var folders: [String]
    /// The resolver checked, relative to the first migrated folder (`nil`: the folder's own).
    var resolver: String? = nil
    /// `name(context, context)` for each modifier, in order (for the resolver checked).
    var modifiers: [String]
    var appearances: [String]
    var increasedContrast: [String] = []
    /// A token the migration must list as defined by two files merged in order.
    var collision: String? = nil
    var description: String { name + (resolver.map { " (\($0))" } ?? "") }
  }

  static let contrast = ["light-increased-contrast", "dark-increased-contrast"]

  static let cases: [Case] = [
    Case(
      name: "adobe-spectrum", folders: ["."],
      modifiers: ["theme(light, dark)", "size(desktop, mobile)"], appearances: ["light", "dark"]),
    Case(
      name: "dtcg-playground", folders: ["."],
      modifiers: ["theme(orange, blue)", "mode(light, dark)"], appearances: ["light", "dark"]),
    Case(
      name: "element-compound", folders: ["tokens"],
      modifiers: ["platform(Android, iOS, Web)", "appearance(Light, Dark, Light HC, Dark HC)"],
      appearances: ["light", "dark"], increasedContrast: contrast),
    Case(
      name: "figma-sds", folders: ["."], modifiers: ["theme(light, dark)"],
      appearances: ["light", "dark"]),
    Case(
      name: "flutter-bison-figma", folders: ["tokens"],
      modifiers: ["appearance(Light, Dark)", "Typeface(Baseline, Wireframe)"],
      appearances: ["light", "dark"]),
    Case(
      name: "microsoft-fluent", folders: ["."], modifiers: ["theme(default, inverted)"],
      appearances: ["default"]),
    Case(
      name: "patternfly", folders: ["tokens"],
      modifiers: [
        "appearance(light, dark, highcontrast, highcontrast-dark, glass, glass-dark)"
      ],
      appearances: ["light", "dark"], increasedContrast: contrast),
    Case(
      name: "patternfly", folders: ["tokens"], resolver: "redhat.resolver.json",
      modifiers: [
        "appearance(light, dark, highcontrast, highcontrast-dark, glass, glass-dark)"
      ],
      appearances: ["light", "dark"], increasedContrast: contrast),
    Case(
      name: "style-dictionary",
      folders: [
        "examples/basic/tokens", "examples/advanced/tailwind-preset/tokens", "docs/public",
      ],
      modifiers: [], appearances: ["default"], collision: "text.typography.heading"),
    Case(
      name: "tokens-studio-lion", folders: ["tokens"],
      modifiers: ["brand(Casual, Business)", "color(Green, Blue, Purple)"],
      appearances: ["default"]),
  ]

  /// Rules that mean the resolver itself is wrong, not a token of the team's.
  static func isLayoutError(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.severity == .error
      && (diagnostic.rule.id.hasPrefix("resolver/") || diagnostic.rule.id.hasPrefix("file/")
        || diagnostic.rule.id.hasPrefix("json/")
        || ["alias/missing", "alias/unresolved", "alias/unlisted-file", "alias/unlisted-set"]
          .contains(diagnostic.rule.id))
  }

  @Test func everyRealWorldSetIsCovered() throws {
    let root = TestPaths.shared("realworld")
    let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(Set(folders) == Set(Self.cases.map(\.name)), "add a case for each set")
  }

  @Test(arguments: cases)
  func migrateThenCheckFindsTheModes(_ expected: Case) throws {
    let source = TestPaths.shared("realworld/" + expected.name)
    try #require(
      FileManager.default.fileExists(atPath: source),
      "missing \(source): ../shared/realworld/ must sit beside the package root")
    for (index, relative) in expected.folders.enumerated() {
      let copy = try MigrationCopy(relative == "." ? source : source + "/" + relative)
      defer { copy.remove() }
      if let token = expected.collision, index == 0 {
        #expect(
          copy.result.changes.contains {
            !$0.isConverted && $0.note.contains("both define \(token)")
          })
      }
      let brand = try Brand(
        expected.resolver.map { copy.folder + "/" + $0 } ?? copy.folder,
        options: TokenOptions(legacy: true))
      guard case .resolver(let resolver) = brand.source else {
        Issue.record("\(expected) \(relative) was not migrated into a resolver")
        continue
      }
      if index == 0 {
        #expect(
          resolver.modifiers.map { "\($0.name)(\($0.contexts.joined(separator: ", ")))" }
            == expected.modifiers)
      }
      #expect(brand.appearances == expected.appearances)
      #expect(brand.increasedContrastAppearances == expected.increasedContrast)
      let report = brand.check(checkingRoles: false)
      let layout = report.diagnostics.filter(Self.isLayoutError)
      #expect(
        layout.isEmpty,
        "\(layout.prefix(5).map { "\($0.location?.description ?? ""): [\($0.rule)] \($0.message)" })"
      )
    }
  }
}
