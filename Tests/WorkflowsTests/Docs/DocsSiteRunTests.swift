import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme docs` in process: the site it writes and what it says, its templates folder with
/// fallbacks, `--against` and the brands it refuses.
@Suite struct DocsSiteRunTests {
  @Test func writesTheSiteAndSaysWhere() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var events: [DocsRun.Event] = []
    let report = try DocsFixture.run(["folio"]) { events.append($0) }
    #expect(report.exitCode == 0, "\(String(describing: report.stop))")
    #expect(events.isEmpty, "folio passes its check: nothing to say")
    let site = folder + "/site"
    try report.writeFiles(under: site)
    // Every state in each appearance at Large and AX3.
    let snapshots = BlockKind.allCases.flatMap(\.catalogue).count * 2 * 2
    #expect(report.snapshots == snapshots)
    let pages = try FileManager.default.subpathsOfDirectory(atPath: site).filter {
      $0.hasSuffix(".html") && !$0.contains("/snapshots/")
    }
    #expect(report.pages == pages.count)
    #expect(
      DocsWording.wrote(report, to: site) == [
        "wrote the docs of 1 brand (folio) to \(site)/: \(pages.count) pages and \(snapshots) component snapshots",
        "open \(site)/index.html",
      ])
    for page in [
      "index.html", "folio/index.html", "folio/colors.html", "folio/motion.html",
      "folio/components-sign-in.html",
    ] {
      #expect(FileManager.default.fileExists(atPath: site + "/" + page), "missing \(page)")
    }
    #expect(
      FileManager.default.fileExists(
        atPath: site + "/folio/snapshots/sign-in.invalid.folio.dark.ax3.html"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: site + "/folio")
      .filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty, "atomic writes leave no temporary files")
  }

  @Test func ownTemplatesReplaceTheirNamesAndTheRestFallBack() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let own = folder + "/brand-templates"
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    try
      "{{<layout}}{{$content}}<p class=\"ours\">Our own colors page for {{brandName}}</p>{{/content}}{{/layout}}\n"
      .write(toFile: own + "/colors.mustache", atomically: true, encoding: .utf8)
    let report = try DocsFixture.run(["studio"], custom: own)
    #expect(report.exitCode == 0, "\(String(describing: report.stop))")
    func page(_ path: String) throws -> String {
      try #require(report.files.first { $0.path == path }).contents
    }
    let colors = try page("studio/colors.html")
    #expect(colors.contains("<p class=\"ours\">Our own colors page for Studio</p>"))
    #expect(
      colors.contains("<nav class=\"nav\" aria-label=\"Pages\">"),
      "the built-in layout still frames it")
    #expect(
      try page("studio/typography.html").contains("class=\"type-style\""),
      "a template left out falls back to the built-in one")
  }

  @Test func againstAddsAChangesPage() throws {
    let copy = try SnapshotFixture.copyOfBrand("studio", as: "studio")
    let parent = (copy as NSString).deletingLastPathComponent
    defer { SnapshotFixture.removeCopy(copy) }
    try SnapshotFixture.edit(
      copy + "/light.tokens.json", replacing: "\"$ref\": \"#/palette/blue/700\"",
      with: "\"$ref\": \"#/palette/blue/400\"")
    let report = try DocsFixture.run(["studio"], against: parent)
    #expect(report.exitCode == 0, "\(String(describing: report.stop))")
    try report.writeFiles(under: parent + "/site")
    let changes = try String(contentsOfFile: parent + "/site/studio/changes.html", encoding: .utf8)
    #expect(changes.contains("<code>color.accent</code>"))
    #expect(changes.contains("palette.blue.400"), "the other version's chain")
    #expect(changes.contains("palette.blue.700"), "this version's chain")
    #expect(changes.contains("Now fails") || changes.contains("Now passes"))
    #expect(changes.contains("href=\"snapshots/sign-in.rest.studio.light.large.html\""))
    let overview = try String(contentsOfFile: parent + "/site/studio/index.html", encoding: .utf8)
    #expect(overview.contains("href=\"changes.html\""))
  }

  /// A brand that cannot be found stops the run (exit 2) naming it; a templates folder that is
  /// not there is refused before anything runs.
  @Test func whatCannotBeReadIsRefused() throws {
    var events: [DocsRun.Event] = []
    let report = try DocsFixture.run(["nosuch"]) { events.append($0) }
    #expect(report.exitCode == 2)
    guard case .notLoaded(let message) = report.stop else {
      Issue.record("not refused: \(String(describing: report.stop))")
      return
    }
    #expect(message.contains("nosuch"), "\(message)")
    guard case .notLoaded = events.first else {
      Issue.record("said: \(events)")
      return
    }
    #expect(report.files.isEmpty)
    do throws(DocsTemplates.Problem) {
      _ = try DocsTemplates(custom: "/nonexistent-templates")
      Issue.record("a missing templates folder was taken")
    } catch {
      #expect(error.message == "--templates /nonexistent-templates is not a folder")
    }
  }
}
