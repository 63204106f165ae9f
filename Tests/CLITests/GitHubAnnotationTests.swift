import Foundation
import TestSupport
import Testing

/// `check --format github` as a process: nothing printed for clean brands, and every finding
/// appended to `$GITHUB_STEP_SUMMARY`. The caps (10 of each kind, one annotation saying how many
/// more) are tested in process in `WorkflowsTests`.
@Suite struct GitHubAnnotationTests {
  /// Each brand's summary line is a notice of its own (as a plain line, a brand named
  /// `::warning …` would be a workflow command): it is not a finding.
  static let summary = "::notice title=sptheme check::"

  @Test func cleanBrandsPrintNoNotices() throws {
    let result = try CLIRunner.run(["check", "--format", "github"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty, "\(result.stdout.prefix(400))")
    let verbose = try CLIRunner.run(["check", "--format", "github", "--verbose"])
    #expect(verbose.stdout.contains(Self.summary + "studio (Studio): ok"))
  }

  @Test func theStepSummaryListsEveryFinding() throws {
    let many = try TokenFiles.manyFindings()
    let folder = (many as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let summary = folder + "/summary.md"
    try "## an earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(
      ["check", "--format", "github", "--legacy", many],
      environment: ["GITHUB_STEP_SUMMARY": summary])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "not shown (GitHub shows 10 of each per step); the job summary lists them all"))
    let text = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(text.hasPrefix("## an earlier step\n## sptheme check\n"))
    #expect(text.contains("| severity | where | rule | finding |"))
    let rows = text.split(separator: "\n").filter {
      $0.hasPrefix("| error ") || $0.hasPrefix("| warning ")
    }
    // 37 missing roles; 11 legacy shapes; one permutation whose contrast was not checked.
    #expect(rows.count == 37 + 13, "\(rows.count)")
    #expect(
      text.contains(#"- many \(many\)\: failed\: 37 errors\, 13 warnings"#), "\(text.prefix(400))")
  }
}
