/// A request as the server read it: the method, the path (percent-decoded by the server), the
/// query's arguments and the headers (names lowercased).
package struct HTTPRequest: Sendable {
  /// `GET`, `HEAD`, `POST`, …
  package var method: String
  /// The path without its query, decoded (`/brand/studio`).
  package var path: String
  /// The query's arguments, decoded; the last of a repeated name wins.
  package var query: [String: String]
  /// The headers, by lowercased name.
  package var headers: [String: String]

  /// A request (also for tests, which call a site's handler without a server).
  package init(
    method: String = "GET", path: String, query: [String: String] = [:],
    headers: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
  }
}

/// A response: a status, headers and a body that is either all there or a stream.
package struct HTTPResponse: Sendable {
  /// What the body is.
  package enum Body: Sendable {
    /// The whole body.
    case bytes([UInt8])
    /// A body written as it comes: each call returns the next bytes (an empty array: nothing
    /// yet, call again), or `nil` at the end. It runs on the connection's own thread and may
    /// wait a little; it is called until it ends or the client goes away.
    case stream(@Sendable () -> [UInt8]?)
  }

  /// The status code.
  package var status: Int
  /// The headers, in order.
  package var headers: [(name: String, value: String)]
  /// The body.
  package var body: Body

  /// A response with a whole body.
  package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = .bytes(body)
  }

  /// A response with a streamed body.
  package init(
    status: Int, headers: [(name: String, value: String)] = [],
    stream: @escaping @Sendable () -> [UInt8]?
  ) {
    self.status = status
    self.headers = headers
    self.body = .stream(stream)
  }

  /// A text response (`text/plain`, or the type given) in UTF-8.
  package static func text(
    _ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8"
  ) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", type)], body: Array(text.utf8))
  }

  /// The whole body as text (a stream gives an empty string), for tests.
  package var bodyText: String {
    if case .bytes(let bytes) = body { return String(decoding: bytes, as: UTF8.self) }
    return ""
  }

  /// The first header of that name, compared without case.
  package func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}
