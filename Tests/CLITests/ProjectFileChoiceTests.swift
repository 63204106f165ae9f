import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the shell decides from the working folder, run as a user runs it: a `sptheme.json`
/// found above is named (and one of another user's is used only in the same git work tree), a
/// project file with errors is refused with exit 2, and a resolver's relative `$ref`s may reach
/// the working folder's other brands. What the project file says is tested in process
/// (`WorkflowsTests/Project`).
@Suite struct ProjectFileChoiceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Fills a fresh temporary folder; returns the working folder and the arguments.
    var setup: @Sendable (String) throws -> (folder: String, arguments: [String])
    var status: Int32?
    var stdout: [String] = []
    var notStdout: [String] = []
    var stderr: [String] = []
    var notStderr: [String] = []
    /// Giving a file to another user takes root; elsewhere the case is not testable here.
    var rootOnly = false
    var testDescription: String { name }
  }

  /// A project in `root`: the shipped brands in `tokens/` and `config` as its sptheme.json.
  static func project(_ root: String, _ config: String) throws {
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens", toPath: root + "/tokens")
    try config.write(toFile: root + "/sptheme.json", atomically: true, encoding: .utf8)
  }

  /// The committed project file that writes two keys twice, in a project.
  static func duplicateKeys(_ arguments: [String]) -> Case {
    Case(
      name: "duplicate keys: \(arguments[0])",
      setup: { root in
        try FileManager.default.createDirectory(
          atPath: root + "/tokens", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
          atPath: TestPaths.packageRoot + "/tokens/studio", toPath: root + "/tokens/studio")
        try FileManager.default.copyItem(
          atPath: HostileCorpusTests.folder + "/duplicate-keys.sptheme.json",
          toPath: root + "/sptheme.json")
        return (root, arguments)
      }, status: 2,
      stderr: [
        "sptheme.json:4:5: error: 'acme' is written twice in the same object; only the second one would count [config/duplicate-key]",
        "first written here (sptheme.json:3:5)",
        "sptheme.json:7:3: error: 'outputs' is written twice in the same object",
      ])
  }

  /// Another user's `sptheme.json` above the working folder, inside a git work tree or not.
  static func foreign(sameWorkTree: Bool) -> Case {
    Case(
      name: "another user's file above, \(sameWorkTree ? "same" : "no") work tree",
      setup: { root in
        try #"{ "brands": { "intruder": { "resolver": "nowhere.resolver.json" } } }"#.write(
          toFile: root + "/sptheme.json", atomically: true, encoding: .utf8)
        #expect(chown(root + "/sptheme.json", 65534, 65534) == 0)
        try FileManager.default.createDirectory(
          atPath: root + "/project", withIntermediateDirectories: true)
        if sameWorkTree {
          try FileManager.default.createDirectory(
            atPath: root + "/.git", withIntermediateDirectories: true)
        }
        return (root + "/project", ["list"])
      }, stdout: sameWorkTree ? ["intruder"] : [], notStdout: sameWorkTree ? [] : ["intruder"],
      rootOnly: true)
  }

  static let cases: [Case] = [
    Case(
      name: "a project file found above is named",
      setup: { root in
        try project(root, #"{ "brands": {} }"#)
        try FileManager.default.createDirectory(
          atPath: root + "/App/Views", withIntermediateDirectories: true)
        return (root + "/App/Views", ["list"])
      }, status: 0,
      stderr: ["note: using the project file ../../sptheme.json (found above this folder)"]),
    Case(
      name: "in the project's own folder there is nothing to say",
      setup: { root in
        try project(root, #"{ "brands": {} }"#)
        return (root, ["list"])
      }, status: 0, notStderr: ["note: using the project file"]),
    Case(
      name: "a project file with errors is refused",
      setup: { root in
        try #"{ "rules": { "contrast/txt": "warning" } }"#.write(
          toFile: root + "/sptheme.json", atomically: true, encoding: .utf8)
        return (root, ["check", "studio"])
      }, status: 2,
      stderr: [
        "error: 'contrast/txt' is not a rule [config/unknown-rule]", "has errors; fix them first",
      ]),
    // Run from the folder that holds both brands, as from a project's root: the working folder
    // makes the project, so folio-like `../studio/` sources are read.
    Case(
      name: "a resolver's relative source in the working folder is read",
      setup: { root in
        try FileManager.default.createDirectory(
          atPath: root + "/brand", withIntermediateDirectories: true)
        let resolver = root + "/brand/brand.resolver.json"
        try """
        { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "../studio/palette.tokens.json" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }] }
        """.write(toFile: resolver, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
          atPath: TestPaths.packageRoot + "/tokens/studio", toPath: root + "/studio")
        return (root, ["check", "--no-contrast", resolver])
      }, stdout: ["theme/missing-role"], notStdout: ["refused to read"]),
    duplicateKeys(["list"]), duplicateKeys(["check", "--no-contrast"]), duplicateKeys(["build"]),
    foreign(sameWorkTree: false), foreign(sameWorkTree: true),
  ]

  @Test(arguments: cases)
  func theWorkingFolderDecides(_ test: Case) throws {
    guard !test.rootOnly || getuid() == 0 else { return }
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (folder, arguments) = try test.setup(root)
    let result = try CLIRunner.run(arguments, in: folder, hangLimit: 120)
    if let status = test.status {
      #expect(result.status == status, "\(result.stdout.suffix(400)) \(result.stderr.prefix(800))")
    }
    for text in test.stdout { #expect(result.stdout.contains(text), "\(text) in \(result.stdout)") }
    for text in test.notStdout {
      #expect(!result.stdout.contains(text), "\(text) in \(result.stdout)")
    }
    for text in test.stderr { #expect(result.stderr.contains(text), "\(text) in \(result.stderr)") }
    for text in test.notStderr {
      #expect(!result.stderr.contains(text), "\(text) in \(result.stderr)")
    }
  }
}
