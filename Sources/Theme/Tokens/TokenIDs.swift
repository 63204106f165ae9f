/// Token ids (places in a flat token list) by dotted name, held as 32-bit numbers: a large
/// brand has one per token, in every resolution. The names are the flat tokens' own strings.
struct TokenIDs: Sendable {
  private var storage: [String: Int32] = [:]

  subscript(name name: String) -> Int? {
    get { storage[name].map(Int.init) }
    set { storage[name] = newValue.map { Int32($0) } }
  }

  /// The id of the token at a path of segments.
  subscript(path: [String]) -> Int? {
    storage[TokenPath.display(path)].map(Int.init)
  }

  mutating func reserveCapacity(_ count: Int) {
    storage.reserveCapacity(count)
  }
}
