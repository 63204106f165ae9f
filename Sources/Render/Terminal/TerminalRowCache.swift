import Theme

/// The snapshot text of canvas rows already written, by color profile and cells: each distinct
/// row is written once for the process.
///
/// Every row starts with the plain pen and ends with it reset, so a row's text follows from its
/// cells and the profile alone. A snapshot matrix repeats most rows (blank rows on the card, the
/// same field in many states, the same block at several text sizes).
enum TerminalRowCache {
  /// The rows' text, by key; 8,192 rows are kept before the cache starts over.
  static let rows = HashedProcessCache<Key, [UInt8]>(capacity: 8192)

  /// A row's profile and cells, hashed once (outside the lock); keys are equal only when their
  /// cells hold the very same bits.
  struct Key: Hashable, Sendable {
    let profile: ColorProfile
    let cells: [Cell]
    let hash: Int

    init(profile: ColorProfile, cells: ArraySlice<Cell>) {
      self.profile = profile
      self.cells = Array(cells)
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for cell in cells { cell.mix(into: &hash) }
      self.hash = Int(truncatingIfNeeded: hash)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
      hasher.combine(profile)
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.hash == rhs.hash && lhs.profile == rhs.profile && lhs.cells.count == rhs.cells.count
        && zip(lhs.cells, rhs.cells).allSatisfy { $0.isIdentical(to: $1) }
    }
  }
}
