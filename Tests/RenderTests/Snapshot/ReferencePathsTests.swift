import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme

/// The form token files take in reference files: relative to the brand's own folder however
/// its path was typed, a built-in brand's as its brand on disk, and back to a path as typed.
@Suite struct ReferencePathsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var brandFile: String
    var file: String
    var reference: String
    var testDescription: String { "\(file) of \(brandFile)" }
  }

  static let cases = [
    Case(
      brandFile: "acme/acme.resolver.json", file: "acme/light.tokens.json",
      reference: "light.tokens.json"),
    Case(
      brandFile: "/ci/work/acme/acme.resolver.json", file: "/ci/work/acme/light.tokens.json",
      reference: "light.tokens.json"),
    Case(
      brandFile: "./x/../acme//acme.resolver.json", file: "acme/./light.tokens.json",
      reference: "light.tokens.json"),
    Case(
      brandFile: "tokens/folio/folio.resolver.json",
      file: "tokens/folio/../studio/palette.tokens.json",
      reference: "../studio/palette.tokens.json"),
    Case(
      brandFile: "acme.tokens.json", file: "acme.tokens.json", reference: "acme.tokens.json"),
    Case(
      brandFile: "acme/acme.resolver.json", file: "acme/sets/brand/core.tokens.json",
      reference: "sets/brand/core.tokens.json"),
    Case(
      brandFile: "builtin:folio/folio.resolver.json",
      file: "builtin:folio/../studio/palette.tokens.json",
      reference: "../studio/palette.tokens.json"),
    Case(
      brandFile: "builtin:studio/studio.resolver.json", file: "builtin:studio/light.tokens.json",
      reference: "light.tokens.json"),
    // A brand on disk that fills in from a built-in one: the built-in file's stable name.
    Case(
      brandFile: "/ci/work/acme/acme.resolver.json", file: "builtin:studio/light.tokens.json",
      reference: "builtin:studio/light.tokens.json"),
  ]

  @Test(arguments: cases)
  func aFileIsWrittenRelativeToItsBrand(_ testCase: Case) {
    let paths = ReferencePaths(brandFile: testCase.brandFile)
    #expect(paths.reference(testCase.file) == testCase.reference)
    let location = SourceLocation(file: testCase.file, line: 11, column: 5)
    #expect(paths.reference(location) == testCase.reference + ":11:5")
  }

  /// An absolute path and a relative one to the same brand give the same text.
  @Test func anAbsoluteAndARelativePathAgree() throws {
    let cwd = FileManager.default.currentDirectoryPath
    let relative = ReferencePaths(brandFile: "tokens/folio/folio.resolver.json")
    let absolute = ReferencePaths(brandFile: cwd + "/tokens/folio/folio.resolver.json")
    #expect(
      relative.reference("tokens/studio/light.tokens.json")
        == absolute.reference(cwd + "/tokens/studio/light.tokens.json"))
  }

  /// A place in reference form reads back as a path from the working folder, the brand's
  /// folder as it was typed.
  @Test(arguments: [
    ("acme/acme.resolver.json", "light.tokens.json:11:5", "acme/light.tokens.json:11:5"),
    ("/ci/acme/acme.resolver.json", "../studio/p.json:2:3", "/ci/studio/p.json:2:3"),
    ("acme.tokens.json", "acme.tokens.json:1:1", "acme.tokens.json:1:1"),
    ("builtin:folio/folio.resolver.json", "../studio/p.json:2:3", "builtin:studio/p.json:2:3"),
    ("acme/acme.resolver.json", "builtin:studio/x.json:1:1", "builtin:studio/x.json:1:1"),
  ])
  func aReferenceReadsBackAsTyped(_ brandFile: String, _ reference: String, _ typed: String) {
    #expect(ReferencePaths(brandFile: brandFile).typed(reference) == typed)
  }

  /// A theme from no brand file keeps its paths as they are.
  @Test func noBrandFileKeepsThePath() {
    let paths = ReferencePaths(brandFile: nil)
    #expect(paths.reference("tokens/x.tokens.json") == "tokens/x.tokens.json")
    #expect(paths.typed("x.tokens.json:1:1") == "x.tokens.json:1:1")
  }

  /// A theme knows the file of the brand it was resolved from, as given.
  @Test func aThemeKnowsItsBrandFile() throws {
    let path = TestPaths.packageRoot + "/tokens/folio/folio.resolver.json"
    let theme = try #require(try Brand(path).theme(appearance: "light").theme)
    #expect(theme.sourcePath == path)
    let scene = Scene(
      state: try #require(BlockKind.state("sign-in/rest")), theme: theme,
      environment: SceneEnvironment(appearance: .light))
    let json = scene.jsonText(paths: ReferencePaths(theme))
    #expect(json.contains("\"color.surface (light.tokens.json:"))
    #expect(json.contains("(palette.tokens.json:"))
    // The studio files folio builds on are beside its folder.
    let roles = RoleRecord(themes: [("folio", theme)]).text
    #expect(roles.contains("(../studio/"), "\(roles.prefix(800))")
    #expect(!json.contains(TestPaths.packageRoot))
    // The scene as JSON for anything but a snapshot keeps the paths as loaded.
    #expect(scene.jsonText.contains(TestPaths.packageRoot + "/tokens/folio/light.tokens.json:"))
  }
}
