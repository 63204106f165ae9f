import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// What only the shell decides about a project's brands, through the built binary: the
/// project file and the tokens folder found from the working folder (`init` writes a starter
/// `sptheme.json` only where none is found), a project file it cannot read, and an input a
/// brand refuses. Brands checked, exported and made from a team's tokens are tested in process
/// (`Tests/WorkflowsTests/ProjectBrands/`).
@Suite struct ProjectBrandTests {
  /// What the working folder holds before the command runs.
  enum Folder: Sendable {
    /// Nothing.
    case empty
    /// A copy of the shipped brands in `tokens/`.
    case shippedTokens
    /// Only studio in `tokens/`, and `project` as `sptheme.json` when given.
    case studio(project: String?)
    /// An `sptheme.json` with a syntax error.
    case brokenProject
  }

  struct ShellCase: CustomTestStringConvertible, Sendable {
    var name: String
    var folder: Folder
    var arguments: [String]
    var status: Int32
    /// Standard output, exactly, when given.
    var stdout: String?
    /// Pieces of standard output and of standard error, and text standard output lacks.
    var output: [String] = []
    var errors: [String] = []
    var lacks: [String] = []
    /// What else to check in the folder afterwards.
    var after: @Sendable (String) throws -> Void = { _ in }
    var testDescription: String { name }
  }

  static let starterOfAcme =
    "{ \"outputs\": [ { \"format\": \"css\", \"brand\": \"acme\", \"out\": \"web/acme.css\" } ] }\n"

  static let cases = [
    ShellCase(
      name: "init from a brand into tokens/", folder: .shippedTokens,
      arguments: ["init", "harbor", "--from", "fieldnote"], status: 0,
      stdout: """
        created tokens/harbor/ from fieldnote:
          tokens/harbor/harbor.resolver.json
          tokens/harbor/palette.tokens.json
          tokens/harbor/base.tokens.json
          tokens/harbor/light.tokens.json
          tokens/harbor/dark.tokens.json
        wrote sptheme.json with a starter "outputs" (Swift and CSS of harbor): 'sptheme build' writes them
        checks clean. Next: edit the palette, then run 'sptheme check harbor'

        """,
      after: { folder in
        #expect(
          FileManager.default.fileExists(atPath: folder + "/tokens/harbor/harbor.resolver.json"))
      }),
    ShellCase(
      name: "init writes a starter project that builds", folder: .studio(project: nil),
      arguments: ["init", "acme"], status: 0,
      output: ["wrote sptheme.json with a starter \"outputs\""],
      after: { folder in try expectStarterBuilds(folder) }),
    ShellCase(
      name: "a second brand leaves the project file alone",
      folder: .studio(project: starterOfAcme), arguments: ["init", "beta"], status: 0,
      lacks: ["sptheme.json"],
      after: { folder in
        let project = try String(contentsOfFile: folder + "/sptheme.json", encoding: .utf8)
        #expect(project == starterOfAcme)
        #expect(FileManager.default.fileExists(atPath: folder + "/tokens/beta/beta.resolver.json"))
      }),
    ShellCase(
      name: "a project file with a syntax error is refused with its place",
      folder: .brokenProject,
      arguments: ["check", "studio", "--tokens", TestPaths.packageRoot + "/tokens"], status: 2,
      errors: ["sptheme.json:1:", "[json/syntax]"]),
    ShellCase(
      name: "an unknown input lists the valid ones", folder: .empty,
      arguments: ["preview", "--brand", "studio", "--input", "tone=loud"], status: 2,
      errors: ["brand studio has no modifier 'tone'; its modifiers are appearance (light, dark)"]),
  ]

  @Test(arguments: cases)
  func shell(_ item: ShellCase) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tokens = TestPaths.packageRoot + "/tokens"
    switch item.folder {
    case .empty: break
    case .shippedTokens:
      try FileManager.default.copyItem(atPath: tokens, toPath: folder + "/tokens")
    case .studio(let project):
      try FileManager.default.createDirectory(
        atPath: folder + "/tokens", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: tokens + "/studio", toPath: folder + "/tokens/studio")
      try project?.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    case .brokenProject:
      try "{ \"brands\": { ,} }".write(
        toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    }
    let result = try CLIRunner.run(item.arguments, in: folder)
    #expect(result.status == item.status, "\(result.stdout)\(result.stderr)")
    if let stdout = item.stdout { #expect(result.stdout == stdout) }
    for piece in item.output { #expect(result.stdout.contains(piece), "\(result.stdout)") }
    for piece in item.errors { #expect(result.stderr.contains(piece), "\(result.stderr)") }
    for piece in item.lacks { #expect(!result.stdout.contains(piece), "\(result.stdout)") }
    try item.after(folder)
  }

  /// The starter outputs `init` wrote build in process (each made absolute in the folder, as a
  /// run in process never enters it): a Swift file and the brand's CSS.
  static func expectStarterBuilds(_ folder: String) throws {
    let path = folder + "/sptheme.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let absolute = text.replacing(#/"out": "(?!/)/#) { _ in "\"out\": \"\(folder)/" }
    #expect(absolute != text, "\(text)")
    try absolute.write(toFile: path, atomically: true, encoding: .utf8)
    let project = ProjectFile(contentsOf: path)
    let run = BuildRun(
      project: project, catalog: BrandCatalog(project: project, tokensFolder: folder + "/tokens"),
      sourceRoot: folder, projectFolder: folder)
    let report = run.run()
    #expect(report.exitCode == 0, "\(BuildTextWriter().lines(report))")
    let said = BuildTextWriter().lines(report).map(\.text)
    #expect(
      said.contains { $0.hasPrefix("wrote \(folder)/Theme/SPTheme.swift (1 brand, ") }, "\(said)")
    #expect(said.contains { $0.hasPrefix("wrote \(folder)/web/acme.css (1 brand, ") }, "\(said)")
  }
}
