import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `init --from-tokens` on a Carbon-like set (breakpoint widths, a spacing scale that starts at
/// 2 pt) never writes a size a UI cannot use, and says which roles it left and why; `check`
/// warns about a role mapped outside its bounds, at its entry in sptheme.json. In process.
@Suite struct RoleBoundsProjectTests {
  /// Carbon's layout tokens, shortened: breakpoints with their widths, and its spacing scale.
  static let carbonLike = """
    {
      "breakpoint": { "$type": "dimension",
        "sm": { "width": { "$value": { "value": 20, "unit": "rem" } } },
        "md": { "width": { "$value": { "value": 42, "unit": "rem" } } },
        "lg": { "width": { "$value": { "value": 66, "unit": "rem" } } } },
      "spacing": { "$type": "dimension",
        "01": { "$value": { "value": 0.125, "unit": "rem" } },
        "02": { "$value": { "value": 0.25, "unit": "rem" } },
        "03": { "$value": { "value": 0.5, "unit": "rem" } },
        "04": { "$value": { "value": 0.75, "unit": "rem" } },
        "05": { "$value": { "value": 1, "unit": "rem" } },
        "06": { "$value": { "value": 1.5, "unit": "rem" } },
        "07": { "$value": { "value": 2, "unit": "rem" } },
        "08": { "$value": { "value": 2.5, "unit": "rem" } },
        "13": { "$value": { "value": 10, "unit": "rem" } } }
    }
    """

  /// A project folder with the shipped brands and the Carbon-like tokens; the caller removes it.
  static func project() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(atPath: BrandFiles.tokens, toPath: folder + "/tokens")
    try BrandFiles.write(carbonLike, to: folder + "/carbon.tokens.json")
    return folder
  }

  @Test func initLeavesABreakpointOutOfTheHairlineAndSaysWhy() throws {
    let folder = try Self.project()
    defer { BrandFiles.remove(folder) }
    let made = ShellInit.fromTokens("carbon", tokens: folder + "/carbon.tokens.json", in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(
      made.stdout.contains(
        "stroke.hairline       not mapped: the nearest candidate, {breakpoint.sm.width} 320 pt, is outside 0.5–4 pt"
      ), "\(made.stdout)")
    #expect(
      made.stdout.contains(
        "space.xs            → {spacing.02}  (high: 4 pt, the nearest to 4 pt)"), "\(made.stdout)")
    #expect(made.stdout.contains("roles (6 of 37 guessed: "), "\(made.stdout)")
    let project = try String(contentsOfFile: folder + "/sptheme.json", encoding: .utf8)
    #expect(!project.contains("stroke.hairline"), "\(project)")
    #expect(!project.contains("breakpoint"), "\(project)")
    #expect(!project.contains("{spacing.01}"), "\(project)")
    let check = ProjectFileTests.check(in: folder)(["carbon"])
    #expect(check.report.brands.count == 1, "\(check.stderr)")
    #expect(!check.stdout.contains("theme/role-bounds"), "\(check.stdout)")
  }

  @Test func checkWarnsAboutAMappedRoleOutsideItsBoundsAtItsEntry() throws {
    let folder = try Self.project()
    defer { BrandFiles.remove(folder) }
    try BrandFiles.write(
      """
      { "brands": { "carbon": { "resolver": "carbon.tokens.json", "extends": "studio",
        "roles": {
          "stroke.hairline": "{breakpoint.sm.width}",
          "space.sm": "{spacing.01}" } } } }
      """, to: folder + "/sptheme.json")
    let check = ProjectFileTests.check(in: folder)(["carbon"])
    #expect(check.status == 0, "warnings only: \(check.stdout)")
    #expect(
      check.stdout.contains(
        "sptheme.json:3:24: warning: stroke.hairline ({breakpoint.sm.width}) is 320 pt, outside 0.5–4 pt (what a UI can use for a hairline) [theme/role-bounds]"
      ), "\(check.stdout)")
    // 2 pt is a spacing step, but not one above studio's space.xs (4 pt).
    #expect(
      check.stdout.contains(
        "sptheme.json:4:17: warning: space.sm ({spacing.01}) is 2 pt, not larger than space.xs at 4 pt"
      ), "\(check.stdout)")
    #expect(check.stdout.contains("0 errors, 2 warnings"), "\(check.stdout)")
  }
}
