import Components
import Foundation
import HTTP
import Render
import TestSupport
import Testing
import Workflows

@testable import Theme
@testable import sptheme

/// The routes of `sptheme serve`, answered in process: the pages, the states drawn with the
/// bytes `snapshot` writes, and every hostile request refused with the right status.
@Suite struct ReviewSiteTests {
  static let port = 8321
  static let host = ["host": "127.0.0.1:\(port)"]

  static func site(_ references: [String] = ["studio", "folio"]) -> ReviewSite {
    let catalog = BrandCatalog(project: nil, tokensFolder: TestPaths.packageRoot + "/tokens")
    return ReviewSite(
      state: ReviewState(references: references, catalog: catalog),
      templates: try! DocsCommand.templates(custom: nil), port: port, address: "127.0.0.1",
      token: "secret")
  }

  struct Case: Sendable, CustomStringConvertible {
    var method = "GET"
    var path: String
    var query: [String: String] = [:]
    var headers: [String: String] = ReviewSiteTests.host
    var status: Int
    var contains: String? = nil
    var description: String { "\(method) \(path) \(headers["host"] ?? "no Host") → \(status)" }
  }

  static let cases: [Case] = [
    Case(path: "/", status: 200, contains: "/brand/studio"),
    Case(path: "/", headers: ["host": "localhost:\(port)"], status: 200),
    Case(
      path: "/brand/folio", query: ["appearance": "dark", "compare": "size:ax5"], status: 200,
      contains: "Folio · dark · ax5"),
    Case(path: "/review.js", status: 200, contains: "EventSource"),
    Case(path: "/docs/index.html", status: 200, contains: "Folio"),
    Case(
      path: "/state", query: ["brand": "studio", "state": "sign-in/rest", "size": "ax5"],
      status: 200, contains: "data-part=\"email.field\""),
    Case(
      path: "/notes", query: ["brand": "studio", "state": "sign-in/invalid"], status: 200,
      contains: "\"foreground\""),
    // DNS rebinding: another Host, or none.
    Case(path: "/", headers: ["host": "evil.example:\(port)"], status: 421),
    Case(path: "/", headers: ["host": "127.0.0.1:1"], status: 421),
    Case(path: "/", headers: [:], status: 421),
    // Nothing is read from the disk: traversals, absolute paths and file names are no routes.
    Case(path: "/../../etc/passwd", status: 404),
    Case(path: "/docs/../../../etc/passwd", status: 404),
    Case(path: "/docs/%2e%2e/%2e%2e/etc/passwd", status: 404),
    Case(path: "/docs//etc/passwd", status: 404),
    Case(path: "/etc/passwd", status: 404),
    Case(path: "/tokens/studio/light.tokens.json", status: 404),
    Case(path: "/brand/../../etc", status: 404),
    Case(path: "/brand/nope", status: 404),
    Case(path: "/state", query: ["brand": "studio", "state": "../../x"], status: 404),
    Case(
      path: "/state", query: ["brand": "studio", "state": "sign-in/rest", "size": "huge"],
      status: 404),
    // A change needs the run's token (no route takes one yet).
    Case(method: "POST", path: "/", status: 403),
    Case(
      method: "POST", path: "/", headers: host.merging(["x-sptheme-token": "wrong"]) { $1 },
      status: 403),
    Case(
      method: "POST", path: "/", headers: host.merging(["x-sptheme-token": "secret"]) { $1 },
      status: 404),
  ]

  @Test(arguments: cases)
  func eachRequestGetsItsStatus(_ expected: Case) {
    let response = Self.site().respond(
      to: HTTPRequest(
        method: expected.method, path: expected.path, query: expected.query,
        headers: expected.headers))
    #expect(response.status == expected.status)
    if let text = expected.contains {
      #expect(response.bodyText.contains(text), "\(response.bodyText.prefix(400))")
    }
    if response.status == 200 {
      #expect(response.header("X-Content-Type-Options") == "nosniff")
    }
  }

  /// A state is the very page `snapshot` writes: the committed reference, byte for byte.
  @Test(arguments: [
    "sign-in.rest.studio.light.large", "login.forgot-password-sent.folio.dark.large",
  ])
  func aStateIsTheSnapshotCIcompares(_ name: String) throws {
    let parts = name.split(separator: ".").map(String.init)
    let response = Self.site().respond(
      to: HTTPRequest(
        path: "/state",
        query: [
          "brand": parts[2], "state": parts[0] + "/" + parts[1], "appearance": parts[3],
          "size": parts[4],
        ], headers: Self.host))
    // The reference as stored, with the folder's shared stylesheet put back.
    let folder = TestPaths.packageRoot + "/Tests/Snapshots"
    let reference = ReferenceStore.restored(
      try String(contentsOfFile: folder + "/\(name).html", encoding: .utf8),
      stylesheet: try String(contentsOfFile: folder + "/snapshot.css", encoding: .utf8))
    #expect(response.status == 200)
    #expect(response.bodyText == reference)
  }

  /// The gallery lists every state of every block, and the pages' gallery escapes what a
  /// brand's names and findings hold.
  @Test func theGalleryListsEveryStateAndEscapes() {
    let page = Self.site().respond(to: HTTPRequest(path: "/brand/studio", headers: Self.host))
    let states = BlockKind.allCases.flatMap(\.catalogue)
    for state in states {
      #expect(page.bodyText.contains("id=\"state-\(state.id)\""), "\(state.id)")
    }
    let hostile = ReviewPage.gallery(
      brand: "<script>alert(1)</script>",
      switchers: [
        ReviewPage.Switcher(
          label: "\"><img>", parameter: "m.x\"", choices: [("a\"b", "<b>")], chosen: "a\"b")
      ],
      cells: [ReviewPage.Cell(id: "x\"y", title: "<i>", frames: [("<c>", "/state?a=\"")])],
      findings: [ReviewPage.Finding(severity: "error", text: "</aside><script>", states: [])],
      error: "</pre><script>")
    #expect(!hostile.contains("<script>alert") && !hostile.contains("</pre><script>"))
    #expect(
      !hostile.contains("<img>") && !hostile.contains("<b>") && !hostile.contains("state-x\"y"))
  }

  /// The event stream greets, then says `reload` once a save moved the generation on.
  @Test func theEventStreamSaysReloadAfterASave() throws {
    let site = Self.site(["studio"])
    let response = site.respond(to: HTTPRequest(path: "/events", headers: Self.host))
    guard case .stream(let next) = response.body else {
      Issue.record("/events is not a stream")
      return
    }
    #expect(String(decoding: next() ?? [], as: UTF8.self).hasPrefix("event: hello"))
    #expect(next() == [], "nothing happened yet")
    site.state.reload(changed: site.state.files)
    #expect(String(decoding: next() ?? [], as: UTF8.self).hasPrefix("event: reload"))
    site.state.stop()
    #expect(next() == nil, "the stream ends when the server stops")
  }

  /// A save that breaks the brand keeps its last good rendering and shows the error above it.
  @Test func aBrokenSaveKeepsTheLastGoodRendering() throws {
    let folder = try CLIRunner.copyOfBrand("studio", as: "review")
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    let catalog = BrandCatalog(project: nil, tokensFolder: folder + "/..")
    let site = ReviewSite(
      state: ReviewState(references: [folder], catalog: catalog),
      templates: try DocsCommand.templates(custom: nil), port: Self.port, address: "127.0.0.1",
      token: "secret")
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"{palette.gray.900}\"",
      with: "\"{palette.gray.9000}\"")
    site.state.reload(changed: [folder + "/light.tokens.json"])
    let page = site.respond(to: HTTPRequest(path: "/brand/review", headers: Self.host))
    #expect(page.bodyText.contains("The last save broke the brand"))
    #expect(page.bodyText.contains("palette.gray.9000"))
    #expect(page.bodyText.contains("id=\"state-sign-in/rest\""), "the last good rendering stays")
    let state = site.respond(
      to: HTTPRequest(
        path: "/state", query: ["brand": "review", "state": "sign-in/rest"], headers: Self.host))
    #expect(state.status == 200)
  }
}
