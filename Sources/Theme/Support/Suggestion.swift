/// "Did you mean …?": the closest of some names to a name that is not among them.
public enum Suggestion {
  /// The candidate nearest to `name` by edit distance, if it is near enough to be a typo
  /// (at most 2 edits, or a third of the name's length for longer names).
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let best = candidates.map { ($0, TokenResolver.distance($0.lowercased(), name.lowercased())) }
      .min { $0.1 < $1.1 }
    guard let best, best.1 <= max(2, name.count / 3), best.0 != name else { return nil }
    return best.0
  }
}
