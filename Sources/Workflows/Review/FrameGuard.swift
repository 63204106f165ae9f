/// The headers that keep the review pages out of other sites' frames (clickjacking): every
/// answer of both servers of `sptheme serve`, errors included, carries a
/// `Content-Security-Policy` with `frame-ancestors` and an `X-Frame-Options`.
///
/// The pages themselves (`/`, `/brand/…`, the results review) may be framed by no page at
/// all: `frame-ancestors 'none'`, `X-Frame-Options: DENY`. The two routes that the review's
/// own pages show in frames (a state drawn, `/state`, and the docs site, `/docs/…`) may be
/// framed by the server's own pages only: `frame-ancestors 'self'`, `SAMEORIGIN`. A page
/// that has a policy of its own keeps it, with `frame-ancestors` added; any other answer gets
/// `default-src 'none'` besides (it is no page, it needs nothing).
enum FrameGuard {
  /// The paths the review's own pages frame.
  static func isFramedBySelf(_ path: String) -> Bool {
    path == "/state" || path.hasPrefix("/docs/")
  }

  /// `response` with the framing headers for `path` (and the other guarded headers).
  static func secured(_ response: ReviewResponse, path: String) -> ReviewResponse {
    var response = response
    let framedBySelf = isFramedBySelf(path)
    let ancestors = "frame-ancestors " + (framedBySelf ? "'self'" : "'none'")
    var headers = response.headers.filter {
      !Self.added.contains($0.name.lowercased())
    }
    if let index = headers.firstIndex(where: {
      $0.name.lowercased() == "content-security-policy"
    }) {
      headers[index].value += "; " + ancestors
    } else if framedBySelf {
      // A page drawn with its own `<meta>` policy: the header only adds who may frame it.
      headers.append(("Content-Security-Policy", ancestors))
    } else {
      headers.append(("Content-Security-Policy", "default-src 'none'; " + ancestors))
    }
    headers.append(("X-Frame-Options", framedBySelf ? "SAMEORIGIN" : "DENY"))
    for header in ReviewResponse.guarded
    where !headers.contains(where: { $0.name.lowercased() == header.name.lowercased() }) {
      headers.append(header)
    }
    response.headers = headers
    return response
  }

  /// The headers ``secured(_:path:)`` sets itself, replaced when an answer has them already.
  private static let added: Set<String> = ["x-frame-options"]
}
