import Foundation
import TestSupport
import Testing

/// `sptheme migrate FOLDER` on a copy of Tokens Studio's lion set, and `check --max-errors`,
/// run as a user runs them.
@Suite struct MigrateFolderTests {
  static let lion = TestPaths.packageRoot + "/../shared/realworld/tokens-studio-lion/tokens"

  @Test func aTokensStudioFolderIsWrittenOnceThenChecked() throws {
    #expect(
      FileManager.default.fileExists(atPath: Self.lion),
      "missing \(Self.lion): clone the project beside shared/")
    let folder = try TestPaths.temporaryFolder() + "/tokens"
    defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
    try FileManager.default.copyItem(atPath: Self.lion, toPath: folder)

    let dryRun = try CLIRunner.run(["migrate", folder])
    #expect(dryRun.status == 0, "\(dryRun.stderr)")
    #expect(dryRun.stderr.contains("would write \(folder)/tokens.resolver.json"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/tokens.resolver.json"))

    let write = try CLIRunner.run(["migrate", folder, "--write"])
    #expect(write.status == 0, "\(write.stderr)")
    #expect(write.stderr.contains("55 changes; wrote 10 files"), "\(write.stderr)")
    #expect(write.stderr.contains("$themes.json → tokens.resolver.json"))

    // A second run replaces nothing without --force, and says so for every file.
    let before = try String(contentsOfFile: folder + "/tokens.resolver.json", encoding: .utf8)
    try "{}".write(toFile: folder + "/tokens.resolver.json", atomically: true, encoding: .utf8)
    let again = try CLIRunner.run(["migrate", folder, "--write"])
    #expect(again.status == 2)
    #expect(
      again.stderr.contains(
        "tokens.resolver.json exists; wrote nothing (add --force to replace it)"))
    #expect(try String(contentsOfFile: folder + "/tokens.resolver.json", encoding: .utf8) == "{}")
    let forced = try CLIRunner.run(["migrate", folder, "--write", "--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try String(contentsOfFile: folder + "/tokens.resolver.json", encoding: .utf8) == before)

    // The brand it wrote has no DTCG errors: only the SPTheme roles, which the set does not name.
    let check = try CLIRunner.run(["check", folder, "--no-contrast", "--format", "json"])
    let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
    let brands = try #require(report?["brands"] as? [[String: Any]])
    let rules = brands.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
      .filter { $0["severity"] as? String == "error" }.compactMap { $0["rule"] as? String }
    #expect(!rules.isEmpty && rules.allSatisfy { $0 == "theme/missing-role" }, "\(Set(rules))")
  }

  @Test func checkPrintsAtMostMaxErrorsFindingsInText() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let items = Array(repeating: "\"{c}\"", count: 500).joined(separator: ",")
    let file = folder + "/many.tokens.json"
    try
      (#"{"c":{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,0]}},"s":{"$type":"shadow","$value":["#
      + items + "]}}").write(toFile: file, atomically: true, encoding: .utf8)
    let text = try CLIRunner.run(["check", file, "--no-contrast", "--max-errors", "10"])
    #expect(text.status == 1)
    #expect(text.stdout.components(separatedBy: "[alias/type-mismatch]").count - 1 == 10)
    #expect(
      text.stdout.contains("… 527 more findings not shown (--max-errors 10)"),
      "\(text.stdout.suffix(600))")
    // 0 prints every finding, as the note says.
    let all = try CLIRunner.run(["check", file, "--no-contrast", "--max-errors", "0"])
    #expect(all.status == 1)
    #expect(all.stdout.components(separatedBy: "[alias/type-mismatch]").count - 1 == 500)
    #expect(!all.stdout.contains("not shown"))
    let negative = try CLIRunner.run(["check", file, "--no-contrast", "--max-errors", "-1"])
    #expect(negative.status == 2)
    #expect(negative.stderr.contains("--max-errors must be a whole number of 0 or more, not '-1'"))
    let github = try CLIRunner.run(["check", file, "--no-contrast", "--format", "github"])
    // GitHub shows 10 annotations of each severity per step: 9 and one that counts the rest.
    #expect(github.stdout.components(separatedBy: "::error ").count - 1 == 10)
    #expect(
      github.stdout.contains("::error title=sptheme::528 more errors"),
      "\(github.stdout.suffix(400))")
    let json = try CLIRunner.run(["check", file, "--no-contrast", "--format", "json"])
    #expect(json.stdout.components(separatedBy: "alias/type-mismatch").count - 1 == 500)
  }
}
