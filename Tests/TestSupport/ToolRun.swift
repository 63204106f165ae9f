import Foundation

/// One run of a program to its end: its exit status and what it printed.
public struct ToolRun: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
  /// The run outlived its hang limit and was killed: a hang, not a slow run.
  public var hung = false

  /// Standard output and standard error, one after the other.
  public var output: String { stdout + stderr }

  /// How long a run may take before it counts as hung and is killed. Generous on purpose: it
  /// catches a process that would never end (a blocked `open`, a loop), not a slow one.
  public static let defaultHangLimit: TimeInterval = 600

  /// Runs `executable` with `arguments` in `directory`, with `environment` (the test's own when
  /// nil) and `input` on standard input (the test's own when nil), and waits for it. Output goes to files, not pipes: a
  /// child that fills one pipe while the other is being read would wait forever.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil,
    environment: [String: String]? = nil, input: String? = nil,
    hangLimit: TimeInterval = defaultHangLimit
  ) throws -> ToolRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if let environment { process.environment = environment }
    let folder = try TestPaths.temporaryFolder(prefix: "sptheme-run")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paths = (out: folder + "/stdout", err: folder + "/stderr", in: folder + "/stdin")
    for path in [paths.out, paths.err] {
      FileManager.default.createFile(atPath: path, contents: nil)
    }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: paths.out))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: paths.err))
    process.standardOutput = out
    process.standardError = err
    if let input {
      FileManager.default.createFile(atPath: paths.in, contents: Data(input.utf8))
      process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths.in))
    }
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
    func read(_ path: String) -> String {
      String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
    }
    return ToolRun(
      status: process.terminationStatus, stdout: read(paths.out), stderr: read(paths.err),
      hung: hung)
  }
}
