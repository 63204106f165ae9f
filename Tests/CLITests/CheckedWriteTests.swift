import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every write to standard output is checked: on a full disk, an error; on a broken pipe, a
/// quiet end. (`--out` at a device, a FIFO or a system path, and a backup's permissions:
/// `Tests/WorkflowsTests/Export/`.)
@Suite struct CheckedWriteTests {
  static let legacy =
    TestPaths.packageRoot + "/Tests/ThemeTests/Migrate/Fixtures/tokens-studio.tokens.json"

  /// Runs `sptheme` with standard output sent to `stdout`.
  static func run(_ arguments: [String], stdout: FileHandle) throws -> (
    status: Int32, signalled: Bool, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: TestPaths.packageRoot)
    process.environment = [
      "NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb", "PATH": "/usr/bin:/bin",
    ]
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    FileManager.default.createFile(atPath: folder + "/stderr", contents: nil)
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/stderr"))
    process.standardOutput = stdout
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try err.close()
    let text = (try? String(contentsOfFile: folder + "/stderr", encoding: .utf8)) ?? ""
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal, text)
  }

  static let printing: [[String]] = [
    ["check", "studio"], ["check", "--format", "sarif", "studio"],
    ["check", "--format", "json", "studio"],
    ["list"], ["preview", "--brand", "studio"], ["export", "swift", "--brand", "studio"],
    ["export", "css", "--brand", "studio"], ["migrate", legacy],
  ]

  @Test(arguments: printing)
  func fullDiskOnStandardOutputIsAnError(_ arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try Self.run(arguments, stdout: full)
    #expect(
      result.status == 2 && !result.signalled,
      "\(arguments): exit \(result.status) \(result.stderr)")
    #expect(
      result.stderr.contains("error: cannot write to standard output: no space left on the device"),
      "\(arguments): \(result.stderr)")
  }

  @Test(arguments: printing)
  func brokenPipeEndsQuietly(_ arguments: [String]) throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let result = try Self.run(arguments, stdout: pipe.fileHandleForWriting)
    // Either killed by SIGPIPE, or told EPIPE and ended with 141: quietly, never exit 0.
    #expect(
      (result.signalled && result.status == SIGPIPE) || result.status == 141,
      "\(arguments): exit \(result.status)")
    #expect(!result.stderr.contains("error"), "\(arguments): \(result.stderr)")
  }
}
