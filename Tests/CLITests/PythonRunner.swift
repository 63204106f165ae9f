import Foundation
import TestSupport
import Testing

/// Runs a script of `.ci/` with the project's `.venv` Python.
enum PythonRunner {
  /// The output (stdout, then stderr) and exit status of `.venv/bin/python .ci/SCRIPT ARGS`.
  static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String)
  {
    let python = TestPaths.packageRoot + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record(
        "missing \(python): run `make test`, which installs .ci/requirements.txt into .venv")
      throw MissingTool(name: python)
    }
    let run = try ToolRun.run(python, [TestPaths.packageRoot + "/.ci/" + script] + arguments)
    return (run.status, run.output)
  }
}
