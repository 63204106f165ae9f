import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `build` through committed symbolic links: an output inside the project whose folder (or the
/// output itself) is a link leading outside is refused and nothing outside changes, even with
/// `--allow-outside-outputs` (which lets outputs be *named* outside, not be led there).
@Suite struct BuildLinkTests {
  struct Planted: CustomTestStringConvertible, Sendable {
    var name: String
    /// The link planted in the project and the output written (relative to the project).
    var link: String
    var out: String
    /// Whether the link leads to the outside folder or to the secret file in it.
    var toFile: Bool
    var testDescription: String { name }
  }

  static let planted = [
    Planted(name: "folder links out", link: "gen", out: "gen/SPTheme.swift", toFile: false),
    Planted(
      name: "folder links out, new sub-folder", link: "gen", out: "gen/ios/a.css", toFile: false),
    Planted(name: "output links out", link: "web/a.css", out: "web/a.css", toFile: true),
  ]

  @Test(arguments: planted) func aLinkOutOfTheProjectIsNotWrittenThrough(_ item: Planted) throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let project = root + "/project"
    let outside = root + "/outside"
    try FileManager.default.createDirectory(
      atPath: project + "/web", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try "secret\n".write(toFile: outside + "/a.css", atomically: false, encoding: .utf8)
    #expect(symlink(item.toFile ? outside + "/a.css" : outside, project + "/" + item.link) == 0)
    let format = item.out.hasSuffix(".swift") ? "swift" : "css"
    let text = """
      { "outputs": [ { "format": "\(format)", "brand": "folio", "out": "\(project)/\(item.out)" } ] }
      """
    try text.write(toFile: project + "/sptheme.json", atomically: true, encoding: .utf8)
    let file = ProjectFile(contentsOf: project + "/sptheme.json")
    let catalog = BrandCatalog(project: file, tokensFolder: "/nonexistent-tokens-folder")
    let report = BuildRun(project: file, catalog: catalog, allowOutside: true).run()
    #expect(report.exitCode == 2)
    guard case .failed(let why) = report.written.first?.outcome else {
      Issue.record("the output was written: \(report.written)")
      return
    }
    #expect(why.contains("symbolic link") && why.contains("outside"), "\(why)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["a.css"])
    #expect(try String(contentsOfFile: outside + "/a.css", encoding: .utf8) == "secret\n")
  }
}
