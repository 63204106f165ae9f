/// Token ids (places in a flat token list) by path, held as 32-bit numbers: a large brand has
/// one per token, in every resolution.
struct TokenIDs: Sendable {
  private var storage: [[String]: Int32] = [:]

  subscript(path: [String]) -> Int? {
    get { storage[path].map(Int.init) }
    set { storage[path] = newValue.map { Int32($0) } }
  }

  mutating func reserveCapacity(_ count: Int) {
    storage.reserveCapacity(count)
  }
}
