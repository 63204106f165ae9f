import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme serve --review RESULTS`: a reviewer in Chromium accepts one cause and one snapshot,
/// and exactly those references are rewritten. The references and results are made in process;
/// only the server and the browser are real.
@Suite struct ReviewAcceptTests {
  /// Every file of a folder with its bytes.
  static func contents(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[file] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
    }
    return result
  }

  /// `snapshot --verify refs --brand folio --block sign-in,magic-link,provider-stack` of a
  /// folder holding `tokens/` and `refs/`.
  static func verifyFolio(_ folder: String, record: SnapshotRecordMode = .never, results: String?)
    throws -> SnapshotRunReport
  {
    let catalog = BrandCatalog(project: nil, tokensFolder: folder + "/tokens")
    let themes = try SnapshotThemes.make(["folio"]) { reference throws(BrandError) in
      try catalog.brand(reference)
    }.get()
    return SnapshotRun(
      themes: themes, blocks: [.signIn, .magicLink, .providerStack],
      templates: try SnapshotRun.templates(nil),
      mode: .verify(
        .init(
          folder: folder + "/refs", record: record, resultsFolder: results.map { folder + "/" + $0 }
        ))
    ).run()
  }

  /// A folder with copies of studio's and folio's tokens, folio's references recorded into
  /// `refs/`, its light accent changed since, and the results of verifying it in `res/`. An
  /// empty `sptheme.json` makes the folder a project, so folio reads studio's files.
  static func changedFolio() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let manager = FileManager.default
    try "{}\n".write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    try manager.createDirectory(atPath: folder + "/refs", withIntermediateDirectories: true)
    for brand in ["studio", "folio"] {
      try manager.copyItem(
        atPath: TestPaths.packageRoot + "/tokens/" + brand, toPath: folder + "/tokens/" + brand)
    }
    _ = try verifyFolio(folder, record: .all, results: nil)
    try CLIRunner.edit(
      folder + "/tokens/folio/light.tokens.json", replacing: "{palette.teal.700}",
      with: "{palette.teal.950}")
    #expect(try verifyFolio(folder, results: "res").exitCode == 1)
    return folder
  }

  @Test(.tags(.chromium, .python), .fullTier) func acceptingInTheBrowserRewritesThoseReferences()
    throws
  {
    let folder = try Self.changedFolio()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refs = folder + "/refs"
    let causes = try ResultsReview.load(folder + "/res", project: NSTemporaryDirectory()).results
      .causes
    let accent = Set(
      try #require(causes.groups.first { $0.isNamed(by: "color.accent") }).names.map(\.description))
    let bytesOnly = causes.bytesOnly.map(\.description)
    let snapshot = try #require(bytesOnly.first)
    let before = try Self.contents(refs)

    let server = try ServeCommandTests.Server(["--review", "res"], in: folder)
    defer { _ = server.stop() }
    #expect(server.url.hasPrefix("http://127.0.0.1:"), "\(server.url)")
    let (status, output) = try PythonRunner.run(
      "review_check.py", [server.url, "folio:color.accent", snapshot])
    #expect(status == 0, "\(output)")

    let after = try Self.contents(refs)
    let written = Set(after.keys).union(before.keys).filter { before[$0] != after[$0] }
    let stems = Set(
      written.filter { $0 != "roles.json" && $0 != "index.html" }.map {
        $0.components(separatedBy: ".").prefix(5).joined(separator: ".")
      })
    #expect(
      stems == accent.union([snapshot]), "\(stems.symmetricDifference(accent.union([snapshot])))")
    #expect(written.contains("roles.json"))
    let verify = try Self.verifyFolio(folder, results: nil)
    #expect(
      SnapshotTextWriter().text(verify)?.hasPrefix(
        "\(bytesOnly.count - 1) changed snapshots, by cause:\n  \(bytesOnly.count - 1) snapshots differ in bytes only"
      ) == true, "\(SnapshotTextWriter().text(verify) ?? "")")
  }
}
