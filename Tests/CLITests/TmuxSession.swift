import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux server of its own (a private socket, `-L sptheme-test-<uuid>`) with one session
/// running `sh` in the package root, for driving full-screen commands like a person would:
/// `send-keys` in, `capture-pane` out. It never touches a user's tmux; `kill()` ends it.
struct TmuxSession {
  let socket = "sptheme-test-\(UUID().uuidString)"
  let target = "play"

  /// Whether tmux is installed (`make test` installs it through `.ci/setup --tests`).
  static var isAvailable: Bool {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// A sanitized test run's settings (`ASAN_OPTIONS=…`), passed on to the shell in the pane.
  static var sanitizerSettings: String {
    ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }.sorted {
      $0.key < $1.key
    }
    .map { "\($0.key)='\($0.value.replacingOccurrences(of: "'", with: ""))' " }.joined()
  }

  /// Starts the server with a `columns` × `rows` window running `sh` in `directory`.
  init(columns: Int = 100, rows: Int = 50, directory: String = TestPaths.packageRoot) throws {
    try tmux(
      [
        "new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows), "-c",
        directory,
        "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=tmux-256color PS1='$ ' \(Self.sanitizerSettings)sh",
      ])
  }

  /// Runs a tmux command on this server; returns its standard output.
  ///
  /// tmux is started with `posix_spawn` and reaped with `waitpid`, its output going through a
  /// temporary file: the first command forks the tmux server, which would keep a pipe open,
  /// and the server must not inherit the test thread's blocked signals (it would never see its
  /// panes' processes end, nor pass SIGWINCH on).
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let outputPath = NSTemporaryDirectory() + "sptheme-tmux-\(UUID().uuidString).out"
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = envp.map { strdup($0) } + [nil]
    defer { for pointer in cArguments + cEnvironment { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, &cEnvironment)
    guard spawned == 0 else { throw TmuxError(message: "cannot start tmux (error \(spawned))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  struct TmuxError: Error {
    var message: String
  }

  /// Types text literally.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", target, "-l", text])
  }

  /// Presses keys by tmux's names (`Enter`, `Escape`, `C-c`, `BTab`).
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", target] + keys)
  }

  /// Runs a shell command line in the pane.
  func run(_ commandLine: String) throws {
    try type(commandLine)
    try press("Enter")
  }

  /// The screen as text, with SGR escapes when `escapes` is true.
  func screen(escapes: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
  }

  /// A pane or window variable (`#{alternate_on}`).
  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Polls the screen until `condition` holds or `timeout` seconds pass; returns the screen
  /// that satisfied it, or records an issue with the last screen and returns nil.
  @discardableResult
  func wait(
    for what: String, timeout: Double = 20, escapes: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) throws -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen(escapes: escapes)
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.03)
    }
    Issue.record(
      "timed out waiting for \(what); the screen:\n\(last)", sourceLocation: sourceLocation)
    return nil
  }

  /// Waits until the screen shows `text`.
  @discardableResult
  func wait(
    forText text: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation
  ) throws
    -> String?
  {
    try wait(for: "'\(text)'", timeout: timeout, sourceLocation: sourceLocation) {
      $0.contains(text)
    }
  }

  /// The process ids of the pane shell's children (the command it runs).
  func foregroundProcesses() throws -> [Int32] {
    let shell = try display("#{pane_pid}")
    let children =
      (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").compactMap { Int32($0) }
  }

  /// Ends the server and everything in it, and removes its socket file.
  func kill() {
    let socketPath = (try? display("#{socket_path}")) ?? ""
    _ = try? tmux(["kill-server"])
    if socketPath.hasSuffix("/" + socket) {
      try? FileManager.default.removeItem(atPath: socketPath)
    }
  }
}
