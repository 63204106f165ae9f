/// What one resolution leaves for the next resolution of the same sources (a brand's other
/// appearance): every token that resolved without a finding, with the tokens its value was
/// read from. The next resolution takes a token over, unparsed, when its definition and what it
/// inherits are the same and every token it depends on was taken over too.
final class ResolutionMemo: Sendable {
  /// A token that resolved without a finding.
  struct Record: Sendable {
    let token: FlatToken
    let entry: TokenResolver.Entry
    /// Its dependencies' places in ``ResolutionMemo/dependencies``.
    let dependencies: Range<Int>
  }

  /// The options the resolution was made with; a memo serves only resolutions with the same.
  let options: TokenOptions
  /// Token ids by path.
  let ids: [[String]: Int]
  /// Records by token id (`nil` for a token that failed or had a finding).
  let records: [Record?]
  /// The ids each record depends on, one record's after another.
  let dependencies: [Int]

  init(options: TokenOptions, ids: [[String]: Int], records: [Record?], dependencies: [Int]) {
    self.options = options
    self.ids = ids
    self.records = records
    self.dependencies = dependencies
  }

  /// The id of the token at `path`, trying `guess` (its id in another resolution) first: tokens
  /// of shared sources usually keep their place.
  func id(of path: [String], guess: Int) -> Int? {
    if guess < records.count, let record = records[guess], record.token.path == path { return guess }
    return ids[path]
  }
}

/// The memo of the latest resolution, shared by every copy of a resolver document.
final class ResolutionMemoSlot: Sendable {
  private let memo = Locked<ResolutionMemo?>(nil)

  /// The latest memo, if it was made with `options`.
  func memo(for options: TokenOptions) -> ResolutionMemo? {
    memo.withLock { $0 }.flatMap { $0.options == options ? $0 : nil }
  }

  /// Keeps `memo` for the next resolution.
  func keep(_ memo: ResolutionMemo) {
    self.memo.withLock { $0 = memo }
  }
}
