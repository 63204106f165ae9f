import Foundation
import TestSupport
import Testing

/// The README's library example (`Tests/Fixtures/LibraryUse`): a package beside a checkout of
/// SPTheme that depends on `Theme` by path and loads a brand at runtime. The test lays out a
/// temporary folder as the README does (`SPTheme/`, the checkout, beside `BrandInfo/`, a copy of
/// the fixture), builds it with `swift build` and runs it on a shipped brand.
@Suite(.tags(.packageBuild), .fullTier) struct LibraryUseTests {
  static let fixture = TestPaths.packageRoot + "/Tests/Fixtures/LibraryUse"

  /// The README shows the program as it is, and the manifest without its opening comment.
  @Test func theREADMEShowsTheFixtureVerbatim() throws {
    let readme = try String(
      contentsOfFile: TestPaths.packageRoot + "/docs/libraries.md", encoding: .utf8)
    let manifest = try String(contentsOfFile: Self.fixture + "/Package.swift", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("// ") || $0.hasPrefix("// swift-tools-version") }
      .joined(separator: "\n")
    let program = try String(
      contentsOfFile: Self.fixture + "/Sources/BrandInfo/main.swift", encoding: .utf8)
    #expect(
      readme.contains("```swift\n" + manifest + "```"),
      "docs/libraries.md differs from Package.swift")
    #expect(
      readme.contains("```swift\n" + program + "```"), "docs/libraries.md differs from main.swift")
  }

  @Test func theExamplePackageBuildsAndLoadsABrand() throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/SPTheme", withDestinationPath: TestPaths.packageRoot)
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: root + "/BrandInfo")
    let build = try Self.swift(["build"], in: root + "/BrandInfo")
    #expect(build.status == 0, "\(build.output)")
    guard build.status == 0 else { return }
    let run = try ToolRun.run(
      root + "/BrandInfo/.build/debug/BrandInfo", [TestPaths.packageRoot + "/tokens/folio"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        Folio light: accent #1d5f66 (color.accent → palette.teal.700), body SF Pro Text 17.0 pt, radius.md 8.0 pt
        Folio dark: accent #7cc4c0 (color.accent → palette.teal.300), body SF Pro Text 17.0 pt, radius.md 8.0 pt

        """)
  }

  /// Runs `swift` in a folder.
  static func swift(_ arguments: [String], in folder: String) throws -> (
    status: Int32, output: String
  ) {
    let run = try ToolRun.run("/usr/bin/env", ["swift"] + arguments, in: folder)
    return (run.status, run.output)
  }
}
