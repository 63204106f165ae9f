import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `build` never writes into git's folder, in any letter case (`.GIT/config` is `.git/config`
/// on a case-insensitive file system), nor into a folder of git hooks, even with
/// `--allow-outside-outputs`: the build stops at the output and nothing is written.
@Suite struct BuildGitTests {
  struct Place: CustomTestStringConvertible, Sendable {
    var out: String
    var message: String
    var testDescription: String { out }
  }

  static let places = [
    Place(out: ".git/config", message: "it is inside .git/, which belongs to git"),
    Place(out: ".git/hooks/pre-commit", message: "it is inside .git/"),
    Place(out: ".GIT/config", message: "it is inside .GIT/, which belongs to git"),
    Place(out: ".Git/hooks/post-checkout", message: "it is inside .Git/"),
    Place(out: "sub/.gIt/config", message: "it is inside .gIt/"),
    Place(out: ".husky/pre-commit", message: "it is inside .husky/, whose git hooks run"),
    Place(out: ".HUSKY/pre-push", message: "it is inside .HUSKY/"),
    Place(out: ".githooks/pre-commit", message: "it is inside .githooks/"),
  ]

  @Test(arguments: places) func aGitOrHooksFolderIsRefused(_ place: Place) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = """
      { "outputs": [ { "format": "css", "brand": "folio", "out": "\(folder)/\(place.out)" } ] }
      """
    try text.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let project = ProjectFile(contentsOf: folder + "/sptheme.json")
    let catalog = BrandCatalog(project: project, tokensFolder: "/nonexistent-tokens-folder")
    let report = BuildRun(project: project, catalog: catalog, allowOutside: true).run()
    #expect(report.stopped && report.exitCode == 1 && report.written.isEmpty)
    #expect(report.findings.first?.rule.id == "build/output-place")
    #expect(report.findings.first?.message.contains(place.message) == true, "\(report.findings)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sptheme.json"])
  }
}

/// `build` never writes over a script, executable or not: a sourced `ci/env.sh`, or any file
/// whose first line starts with `#!`.
@Suite struct BuildScriptTests {
  struct Script: CustomTestStringConvertible, Sendable {
    var out: String
    var text: String
    var message: String
    var testDescription: String { out }
  }

  static let scripts = [
    Script(out: "ci/env.sh", text: "export A=1\n", message: "it is a script (.sh)"),
    Script(out: "ci/ENV.BASH", text: "export A=1\n", message: "it is a script (.bash)"),
    Script(out: "tools/run.ps1", text: "Write-Host 1\n", message: "it is a script (.ps1)"),
    Script(out: "web/theme.css", text: "#!/bin/sh\nrm -rf ~\n", message: "it starts with #!"),
  ]

  @Test(arguments: scripts) func aScriptIsNeverWrittenOver(_ script: Script) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/" + script.out
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try script.text.write(toFile: path, atomically: true, encoding: .utf8)
    let text = """
      { "outputs": [ { "format": "css", "brand": "folio", "out": "\(path)" } ] }
      """
    try text.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let project = ProjectFile(contentsOf: folder + "/sptheme.json")
    let catalog = BrandCatalog(project: project, tokensFolder: "/nonexistent-tokens-folder")
    let report = BuildRun(project: project, catalog: catalog, allowOutside: true).run()
    #expect(report.stopped && report.exitCode == 1 && report.written.isEmpty)
    #expect(report.findings.first?.message.contains(script.message) == true, "\(report.findings)")
    #expect(report.findings.first?.message.contains("never writes over a program") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == script.text)
  }

  /// A file that is no script (a stale output, edited by hand) is written over as before.
  @Test func aStaleOutputIsWrittenOver() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = """
      { "outputs": [ { "format": "css", "brand": "folio", "out": "\(folder)/web/folio.css" } ] }
      """
    try text.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: folder + "/web", withIntermediateDirectories: true)
    try "stale\n".write(toFile: folder + "/web/folio.css", atomically: true, encoding: .utf8)
    let project = ProjectFile(contentsOf: folder + "/sptheme.json")
    let catalog = BrandCatalog(project: project, tokensFolder: "/nonexistent-tokens-folder")
    let report = BuildRun(project: project, catalog: catalog, allowOutside: true).run()
    #expect(report.exitCode == 0 && report.written.map(\.outcome) == [.wrote])
  }
}
