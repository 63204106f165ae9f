import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A long-running loop stops within a second of q, Ctrl-C, SIGTERM or SIGHUP even while it is
/// computing: a saved token file that takes seconds to resolve (8,000 alias bombs, the hostile
/// corpus's `many-alias-bombs`) once kept `preview --watch` deaf until the reload ended, and
/// `build --watch` until the build ended. The terminal comes back either way.
@Suite(.tags(.tmux), .fullTier) struct StopWhileBusyTests {
  /// Writes the slow file over a brand's light set.
  static func makeSlow(_ folder: String) throws {
    let slow = try #require(HostileCorpusTests.generated.first { $0.name == "many-alias-bombs" })
    try slow.write(folder + "/light.tokens.json.new")
    rename(folder + "/light.tokens.json.new", folder + "/light.tokens.json")
  }

  /// How long the loop may take to stop: the watchdog's half-second grace, its 50 ms look and a
  /// loaded machine's slack.
  static let limit = 1.5

  @Test(arguments: ["q", "C-c", "SIGTERM", "SIGHUP"])
  func previewWatchStopsWhileReloading(_ how: String) throws {
    let folder = try PlayTerminalTests.copyOfFolio()
    defer { PlayTerminalTests.remove(folder) }
    let session = try PlayTerminalTests.start(
      "preview --watch --appearance light --brand \(folder)", firstText: "Forgot password?")
    defer { session.kill() }
    try Self.makeSlow(folder)
    // The reload has begun (the file is read at once) and lasts seconds.
    Thread.sleep(forTimeInterval: 0.8)
    let asked = Date()
    switch how {
    case "q": try session.type("q")
    case "C-c": try session.press("C-c")
    default:
      for pid in try session.foregroundProcesses() {
        Glibc.kill(pid, how == "SIGHUP" ? SIGHUP : SIGTERM)
      }
    }
    let status =
      ["q": "exited=0", "C-c": "exited=130", "SIGTERM": "exited=143"][how] ?? "exited=129"
    try session.wait(forText: status, timeout: 10)
    let took = Date().timeIntervalSince(asked)
    #expect(took < Self.limit, "stopped after \(took) s")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func buildWatchStopsWhileBuilding(_ signal: Int32) throws {
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/tokens", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: root + "/tokens/studio")
    try #"{ "outputs": [{ "format": "css", "brand": "studio", "out": "web/studio.css" }] }"#.write(
      toFile: root + "/sptheme.json", atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
    process.arguments = ["build", "--watch"]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let output = root + "/out.txt"
    FileManager.default.createFile(atPath: output, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    defer { if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) } }
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline,
      !((try? String(contentsOfFile: output, encoding: .utf8))?.contains("watching") ?? false)
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    try Self.makeSlow(root + "/tokens/studio")
    Thread.sleep(forTimeInterval: 0.8)
    let asked = Date()
    Glibc.kill(process.processIdentifier, signal)
    let stopped = ended.wait(timeout: .now() + 10) == .success
    let took = Date().timeIntervalSince(asked)
    #expect(stopped && took < Self.limit, "stopped: \(stopped), after \(took) s")
    #expect(
      process.terminationStatus == 128 + signal || process.terminationReason == .uncaughtSignal)
  }
}
