import ArgumentParsing

/// `check --max-warnings N`: the most warnings a run may have before it fails (exit 1); the
/// count and the error line are ``CheckReport``'s.
struct WarningLimit {
  /// The most warnings allowed; `nil` when warnings never fail the run.
  let maximum: Int?

  /// Reads `--max-warnings` (a whole number, 0 or more).
  init(_ arguments: Arguments<CheckCommand.Options>) throws(UsageError) {
    maximum =
      arguments[\.maxWarnings] == nil ? nil : try arguments.integer(\.maxWarnings)
  }
}
