import Foundation
import TestSupport
import Testing
import Theme

/// Every layout of the mode map's floor read from a folder without a resolver: the modifiers
/// and contexts it proposes, and the light and dark values they resolve to, so a layout read
/// wrong (a mode merged as a set, a Figma file folder taken for a mode) fails on its values.
@Suite struct ModeLayoutTests {
  /// One layout: its files, the modifiers it must become, and the background of each context.
  struct Layout: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String]
    /// `name(context, context)` of each modifier, in order.
    var modifiers: [String]
    /// The appearance modifier's context → the hex of `color.background` there.
    var backgrounds: [String: String]
    var testDescription: String { name }
  }

  /// `{ "color": { name: color token, … } }`.
  static func colors(_ pairs: [(String, String)]) -> String {
    "{ \"color\": \(group(pairs)) }"
  }

  /// `{ name: color token, … }`.
  static func group(_ pairs: [(String, String)]) -> String {
    let members = pairs.map { name, hex in
      "\"\(name)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(Self.components(hex))], \"hex\": \"#\(hex)\" } }"
    }
    return "{ \(members.joined(separator: ", ")) }"
  }

  static func components(_ hex: String) -> String {
    stride(from: 0, to: 6, by: 2).map { offset -> String in
      let start = hex.index(hex.startIndex, offsetBy: offset)
      let byte = Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0
      return String(Double(byte) / 255)
    }.joined(separator: ", ")
  }

  static let layouts = [
    Layout(
      name: "one file per mode",
      files: [
        "base.json": colors([("accent", "0055ff")]),
        "light.json": colors([("background", "ffffff"), ("text", "111111")]),
        "dark.json": colors([("background", "000000"), ("text", "eeeeee")]),
      ],
      modifiers: ["appearance(light, dark)"],
      backgrounds: ["light": "#ffffff", "dark": "#000000"]),
    Layout(
      name: "one folder per mode",
      files: [
        "light/colors.json": colors([("background", "fafafa"), ("text", "111111")]),
        "dark/colors.json": colors([("background", "0a0a0a"), ("text", "eeeeee")]),
      ],
      modifiers: ["appearance(light, dark)"],
      backgrounds: ["light": "#fafafa", "dark": "#0a0a0a"]),
    Layout(
      name: "modifiers/<modifier>/<context>",
      files: [
        "modifiers/theme/light.tokens.json": colors([("background", "ffffff")]),
        "modifiers/theme/dark.tokens.json": colors([("background", "101010")]),
      ],
      modifiers: ["theme(light, dark)"],
      backgrounds: ["light": "#ffffff", "dark": "#101010"]),
    Layout(
      name: "Figma collections, a folder per Figma file",
      files: [
        "Brand/Appearance.Neutral.json": colors([("neutral", "777777"), ("tint", "111111")]),
        "Brand/Appearance.Warning.json": colors([("neutral", "aa8800"), ("tint", "222222")]),
        "Brand/Appearance.Danger.json": colors([("neutral", "aa0000"), ("tint", "333333")]),
        "Brand/Concept.Mode 1.json": colors([("concept", "010101")]),
        "Product/Theme.Light.json": colors([("background", "ffffff"), ("text", "000000")]),
        "Product/Theme.Dark.json": colors([("background", "000000"), ("text", "ffffff")]),
        "Product/Spacing.Mode 1.json": colors([("spacer", "020202")]),
      ],
      modifiers: ["Appearance(Danger, Neutral, Warning)", "Theme(Light, Dark)"],
      backgrounds: ["Light": "#ffffff", "Dark": "#000000"]),
    Layout(
      name: "an override file over a base",
      files: [
        "application.json": colors([
          ("background", "ffffff"), ("text", "111111"), ("accent", "0055ff"), ("border", "dddddd"),
        ]),
        "modes/dark.json": colors([("background", "000000"), ("text", "eeeeee")]),
      ],
      modifiers: ["appearance(light, dark)"],
      backgrounds: ["light": "#ffffff", "dark": "#000000"]),
    Layout(
      name: "modes as sibling groups in one file",
      files: ["tokens.json": siblingModes],
      modifiers: ["appearance(light, dark)"],
      backgrounds: ["light": "#ffffff", "dark": "#000000"]),
  ]

  /// `color.light.*` and `color.dark.*` in one file, the light background an alias.
  static let siblingModes = """
    { "palette": \(group([("white", "ffffff")])),
      "color": { "light": \(group([("background", "ffffff"), ("text", "111111")])),
                 "dark": \(group([("background", "000000"), ("text", "eeeeee")])) } }
    """

  static func write(_ files: [String: String]) throws -> String {
    let folder = try TestPaths.temporaryFolder() + "/tokens"
    for (path, text) in files {
      let file = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static func hex(_ brand: Brand, _ input: [String: String]) -> String? {
    brand.resolve(input: input)["color.background"]?.json.object?["hex"]?.string
  }

  @Test(arguments: layouts) func aLayoutIsReadAsItsModes(_ layout: Layout) throws {
    let folder = try Self.write(layout.files)
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let brand = try Brand(folder)
    let map = try #require(brand.modeMap)
    #expect(
      map.modifiers.map { "\($0.name)(\($0.contexts.map(\.name).joined(separator: ", ")))" }
        == layout.modifiers, "\(map)")
    #expect(!map.isConfirmed, "a proposed map is a guess")
    #expect(
      !brand.configDiagnostics.contains { $0.severity == .error },
      "\(brand.configDiagnostics.map(\.message))")
    let appearance = try #require(brand.appearanceMap)
    for (context, expected) in layout.backgrounds {
      #expect(Self.hex(brand, [appearance.modifier: context]) == expected, "\(context)")
    }
  }

  @Test func oneFileWithSiblingModesIsABrandWithTwoAppearances() throws {
    let folder = try Self.write(["export.tokens.json": Self.siblingModes])
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let brand = try Brand(folder + "/export.tokens.json")
    #expect(brand.appearanceMap?.appearances == ["light", "dark"])
    #expect(Self.hex(brand, ["appearance": "dark"]) == "#000000")
    let dark = brand.resolve(input: ["appearance": "dark"])["color.background"]
    // The value keeps its place in the team's file through the alias.
    #expect(dark?.provenance.last?.location?.file.hasSuffix("export.tokens.json") == true)
  }

  @Test func twoFigmaFilesWithTheSameCollectionAreNeverMergedSilently() throws {
    let folder = try Self.write([
      "One/Concept.Mode 1.json": Self.colors([("concept", "010101"), ("other", "020202")]),
      "Two/Concept.Mode 1.json": Self.colors([("concept", "030303"), ("other", "040404")]),
      "One/Theme.Light.json": Self.colors([("background", "ffffff")]),
      "One/Theme.Dark.json": Self.colors([("background", "000000")]),
    ])
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let brand = try Brand(folder)
    let refused = brand.configDiagnostics.filter {
      $0.severity == .error && $0.rule == .tokensModes
    }
    #expect(refused.count == 1, "\(brand.configDiagnostics.map(\.message))")
    #expect(refused.first?.message.contains("both define color.concept, color.other") == true)
    #expect(
      brand.modeMap?.modifiers.map(\.name) == ["Theme"],
      "a Figma file folder is not a mode: One and Two stay sets")
  }

  /// A confirmed map of the first layout: `base` first, then `appearance` with the given sets.
  static func appearanceMap(light: String, dark: String) -> ModeMap {
    ModeMap(
      sets: ["base"],
      modifiers: [
        .init(
          name: "appearance",
          contexts: [.init(name: "light", sets: [light]), .init(name: "dark", sets: [dark])])
      ])
  }

  @Test func aStoredMapIsReadAsWrittenAndNeverGuessedAgain() throws {
    let folder = try Self.write(Self.layouts[0].files)
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    // The team's map swaps the files on purpose: it is read as written.
    let map = Self.appearanceMap(light: "dark", dark: "light")
    let brand = try Brand(folder, modes: map)
    #expect(brand.modeMap == map)
    #expect(Self.hex(brand, ["appearance": "light"]) == "#000000")
    #expect(Self.hex(brand, ["appearance": "dark"]) == "#ffffff")
  }

  @Test func aFileTheStoredMapDoesNotNameIsAnError() throws {
    var files = Self.layouts[0].files
    files["later.json"] = Self.colors([("later", "123456")])
    let folder = try Self.write(files)
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let map = Self.appearanceMap(light: "light", dark: "dark")
    let brand = try Brand(folder, modes: map)
    let errors = brand.configDiagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(
      errors.first?.message.contains(
        "later: the mode map in sptheme.json names this set in no line") == true,
      "\(errors.map(\.message))")
    #expect(errors.first?.location?.file.hasSuffix("later.json") == true)
  }

  @Test func aResolverSpellsOutItsMap() throws {
    let brand = try Brand(TestPaths.packageRoot + "/tokens/studio")
    let map = try #require(brand.modeMap)
    #expect(map.isConfirmed)
    #expect(map.modifiers.map(\.name) == ["appearance"])
    #expect(map.modifiers.first?.contexts.map(\.name) == ["light", "dark"])
  }
}
