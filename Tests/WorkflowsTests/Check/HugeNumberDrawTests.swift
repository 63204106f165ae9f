import Foundation
import TestSupport
import Testing
import Workflows

/// Finite numbers too large to draw, laid over studio's base set: no command that renders traps
/// on one (in process, a trap would end the test run); each refuses with the limit, or with the
/// check to run.
@Suite struct HugeNumberDrawTests {
  @Test(arguments: LimitCheckTests.hugeCases)
  func renderingCommandsRefuseWithoutATrap(_ hostile: LimitCheckTests.HugeCase) throws {
    let brand = try LimitCheckTests.hugeBrand(with: hostile.file)
    let root = BrandFiles.parent(brand)
    defer { BrandFiles.remove(root) }
    let snapshots = root + "/snapshots"
    let runs: [(String, () throws -> ShellRender.Output)] = [
      (
        "snapshot --out",
        { try ShellRender.snapshot([brand], blocks: ["sign-in"], mode: .write(folder: snapshots)) }
      ),
      (
        "snapshot --verify",
        {
          try ShellRender.snapshot(
            [brand], blocks: ["sign-in"], mode: ShellRender.verify(snapshots))
        }
      ),
      ("docs", { try ShellRender.docs([brand], out: root + "/docs") }),
      ("diff", { ShellRender.diff("studio", brand).0 }),
      ("preview", { ShellRender.preview(brand) }),
      ("export css", { ShellRender.export(.css, brand) }),
      ("export xcassets", { ShellRender.export(.xcassets, brand, out: root + "/Theme.xcassets") }),
      ("export swift", { ShellRender.export(.swift, brand) }),
    ]
    for (name, run) in runs {
      let result = try run()
      #expect(
        result.status == 1 || result.status == 2,
        "\(name): exit \(result.status) \(result.stderr.prefix(800))")
      #expect(
        result.all.contains("outside what a UI can draw")
          || result.all.contains("run sptheme check"),
        "\(name): \(result.all.prefix(800))")
    }
  }
}
