import Foundation
import Testing
import Theme
import Workflows

@testable import Render

/// Both servers of `sptheme serve` refuse to be framed by another site (clickjacking): every
/// answer, errors included, carries `Content-Security-Policy` with `frame-ancestors` and
/// `X-Frame-Options`; a change with the right token is still refused from another site or a
/// frame.
@Suite struct ReviewHeaderTests {
  static let host = ReviewRouterTests.host
  static let token = host.merging(["x-sptheme-token": "secret"]) { $1 }

  /// The gallery's router, as the routes' own tests build it (one per use).
  static var router: ReviewRouter { ReviewRouterTests.router }

  /// A review of one missing snapshot whose accepting is counted in `accepted` (and then
  /// fails, as a write that cannot be made does: 500).
  static func review(accepted: Counter<Int>) -> ResultsReview {
    ResultsReview(
      results: ReviewRouterTests.results(), templates: try! BuiltInTemplates.snapshots(),
      port: 8321, address: "127.0.0.1", token: "secret", lock: TestLock(),
      accept: { _, _ in
        accepted.withLock { $0 += 1 }
        throw ReviewRouterTests.WriteFailed()
      }, save: { _ in })
  }

  struct Route: Sendable, CustomTestStringConvertible {
    var method = "GET"
    var path: String
    var query: [String: String] = [:]
    var headers: [String: String] = ReviewHeaderTests.host
    var status: Int
    /// Whether the server's own pages frame it (then `'self'` / `SAMEORIGIN`).
    var framedBySelf = false
    var testDescription: String { "\(method) \(path) → \(status)" }
  }

  static let state = ["brand": "studio", "state": "sign-in/rest"]

  static let routes: [Route] = [
    Route(path: "/", status: 200),
    Route(path: "/brand/studio", status: 200),
    Route(path: "/brand/nope", status: 404),
    Route(path: "/review.css", status: 200),
    Route(path: "/review.js", status: 200),
    Route(path: "/events", status: 200),
    Route(path: "/notes", query: state, status: 200),
    Route(path: "/state", query: state, status: 200, framedBySelf: true),
    Route(
      path: "/state", query: ["brand": "studio", "state": "../x"], status: 404, framedBySelf: true),
    Route(path: "/docs/index.html", status: 200, framedBySelf: true),
    Route(path: "/docs/../../etc/passwd", status: 404, framedBySelf: true),
    Route(path: "/nothing-here", status: 404),
    Route(path: "/", headers: ["host": "evil.example:8321"], status: 421),
    Route(method: "POST", path: "/", status: 403),
    Route(method: "POST", path: "/", headers: token, status: 404),
    Route(method: "DELETE", path: "/", headers: token, status: 404),
  ]

  /// Checks the framing headers of one answer.
  static func expectGuarded(_ response: ReviewResponse, framedBySelf: Bool, _ what: String) {
    let policy = response.header("Content-Security-Policy") ?? ""
    let ancestors = framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'"
    #expect(policy.contains(ancestors), "\(what): \(policy)")
    #expect(
      response.headers.filter { $0.name == "Content-Security-Policy" }.count == 1,
      "\(what): one policy")
    #expect(
      response.header("X-Frame-Options") == (framedBySelf ? "SAMEORIGIN" : "DENY"), "\(what)")
    #expect(response.header("X-Content-Type-Options") == "nosniff", "\(what)")
  }

  @Test(arguments: routes)
  func everyAnswerRefusesToBeFramed(_ route: Route) {
    let response = Self.router.respond(
      to: ReviewRequest(
        method: route.method, path: route.path, query: route.query, headers: route.headers))
    #expect(response.status == route.status)
    Self.expectGuarded(response, framedBySelf: route.framedBySelf, route.testDescription)
  }

  /// The index keeps the policy its scripts and frames need, with `frame-ancestors` added.
  @Test func thePagesKeepTheirPolicy() {
    let response = Self.router.respond(to: ReviewRequest(path: "/", headers: Self.host))
    let policy = response.header("Content-Security-Policy") ?? ""
    #expect(policy.hasPrefix("default-src 'self'; "), "\(policy)")
    #expect(policy.contains("script-src 'self'") && policy.contains("frame-src 'self'"))
    #expect(policy.hasSuffix("; frame-ancestors 'none'"), "\(policy)")
  }

  static let resultsRoutes: [Route] = [
    Route(path: "/", status: 200),
    Route(path: "/report.js", status: 200),
    Route(path: "/review.js", status: 200),
    Route(path: "/missing", status: 404),
    Route(path: "/", headers: ["host": "evil.example:8321"], status: 421),
    Route(method: "POST", path: "/accept", query: ["what": "all"], status: 403),
    Route(method: "PUT", path: "/", headers: token, status: 405),
  ]

  @Test(arguments: resultsRoutes)
  func everyAnswerOfTheResultsReviewRefusesToBeFramed(_ route: Route) {
    let accepted = Counter(0)
    let response = Self.review(accepted: accepted).respond(
      to: ReviewRequest(
        method: route.method, path: route.path, query: route.query, headers: route.headers))
    #expect(response.status == route.status)
    Self.expectGuarded(response, framedBySelf: false, route.testDescription)
  }

  /// What a browser says about a request that another site (or a frame, or a form) makes.
  static let foreign: [[String: String]] = [
    ["origin": "http://evil.example"],
    ["origin": "null"],
    ["origin": "http://127.0.0.1:9999"],
    ["sec-fetch-site": "cross-site"],
    ["sec-fetch-site": "same-site"],
    ["sec-fetch-site": "none"],
    ["sec-fetch-dest": "iframe"],
    ["sec-fetch-dest": "document"],
    [
      "origin": "http://127.0.0.1:8321", "sec-fetch-site": "same-origin", "sec-fetch-dest": "frame",
    ],
  ]

  @Test(arguments: foreign)
  func aChangeFromAnotherSiteOrAFrameIsRefused(_ context: [String: String]) {
    let headers = Self.token.merging(context) { $1 }
    let routed = Self.router.respond(
      to: ReviewRequest(method: "POST", path: "/", headers: headers))
    #expect(routed.status == 403, "\(context)")
    #expect(routed.bodyText.contains("only from this server's own page"), "\(routed.bodyText)")
    Self.expectGuarded(routed, framedBySelf: false, "POST /")
    let accepted = Counter(0)
    let review = Self.review(accepted: accepted)
    let response = review.respond(
      to: ReviewRequest(method: "POST", path: "/accept", query: ["what": "all"], headers: headers))
    #expect(response.status == 403, "\(context)")
    #expect(accepted.withLock { $0 } == 0, "nothing is accepted")
  }

  /// The review page's own script: same origin, `fetch` (`Sec-Fetch-Dest: empty`), the token.
  @Test func aChangeFromTheOwnPageIsTaken() {
    let headers = Self.token.merging([
      "origin": "http://127.0.0.1:8321", "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty",
    ]) { $1 }
    let accepted = Counter(0)
    let response = Self.review(accepted: accepted).respond(
      to: ReviewRequest(method: "POST", path: "/accept", query: ["what": "all"], headers: headers))
    #expect(response.status == 500, "the acceptance ran: \(response.bodyText)")
    #expect(accepted.withLock { $0 } == 1)
  }
}

/// A value shared between the test and a review's callbacks.
final class Counter<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
