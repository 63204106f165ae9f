import HTTP
import Platform
import Render
import Theme
import Workflows

/// `sptheme serve` over HTTP: each request handed to the ``ReviewRouter`` of Workflows as a
/// value, its answer sent back, and `/events` streamed from the state's generation.
struct ReviewSite: Sendable {
  /// The routes.
  let router: ReviewRouter

  /// The brands served.
  var state: ReviewState { router.state }

  init(
    state: ReviewState, templates: (docs: TemplateLibrary, snapshots: TemplateLibrary),
    port: Int, address: String, token: String
  ) {
    router = ReviewRouter(
      state: state, templates: templates, port: port, address: address, token: token)
  }

  func respond(to request: HTTPRequest) -> HTTPResponse {
    let answer = router.respond(to: ReviewHTTP.request(request))
    return ReviewHTTP.response(answer) { events() }
  }

  /// Server-Sent Events: `hello` at once, then `reload` whenever a save moves the generation
  /// on; a comment every 15 s keeps the connection open; the stream ends when the server stops.
  private func events() -> @Sendable () -> [UInt8]? {
    let state = self.state
    let started = Locked<(generation: Int, greeted: Bool, lastSent: Double)>(
      (state.currentGeneration, false, MonotonicClock.now()))
    return {
      let greeted = started.withLock { value -> Bool in
        defer { value.greeted = true }
        return value.greeted
      }
      if !greeted { return Array("event: hello\ndata: \(state.currentGeneration)\n\n".utf8) }
      for _ in 0..<10 {
        if state.isStopped { return nil }
        let now = state.currentGeneration
        let event = started.withLock { value -> [UInt8]? in
          if now != value.generation {
            value.generation = now
            value.lastSent = MonotonicClock.now()
            return Array("event: reload\ndata: \(now)\n\n".utf8)
          }
          if MonotonicClock.now() - value.lastSent > 15 {
            value.lastSent = MonotonicClock.now()
            return Array(": keep-alive\n\n".utf8)
          }
          return nil
        }
        if let event { return event }
        MonotonicClock.sleep(seconds: 0.01)
      }
      return []
    }
  }
}

/// Between the HTTP module's messages and the review's values.
enum ReviewHTTP {
  /// The request as the routes see it.
  static func request(_ request: HTTPRequest) -> ReviewRequest {
    ReviewRequest(
      method: request.method, path: request.path, query: request.query, headers: request.headers)
  }

  /// The answer to send; `events` makes the stream of an event-stream answer.
  static func response(
    _ answer: ReviewResponse, events: () -> @Sendable () -> [UInt8]? = { { nil } }
  ) -> HTTPResponse {
    switch answer.body {
    case .text(let text):
      HTTPResponse(status: answer.status, headers: answer.headers, body: Array(text.utf8))
    case .events:
      HTTPResponse(status: answer.status, headers: answer.headers, stream: events())
    }
  }
}

/// The review's locks: Platform's pthread mutex, which ThreadSanitizer sees.
struct PlatformReviewLock: ReviewLock {
  private let locked = Locked(())

  /// A new lock for each shared value.
  static let make: ReviewLocks = { PlatformReviewLock() }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    try locked.withLock { _ in try body() }
  }
}

extension ReviewState {
  /// Loads every brand asked for, its shared values under Platform's locks.
  convenience init(references: [String], catalog: BrandCatalog) {
    self.init(references: references, catalog: catalog, locks: PlatformReviewLock.make)
  }
}
