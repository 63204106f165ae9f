import Platform
import TestSupport
import Testing

@testable import Theme

/// SPTheme roles: values with provenance from the shipped studio brand, one error per missing
/// or mistyped role, and Dynamic Type sizes.
@Suite struct SPThemeRoleTests {
  static let tokens = TestPaths.packageRoot + "/tokens"

  /// The 1-based line of the first line containing `needle` after line `after`.
  static func line(of needle: String, in path: String, after: Int = 0) throws -> Int {
    let text = String(decoding: try FileSystem.read(path), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where index + 1 > after && line.contains(needle) {
      return index + 1
    }
    return 0
  }

  @Test(arguments: ["light", "dark"])
  func studioAccentGoesThroughThePalette(_ appearance: String) throws {
    let brand = try Brand("studio", tokensFolder: Self.tokens)
    let built = brand.theme(appearance: appearance)
    let theme = try #require(built.theme)
    #expect(theme.brand == "Studio")
    #expect(theme.appearance == appearance)
    let accent = theme.color(.accent)
    #expect(accent.token == "color.accent")
    #expect(accent.provenance.count == 2)
    #expect(accent.provenance.first?.token == "color.accent")
    #expect(accent.provenance.last?.token.hasPrefix("palette.blue.") == true)
    let roles = Self.tokens + "/studio/\(appearance).tokens.json"
    let palette = Self.tokens + "/studio/palette.tokens.json"
    #expect(accent.provenance.first?.location?.file == roles)
    #expect(accent.provenance.first?.location?.line == (try Self.line(of: "\"accent\"", in: roles)))
    #expect(accent.provenance.first?.location?.column == 5)
    let shade = String(accent.provenance.last?.token.split(separator: ".").last ?? "")
    let blue = try Self.line(of: "\"blue\"", in: palette)
    #expect(accent.provenance.last?.location?.file == palette)
    #expect(
      accent.provenance.last?.location?.line
        == (try Self.line(of: "\"\(shade)\"", in: palette, after: blue)))
    #expect(accent.provenance.last?.location?.column == 7)
    #expect(
      accent.value
        == (try #require(
          built.theme?.tokens.first { $0.name == accent.provenance.last?.token }?.value.colorValue))
    )
  }

  @Test func studioLightAccentIsATokenLevelRef() throws {
    let theme = try #require(
      try Brand("studio", tokensFolder: Self.tokens).theme(appearance: "light").theme)
    #expect(theme.color(.accent).provenance.first?.reference == "#/palette/blue/700")
  }

  @Test func studioFoundationRoles() throws {
    let theme = try #require(
      try Brand("studio", tokensFolder: Self.tokens).theme(appearance: "light").theme)
    #expect(theme.style(.body).value.fontSize == Dimension(value: 17, unit: .px))
    #expect(theme.style(.body).value.fontFamily.first == "SF Pro Text")
    #expect(theme.font(.text).value.first == "SF Pro Text")
    #expect(
      theme.font(.text).provenance.first?.location?.file == Self.tokens + "/studio/base.tokens.json"
    )
    #expect(theme.textSize(.body, at: .large) == 17)
    #expect(theme.textSize(.body, at: .ax5) == 53)
    #expect(theme.stroke(.hairline).value.points > 0)
    #expect(theme.motion(.standard).value.transition.duration.seconds > 0)
  }

  // MARK: - Missing and mistyped roles

  /// A copy of studio in `folder/name/` with one group of some files edited.
  static func studioCopy(
    named name: String, in folder: TemporaryFolder, files: Set<String>, group: String,
    edit: (inout JSONObject) -> Void
  ) throws -> String {
    for file in ["palette", "base", "light", "dark"] {
      let source = Self.tokens + "/studio/\(file).tokens.json"
      var root = try JSONDocument(contentsOf: source).root
      if files.contains(file), case .object(var object) = root,
        case .object(var members)? = object[group]
      {
        edit(&members)
        object[group] = .object(members)
        root = .object(object)
      }
      try folder.write("\(name)/\(file).tokens.json", root.serialized())
    }
    let resolver = String(
      decoding: try FileSystem.read(Self.tokens + "/studio/studio.resolver.json"), as: UTF8.self)
    return try folder.write("\(name)/\(name).resolver.json", resolver)
  }

  /// Studio's files with `color.danger` taken out of both appearances.
  static func studioWithoutDanger(in folder: TemporaryFolder) throws -> String {
    try studioCopy(named: "nodanger", in: folder, files: ["light", "dark"], group: "color") {
      $0["danger"] = nil
    }
  }

  @Test func aBrandBodyOf18ScalesFromItsOwnLargeSize() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.studioCopy(named: "big", in: folder, files: ["base"], group: "type") {
      styles in
      guard case .object(var body)? = styles["body"], case .object(var value)? = body["$value"]
      else { return }
      value["fontSize"] = .object(
        JSONObject([
          JSONObject.Member(key: "value", value: .number(18)),
          JSONObject.Member(key: "unit", value: .string("px")),
        ]))
      body["$value"] = .object(value)
      styles["body"] = .object(body)
    }
    let theme = try #require(try Brand(path).theme(appearance: "light").theme)
    #expect(theme.style(.body).value.fontSize.points == 18)
    #expect(theme.textSize(.body, at: .large) == 18)
    #expect(theme.textSize(.body, at: .ax3) == 18.0 * 40 / 17)
    #expect(theme.textSize(.headline, at: .ax3) == 40)
  }

  @Test func aBrandWithoutDangerGetsOneErrorNamingTheRoleAndEveryAppearance() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try Self.studioWithoutDanger(in: folder)
    let brand = try Brand(path)
    let findings = brand.check().diagnostics
    #expect(findings.count == 1, "\(findings.map(\.message))")
    #expect(
      findings.allSatisfy {
        $0.rule.id == "theme/missing-role" && $0.severity == .error
          && $0.tokenPath == "color.danger"
      })
    #expect(
      findings.map(\.message) == [
        "the brand has no color.danger token: SPTheme needs it for errors under fields and field borders in error (appearance=light)"
      ])
    // The same finding in the other permutation is a note, not a second error.
    #expect(findings.first?.notes.map(\.message) == ["also in 1 more permutation: appearance=dark"])
    // It points at the color group of the file that holds the other roles, with a hint to add it there.
    #expect(findings.first?.location?.file == folder.path + "/nodanger/light.tokens.json")
    #expect(findings.first?.hint?.hasPrefix("add color.danger beside color.") == true)
    #expect(brand.theme(appearance: "dark").theme == nil)
  }

  static let oneColor = """
    {
      "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } }
    }
    """

  @Test func everyMissingRoleIsItsOwnError() {
    let resolution = TokenLoader.resolve(json: Self.oneColor, path: "one.tokens.json")
    let fallback = Theme.SourceLocation(file: "one.tokens.json", line: 1, column: 1)
    let built = SPTheme.build(
      from: resolution, brand: "One", appearance: "default", fallback: fallback)
    #expect(built.theme == nil)
    #expect(built.diagnostics.count == RoleCatalog.entries.count - 1)
    #expect(
      Set(built.diagnostics.compactMap(\.tokenPath))
        == Set(RoleCatalog.entries.map(\.name)).subtracting(["color.accent"]))
    for diagnostic in built.diagnostics {
      let entry = RoleCatalog.entries.first { $0.name == diagnostic.tokenPath }
      #expect(
        diagnostic.message
          == "the brand has no \(entry?.name ?? "?") token: SPTheme needs it for \(entry?.purpose ?? "?")"
      )
    }
    let surface = built.diagnostics.first { $0.tokenPath == "color.surface" }
    #expect(
      surface?.hint == "add color.surface beside color.accent, e.g. as an alias into your palette")
    #expect(surface?.location == Theme.SourceLocation(file: "one.tokens.json", line: 2, column: 32))
    let font = built.diagnostics.first { $0.tokenPath == "font.text" }
    #expect(font?.hint == "add a font group with font.text")
    #expect(font?.location == fallback)
  }

  @Test func aRoleOfTheWrongTypeSaysWhichTypeItNeeds() {
    let text = """
      {
        "color": { "$type": "dimension", "accent": { "$value": { "value": 4, "unit": "px" } } }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: "t.tokens.json")
    let built = SPTheme.build(
      from: resolution, brand: "T", appearance: "default",
      fallback: Theme.SourceLocation(file: "t.tokens.json", line: 1, column: 1))
    let mistyped = built.diagnostics.filter { $0.rule.id == "theme/role-type" }
    #expect(mistyped.count == 1)
    #expect(
      mistyped.first?.message
        == "color.accent must be a color token (the one accent button (Sign in)), but it is a dimension"
    )
    #expect(
      mistyped.first?.location == Theme.SourceLocation(file: "t.tokens.json", line: 2, column: 36))
  }

  @Test func aRoleWhoseTokenIsBrokenIsNotAlsoReportedMissing() {
    let text = """
      {
        "color": { "$type": "color", "accent": { "$value": "{palette.nope}" } }
      }
      """
    let resolution = TokenLoader.resolve(json: text, path: "t.tokens.json")
    let built = SPTheme.build(
      from: resolution, brand: "T", appearance: "default",
      fallback: Theme.SourceLocation(file: "t.tokens.json", line: 1, column: 1))
    #expect(!built.diagnostics.contains { $0.tokenPath == "color.accent" })
    #expect(resolution.diagnostics.map(\.rule.id) == ["alias/missing"])
  }

  // MARK: - Dynamic Type

  struct SizeCase: CustomTestStringConvertible, Sendable {
    var style: TypeRole
    var size: ContentSize
    var points: Double
    var testDescription: String { "\(style) at \(size)" }
  }

  static let appleSizes: [SizeCase] = [
    SizeCase(style: .body, size: .large, points: 17),
    SizeCase(style: .body, size: .xSmall, points: 14),
    SizeCase(style: .body, size: .xxxLarge, points: 23),
    SizeCase(style: .body, size: .ax3, points: 40),
    SizeCase(style: .body, size: .ax5, points: 53),
    SizeCase(style: .largeTitle, size: .large, points: 34),
    SizeCase(style: .largeTitle, size: .ax5, points: 60),
    SizeCase(style: .caption2, size: .large, points: 11),
    SizeCase(style: .caption2, size: .xSmall, points: 11),
    SizeCase(style: .footnote, size: .large, points: 13),
    SizeCase(style: .headline, size: .large, points: 17),
    SizeCase(style: .subhead, size: .large, points: 15),
    SizeCase(style: .callout, size: .large, points: 16),
    SizeCase(style: .title1, size: .large, points: 28),
    SizeCase(style: .title2, size: .large, points: 22),
    SizeCase(style: .title3, size: .large, points: 20),
    SizeCase(style: .caption1, size: .large, points: 12),
  ]

  @Test(arguments: appleSizes)
  func appleTable(_ item: SizeCase) {
    #expect(DynamicType.appleSize(of: item.style, at: item.size) == item.points)
  }

  @Test(arguments: TypeRole.allCases)
  func everyStyleGrowsWithTheContentSize(_ style: TypeRole) {
    let sizes = ContentSize.allCases.map { DynamicType.appleSize(of: style, at: $0) }
    #expect(sizes.count == 12)
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(
      DynamicType.size(
        of: style, brandLargeSize: DynamicType.appleSize(of: style, at: .large), at: .ax2)
        == DynamicType.appleSize(of: style, at: .ax2))
  }

  @Test func aBrandSizeScalesAsAppleScalesTheStyle() {
    #expect(DynamicType.size(of: .body, brandLargeSize: 18, at: .ax3) == 18.0 * 40 / 17)
    #expect(DynamicType.size(of: .body, brandLargeSize: 18, at: .large) == 18)
    #expect(DynamicType.size(of: .caption2, brandLargeSize: 10, at: .ax5) == 10.0 * 41 / 11)
  }

  @Test func aScaledMetricGrowsAsItsStyleDoes() {
    #expect(DynamicType.scale(of: .body, at: .large) == 1)
    #expect(DynamicType.scale(of: .body, at: .ax5) == 53.0 / 17)
    #expect(DynamicType.scale(of: .title2, at: .ax3) == 44.0 / 22)
    #expect(DynamicType.scale(of: .footnote, at: .xSmall) == 12.0 / 13)
  }

  @Test func contentSizeFlags() {
    #expect(ContentSize(flag: "AX3") == .ax3)
    #expect(ContentSize(flag: "xxxlarge") == .xxxLarge)
    #expect(ContentSize(flag: "huge") == nil)
    #expect(ContentSize.ax1.isAccessibilitySize)
    #expect(!ContentSize.xxxLarge.isAccessibilitySize)
    #expect(ContentSize.ax3.flagName == "ax3")
  }
}
