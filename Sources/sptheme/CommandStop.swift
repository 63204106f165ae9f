/// A command that stopped part way, once it has said why on standard error: the step that
/// stopped it returns this, and the command's `run` returns its status.
struct CommandStop: Error {
  var exitStatus: ExitStatus

  /// Bad input or a file that could not be written (exit 2).
  static let usage = CommandStop(exitStatus: .usage)
  /// Findings that stop the run (exit 1).
  static let findings = CommandStop(exitStatus: .findings)
}
