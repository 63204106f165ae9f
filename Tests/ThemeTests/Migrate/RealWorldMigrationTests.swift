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
    /// Layout rules the set's own files break (not the migration's doing), each found.
    var layoutErrors: Set<String> = []
    /// How many files one context must name: `(modifier, context, files)`.
    var contextFiles: (modifier: String, context: String, count: Int)? = nil
    /// What SPTheme gets wrong today on this case, by the check it fails (a known issue).
    var knownIssues: [Check: String] = [:]
    var description: String {
      name + (folders == ["."] ? "" : " " + folders.joined(separator: ", "))
        + (resolver.map { " (\($0))" } ?? "")
    }
  }

  /// The checks of a case that a known issue can name.
  enum Check: Sendable {
    case layout
    case contextFiles
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
    // Apple's `_ax` colors are its increased-contrast ones. The resolver leaves its own
    // `typography` set out of resolutionOrder, so the text styles' font aliases reach nothing.
    Case(
      name: "apple-hig", folders: ["."],
      modifiers: [
        "theme(light, light_ax, dark, dark_ax)",
        "size(xSmall, small, medium, large, xLarge, xxLarge, xxxLarge)",
      ],
      appearances: ["light", "dark"], increasedContrast: contrast,
      layoutErrors: ["alias/unlisted-set"]),
    Case(
      name: "github-primer", folders: ["."],
      modifiers: ["theme(light, light-hc, dark, dark-hc)", "size(default, coarse, fine)"],
      appearances: ["light", "dark"], increasedContrast: contrast),
    // A palette and breakpoints: one appearance is right.
    Case(
      name: "ibm-carbon", folders: ["."], modifiers: ["breakpoint(md, lg, xlg, max)"],
      appearances: ["default"]),
    Case(name: "shopify-polaris", folders: ["."], modifiers: [], appearances: ["default"]),
    // Tokens Studio projects; `darkest` and `wireframe` are themes beside light and dark.
    Case(
      name: "spectrum-tokens-studio", folders: ["src/tokens-studio/spectrum-colors"],
      modifiers: ["S.Color-theme(light, dark, darkest, wireframe)"],
      appearances: ["light", "dark"]),
    // Its $themes.json lists each color theme twice under one id (the colors' sets, then the
    // opacity sets): the context is both, six files.
    Case(
      name: "spectrum-tokens-studio", folders: ["src/tokens-studio/foundations"],
      modifiers: ["S.Color-theme(light, dark, wireframe)", "S.Scale(mobile, desktop)"],
      appearances: ["light", "dark"], layoutErrors: ["alias/missing"],
      contextFiles: ("S.Color-theme", "light", 6),
      knownIssues: [
        .contextFiles:
          "a theme listed twice under one id keeps only its last entry: light names the 2 opacity files and drops palette, alias, component and icon"
      ]),
    // No resolver: the folders `modifiers/<modifier>/<context>.tokens.json` are the modifiers.
    Case(
      name: "infomaniak", folders: ["tokens"],
      modifiers: [
        "product(calendar, contacts, euria, infomaniak, kchat, kdrive, knote, mail, security, swisstransfer)",
        "theme(light, dark)",
      ],
      appearances: ["light", "dark"]),
    // `tokens.json` is a single-file export (sets global, light, dark); the other files hold
    // the same themes one file each.
    Case(
      name: "metamask", folders: ["figma"], modifiers: ["appearance(light, dark)"],
      appearances: ["light", "dark"],
      knownIssues: [
        .layout:
          "in a folder, tokens.json is migrated as one token file, not as a single-file export: its sets global, light and dark become groups, so its aliases ({fontFamilies.…}, meant for global) reach nothing"
      ]),
    Case(
      name: "metamask", folders: ["figma/tokens.json"], modifiers: ["appearance(light, dark)"],
      appearances: ["light", "dark"]),
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
      if let named = expected.contextFiles {
        let files = try MigrationCopy.context(
          named.context, of: named.modifier, inResolver: resolver.path)
        Self.check(expected.knownIssues[.contextFiles]) {
          #expect(files.count == named.count, "\(named.modifier) \(named.context): \(files)")
        }
      }
      let report = brand.check(checkingRoles: false)
      let layout = report.diagnostics.filter(Self.isLayoutError)
      Self.check(expected.knownIssues[.layout]) {
        #expect(
          Set(layout.map(\.rule.id)) == expected.layoutErrors,
          "\(layout.prefix(5).map { "\($0.location?.description ?? ""): [\($0.rule)] \($0.message)" })"
        )
      }
    }
  }

  /// Runs a case's check, as a known issue where the case names one.
  static func check(_ knownIssue: String?, _ body: () -> Void) {
    if let knownIssue {
      withKnownIssue(Comment(rawValue: knownIssue)) { body() }
    } else {
      body()
    }
  }
}
