import Foundation
import Testing

/// Runs a script of `.ci/` with the project's `.venv` Python.
enum PythonRunner {
  /// The output (stdout and stderr together) and exit status of `.venv/bin/python .ci/SCRIPT ARGS`.
  static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String)
  {
    let python = CLIRunner.packageRoot + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record(
        "missing \(python): run `make test`, which installs .ci/requirements.txt into .venv")
      throw MissingTool(name: python)
    }
    let folder = try CLIRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outPath = folder + "/out"
    FileManager.default.createFile(atPath: outPath, contents: nil)
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [CLIRunner.packageRoot + "/.ci/" + script] + arguments
    process.standardOutput = out
    process.standardError = out
    try process.run()
    process.waitUntilExit()
    try out.close()
    let text = String(
      decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self)
    return (process.terminationStatus, text)
  }
}
