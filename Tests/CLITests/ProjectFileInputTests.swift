import Foundation
import TestSupport
import Testing

/// `sptheme.json` is input like a token file: a key written twice is refused with both places,
/// reading is linear in its size, and a file past the size limit is never read whole (for
/// reading or for a code frame).
@Suite struct ProjectFileInputTests {
  /// A folder holding studio in `tokens/` and `config` as its sptheme.json.
  static func project(_ write: (String) throws -> Void) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder + "/tokens", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder + "/tokens/studio")
    try write(folder + "/sptheme.json")
    return folder
  }

  @Test(arguments: [["list"], ["check", "--no-contrast"], ["build"]])
  func duplicateKeysAreRefused(_ arguments: [String]) throws {
    let folder = try Self.project { path in
      try FileManager.default.copyItem(
        atPath: HostileCorpusTests.folder + "/duplicate-keys.sptheme.json", toPath: path)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(arguments, in: folder, hangLimit: 120)
    #expect(result.status == 2, "\(arguments): exit \(result.status) \(result.stderr.prefix(800))")
    #expect(
      result.stderr.contains(
        "sptheme.json:4:5: error: 'acme' is written twice in the same object; only the second one would count [config/duplicate-key]"
      ), "\(result.stderr.prefix(1200))")
    #expect(result.stderr.contains("first written here (sptheme.json:3:5)"))
    #expect(
      result.stderr.contains(
        "sptheme.json:7:3: error: 'outputs' is written twice in the same object"))
  }

  /// 16,000 role entries: reading located each member with a scan of the whole file (4,000 took
  /// 40 s in a debug build, 16,000 several minutes); now well under a second. The test holds no
  /// stopwatch (times belong to `make bench`): a quadratic reading outlives the hang limit.
  @Test func sixteenThousandRolesReadInLinearTime() throws {
    let folder = try Self.project { path in
      let roles = (0..<16_000).map { "\"color.r\($0)\": \"{color.x\($0)}\"" }
      try """
      { "brands": { "acme": { "resolver": "tokens/studio/studio.resolver.json",
        "roles": { \(roles.joined(separator: ",\n")) } } } }
      """.write(toFile: path, atomically: true, encoding: .utf8)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIRunner.run(
      ["check", "--no-contrast", "--max-errors", "0", "acme"], in: folder, hangLimit: 120)
    #expect(!result.hung, "reading sptheme.json did not finish within 120 s")
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("'color.r15999' is not an SPTheme role"),
      "\(result.stdout.suffix(600))")
  }

  /// An 8 GB file (sparse, so the test takes no disk) is refused by its size, before a byte of
  /// it is read, as the project file and as a token file with a code frame to print.
  @Test(arguments: ["sptheme.json", "huge.tokens.json"])
  func aFileOverTheLimitIsNeverReadWhole(_ name: String) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/" + name
    try #"{ "brands": {} }"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(truncate(path, 8 << 30) == 0)
    let result = try CLIRunner.run(
      name == "sptheme.json" ? ["list"] : ["check", "--no-contrast", name], in: folder,
      hangLimit: 120)
    #expect(!result.hung, "an 8 GB file was read")
    #expect(result.status == 2 || result.status == 1, "\(result.stderr.prefix(600))")
    #expect((result.stdout + result.stderr).contains("8589934592"), "\(result.stderr.prefix(600))")
  }
}

/// Budgets of one run that a flag raises have an upper bound.
@Suite struct RunBudgetTests {
  @Test(arguments: ["4097", "1000000", "9223372036854775807"])
  func maxPermutationsHasAnUpperBound(_ value: String) throws {
    let result = try CLIRunner.run([
      "check", "--no-contrast", "--max-permutations", value, "studio",
    ])
    #expect(result.status == 2, "exit \(result.status) \(result.stderr.prefix(400))")
    #expect(
      result.stderr.contains("--max-permutations must be at most 4096, not \(value)"),
      "\(result.stderr.prefix(400))")
  }

  @Test func maxPermutationsAtTheBoundRuns() throws {
    let result = try CLIRunner.run([
      "check", "--no-contrast", "--max-permutations", "4096", "studio",
    ])
    #expect(result.status == 0, "\(result.stderr.prefix(400))")
  }
}

/// A `sptheme.json` in a folder above the working folder is the project's only when it is in
/// the same git work tree or belongs to the user running the command.
@Suite struct ForeignProjectFileTests {
  @Test(arguments: [false, true])
  func anotherUsersFileAboveIsUsedOnlyInTheSameWorkTree(_ sameWorkTree: Bool) throws {
    // Giving a file to another user takes root; elsewhere the rule is not testable here.
    guard getuid() == 0 else { return }
    let root = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try #"{ "brands": { "intruder": { "resolver": "nowhere.resolver.json" } } }"#.write(
      toFile: root + "/sptheme.json", atomically: true, encoding: .utf8)
    #expect(chown(root + "/sptheme.json", 65534, 65534) == 0)
    try FileManager.default.createDirectory(
      atPath: root + "/project", withIntermediateDirectories: true)
    if sameWorkTree {
      try FileManager.default.createDirectory(
        atPath: root + "/.git", withIntermediateDirectories: true)
    }
    let result = try CLIRunner.run(["list"], in: root + "/project")
    #expect(
      result.stdout.contains("intruder") == sameWorkTree,
      "\(result.stdout.suffix(400)) \(result.stderr.prefix(400))")
  }
}
