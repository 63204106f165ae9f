/// A request to a review server, as the routes see it: no socket, no bytes.
public struct ReviewRequest: Sendable {
  /// `GET`, `HEAD`, `POST`…
  public var method: String
  /// The path, without the query (`/brand/studio`).
  public var path: String
  /// The query's parameters, decoded.
  public var query: [String: String]
  /// The headers, names in lower case.
  public var headers: [String: String]

  /// A request (a GET without query or headers unless given).
  public init(
    method: String = "GET", path: String, query: [String: String] = [:],
    headers: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
  }
}

/// A review server's answer as a value: status, headers and a text body, or the event stream
/// that the server keeps open (``Body/events``).
public struct ReviewResponse: Sendable {
  /// What the answer carries.
  public enum Body: Sendable, Equatable {
    /// A text body, sent as UTF-8.
    case text(String)
    /// The page's Server-Sent Events (`hello`, then `reload` after each save), streamed by the
    /// server from ``ReviewState/currentGeneration`` until ``ReviewState/isStopped``.
    case events
  }

  /// The HTTP status.
  public var status: Int
  /// The headers, in order.
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Body

  /// An answer.
  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A text answer of a content type (plain UTF-8 text unless given).
  public static func text(
    _ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8"
  ) -> ReviewResponse {
    ReviewResponse(status: status, headers: [("Content-Type", type)], body: .text(text))
  }

  /// The body's text (empty for the event stream).
  public var bodyText: String {
    if case .text(let text) = body { return text }
    return ""
  }

  /// A header's value, by name in any case.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The headers every answer carries: no sniffing, no caching, no referrer.
  static let guarded: [(name: String, value: String)] = [
    ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
    ("Referrer-Policy", "no-referrer"),
  ]

  /// An HTML page with the pages' Content-Security-Policy.
  static func page(_ html: String) -> ReviewResponse {
    var response = ReviewResponse.text(html, type: "text/html; charset=utf-8")
    response.headers.append(
      (
        "Content-Security-Policy",
        "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; "
          + "frame-src 'self'; connect-src 'self'; img-src 'self' data:; font-src data:; base-uri 'none'; form-action 'none'"
      ))
    return response
  }
}
