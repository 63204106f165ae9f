import Foundation
import TestSupport
import Testing
import Workflows

/// `--max-output-size`, in process: the pages a `snapshot` or `docs` run renders from
/// `--templates` share one budget, and the first page past it stops the run with the budget and
/// the flag named.
@Suite struct OutputBudgetRunTests {
  @Test(arguments: ["snapshot", "docs"])
  func aRunPastItsBudgetStops(_ command: String) throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    // docs takes a folder of overrides (empty: every page built in); snapshot the whole set.
    let templates = command == "docs" ? folder + "/own" : TestPaths.packageRoot + "/Templates"
    try FileManager.default.createDirectory(
      atPath: folder + "/own", withIntermediateDirectories: true)
    func run(_ blocks: [String], maxOutputSize: Int = 512 << 20) throws -> ShellRender.Output {
      command == "docs"
        ? try ShellRender.docs(
          ["studio"], out: folder + "/out", templates: templates, maxOutputSize: maxOutputSize)
        : try ShellRender.snapshot(
          ["studio"], blocks: blocks, templates: templates, maxOutputSize: maxOutputSize,
          mode: .write(folder: folder + "/out"))
    }
    let limited = try run([], maxOutputSize: 20000)
    #expect(limited.status != 0)
    #expect(
      limited.all.contains("the pages of this run grew past 20000 bytes in all"), "\(limited.all)")
    #expect(limited.all.contains("--max-output-size"))
    // The default budget is far beyond one brand's pages.
    let whole = try run(command == "snapshot" ? ["sign-in"] : [])
    #expect(whole.status == 0, "\(whole.stderr)")
  }
}
