import Workflows

/// `sptheme migrate` as its shell runs it, in process: the report and what it prints.
enum ShellMigrate {
  /// Migrates `path`; standard output and standard error as the console writes the lines.
  static func run(_ path: String, write: Bool = false, force: Bool = false) -> (
    report: MigrateReport, status: Int32, stdout: String, stderr: String
  ) {
    let report = MigrateRun(path: path, write: write, force: force).run()
    let lines = MigrateTextWriter().lines(report)
    func text(_ streams: Set<String>) -> String {
      lines.filter { streams.contains("\($0.stream)") }.map {
        ($0.stream == .data ? $0.text : ShellCheck.line($0.text)) + "\n"
      }.joined()
    }
    return (report, report.exitCode, text(["output", "data"]), text(["error"]))
  }
}
