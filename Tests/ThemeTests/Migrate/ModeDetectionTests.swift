import Foundation
import TestSupport
import Testing

@testable import Theme

/// How `migrate` reads the modes of a project without Tokens Studio themes: each shape a team
/// stores its modes in (`Tests/Fixtures/modes/`) becomes a resolver with the right modifiers
/// and contexts, whose brand has light and dark; what cannot be read one way only is left for
/// a person with the edit to make.
@Suite struct ModeDetectionTests {
  static let fixtures = TestPaths.packageRoot + "/Tests/Fixtures/modes"

  struct Case: Sendable, CustomStringConvertible {
    /// The fixture: a folder, or a single-file export, under `Tests/Fixtures/modes/`.
    var fixture: String
    /// The resolver the migration writes, relative to the migrated folder.
    var resolver: String
    var sets: [String]
    /// `name(context, context)` for each modifier, in order.
    var modifiers: [String]
    var appearances: [String]
    var increasedContrast: [String] = []
    var description: String { fixture }
  }

  static let cases: [Case] = [
    Case(
      fixture: "studio-empty-themes/tokens.json", resolver: "tokens.resolver.json",
      sets: ["global"], modifiers: ["appearance(light, dark)"], appearances: ["light", "dark"]),
    Case(
      fixture: "figma-per-mode", resolver: "figma-per-mode.resolver.json",
      sets: ["Components.tokens", "Primitives.tokens"],
      modifiers: ["appearance(Light, Dark)", "Density(Comfortable, Compact)"],
      appearances: ["light", "dark"]),
    Case(
      fixture: "plain-per-mode", resolver: "plain-per-mode.resolver.json", sets: ["global"],
      modifiers: ["appearance(light, dark)"], appearances: ["light", "dark"]),
    Case(
      fixture: "style-dictionary-brands", resolver: "style-dictionary-brands.resolver.json",
      sets: ["default/light/size"],
      modifiers: ["appearance(light, dark, highcontrast, highcontrast-dark)"],
      appearances: ["light", "dark"],
      increasedContrast: ["light-increased-contrast", "dark-increased-contrast"]),
    Case(
      fixture: "style-dictionary-brands", resolver: "acme.resolver.json",
      sets: ["default/light/size"],
      modifiers: ["appearance(light, dark, highcontrast, highcontrast-dark)"],
      appearances: ["light", "dark"],
      increasedContrast: ["light-increased-contrast", "dark-increased-contrast"]),
    Case(
      fixture: "modifiers-folder", resolver: "modifiers-folder.resolver.json",
      sets: ["base.tokens"],
      modifiers: ["appearance(light, dark)", "density(comfortable, compact)"],
      appearances: ["light", "dark"]),
  ]

  @Test(arguments: cases)
  func eachShapeBecomesModifiersAndContexts(_ expected: Case) throws {
    let copy = try MigrationCopy(Self.fixtures + "/" + expected.fixture)
    defer { copy.remove() }
    #expect(!copy.result.hasLeftovers, "\(copy.result.changes.filter { !$0.isConverted })")
    let resolver = copy.folder + "/" + expected.resolver
    #expect(try MigrationCopy.sets(ofResolver: resolver) == expected.sets)
    #expect(try MigrationCopy.modifiers(ofResolver: resolver) == expected.modifiers)
    let brand = try Brand(resolver)
    #expect(brand.appearances == expected.appearances)
    #expect(brand.increasedContrastAppearances == expected.increasedContrast)
    let errors = brand.check(checkingRoles: false).diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0.location?.description ?? ""): \($0.message)" })")
  }

  /// A second brand folder that overrides some tokens of the first gets its own resolver,
  /// merging its files over the first brand's mode by mode; a mode it has no folder for is the
  /// first brand's alone, and the list says so.
  @Test func aSecondBrandIsMergedOverTheFirstModeByMode() throws {
    let copy = try MigrationCopy(Self.fixtures + "/style-dictionary-brands")
    defer { copy.remove() }
    let acme = copy.folder + "/acme.resolver.json"
    #expect(
      try MigrationCopy.context("dark", of: "appearance", inResolver: acme) == [
        "default/dark/palette.tokens.json", "default/dark/semantic.dark.tokens.json",
        "acme/dark/acme.dark.tokens.json",
      ])
    let brand = try Brand(acme)
    func accent(_ appearance: String) -> String? {
      brand.resolve(input: brand.input(for: appearance))["semantic.accent"]?.value.colorValue?
        .coordinates.hex
    }
    #expect(accent("light") == "#c8102e")
    #expect(accent("dark") == "#ff5a6e")
    #expect(accent("dark-increased-contrast") == "#0066cc")
    let main = try Brand(copy.folder)
    #expect(
      main.resolve(input: main.input(for: "dark"))["semantic.accent"]?.value.colorValue?.coordinates
        .hex == "#0066cc")
    #expect(
      copy.result.changes.contains {
        $0.note.contains("acme/ has no folder for highcontrast, highcontrast-dark")
      })
  }

  /// A mode file that defines only part of its fallback's tokens (a dark.json of overrides) is
  /// merged over it; a mode folder without a file of another takes it from its fallback.
  @Test func aModeTakesWhatItLacksFromTheModeItFallsBackTo() throws {
    let copy = try MigrationCopy(Self.fixtures + "/plain-per-mode")
    defer { copy.remove() }
    let resolver = copy.folder + "/plain-per-mode.resolver.json"
    #expect(
      try MigrationCopy.context("dark", of: "appearance", inResolver: resolver) == [
        "light.json", "dark.json",
      ])
    let brand = try Brand(resolver)
    let dark = brand.resolve(input: brand.input(for: "dark"))
    #expect(dark["surface.background"]?.value.colorValue?.coordinates.hex == "#1c1c1e")
    #expect(dark["surface.accent"]?.value.colorValue?.coordinates.hex == "#0a84ff")
  }

  struct Ambiguity: Sendable, CustomStringConvertible {
    var name: String
    /// A fixture folder, or files to write into a new folder.
    var fixture: String?
    var files: [String: String] = [:]
    /// What the note left for a person must say (the edit among it).
    var says: [String]
    var description: String { name }
  }

  static let background = ##"{ "color": { "background": { "$type": "color", "$value": "#%@" } } }"##

  static let ambiguities: [Ambiguity] = [
    Ambiguity(
      name: "files that share some tokens", fixture: "ambiguous",
      says: [
        "both define color.accent, and as sets merged in order core wins",
        #""modifiers": { "mode": { "contexts": { "brand": [{ "$ref": "brand.tokens.json" }], "core": [{ "$ref": "core.tokens.json" }] }, "default": "brand" } }"#,
        ##"{ "$ref": "#/modifiers/mode" } in resolutionOrder"##,
      ]),
    Ambiguity(
      name: "two modes named light",
      files: [
        "light.json": String(format: background, "ffffff"),
        "light-mode.json": String(format: background, "f5f5f5"),
        "dark.json": String(format: background, "000000"),
      ],
      says: [
        "both names say light",
        #""appearance": { "modifier": "mode", "light": "light", "dark": "…" }"#,
      ]),
    Ambiguity(
      name: "modes whose names do not say light and dark",
      files: [
        "day.json": String(format: background, "fafafa"),
        "night.json": String(format: background, "0b0b0c"),
      ],
      says: [
        "the names day and night do not say light and dark, but the backgrounds do",
        #""appearance": { "modifier": "mode", "light": "day", "dark": "night" }"#,
      ]),
    Ambiguity(
      name: "alternatives neither in one folder nor one folder each",
      files: [
        "light.json": String(format: background, "ffffff"),
        "themes/dark/colors.json": String(format: background, "000000"),
      ],
      says: [
        "neither sit in one folder",
        #""modifiers": { "mode": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "colors": [{ "$ref": "themes/dark/colors.tokens.json" }] }"#,
      ]),
  ]

  /// What cannot be read one way only is left for a person (the command exits 1), with the
  /// exact edit to make in the resolver or in sptheme.json.
  @Test(arguments: ambiguities)
  func anAmbiguousShapeIsLeftWithTheEditToMake(_ ambiguity: Ambiguity) throws {
    var source = ""
    var made: String?
    if let fixture = ambiguity.fixture {
      source = Self.fixtures + "/" + fixture
    } else {
      let folder = NSTemporaryDirectory() + "sptheme-ambiguous-\(UUID().uuidString)/tokens"
      made = folder
      for (path, text) in ambiguity.files {
        let file = folder + "/" + path
        try FileManager.default.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
      }
      source = folder
    }
    defer { if let made { try? FileManager.default.removeItem(atPath: made + "/..") } }
    let copy = try MigrationCopy(source, write: false)
    defer { copy.remove() }
    #expect(copy.result.hasLeftovers)
    let left = copy.result.changes.filter { !$0.isConverted }.map(\.note)
    for words in ambiguity.says {
      #expect(left.contains { $0.contains(words) }, "no leftover says \(words): \(left)")
    }
  }

  /// A file with nothing to change is named by the resolver as it is, and a second run writes
  /// nothing: a folder whose resolver names its files keeps them as they are, and outputs that
  /// already hold their text are not rewritten.
  @Test func anUnchangedFileIsNotRewritten() throws {
    let figma = try MigrationCopy(Self.fixtures + "/figma-per-mode")
    defer { figma.remove() }
    #expect(figma.result.outputs.map(\.path) == [figma.folder + "/figma-per-mode.resolver.json"])
    #expect(figma.result.kept.count == 6)
    let again = try ProjectMigration.migrate(folder: figma.folder)
    #expect(again.outputs.isEmpty, "\(again.outputs.map(\.path))")
    #expect(again.kept.count == 6)

    let lion = try MigrationCopy(TestPaths.shared("realworld/tokens-studio-lion/tokens"))
    defer { lion.remove() }
    #expect(lion.result.outputs.count == 10)
    let second = try ProjectMigration.migrate(folder: lion.folder)
    #expect(second.outputs.isEmpty, "\(second.outputs.map(\.path))")
    #expect(second.unchanged.count == 10)
  }

  /// A Tokens Studio group with one theme is no modifier (a resolver's modifier needs two
  /// contexts): its sets are merged as sets, and check accepts the resolver. Themes without a
  /// group are split by what their sets define.
  @Test func aGroupOfOneThemeAndThemesWithoutAGroupMakeAResolverCheckAccepts() throws {
    let folder = NSTemporaryDirectory() + "sptheme-themes-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = [
      "core.json":
        ##"{ "gray": { "0": { "value": "#ffffff", "type": "color" }, "9": { "value": "#000000", "type": "color" } } }"##,
      "size.json": ##"{ "gap": { "value": "8", "type": "spacing" } }"##,
      "light.json": ##"{ "bg": { "value": "{gray.0}", "type": "color" } }"##,
      "dark.json": ##"{ "bg": { "value": "{gray.9}", "type": "color" } }"##,
      "$themes.json": """
      [
        { "name": "Core", "selectedTokenSets": { "core": "enabled" } },
        { "name": "Light", "selectedTokenSets": { "light": "enabled" } },
        { "name": "Dark", "selectedTokenSets": { "dark": "enabled" } },
        { "name": "Default", "group": "size", "selectedTokenSets": { "size": "enabled" } }
      ]
      """,
    ]
    for (name, text) in files {
      try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    let result = try ProjectMigration.migrate(folder: folder)
    try MigrationCopy.write(result)
    let resolver = folder + "/" + (folder as NSString).lastPathComponent + ".resolver.json"
    #expect(try MigrationCopy.sets(ofResolver: resolver) == ["core", "size"])
    #expect(try MigrationCopy.modifiers(ofResolver: resolver) == ["appearance(Light, Dark)"])
    #expect(result.changes.contains { $0.note.contains("group size has one theme (Default)") })
    let brand = try Brand(resolver)
    #expect(brand.appearances == ["light", "dark"])
    let errors = brand.check(checkingRoles: false).diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
  }

  struct Layout: Sendable, CustomStringConvertible {
    var name: String
    /// Each file and the tokens it defines (`color.bg`), all colors.
    var files: [String: [String]]
    var sets: [String]
    var modifiers: [String]
    var description: String { name }
  }

  static let layouts: [Layout] = [
    Layout(
      name: "mode folders at the top beside a folder of components",
      files: [
        "light/colors.json": ["bg", "fg"], "dark/colors.json": ["bg", "fg"],
        "components/button.json": ["button.fill"],
      ],
      sets: ["components/button"], modifiers: ["appearance(light, dark)"]),
    Layout(
      name: "a folder of alternatives per modifier, as Tokens Studio folders without themes",
      files: [
        "brand/casual.json": ["brand.primary"], "brand/business.json": ["brand.primary"],
        "color/green.json": ["accent"], "color/blue.json": ["accent"],
        "core.json": ["gray.0", "gray.9"],
      ],
      sets: ["core"], modifiers: ["brand(business, casual)", "color(blue, green)"]),
    Layout(
      name: "two files per mode, and platforms, named by their words",
      files: [
        "theme-light.json": ["palette.a", "palette.b"],
        "theme-dark.json": ["palette.a", "palette.b"],
        "theme-semantics-light.json": ["bg"], "theme-semantics-dark.json": ["bg"],
        "platform-ios.json": ["font.body", "font.title"],
        "platform-web.json": ["font.body", "font.title"],
      ],
      sets: [], modifiers: ["appearance(light, dark)", "platform(ios, web)"]),
    Layout(
      name: "a modifiers folder with one context",
      files: ["base.tokens.json": ["gray.0"], "modifiers/appearance/light.tokens.json": ["bg"]],
      sets: ["base.tokens", "modifiers/appearance/light.tokens"], modifiers: []),
  ]

  static func inserting(_ value: [String: Any], at path: [String], in tree: [String: Any])
    -> [String: Any]
  {
    var tree = tree
    guard let first = path.first else { return tree }
    tree[first] =
      path.count == 1
      ? value
      : inserting(value, at: Array(path.dropFirst()), in: tree[first] as? [String: Any] ?? [:])
    return tree
  }

  /// Layouts written on the spot: which files are sets and which are contexts of what.
  @Test(arguments: layouts)
  func filesBecomeSetsOrContexts(_ layout: Layout) throws {
    let folder = NSTemporaryDirectory() + "sptheme-layout-\(UUID().uuidString)/tokens"
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    for (path, tokens) in layout.files {
      let file = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      var tree: [String: Any] = [:]
      for (index, token) in tokens.enumerated() {
        let value: [String: Any] = [
          "$type": "color", "$value": String(format: "#%06x", index * 4_000),
        ]
        tree = Self.inserting(value, at: token.split(separator: ".").map(String.init), in: tree)
      }
      try JSONSerialization.data(withJSONObject: tree).write(to: URL(fileURLWithPath: file))
    }
    let result = try ProjectMigration.migrate(folder: folder)
    try MigrationCopy.write(result)
    let resolver = folder + "/tokens.resolver.json"
    #expect(try MigrationCopy.sets(ofResolver: resolver) == layout.sets)
    #expect(try MigrationCopy.modifiers(ofResolver: resolver) == layout.modifiers)
    #expect(!result.hasLeftovers, "\(result.changes.filter { !$0.isConverted })")
  }

  /// A single file whose top-level groups are sets named like modes is a Tokens Studio export
  /// even without `$themes`; a file whose aliases name those groups is one token file.
  @Test(arguments: [
    (
      ##"{ "global": { "c": { "value": "#fff", "type": "color" } }, "light": { "bg": { "value": "{c}", "type": "color" } }, "dark": { "bg": { "value": "#000", "type": "color" } } }"##,
      true
    ),
    (
      ##"{ "light": { "bg": { "$value": "#fff", "$type": "color" } }, "dark": { "bg": { "$value": "#000", "$type": "color" } }, "ui": { "bg": { "$value": "{light.bg}", "$type": "color" } } }"##,
      false
    ),
    (##"{ "light": { "bg": { "$value": "#fff", "$type": "color" } } }"##, false),
  ])
  func anExportWithoutThemesIsKnownByItsModeSets(_ text: String, isExport: Bool) throws {
    let document = try JSONDocument(bytes: Array(text.utf8), path: "export.json")
    #expect(ProjectMigration.isSingleFileExport(document) == isExport)
  }
}
