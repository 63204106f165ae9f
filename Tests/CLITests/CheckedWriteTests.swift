import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every write is checked: standard output on a full disk or a broken pipe, and `--out` at a
/// device, a FIFO or a system path.
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

  struct Target: CustomTestStringConvertible, Sendable {
    var path: String
    var message: String
    var testDescription: String { path }
  }

  static let refusedTargets: [Target] = [
    Target(
      path: "/dev/null",
      message:
        "/dev/null: is not a regular file; SPTheme writes only regular files or new paths (it is a system path)"
    ),
    Target(path: "/dev/full", message: "(it is a system path)"),
    Target(path: "/dev/stdout", message: "(it is a system path)"),
    Target(path: "/proc/self/fd/1", message: "(it is a system path)"),
    Target(path: "FIFO", message: "is a FIFO (named pipe), not a regular file"),
    Target(path: "FOLDER", message: "is a folder, not a regular file"),
    Target(path: "LINK", message: "(it leads to /dev/null)"),
  ]

  @Test(arguments: refusedTargets)
  func outRefusesAnythingButARegularFile(_ target: Target) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var path = target.path
    switch path {
    case "FIFO":
      path = folder + "/theme.swift"
      #expect(mkfifo(path, 0o600) == 0)
    case "FOLDER":
      path = folder + "/theme.swift"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case "LINK":
      path = folder + "/theme.swift"
      #expect(symlink("/dev/null", path) == 0)
    default: break
    }
    let result = try CLIRunner.run(["export", "swift", "--brand", "studio", "--out", path])
    #expect(result.status == 2, "exit \(result.status) \(result.stderr)")
    #expect(result.stderr.contains(target.message), "\(result.stderr)")
    #expect(!result.stderr.contains("wrote"), "\(result.stderr)")
    var info = stat()
    #expect(
      stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR,
      "/dev/null is still a device")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy {
        !$0.contains(".tmp-")
      })
  }

  @Test func outWritesThroughALinkToARegularFile() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    FileManager.default.createFile(atPath: folder + "/real.swift", contents: Data("old".utf8))
    #expect(symlink("real.swift", folder + "/Theme.swift") == 0)
    let result = try CLIRunner.run([
      "export", "swift", "--brand", "studio", "--out", folder + "/Theme.swift",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Theme.swift")
    #expect(link == "real.swift", "the link stays a link")
    #expect(
      try String(contentsOfFile: folder + "/real.swift", encoding: .utf8).contains("struct SPTheme")
    )
  }

  @Test func migrateBackupKeepsTheFilesPermissions() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/legacy.tokens.json"
    try FileManager.default.copyItem(atPath: Self.legacy, toPath: file)
    #expect(chmod(file, 0o600) == 0)
    let result = try CLIRunner.run(["migrate", file, "--write"])
    // 1: the file is written, and a Tokens Studio color modifier it cannot apply is listed.
    #expect(result.status == 1, "\(result.stderr)")
    var info = stat()
    #expect(stat(file + ".bak", &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600, "backup mode \(String(info.st_mode & 0o777, radix: 8))")
  }
}
