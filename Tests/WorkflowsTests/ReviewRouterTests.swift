import Foundation
import TestSupport
import Testing
import Theme
import Workflows

@testable import Render

/// A lock for tests: Foundation's.
struct TestLock: ReviewLock {
  let lock = NSLock()
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// The routes of `sptheme serve` as values: each request's status, and the decisions of the
/// results review (accept, reject) with the writing left to the caller.
@Suite(.tags(.threads)) struct ReviewRouterTests {
  static let host = ["host": "127.0.0.1:8321"]

  /// A router of its own for each test: one held for the whole process would keep its brands to
  /// the end, where LeakSanitizer cannot see every reference to them (.ci/lsan.supp).
  static var router: ReviewRouter {
    let state = ReviewState(
      references: ["studio"], catalog: Fixtures.builtIn(), locks: { TestLock() })
    let templates = (
      docs: try! BuiltInTemplates.docs(), snapshots: try! BuiltInTemplates.snapshots()
    )
    return ReviewRouter(
      state: state, templates: templates, port: 8321, address: "127.0.0.1", token: "secret")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var method = "GET"
    var path: String
    var query: [String: String] = [:]
    var headers: [String: String] = ReviewRouterTests.host
    var status: Int
    var testDescription: String { "\(method) \(path) → \(status)" }
  }

  static let cases: [Case] = [
    Case(path: "/", status: 200),
    Case(path: "/brand/studio", status: 200),
    Case(path: "/brand/nope", status: 404),
    Case(path: "/review.css", status: 200),
    Case(path: "/events", status: 200),
    Case(path: "/state", query: ["brand": "studio", "state": "sign-in/rest"], status: 200),
    Case(path: "/state", query: ["brand": "studio", "state": "../x"], status: 404),
    Case(path: "/docs/../../etc/passwd", status: 404),
    Case(path: "/", headers: ["host": "evil.example:8321"], status: 421),
    Case(path: "/", headers: [:], status: 421),
    Case(method: "POST", path: "/", status: 403),
    Case(
      method: "POST", path: "/", headers: host.merging(["x-sptheme-token": "secret"]) { $1 },
      status: 404),
  ]

  @Test(arguments: cases)
  func eachRequestGetsItsStatus(_ expected: Case) {
    let response = Self.router.respond(
      to: ReviewRequest(
        method: expected.method, path: expected.path, query: expected.query,
        headers: expected.headers))
    #expect(response.status == expected.status)
    if expected.method == "GET" && expected.status != 421 {
      #expect(response.header("X-Content-Type-Options") == "nosniff")
    }
  }

  @Test func theEventStreamIsLeftToTheServer() {
    let response = Self.router.respond(to: ReviewRequest(path: "/events", headers: Self.host))
    #expect(response.body == .events)
    #expect(response.header("Content-Type") == "text/event-stream")
  }

  @Test func aReloadMovesTheGenerationOn() {
    let state = ReviewState(
      references: ["studio"], catalog: Fixtures.builtIn(), locks: { TestLock() })
    let before = state.currentGeneration
    state.reload(changed: [])
    #expect(state.currentGeneration == before + 1)
    #expect(!state.isStopped)
    state.stop()
    #expect(state.isStopped)
  }

  @Test func aBrandThatDoesNotLoadSaysWhy() {
    let state = ReviewState(
      references: ["no-such-brand"], catalog: Fixtures.builtIn(), locks: { TestLock() })
    #expect(state.all.first?.brand == nil)
    #expect(state.all.first?.error?.isEmpty == false)
  }

  static func results() -> SnapshotResults {
    let name = SnapshotName(
      block: "sign-in", state: "rest", brand: "studio", appearance: "light", size: "large")
    let missing = SnapshotComparison.Difference(
      name: name, kind: .missing, files: ["html"], summary: [], diffs: [:], reference: [:],
      current: nil)
    return SnapshotResults(
      shard: nil, referencesFolder: "refs",
      scope: .init(brands: ["studio"], blocks: ["sign-in"], sizes: ["large"]),
      comparison: SnapshotComparison(checked: [name], differences: [missing]),
      orphansJudged: true)
  }

  struct WriteFailed: Error {}

  /// Accept runs the caller's writing and answers 500 when it fails; reject takes snapshots
  /// off the page and writes nothing; both need the token.
  @Test func theResultsReviewDecidesAndTheCallerWrites() {
    let review = ResultsReview(
      results: Self.results(), templates: try! BuiltInTemplates.snapshots(), port: 8321,
      address: "127.0.0.1", token: "secret", lock: TestLock(),
      accept: { _, _ in throw WriteFailed() }, save: { _ in Issue.record("nothing to save") })
    let token = Self.host.merging(["x-sptheme-token": "secret"]) { $1 }
    func post(_ path: String, _ what: String, _ headers: [String: String]) -> ReviewResponse {
      review.respond(
        to: ReviewRequest(method: "POST", path: path, query: ["what": what], headers: headers))
    }
    #expect(post("/accept", "all", Self.host).status == 403)
    #expect(post("/accept", "all", token).status == 500)
    #expect(post("/reject", "nothing-like-this", token).status == 409)
    let rejected = post("/reject", "all", token)
    #expect(rejected.status == 200)
    #expect(rejected.bodyText == "rejected 1 snapshot\n")
    #expect(
      review.respond(to: ReviewRequest(method: "PUT", path: "/", headers: token)).status == 405)
  }
}
