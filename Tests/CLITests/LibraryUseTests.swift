import Foundation
import Testing

/// The README's library example (`Tests/Fixtures/LibraryUse`): a package beside a checkout of
/// SPTheme that depends on `Theme` by path and loads a brand at runtime. The test lays out a
/// temporary folder as the README does (`SPTheme/`, the checkout, beside `BrandInfo/`, a copy of
/// the fixture), builds it with `swift build` and runs it on a shipped brand.
@Suite(.tags(.packageBuild), .fullTier) struct LibraryUseTests {
  static let fixture = CLIRunner.packageRoot + "/Tests/Fixtures/LibraryUse"

  /// The README shows the program as it is, and the manifest without its opening comment.
  @Test func theREADMEShowsTheFixtureVerbatim() throws {
    let readme = try String(
      contentsOfFile: CLIRunner.packageRoot + "/docs/libraries.md", encoding: .utf8)
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
    let root = try CLIRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/SPTheme", withDestinationPath: CLIRunner.packageRoot)
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: root + "/BrandInfo")
    let build = try Self.swift(["build"], in: root + "/BrandInfo")
    #expect(build.status == 0, "\(build.output)")
    guard build.status == 0 else { return }
    let run = Process()
    run.executableURL = URL(fileURLWithPath: root + "/BrandInfo/.build/debug/BrandInfo")
    run.arguments = [CLIRunner.packageRoot + "/tokens/folio"]
    let pipe = Pipe()
    run.standardOutput = pipe
    try run.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    run.waitUntilExit()
    #expect(run.terminationStatus == 0)
    #expect(
      output == """
        Folio light: accent #1d5f66 (color.accent → palette.teal.700), body SF Pro Text 17.0 pt, radius.md 8.0 pt
        Folio dark: accent #7cc4c0 (color.accent → palette.teal.300), body SF Pro Text 17.0 pt, radius.md 8.0 pt

        """)
  }

  /// Runs `swift` with output in a file (a full pipe would stall the build).
  static func swift(_ arguments: [String], in folder: String) throws -> (
    status: Int32, output: String
  ) {
    let log = folder + "/../build.log"
    FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
  }
}
