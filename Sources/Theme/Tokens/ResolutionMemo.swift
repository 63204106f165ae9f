/// What one resolution leaves for the next resolution of the same sources (a brand's other
/// appearance).
///
/// - The merged tree's leading root groups that are still the very same groups (taken unchanged
///   from the same cached source trees, and extending only each other) keep their expansion,
///   their flat tokens and their token ids.
/// - Every token that resolved without a finding is kept with the tokens its value was read
///   from. The next resolution takes a token over, unparsed, when its definition and what it
///   inherits are the same and every token it depends on was taken over too.
final class ResolutionMemo: Sendable {
  /// A token that resolved without a finding (the token itself is the layout's, by the same id).
  struct Record: Sendable {
    let entry: TokenResolver.Entry
    /// Its dependencies' places in ``ResolutionMemo/dependencies``.
    let dependencies: Range<Int32>
  }

  /// The merged tree before expansion, and how it was expanded and flattened.
  struct Layout: Sendable {
    var tree: GroupNode
    /// The expanded root children, in the tree's order.
    var expanded: [TokenNode]
    /// For each root child, the root children its groups' `$extends` name.
    var targets: [String: Set<String>]
    /// Whether expanding reported anything (then nothing of it is reused).
    var clean: Bool
    /// The tokens in document order, and after each root child the count so far.
    var flat: [FlatToken]
    var ends: [Int]
    /// Token ids by dotted name.
    var ids: TokenIDs
  }

  /// The options the resolution was made with; a memo serves only resolutions with the same.
  let options: TokenOptions
  let layout: Layout
  /// Records by token id (`nil` for a token that failed or had a finding).
  let records: [Record?]
  /// The ids each record depends on, one record's after another.
  let dependencies: [Int32]

  init(options: TokenOptions, layout: Layout, records: [Record?], dependencies: [Int32]) {
    self.options = options
    self.layout = layout
    self.records = records
    self.dependencies = dependencies
  }

  /// The id of the token named `name`, trying `guess` (its id in another resolution) first: tokens
  /// of shared sources usually keep their place.
  func id(of name: String, guess: Int) -> Int? {
    if guess < layout.flat.count, layout.flat[guess].name == name { return guess }
    return layout.ids[name: name]
  }

  /// How many of `tree`'s leading root children are the memo's own, unchanged, and extend only
  /// each other: their expansion, flat tokens and ids carry over.
  func reusableChildren(of tree: GroupNode) -> Int {
    let old = layout.tree
    guard layout.clean, tree.extends == nil, old.extends == nil, tree.type == old.type,
      tree.deprecated == old.deprecated
    else { return 0 }
    var count = 0
    while count < min(tree.children.count, old.children.count),
      tree.children[count].name == old.children[count].name,
      case .group(let new) = tree.children[count].node,
      case .group(let before) = old.children[count].node,
      new.isSame(as: before)
    {
      count += 1
    }
    // A group that extends one after the prefix depends on what changed.
    while count > 0 {
      let names = Set(tree.children[..<count].map(\.name))
      if tree.children[..<count].allSatisfy({
        layout.targets[$0.name, default: []].isSubset(of: names)
      }) {
        break
      }
      count -= 1
    }
    return count
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
