import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `sptheme play` and `preview --watch` end to end: the built binary runs in tmux, keys go in
/// with `send-keys`, and the screen comes back with `capture-pane`. Every wait polls the screen
/// with a timeout; nothing sleeps for a fixed time.
@Suite(.tags(.tmux), .fullTier) struct PlayTerminalTests {
  /// How `--watch` watches files in the watch tests: the system's way, and polling.
  static let watchers = ["native", "poll"]

  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// Starts `sptheme <arguments>` in a fresh tmux server and waits for its first frame; with
  /// `watcher`, `SPTHEME_FILE_WATCHER` names how it watches files.
  static func start(
    _ arguments: String, columns: Int = 100, rows: Int = 50, watcher: String? = nil,
    firstText: String
  )
    throws -> TmuxSession
  {
    // A missing tmux fails the test: `make test` installs it.
    guard TmuxSession.isAvailable else {
      Issue.record(
        "tmux is not installed: run `make test` (or `.ci/setup --tests`), which installs it")
      throw MissingTool(name: "tmux")
    }
    let session = try TmuxSession(columns: columns, rows: rows)
    let variable = watcher.map { "SPTHEME_FILE_WATCHER=\($0) " } ?? ""
    try session.run(
      "\(variable)\(CLIRunner.binary) \(arguments) --color truecolor; echo exited=$?")
    try session.wait(forText: firstText)
    return session
  }

  /// The status line (the first line starting with ` status `) and the line under it.
  static func status(_ screen: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.hasPrefix(" status ") }) else { return "" }
    return lines[index...].prefix(2).joined(separator: "\n")
  }

  /// A copy of folio named inkwell, with studio beside it (folio builds on studio).
  static func copyOfFolio() throws -> String {
    let folder = try CLIRunner.copyOfBrand("folio", as: "inkwell")
    let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: parent + "/studio")
    // The two brands are a project's (a checkout), so inkwell may read ../studio from anywhere.
    try FileManager.default.createDirectory(
      atPath: parent + "/.git", withIntermediateDirectories: true)
    return folder
  }

  /// Removes a copy made by ``copyOfFolio()``, with the studio folder beside it.
  static func remove(_ folder: String) {
    try? FileManager.default.removeItem(
      atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path)
  }

  @Test func shortPasswordIsRefused() throws {
    let session = try Self.start("play sign-in", firstText: "Forgot password?")
    defer { session.kill() }
    try session.type("mara@folio.app")
    try session.press("Enter")
    try session.type("abc")
    try session.press("Enter")
    // The alert and the status line are drawn one after the other: wait for the frame that has both.
    let screen = try session.wait(for: "the refusal and its haptic") { screen in
      screen.contains("That email and password don't match.")
        && Self.status(screen).contains("haptic: error")
    }
    #expect(screen?.contains("•••") == true, "the password shows as dots")
  }

  @Test func signInShowsSpinnerCheckAndSuccess() throws {
    let session = try Self.start("play sign-in", firstText: "Forgot password?")
    defer { session.kill() }
    try session.type("mara@folio.app")
    try session.press("Enter")
    try session.type("correct-horse")
    try session.press("Enter")
    // The stand-in auth takes a second of real time: the spinner turns in Sign in's place…
    try session.wait(for: "the spinner") { screen in
      screen.contains { Self.spinnerFrames.contains($0) }
    }
    // …then the check is held for a second with "Signed in" announced.
    try session.wait(for: "the check, its haptic and the announcement") { screen in
      screen.contains("✓")
        && Self.status(screen).contains("haptic: success · announced: \"Signed in\"")
    }
    try session.wait(forText: "called onSuccess")
  }

  @Test func magicLinkCodeSignsInAndWrongCodeClears() throws {
    let session = try Self.start(
      "play magic-link --time-scale 0.05", firstText: "Continue with email")
    defer { session.kill() }
    try session.type("jo@fieldnote.app")
    try session.press("Enter")
    try session.wait(forText: "Check your inbox")
    // The 30 s countdown runs in 1.5 s.
    try session.wait(for: "Resend ready") {
      $0.contains("Didn't get it? Resend") && !$0.contains("Resend in")
    }
    try session.type("e")
    try session.wait(forText: "Code")
    try session.type("123456")
    let wrong = try session.wait(forText: "That code isn't right.")
    #expect(wrong?.contains("│  1 │") == false, "the boxes are cleared")
    try session.type("246810")
    let signedIn = try session.wait(forText: "announced: \"Signed in\"")
    #expect(signedIn?.contains("│  2 │ │  4 │ │  6 │ │  8 │ │  1 │ │  0 │") == true)
  }

  @Test func resetFlowReachesPasswordUpdated() throws {
    let session = try Self.start("play reset-password --time-scale 0.1", firstText: "Send code")
    defer { session.kill() }
    try session.press("Enter")
    try session.wait(forText: "Enter the code")
    try session.type("135790")
    try session.wait(forText: "Choose a new password")
    try session.type("river-stones-9")
    try session.press("Enter")
    try session.type("river-stones-9")
    try session.press("Enter")
    let done = try session.wait(forText: "Your password is changed.")
    #expect(done?.contains("Password updated") == true)
  }

  @Test func resizeRedraws() throws {
    let session = try Self.start("play sign-in", firstText: "Forgot password?")
    defer { session.kill() }
    try session.tmux(["resize-window", "-t", session.target, "-x", "64", "-y", "30"])
    // The title bar's right end follows the new width, and the footer is rewrapped under it.
    let screen = try session.wait(for: "a 64-column frame") { screen in
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      let title = lines.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      return title.hasSuffix("3/3") && lines.count >= 30 && (lines.first?.count ?? 0) == 63
    }
    #expect(screen?.contains("Forgot password?") == true)
    try session.press("Escape")
    try session.type("q")
    try session.wait(forText: "exited=0")
  }

  @Test(arguments: ["Escape q", "C-c", "SIGTERM", "SIGUSR1", "SIGALRM"])
  func quittingRestoresTheTerminal(_ how: String) throws {
    let session = try Self.start("play sign-in", firstText: "Forgot password?")
    defer { session.kill() }
    #expect(try session.display("#{alternate_on}") == "1")
    switch how {
    case "Escape q":
      try session.press("Escape")
      try session.type("q")
    case "C-c":
      try session.press("C-c")
    default:
      let signal = ["SIGTERM": SIGTERM, "SIGUSR1": SIGUSR1, "SIGALRM": SIGALRM][how] ?? SIGTERM
      for pid in try session.foregroundProcesses() { Glibc.kill(pid, signal) }
    }
    let status =
      ["SIGTERM": "exited=143", "SIGUSR1": "exited=138", "SIGALRM": "exited=142"][how] ?? "exited=0"
    try session.wait(forText: status)
    #expect(try session.display("#{alternate_on}") == "0")
    #expect(try session.display("#{cursor_flag}") == "1", "the cursor is shown again")
    // Echo, line editing and signal keys are back on (no `-echo`, `-icanon`, `-isig`).
    try session.run(
      "stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon -e isig | sort | tr '\\n' ,; echo")
    try session.wait(forText: "echo,icanon,isig,")
  }

  @Test(arguments: Self.watchers) func watchShowsANewColorAndDiagnostics(_ watcher: String) throws {
    let folder = try Self.copyOfFolio()
    defer { Self.remove(folder) }
    let session = try Self.start(
      "play sign-in --watch --brand \(folder)", watcher: watcher, firstText: "Forgot password?")
    defer { session.kill() }
    let file = folder + "/light.tokens.json"
    let red = "48;2;255;0;0"
    #expect(try session.screen(escapes: true).contains(red) == false)
    // An atomic write (temporary file and rename), as editors do.
    try CLIRunner.edit(
      file, replacing: "\"$value\": \"{palette.teal.700}\"",
      with:
        "\"$value\": { \"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\" }")
    try session.wait(for: "the red accent", escapes: true) { $0.contains(red) }
    // A broken file shows its diagnostics instead of the block…
    try CLIRunner.edit(file, replacing: "\"accent\": {", with: "\"accent\": {,")
    let broken = try session.wait(forText: "expected a key in double quotes")
    #expect(broken?.contains("light.tokens.json:") == true)
    // …and the block comes back once it is fixed.
    try CLIRunner.edit(file, replacing: "\"accent\": {,", with: "\"accent\": {")
    try session.wait(for: "the block again", escapes: true) {
      $0.contains(red) && $0.contains("Forgot password?")
    }
  }

  @Test(arguments: Self.watchers) func previewWatchRedrawsOnSave(_ watcher: String) throws {
    let folder = try Self.copyOfFolio()
    defer { Self.remove(folder) }
    let session = try Self.start(
      "preview --watch --appearance light --brand \(folder)", watcher: watcher,
      firstText: "Forgot password?")
    defer { session.kill() }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"$value\": \"{palette.teal.700}\"",
      with:
        "\"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 1, 0], \"hex\": \"#00ff00\" }")
    try session.wait(for: "the green accent", escapes: true) { $0.contains("48;2;0;255;0") }
    try session.type("q")
    try session.wait(forText: "exited=0")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  @Test(arguments: Self.watchers) func watchRefusesAFIFOAndStillQuits(_ watcher: String) throws {
    let folder = try Self.copyOfFolio()
    defer { Self.remove(folder) }
    let session = try Self.start(
      "preview --watch --appearance light --brand \(folder)", watcher: watcher,
      firstText: "Forgot password?")
    defer { session.kill() }
    // An editor (or an attacker) puts a FIFO where a token file was: reading it must not block.
    try FileManager.default.removeItem(atPath: folder + "/light.tokens.json")
    #expect(mkfifo(folder + "/light.tokens.json", 0o600) == 0)
    try session.wait(forText: "not a regular file")
    try session.type("q")
    try session.wait(forText: "exited=0")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  @Test(arguments: Self.watchers) func watchRecoversAfterTheFolderIsRecreated(_ watcher: String)
    throws
  {
    let folder = try Self.copyOfFolio()
    let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let session = try Self.start(
      "preview --watch --appearance light --brand \(folder)", watcher: watcher,
      firstText: "Forgot password?")
    defer { session.kill() }
    try FileManager.default.copyItem(atPath: folder, toPath: parent + "/away")
    try FileManager.default.removeItem(atPath: folder)
    try session.wait(forText: "no brand")
    // The folder comes back (a checkout, a sync), with a green accent.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    for file in try FileManager.default.contentsOfDirectory(atPath: parent + "/away") {
      try FileManager.default.copyItem(
        atPath: parent + "/away/" + file, toPath: folder + "/" + file)
    }
    try CLIRunner.edit(
      folder + "/light.tokens.json", replacing: "\"$value\": \"{palette.teal.700}\"",
      with:
        "\"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 1, 0], \"hex\": \"#00ff00\" }")
    try session.wait(for: "the green accent", escapes: true) { $0.contains("48;2;0;255;0") }
    try session.type("q")
    try session.wait(forText: "exited=0")
  }
}
