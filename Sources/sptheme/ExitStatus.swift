/// The tool's exit codes.
enum ExitStatus: Int32 {
  /// Everything is fine.
  case ok = 0
  /// Findings: errors in a brand, snapshot mismatches.
  case findings = 1
  /// Usage errors or unreadable input.
  case usage = 2
}
