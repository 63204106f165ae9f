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
    #expect(result.stdout.isEmpty, "\(result.stdout.prefix(400))")
    let verbose = try CLIRunner.run(["check", "--format", "github", "--verbose"])
    #expect(verbose.stdout.contains(Self.summary + "studio (Studio): ok"))
  }

  /// No kind of annotation goes over GitHub's 10 a step, counting the brands' summary notices
  /// and the annotation that says how many more there are.
  static func perKind(_ output: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for line in output.split(separator: "\n") where line.hasPrefix("::") {
      counts[String(line.dropFirst(2).prefix { $0 != " " && $0 != ":" }), default: 0] += 1
    }
    return counts
  }

  @Test func verboseNoticesAreCappedAtTen() throws {
    let result = try CLIRunner.run(["check", "--format", "github", "--verbose"])
    #expect(Self.perKind(result.stdout)["notice"] == 10, "\(Self.perKind(result.stdout))")
    let notices = Self.annotations(result.stdout, "notice")
    // Three brands' summaries, six findings and the line that counts the rest.
    #expect(notices.count == 7, "\(notices.count)")
    #expect(
      notices.last?.hasPrefix("::notice title=sptheme::") == true
        && notices.last?.hasSuffix(
          " more notices not shown (GitHub shows 10 of each per step); run 'sptheme check' or use --format sarif to see them all"
        ) == true, "\(notices.last ?? "")")
  }

  @Test func errorsAndWarningsAreCappedWithASummary() throws {
    let many = try SARIFTests.manyFindings()
    defer {
      try? FileManager.default.removeItem(atPath: (many as NSString).deletingLastPathComponent)
    }
    let result = try CLIRunner.run(["check", "--format", "github", "--legacy", many])
    #expect(result.status == 1)
    let counts = Self.perKind(result.stdout)
    #expect(counts["error"] == 10 && counts["warning"] == 10, "\(counts)")
    let errors = Self.annotations(result.stdout, "error")
    #expect(Self.annotations(result.stdout, "warning").count == 10)
    #expect(errors.count == 10)
    #expect(
      errors.last
        == "::error title=sptheme::28 more errors, 3 more warnings not shown (GitHub shows 10 of each per step); run 'sptheme check' or use --format sarif to see them all"
    )
    #expect(
      errors.first?.hasPrefix("::error file=\(many),line=1,col=1,title=theme/missing-role::")
        == true)
    #expect(
      result.stdout.contains(Self.summary + "many (many): failed"), "a failing brand is a notice")
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
    #expect(
      text.contains(#"- many \(many\)\: failed\: 37 errors\, 13 warnings"#), "\(text.prefix(400))")
  }
}
