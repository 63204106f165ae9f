import Foundation
import TestSupport
import Testing
import Workflows

/// `check --format github` in process: nothing for clean brands but their summaries when
/// verbose, and every finding appended to the step summary file. The caps (10 of each kind, one
/// annotation saying how many more) are in `CheckWriterTests`.
@Suite struct GitHubStepSummaryTests {
  /// Each brand's summary line is a notice of its own (as a plain line, a brand named
  /// `::warning …` would be a workflow command): it is not a finding.
  static let summary = "::notice title=sptheme check::"

  @Test func cleanBrandsPrintNoNotices() {
    let result = ShellCheck(format: "github", tokens: BrandFiles.tokens)([])
    #expect(result.status == 0)
    #expect(result.report.brands.count == 3)
    #expect(result.stdout.isEmpty, "\(result.stdout.prefix(400))")
    let verbose = ShellCheck(format: "github", verbose: true, tokens: BrandFiles.tokens)([])
    #expect(verbose.stdout.contains(Self.summary + "studio (Studio): ok"))
  }

  @Test func theStepSummaryListsEveryFinding() throws {
    let many = try TokenFiles.manyFindings()
    let folder = BrandFiles.parent(many)
    defer { BrandFiles.remove(folder) }
    let summary = folder + "/summary.md"
    try BrandFiles.write("## an earlier step\n", to: summary)
    let result = ShellCheck(
      format: "github", options: .init(legacy: true), stepSummary: summary)([many])
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
