import ArgumentParsing
import Render

/// `--max-output-size N`: how many bytes the pages a run renders from `--templates` may take
/// together (``OutputBudget``). The built-in templates are bounded by the tool itself; a
/// folder of one's own is not, so only runs with `--templates` get a budget.
enum OutputSizeArgument {
  /// The default budget: 512 MiB, beyond any site or snapshot set of a few brands.
  static let defaultLimit = 512 << 20

  /// The budget for this run, or `nil` when it renders the built-in templates only.
  static func budget<O: TakesTemplates>(_ arguments: Arguments<O>) throws(UsageError)
    -> OutputBudget?
  {
    let limit = try arguments.integer(\.rendering.maxOutputSize)
    return arguments[\.rendering.templates] == nil ? nil : OutputBudget(limit: limit)
  }
}
