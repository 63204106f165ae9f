import Foundation
import TestSupport
import Testing

/// What only the shell of `sptheme build` decides, through the built binary: which project file
/// it reads from the working folder or `--config`, a project with nothing to build, the file
/// watcher chosen by the environment, and a reader that goes away. What the run does is tested
/// in process (`Tests/WorkflowsTests/Build/`).
@Suite struct BuildCommandTests {
  /// A project folder holding a copy of the shipped brands in `tokens/` and `config` as its
  /// sptheme.json (none when nil).
  static func project(_ config: String?) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens", toPath: folder + "/tokens")
    if let config {
      try config.write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let threeOutputs = """
    { "outputs": [
        { "format": "swift", "brand": "studio", "out": "App/Theme/SPTheme.swift" },
        { "format": "css", "brand": "folio", "selector": ":root", "out": "web/folio.css" },
        { "format": "json", "brand": "folio", "appearance": "dark", "out": "dist/folio-dark.json" } ] }
    """

  static let oneOutput =
    #"{ "outputs": [ { "format": "css", "brand": "folio", "out": "folio.css" } ] }"#

  /// Where a case runs.
  enum Place: Sendable {
    /// The project's folder.
    case project
    /// A folder below it.
    case below(String)
    /// An empty folder elsewhere, naming the project with `--config`.
    case elsewhere
  }

  /// A project, a command line run somewhere, and what it gives.
  struct ShellCase: CustomTestStringConvertible, Sendable {
    var name: String
    var config: String? = BuildCommandTests.threeOutputs
    var arguments: [String]
    var place = Place.project
    var environment: [String: String] = [:]
    /// Whether the command line is given to `/bin/sh -c` (`$0` is the binary).
    var throughShell = false
    var status: Int32?
    var stdoutPrefix: String?
    /// Pieces of standard error, and how it starts (said before any work).
    var says: [String] = []
    var stderrPrefix: String?
    /// Files that are there afterwards, and files that are not (relative to the project).
    var written: [String] = []
    var notWritten: [String] = []
    var testDescription: String { name }
  }

  static let starter = [
    "\"outputs\": [", "\"format\": \"swift\",", "\"out\": \"Theme/SPTheme.swift\"",
  ]

  static let cases: [ShellCase] =
    [
      // A reader that takes one line and goes away ends the process at its next line; every
      // output is written by then.
      ShellCase(
        name: "a reader that goes away", arguments: ["\"$0\" build | head -1"],
        throughShell: true, stdoutPrefix: "wrote App/Theme/SPTheme.swift",
        written: ["App/Theme/SPTheme.swift", "web/folio.css", "dist/folio-dark.json"]),
      // Paths are relative to the project file wherever the command runs.
      ShellCase(
        name: "below the project", arguments: ["build"], place: .below("App/Sources"), status: 0,
        stdoutPrefix: "wrote App/Theme/SPTheme.swift (1 brand, ",
        written: ["web/folio.css"], notWritten: ["App/Sources/web"]),
      ShellCase(
        name: "--config elsewhere", arguments: ["build", "--config"], place: .elsewhere,
        status: 0, stdoutPrefix: "wrote App/Theme/SPTheme.swift (1 brand, ",
        written: ["App/Theme/SPTheme.swift"]),
      ShellCase(
        name: "no outputs", config: "{ \"brands\": {} }", arguments: ["build"], status: 2,
        says: ["sptheme.json has no \"outputs\", so there is nothing to build"] + starter),
      ShellCase(
        name: "empty outputs", config: "{ \"outputs\": [] }", arguments: ["build"], status: 2,
        says: ["sptheme.json has no \"outputs\", so there is nothing to build"] + starter),
      ShellCase(
        name: "no project", config: nil, arguments: ["build"], status: 2,
        says: ["no sptheme.json here or in a folder above"] + starter),
    ]
    // `SPTHEME_FILE_WATCHER` takes `native` or `poll`; anything else is a usage error, said
    // before any work, by every command that watches.
    + ["build", "preview", "play"].map {
      ShellCase(
        name: "\($0) --watch with an unknown watcher", config: oneOutput,
        arguments: [$0, "--watch"], environment: ["SPTHEME_FILE_WATCHER": "inotify"], status: 2,
        stderrPrefix: "error: SPTHEME_FILE_WATCHER must be one of native, poll, not 'inotify'\n",
        notWritten: ["folio.css"])
    }

  @Test(arguments: cases)
  func shell(_ item: ShellCase) throws {
    let folder = try Self.project(item.config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let elsewhere = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    var arguments = item.arguments
    var directory = folder
    switch item.place {
    case .project: break
    case .below(let path):
      directory = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    case .elsewhere:
      directory = elsewhere
      arguments.append(folder + "/sptheme.json")
    }
    if item.throughShell { arguments = ["-c"] + arguments + [CLIRunner.binary] }
    let result = try CLIRunner.run(
      arguments, in: directory, environment: item.environment,
      executable: item.throughShell ? "/bin/sh" : CLIRunner.binary)
    if let status = item.status { #expect(result.status == status, "\(result.stderr)") }
    if let prefix = item.stdoutPrefix {
      #expect(result.stdout.hasPrefix(prefix), "\(result.stdout)")
    } else {
      #expect(result.stdout.isEmpty, "\(result.stdout)")
    }
    for piece in item.says {
      #expect(result.stderr.contains(piece), "no '\(piece)' in:\n\(result.stderr)")
    }
    if let prefix = item.stderrPrefix {
      #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
    }
    for path in item.written {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(path) not written")
    }
    for path in item.notWritten {
      #expect(!FileManager.default.fileExists(atPath: folder + "/" + path), "\(path) written")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }
}
