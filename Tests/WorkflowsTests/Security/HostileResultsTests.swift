import Foundation
import TestSupport
import Testing
import Workflows

@testable import Render

/// A crafted `results.json` cannot make `snapshot --accept` (or `serve --review`) write outside
/// the project: the reference folder it names is confined (``ConfinedPath``). Each fixture is
/// a valid results file whose digests match the folder it names (a missing snapshot, and that
/// folder holds no reference yet), so on a tool that trusts the file the acceptance goes
/// through.
@Suite struct HostileResultsTests {
  /// A project folder (`project/`, with `refs/` and the results in `results/`) and a folder
  /// beside it, `outside/`, that a hostile results file aims at.
  struct Place {
    var root: String
    var project: String { root + "/project" }
    var outside: String { root + "/outside" }

    init() throws {
      root = try TestPaths.temporaryFolder()
      for folder in ["/project/refs", "/project/results", "/outside"] {
        try FileManager.default.createDirectory(
          atPath: root + folder, withIntermediateDirectories: true)
      }
      #expect(symlink(root + "/outside", root + "/project/link") == 0)
    }

    /// Writes `project/results/results.json` naming `references` as the reference folder.
    func writeResults(references: String) throws {
      let name = SnapshotName(
        block: "sign-in", state: "rest", brand: "studio", appearance: "light", size: "large")
      let current = Snapshot(
        name: name, title: "Rest",
        files: ["html": "<p>planted</p>\n", "ansi.txt": "planted\n", "scene.json": "{}\n"])
      let missing = SnapshotComparison.Difference(
        name: name, kind: .missing, files: SnapshotName.extensions, summary: [], diffs: [:],
        reference: [:], current: current)
      let results = SnapshotResults(
        shard: nil, referencesFolder: references,
        scope: .init(brands: ["studio"], blocks: ["sign-in"], sizes: ["large"]),
        comparison: SnapshotComparison(checked: [name], differences: [missing]),
        orphansJudged: true)
      try results.json.serialized().write(
        toFile: project + "/results/results.json", atomically: true, encoding: .utf8)
    }

    func names(_ folder: String) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  struct Hostile: Sendable, CustomTestStringConvertible {
    var name: String
    /// The reference folder the file names (`OUTSIDE` for the absolute path of `outside/`).
    var references: String
    var why: String
    var testDescription: String { name }
  }

  static let hostile = [
    Hostile(
      name: "absolute path", references: "OUTSIDE",
      why: "is an absolute path outside the project folder"),
    Hostile(name: "parent folder", references: "../outside", why: "leaves the project folder"),
    Hostile(
      name: "climbing after a folder", references: "refs/../../outside",
      why: "leaves the project folder"),
    Hostile(
      name: "symbolic link out", references: "link",
      why: "leads out of the project folder through a symbolic link"),
    Hostile(name: "empty", references: "", why: "is empty"),
  ]

  @Test(arguments: hostile)
  func aReferenceFolderOutsideTheProjectIsRefused(_ item: Hostile) throws {
    let place = try Place()
    defer { place.remove() }
    let references = item.references == "OUTSIDE" ? place.outside : item.references
    try place.writeResults(references: references)
    let file = place.project + "/results/results.json"
    let before = try String(contentsOfFile: file, encoding: .utf8)
    let report = SnapshotAcceptRun(
      selector: "all", results: [place.project + "/results"],
      templates: try BuiltInTemplates.snapshots(), projectFolder: place.project
    ).run()
    #expect(report.exitCode == 2)
    guard case .failure(.unreadable(let reasons)) = report.result else {
      Issue.record("accepted: \(report.result)")
      return
    }
    let message = reasons.joined(separator: "\n")
    #expect(message.hasPrefix(file + ":"), "names the file: \(message)")
    #expect(
      message.range(of: #"^[^:]+:\d+:\d+: "#, options: .regularExpression) != nil,
      "names the line and column: \(message)")
    #expect(message.contains("references " + item.why), "\(message)")
    #expect(message.contains("--verify DIR"), "says what to do: \(message)")
    #expect(try place.names(place.outside) == [], "nothing is written outside")
    #expect(try place.names(place.project + "/refs") == [])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == before, "results unchanged")
    // `serve --review` reads the same file: refused before a server starts.
    #expect(throws: ResultsReview.LoadProblem.self) {
      try ResultsReview.load(place.project + "/results", project: place.project)
    }
  }

  /// The same fixture naming the project's own `refs` is accepted: the refusals above are the
  /// confinement's, not a broken fixture's.
  @Test func aReferenceFolderInsideTheProjectIsAccepted() throws {
    let place = try Place()
    defer { place.remove() }
    try place.writeResults(references: "refs")
    let report = SnapshotAcceptRun(
      selector: "all", results: [place.project + "/results"],
      templates: try BuiltInTemplates.snapshots(), projectFolder: place.project
    ).run()
    #expect(report.exitCode == 0, "\(report.result)")
    #expect(
      try place.names(place.project + "/refs").contains("sign-in.rest.studio.light.large.html"))
    #expect(try place.names(place.outside) == [])
    let loaded = try ResultsReview.load(place.project + "/results", project: place.project)
    #expect(loaded.results.referencesFolder == place.project + "/refs")
  }

  /// An absolute path that lands inside the project (a verify given `$PWD/refs`) is the
  /// project's own folder: accepted too.
  @Test func anAbsolutePathInsideTheProjectIsAccepted() throws {
    let place = try Place()
    defer { place.remove() }
    try place.writeResults(references: place.project + "/refs")
    let report = SnapshotAcceptRun(
      selector: "all", results: [place.project + "/results"],
      templates: try BuiltInTemplates.snapshots(), projectFolder: place.project
    ).run()
    #expect(report.exitCode == 0, "\(report.result)")
    #expect(
      try place.names(place.project + "/refs").contains("sign-in.rest.studio.light.large.html"))
  }
}
