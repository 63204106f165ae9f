import Foundation
import Testing

/// Runs the built `sptheme` binary with a pinned environment and captures what it prints.
struct CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The run outlived `hangLimit` and was killed: a hang, not a slow run.
    var hung = false
  }

  /// How long a run may take before it counts as hung and is killed. Generous on purpose: it
  /// catches a process that would never end (a blocked `open`, a loop), not a slow one.
  static let defaultHangLimit: TimeInterval = 600

  /// The package root, found from this file's path.
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().path
  }()

  /// The `sptheme` binary built beside the test bundle.
  static let binary: String = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("sptheme").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return packageRoot + "/.build/debug/sptheme"
  }()

  /// Runs `sptheme` (or another `executable`) with arguments, from the package root unless told
  /// otherwise.
  static func run(
    _ arguments: [String], in directory: String = packageRoot,
    environment extra: [String: String] = [:], executable: String = binary,
    hangLimit: TimeInterval = defaultHangLimit
  )
    throws -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ["NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb", "PATH": "/usr/bin:/bin"]
    // A sanitized test run passes its sanitizer settings on to the sanitized binary.
    for (key, value) in ProcessInfo.processInfo.environment where key.hasSuffix("SAN_OPTIONS") {
      environment[key] = value
    }
    environment.merge(extra) { $1 }
    process.environment = environment
    // Output goes to files, not pipes: a child that fills one pipe while the other is being
    // read would wait forever.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outPath = folder + "/stdout"
    let errPath = folder + "/stderr"
    FileManager.default.createFile(atPath: outPath, contents: nil)
    FileManager.default.createFile(atPath: errPath, contents: nil)
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    process.standardOutput = out
    process.standardError = err
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let hung = exited.wait(timeout: .now() + hangLimit) == .timedOut
    if hung {
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(
        decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self),
      stderr: String(
        decoding: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), as: UTF8.self),
      hung: hung)
  }

  /// A fresh temporary folder, removed by the caller with `cleanUp`.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "sptheme-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A copy of a shipped brand in a temporary folder, renamed, for breaking on purpose.
  static func copyOfBrand(_ name: String, as newName: String) throws -> String {
    let folder = try temporaryFolder() + "/" + newName
    try FileManager.default.copyItem(atPath: packageRoot + "/tokens/" + name, toPath: folder)
    if newName != name {
      try FileManager.default.moveItem(
        atPath: folder + "/\(name).resolver.json", toPath: folder + "/\(newName).resolver.json")
    }
    return folder
  }

  /// Runs one of the `.ci/` Python checks with the package's `.venv` interpreter and returns its
  /// exit status and combined output; nil (with an issue recorded) when `.venv` is missing.
  static func runCheck(_ script: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  )? {
    let python = packageRoot + "/.venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("missing \(python): run `make venv` (installs selenium into .venv)")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [packageRoot + "/.ci/" + script] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Replaces the first occurrence of `old` in a file.
  static func edit(_ path: String, replacing old: String, with new: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard let range = text.range(of: old) else {
      Issue.record("\(old) not found in \(path)")
      return
    }
    try text.replacingCharacters(in: range, with: new).write(
      toFile: path, atomically: true, encoding: .utf8)
  }
}

/// Thrown after recording why a test cannot run (a tool that `make test` installs is missing).
struct MissingTool: Error, CustomStringConvertible {
  var name: String
  var description: String { "\(name) is missing: run `make test`, which installs it" }
}
