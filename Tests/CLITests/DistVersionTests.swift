import Foundation
import TestSupport
import Testing

/// The version `sptheme --version` prints: the base version kept in Sources/CVersion/version.c
/// for a plain build, and for release builds what .ci/version makes of `git describe`.
@Suite struct DistVersionTests {
  /// The base version, read from the one place it is kept.
  static func baseVersion() throws -> String {
    let source = try String(
      contentsOfFile: TestPaths.packageRoot + "/Sources/CVersion/version.c", encoding: .utf8)
    let prefix = "#define SPTHEME_VERSION \""
    let line = source.split(separator: "\n").first { $0.hasPrefix(prefix) }
    return String(line?.dropFirst(prefix.count).dropLast() ?? "")
  }

  /// `swift build` (as the tests build) sets no version, so the binary reports the base one.
  @Test func aPlainBuildReportsTheBaseVersion() throws {
    let base = try Self.baseVersion()
    #expect(!base.isEmpty)
    let result = try CLIRunner.run(["--version"])
    #expect(result.stdout == "sptheme \(base)\n")
  }

  /// Runs git in a folder, as a fixed author.
  static func git(_ arguments: [String], in folder: String) throws {
    let result = try CLIRunner.run(
      ["-c", "user.name=SPTheme", "-c", "user.email=sptheme@example.com"] + arguments,
      in: folder, executable: "/usr/bin/git")
    #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
  }

  /// .ci/version in a scratch copy of what it reads: no git, a commit, uncommitted changes, a
  /// tag, a commit after it, and a tag with a character a file name should not hold.
  @Test(.tags(.install), .fullTier) func releaseBuildsTakeTheVersionFromGit() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for path in [".ci/version", "Sources/CVersion/version.c"] {
      let target = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: TestPaths.packageRoot + "/" + path, toPath: target)
    }
    func version() throws -> String {
      let result = try CLIRunner.run([], in: folder, executable: folder + "/.ci/version")
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    let base = try Self.baseVersion()
    #expect(try version() == base + "\n", "no git: the base version")

    try Self.git(["init", "-q"], in: folder)
    try Self.git(["add", "."], in: folder)
    try Self.git(["commit", "-q", "-m", "first"], in: folder)
    let untagged = try version()
    #expect(untagged.hasPrefix(base + "-g") && !untagged.contains("dirty"), "\(untagged)")

    try "x".write(toFile: folder + "/changed", atomically: true, encoding: .utf8)
    try Self.git(["add", "changed"], in: folder)
    #expect(try version() == String(untagged.dropLast()) + "-dirty\n", "uncommitted changes")

    try Self.git(["commit", "-q", "-m", "second"], in: folder)
    try Self.git(["tag", "v1.2.3"], in: folder)
    #expect(try version() == "1.2.3\n", "a tag, without its v")

    try "y".write(toFile: folder + "/changed", atomically: true, encoding: .utf8)
    try Self.git(["commit", "-q", "-am", "third"], in: folder)
    let after = try version()
    #expect(after.hasPrefix("1.2.3-1-g") && !after.contains("dirty"), "\(after)")

    try Self.git(["tag", "-a", "-m", "odd", "v2.0\"rc<1>"], in: folder)
    #expect(try version() == "2.0_rc_1_\n", "only characters safe in a file name and C")
  }
}
