import Foundation
import TestSupport
import Testing

/// `--max-output-size`: the pages a `snapshot` or `docs` run renders from `--templates` share one
/// budget, and the first page past it stops the run with the budget and the flag named.
@Suite struct OutputBudgetCLITests {
  @Test(arguments: ["snapshot", "docs"])
  func aRunPastItsBudgetStops(_ command: String) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // docs takes a folder of overrides (empty: every page built in); snapshot the whole set.
    let templates = command == "docs" ? folder + "/own" : TestPaths.packageRoot + "/Templates"
    try FileManager.default.createDirectory(
      atPath: folder + "/own", withIntermediateDirectories: true)
    let arguments = [
      command, "--brand", "studio", "--out", folder + "/out", "--templates", templates,
    ]
    let limited = try CLIRunner.run(arguments + ["--max-output-size", "20000"])
    #expect(limited.status != 0)
    let output = limited.stdout + limited.stderr
    #expect(output.contains("the pages of this run grew past 20000 bytes in all"), "\(output)")
    #expect(output.contains("--max-output-size"))
    // The default budget is far beyond one brand's pages.
    let whole = try CLIRunner.run(
      arguments + (command == "snapshot" ? ["--block", "sign-in"] : []))
    #expect(whole.status == 0, "\(whole.stderr)")
  }

  @Test func theBudgetMustBeAPositiveNumber() throws {
    let result = try CLIRunner.run(["docs", "--out", "x", "--max-output-size", "lots"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--max-output-size must be a positive whole number, not 'lots'"))
  }
}
