import TestSupport
import Testing

@testable import Theme

/// The bounds of the sized roles: which values and orders they refuse, and the warning `check`
/// gives for a role outside them (`theme/role-bounds`), at the role-map entry or the token.
@Suite struct RoleBoundsTests {
  static let tokens = TestPaths.packageRoot + "/tokens"

  /// Studio's sizes, which keep every bound.
  static let studio: [String: Double] = [
    "stroke.hairline": 1, "space.xs": 4, "space.sm": 8, "space.md": 12, "space.lg": 16,
    "space.xl": 24, "space.xxl": 32, "radius.sm": 6, "radius.md": 10, "radius.lg": 16,
    "radius.xl": 24, "type.largeTitle": 34, "type.title1": 28, "type.title2": 22,
    "type.title3": 20, "type.headline": 17, "type.body": 17, "type.callout": 16,
    "type.subhead": 15, "type.footnote": 13, "type.caption1": 12, "type.caption2": 11,
  ]

  @Test(
    arguments: [
      ("studio's sizes", [:], []),
      ("a breakpoint as the hairline", ["stroke.hairline": 320], ["stroke.hairline"]),
      ("a quarter-point hairline", ["stroke.hairline": 0.25], ["stroke.hairline"]),
      ("the hairline's edges", ["stroke.hairline": 4], []),
      ("a zero spacing step", ["space.xs": 0], ["space.xs"]),
      ("two equal spacing steps", ["space.md": 8], ["space.md"]),
      ("two equal radii", ["radius.md": 6], []),
      ("a square corner", ["radius.sm": 0, "radius.md": 0], []),
      ("a pill radius", ["radius.xl": 9999], ["radius.xl"]),
      ("a title above the large title", ["type.title1": 40], ["type.largeTitle"]),
      ("a headline above title3", ["type.headline": 21], ["type.title3"]),
      ("a headline beside a larger body", ["type.headline": 16, "type.body": 17], []),
      ("a 6 pt caption", ["type.caption2": 6], ["type.caption2"]),
    ] as [(String, [String: Double], [String])])
  func violations(_ label: String, changes: [String: Double], expected: [String]) {
    let values = Self.studio.merging(changes) { $1 }
    #expect(RoleBounds.violations(in: values).map(\.role) == expected)
  }

  @Test func messagesNameTheBoundsAndTheOrder() {
    let hairline = RoleBounds.violations(
      in: ["stroke.hairline": 320], references: ["stroke.hairline": "{breakpoint.sm}"])
    #expect(
      hairline.map(\.message) == [
        "stroke.hairline ({breakpoint.sm}) is 320 pt, outside 0.5–4 pt (what a UI can use for a hairline)"
      ])
    let order = RoleBounds.violations(in: ["space.sm": 8, "space.md": 8])
    #expect(
      order.map(\.message) == [
        "space.md is 8 pt, not larger than space.sm at 8 pt: the spacing steps rise xs < sm < md < lg < xl < xxl"
      ])
  }

  /// The studio theme of one appearance, to fill in what a team's tokens leave out.
  static func studioTheme() throws -> SPTheme {
    try #require(try Brand("studio", tokensFolder: tokens).theme(appearance: "light").theme)
  }

  /// A role map entry written at a line of `sptheme.json`.
  static func entry(_ role: String, _ target: String, line: Int) -> RoleMap.Entry {
    RoleMap.Entry(
      role: role, reference: "{\(target)}", target: target,
      location: SourceLocation(file: "sptheme.json", line: line, column: 7))
  }

  /// A mapped role outside its bounds: a warning at its role-map entry; the theme is still
  /// built (a warning, not an error).
  @Test func aMappedRoleOutsideItsBoundsIsWarnedAboutAtItsEntry() throws {
    let resolution = TokenLoader.resolve(
      json: """
        { "breakpoint": { "$type": "dimension", "sm": { "$value": { "value": 320, "unit": "px" } } },
          "gap": { "$type": "dimension", "wide": { "$value": { "value": 20, "unit": "px" } } } }
        """)
    let built = SPTheme.build(
      from: resolution, brand: "acme", appearance: "light",
      fallback: SourceLocation(file: "sptheme.json", line: 1, column: 1),
      roles: RoleMap(entries: [
        Self.entry("stroke.hairline", "breakpoint.sm", line: 4),
        Self.entry("space.sm", "gap.wide", line: 5),
      ]),
      fillIn: SPTheme.FillIn(brand: "studio", theme: try Self.studioTheme()))
    #expect(built.theme != nil)
    let warnings = built.diagnostics.filter { $0.rule.id == "theme/role-bounds" }
    #expect(warnings.allSatisfy { $0.severity == .warning })
    #expect(warnings.map(\.tokenPath) == ["stroke.hairline", "space.sm"])
    #expect(warnings.map { $0.location?.line } == [4, 5])
    #expect(
      warnings.first?.message.contains("{breakpoint.sm}) is 320 pt, outside 0.5–4 pt") == true)
    // studio's space.md (12 pt) now comes below the team's space.sm (20 pt): the pair is the
    // team's to fix, at its own role.
    #expect(
      warnings.last?.message
        == "space.md is 12 pt, not larger than space.sm ({gap.wide}) at 20 pt: the spacing steps rise xs < sm < md < lg < xl < xxl (space.md is taken from the fill-in brand)"
    )
  }

  /// A role at its own path outside its bounds: the warning points at the token.
  @Test func aRoleTokenOutsideItsBoundsIsWarnedAboutAtTheToken() throws {
    let resolution = TokenLoader.resolve(
      json: """
        {
          "stroke": { "$type": "dimension",
            "hairline": { "$value": { "value": 0.25, "unit": "px" } } }
        }
        """)
    let built = SPTheme.build(
      from: resolution, brand: "acme", appearance: "light",
      fallback: SourceLocation(file: "<memory>", line: 1, column: 1),
      fillIn: SPTheme.FillIn(brand: "studio", theme: try Self.studioTheme()))
    let warnings = built.diagnostics.filter { $0.rule.id == "theme/role-bounds" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.location?.line == 3)
    #expect(
      warnings.first?.message.hasPrefix("stroke.hairline is 0.25 pt, outside 0.5–4 pt") == true)
  }

  /// The shipped brands keep every bound in every appearance.
  @Test(arguments: ["studio", "folio", "fieldnote"])
  func shippedBrandsKeepTheBounds(_ name: String) throws {
    let report = try Brand(name, tokensFolder: Self.tokens).check()
    #expect(report.themes.count >= 2)
    let findings = report.diagnostics.filter { $0.rule.id == "theme/role-bounds" }
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }
}
