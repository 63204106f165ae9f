/// What makes a request to a local review server its own: the `Host` it was sent to (the bound
/// address or `localhost`, against DNS rebinding) and the run's token for anything that changes
/// something. One place for both servers of `sptheme serve`.
public enum LocalOrigin {
  /// A secret for one run: 128 random bits in hexadecimal.
  public static func newToken() -> String {
    String(UInt64.random(in: .min ... .max), radix: 16)
      + String(UInt64.random(in: .min ... .max), radix: 16)
  }

  /// The `Host` values a server bound to `address` and `port` answers.
  public static func allowedHosts(address: String, port: Int) -> Set<String> {
    let bound = address.contains(":") ? "[\(address)]" : address
    return ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "\(bound):\(port)"]
  }

  /// The 421 answer for a request sent to another `Host`, or `nil` for one of ours.
  public static func misdirected(_ request: ReviewRequest, address: String, port: Int)
    -> ReviewResponse?
  {
    if let host = request.headers["host"],
      allowedHosts(address: address, port: port).contains(host.lowercased())
    {
      return nil
    }
    return .text(ReviewWording.misdirected(address: address, port: port), status: 421)
  }

  /// The 403 answer for a change without this run's `token`, or from another site or a frame;
  /// `nil` when it carries the token and comes from the server's own page.
  static func forbidden(_ request: ReviewRequest, token: String) -> ReviewResponse? {
    guard request.headers["x-sptheme-token"] == token else {
      return .text(ReviewWording.forbidden, status: 403)
    }
    if let why = foreignContext(request) {
      return .text(ReviewWording.foreignContext(why), status: 403)
    }
    return nil
  }

  /// Why a request that would change something does not come from the server's own page, or
  /// `nil` when it does, judged by the headers a browser sends (each only when present, since
  /// a script on this machine sends none): `Origin` must be this server (`http://` and one of
  /// the allowed hosts of its `Host`), `Sec-Fetch-Site` must be `same-origin`, and
  /// `Sec-Fetch-Dest` must be `empty` (a script's `fetch`, not a frame, form or page).
  static func foreignContext(_ request: ReviewRequest) -> String? {
    if let origin = request.headers["origin"]?.lowercased() {
      let host = request.headers["host"]?.lowercased() ?? ""
      if origin != "http://" + host { return "Origin \(origin)" }
    }
    if let site = request.headers["sec-fetch-site"]?.lowercased(), site != "same-origin" {
      return "Sec-Fetch-Site \(site)"
    }
    if let destination = request.headers["sec-fetch-dest"]?.lowercased(), destination != "empty" {
      return "Sec-Fetch-Dest \(destination)"
    }
    return nil
  }
}
