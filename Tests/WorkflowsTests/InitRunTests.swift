import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `InitRun`: a brand copied from another, a role map started from a team's own tokens, and
/// what stops either.
@Suite struct InitRunTests {
  @Test func aCopiedBrandChecksCleanAndIsNeverOverwritten() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = InitRun(
      name: "acme", source: .brand("folio", tokensFolder: folder + "/tokens"),
      workingFolder: folder)
    let report = run.run()
    let copied = try #require(report.copied)
    #expect(report.exitCode == 0 && copied.errors == 0 && copied.builtIn)
    #expect(copied.files.contains("acme.resolver.json") && !copied.wroteProject)
    let lines = InitTextWriter().lines(report)
    #expect(lines.count == 1 && lines[0].stream == .output)
    #expect(lines[0].text.hasPrefix("created \(folder)/tokens/acme/ from folio (built in):"))
    let again = run.run()
    #expect(again.exitCode == 2)
    #expect(
      InitTextWriter().lines(again).first?.text.contains(
        "already exists: sptheme init never overwrites")
        == true)
  }

  @Test func aSourceThatCannotBeLoadedStops() throws {
    let report = InitRun(
      name: "acme", source: .brand("nosuch", tokensFolder: "/nonexistent-tokens-folder"),
      workingFolder: nil
    ).run()
    #expect(report.exitCode == 2)
    #expect(
      InitTextWriter().lines(report).first?.text.hasPrefix("error: no brand 'nosuch'") == true)
  }

  /// figma-sds from ../shared/realworld, copied into a fresh project folder.
  static func figmaProject() throws -> (folder: String, starter: (String) -> InitRun) {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestPaths.shared("realworld/figma-sds"), toPath: folder + "/figma-sds")
    let config = folder + "/sptheme.json"
    return (
      folder,
      { tokens in
        let project =
          FileManager.default.fileExists(atPath: config)
          ? ProjectFile(contentsOf: config) : nil
        let catalog = BrandCatalog(project: project, tokensFolder: "/nonexistent-tokens-folder")
        return InitRun(
          name: "mine", source: .tokens(tokens, catalog: catalog, configPath: config),
          workingFolder: folder)
      }
    )
  }

  @Test func aRoleMapIsStartedFromATeamsTokens() throws {
    let (folder, starter) = try Self.figmaProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = starter(folder + "/figma-sds/figma-sds.resolver.json").run()
    let mapped = try #require(report.mapped)
    #expect(report.exitCode == 0 && mapped.startsOutputs && mapped.filledFrom == "studio")
    #expect(mapped.guesses.guesses.count > 10)
    #expect(mapped.check != nil, "the new brand loads")
    let text = InitTextWriter().lines(report).first?.text ?? ""
    #expect(text.contains("appearance: modifier"))
    #expect(text.contains("wrote brand 'mine' into \(folder)/sptheme.json"))
    let project = try String(contentsOfFile: folder + "/sptheme.json", encoding: .utf8)
    #expect(project.contains("\"mine\"") && project.contains("\"outputs\""))
    // The project has the brand now: init never replaces an entry.
    let again = starter(folder + "/figma-sds/figma-sds.resolver.json").run()
    guard case .brandExists = again.failure else {
      Issue.record("\(String(describing: again.failure))")
      return
    }
  }

  struct StopCase: CustomTestStringConvertible, Sendable {
    var name: String
    var tokens: String
    var code: Int32
    var says: String
    var testDescription: String { name }
  }

  static let stopCases = [
    StopCase(
      name: "device", tokens: "/dev/null", code: 2, says: "is not a file or folder of tokens"),
    StopCase(name: "missing", tokens: "nowhere.json", code: 2, says: "nowhere.json'"),
  ]

  @Test(arguments: stopCases) func whatStopsARoleMap(_ item: StopCase) throws {
    let (folder, starter) = try Self.figmaProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tokens = item.tokens.hasPrefix("/") ? item.tokens : folder + "/" + item.tokens
    let report = starter(tokens).run()
    #expect(report.exitCode == item.code)
    let lines = InitTextWriter().lines(report)
    #expect(lines.allSatisfy { $0.stream == .error })
    #expect(lines.contains { $0.text.contains(item.says) }, "\(lines)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/sptheme.json"), "nothing written")
  }

  struct PathCase: Sendable {
    var path: String
    var folder: String
    var relative: String
  }

  @Test(arguments: [
    PathCase(path: "a/b.json", folder: "", relative: "a/b.json"),
    PathCase(path: "a/b.json", folder: "a/", relative: "b.json"),
    PathCase(path: "a/b.json", folder: "c/", relative: "../a/b.json"),
    PathCase(path: "/w/x.json", folder: "/w/d/", relative: "../x.json"),
    PathCase(path: "./a/../a", folder: "a", relative: "."),
  ])
  func pathsAreWrittenRelativeToTheProjectFile(_ item: PathCase) {
    #expect(RoleMapStarter.relative(item.path, from: item.folder, cwd: "/w") == item.relative)
  }
}
