/// `check --max-warnings N`: the most warnings a run may have before it fails (exit 1), as
/// ESLint's and Terrazzo's lint count them. Warnings are counted after the project's rule
/// settings, over every brand of the run.
struct WarningLimit {
  /// The most warnings allowed; `nil` when warnings never fail the run.
  let maximum: Int?

  /// Reads `--max-warnings` (a whole number, 0 or more).
  init(_ arguments: Arguments<CheckCommand.Options>) throws(UsageError) {
    maximum =
      arguments[\.maxWarnings] == nil ? nil : try arguments.integer(\.maxWarnings)
  }

  /// The error line when `count` warnings are more than allowed, else `nil`.
  func failure(warnings count: Int) -> String? {
    guard let maximum, count > maximum else { return nil }
    return
      "error: \(count) warning\(count == 1 ? "" : "s"), more than --max-warnings \(maximum) allows; fix them, or set their rules' severity in sptheme.json's \"rules\""
  }
}
