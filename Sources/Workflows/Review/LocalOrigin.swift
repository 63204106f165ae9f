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

  /// The 403 answer for a change without this run's `token`, or `nil` when it carries it.
  static func forbidden(_ request: ReviewRequest, token: String) -> ReviewResponse? {
    request.headers["x-sptheme-token"] == token
      ? nil : .text(ReviewWording.forbidden, status: 403)
  }
}
