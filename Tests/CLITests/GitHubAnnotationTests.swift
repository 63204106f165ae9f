import Foundation
import Testing

/// `check --format github`: errors and warnings only unless `--verbose`, at most 10 of each with
/// one annotation saying how many more, and every finding in `$GITHUB_STEP_SUMMARY`.
@Suite struct GitHubAnnotationTests {
  static func annotations(_ output: String, _ kind: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("::\(kind) ") && !$0.hasPrefix(Self.summary)
    }
  }

  /// Each brand's summary line is a notice of its own (as a plain line, a brand named
  /// `::warning …` would be a workflow command): it is not a finding.
  static let summary = "::notice title=sptheme check::"

  @Test func cleanBrandsPrintNoNotices() throws {
    let result = try CLIRunner.run(["check", "--format", "github"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix(Self.summary) }, "\(result.stdout.prefix(400))")
    #expect(lines.count == 3)
    #expect(result.stdout.contains("studio (Studio): ok"))
  }

  @Test func verboseNoticesAreCappedAtTen() throws {
    let result = try CLIRunner.run(["check", "--format", "github", "--verbose"])
    let notices = Self.annotations(result.stdout, "notice")
    #expect(notices.count == 11, "\(notices.count)")
    #expect(
      notices.last
        == "::notice title=sptheme::62 more notices not shown (GitHub shows 10 of each per step); run 'sptheme check' or use --format sarif to see them all"
    )
  }

  @Test func errorsAndWarningsAreCappedWithASummary() throws {
    let many = try SARIFTests.manyFindings()
    defer {
      try? FileManager.default.removeItem(atPath: (many as NSString).deletingLastPathComponent)
    }
    let result = try CLIRunner.run(["check", "--format", "github", "--legacy", many])
    #expect(result.status == 1)
    let errors = Self.annotations(result.stdout, "error")
    #expect(Self.annotations(result.stdout, "warning").count == 10)
    #expect(errors.count == 11)
    #expect(
      errors.last
        == "::error title=sptheme::27 more errors, 3 more warnings not shown (GitHub shows 10 of each per step); run 'sptheme check' or use --format sarif to see them all"
    )
    #expect(
      errors.first?.hasPrefix("::error file=\(many),line=1,col=1,title=theme/missing-role::")
        == true)
  }

  @Test func theStepSummaryListsEveryFinding() throws {
    let many = try SARIFTests.manyFindings()
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
    #expect(text.contains("- many (many): failed: 37 errors, 13 warnings"))
  }
}
