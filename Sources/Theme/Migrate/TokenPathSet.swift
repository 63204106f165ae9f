/// The token paths a token tree defines (`color.bg` as `["color", "bg"]`), in 2025.10 form or
/// the classic `value`/`type` form: what tells two sets that are alternatives (the same tokens
/// with other values, such as light and dark) from sets that add tokens to each other.
struct TokenPathSet: Sendable, Equatable {
  /// Every token's path, relative to the tree's root, as one string (its names joined by a
  /// control character): comparing thousands of sets pair by pair hashes strings, not arrays.
  private var keys: Set<String> = []
  /// The paths in document order, for messages that name a few.
  private(set) var ordered: [[String]] = []

  private static func key(_ path: [String]) -> String { path.joined(separator: "\u{1F}") }

  /// The paths of the tokens in `tree`.
  init(_ tree: JSONValue) {
    collect(tree, path: [])
  }

  /// A set of the given paths (for tests and merged contexts).
  init(paths: [[String]]) {
    for path in paths where keys.insert(Self.key(path)).inserted { ordered.append(path) }
  }

  private mutating func collect(_ value: JSONValue, path: [String]) {
    guard case .object(let object) = value else { return }
    if !path.isEmpty, object["$value"] != nil || ClassicToken.isClassic(object) {
      if keys.insert(Self.key(path)).inserted { ordered.append(path) }
      return
    }
    for member in object.members where !member.key.hasPrefix("$") || member.key == "$root" {
      collect(member.value, path: path + [member.key])
    }
  }

  /// How many tokens the tree defines.
  var count: Int { keys.count }

  /// Whether the tree defines no token.
  var isEmpty: Bool { keys.isEmpty }

  /// Whether the tree defines a token at `path`.
  func contains(_ path: [String]) -> Bool { keys.contains(Self.key(path)) }

  /// The paths both define, in this set's order.
  func shared(with other: TokenPathSet) -> [[String]] {
    guard overlap(with: other) > 0 else { return [] }
    return ordered.filter { other.keys.contains(Self.key($0)) }
  }

  /// How many paths both define.
  func overlap(with other: TokenPathSet) -> Int {
    let (small, large) = count <= other.count ? (self, other) : (other, self)
    return small.keys.reduce(0) { $0 + (large.keys.contains($1) ? 1 : 0) }
  }

  /// The share of all their paths that both define (0 when neither defines any): 1 for two
  /// modes of the same collection, near 0 for sets that only touch.
  func similarity(to other: TokenPathSet) -> Double {
    let shared = overlap(with: other)
    let union = count + other.count - shared
    return union == 0 ? 0 : Double(shared) / Double(union)
  }

  /// Whether every path of this set is in `other` and `other` has more.
  func isStrictSubset(of other: TokenPathSet) -> Bool {
    count < other.count && keys.isSubset(of: other.keys)
  }

  /// Whether every path of this set is in `other`.
  func isSubset(of other: TokenPathSet) -> Bool {
    keys.isSubset(of: other.keys)
  }

  /// Both sets' paths.
  func union(_ other: TokenPathSet) -> TokenPathSet {
    var result = self
    for path in other.ordered where result.keys.insert(Self.key(path)).inserted {
      result.ordered.append(path)
    }
    return result
  }

  /// `color.bg`: a path as aliases write it.
  static func dotted(_ path: [String]) -> String { path.joined(separator: ".") }
}
