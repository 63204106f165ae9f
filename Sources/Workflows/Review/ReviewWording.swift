import Theme

/// Every message of `sptheme serve` in one place: the answers of both review servers and the
/// lines the server prints.
public enum ReviewWording {
  /// A request sent to another `Host`.
  public static func misdirected(address: String, port: Int) -> String {
    "misdirected request: this server answers only to \(address):\(port)\n"
  }
  /// A change without this run's token.
  public static let forbidden = "forbidden: a change needs this run's token\n"

  /// A change sent with the token from another site, or from a frame, form or page instead of
  /// the review page's own script.
  public static func foreignContext(_ why: String) -> String {
    "forbidden: a change is taken only from this server's own page (this one came with \(why))\n"
  }
  /// A POST to no action.
  public static let noSuchAction = "no such action\n"
  /// A method other than GET, HEAD and POST.
  public static let methodNotAllowed = "method not allowed\n"
  /// A path that is no route.
  public static let notFound = "not found\n"

  /// `accepted N snapshots`.
  public static func accepted(_ count: Int) -> String {
    "accepted \(count) snapshot\(count == 1 ? "" : "s")\n"
  }
  /// `rejected N snapshots`.
  public static func rejected(_ count: Int) -> String {
    "rejected \(count) snapshot\(count == 1 ? "" : "s")\n"
  }
  /// An acceptance refused, with why.
  public static func nothingAccepted(_ why: String) -> String {
    "nothing was accepted:\n" + why + "\n"
  }
  /// An acceptance that failed for another reason.
  public static func nothingAccepted(error: String) -> String {
    "nothing was accepted: \(error)\n"
  }
  /// A reject naming nothing left to review.
  public static func namesNothing(_ what: String) -> String {
    "'\(what)' names no snapshot still to review\n"
  }

  /// A brand with errors in an appearance, in place of its gallery.
  public static func hasErrors(brand: String, appearance: String, path: String) -> String {
    CheckFailureNote.cannotDraw(brand: brand, appearance: appearance, path: path)
  }
  /// An appearance the brand does not have.
  public static func noAppearance(brand: String, appearance: String) -> String {
    "\(brand) has no appearance '\(appearance)'"
  }

  /// The server's first line: what it serves, where.
  public static func serving(brands count: Int, at url: String) -> String {
    "serving \(count) brand\(count == 1 ? "" : "s") at \(url) (Ctrl-C stops)"
  }
  /// The review server's first line.
  public static func servingReview(differences count: Int, at url: String) -> String {
    "serving the review of \(count) difference\(count == 1 ? "" : "s") at \(url) (Ctrl-C stops)"
  }
  /// A brand read again after a save, or broken by it.
  public static func reloaded(_ reference: String, broken: Bool) -> String {
    broken
      ? "\(SafeText.terminal(reference)) has errors; showing its last good rendering"
      : "\(SafeText.terminal(reference)) reloaded"
  }
  /// The last line, after a stop signal.
  public static let stopped = "stopped"

  /// An operand given to `serve`, which takes brands with `--brand`.
  public static func unexpectedArgument(_ argument: String) -> String {
    "unexpected argument '\(argument)'; give brands with --brand"
  }
  /// `--brand` with `--review`.
  public static let brandWithReview = "--brand does not go with --review (the results name them)"
  /// A port that cannot be listened on; `hintingHost` when the address is not this machine's.
  public static func cannotListen(_ description: String, hintingHost: Bool) -> String {
    "cannot listen on \(description); give another --port (0 picks a free one)"
      + (hintingHost ? " or a --host of this machine" : "")
  }
  /// The results of one shard only.
  public static func shardOnly(path: String, shard: String) -> String {
    "\(path) holds shard \(shard) only; join every shard's results with snapshot merge-reports and review the merged results"
  }
  /// Results whose reference folder is not here.
  public static func noReferenceFolder(_ folder: String, path: String) -> String {
    "the reference folder \(folder) of \(path) does not exist here; run serve from the folder the verify ran in"
  }
}
