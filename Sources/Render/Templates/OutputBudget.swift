import Platform

/// The bytes every page of one run may take together, shared by the pages rendered on any
/// thread.
///
/// One page is bounded by ``RenderOptions/maxOutputBytes``, but a run renders thousands of
/// pages: twenty-two small template files that each stay under the page limit once wrote
/// 788 MB in one `snapshot` run. A library given a budget (``TemplateLibrary/outputBudget``)
/// charges every page rendered from it, and the first page past the budget fails with
/// ``TemplateError/Reason/runOutputTooLarge(name:limit:)``.
public final class OutputBudget: Sendable {
  /// The most bytes the run's pages may take together.
  public let limit: Int
  private let spent = Locked(0)

  /// A budget of `limit` bytes.
  public init(limit: Int) {
    self.limit = limit
  }

  /// The bytes charged so far.
  public var total: Int { spent.withLock { $0 } }

  /// Charges `bytes`; `false` (and nothing charged) when that would pass the limit.
  func spend(_ bytes: Int) -> Bool {
    spent.withLock { total in
      guard bytes <= limit - total else { return false }
      total += bytes
      return true
    }
  }
}

extension OutputBudget: Equatable {
  /// Budgets are equal when they are the same budget.
  public static func == (lhs: OutputBudget, rhs: OutputBudget) -> Bool { lhs === rhs }
}
