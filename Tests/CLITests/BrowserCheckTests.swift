import Foundation
import TestSupport
import Testing

/// Every studio snapshot at Large and AX3 opened in headless Chromium through Selenium:
/// `.ci/browser_checks.py` asserts heights, card padding, targets, computed colors, no overflow
/// at 320 px and no serious or critical axe-core violations. A missing tool fails the test.
@Suite(.tags(.chromium, .python), .fullTier) struct BrowserCheckTests {
  @Test func studioSnapshotsPassInChromium() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let snapshot = try CLIRunner.run([
      "snapshot", "--brand", "studio", "--sizes", "large,ax3", "--out", folder,
    ])
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    let (status, text) = try PythonRunner.run(
      "browser_checks.py", [folder, "--brand", "studio", "--sizes", "large,ax3"])
    let failures = text.split(separator: "\n").filter {
      !$0.hasPrefix("ok ") && !$0.contains("known axe")
    }
    #expect(
      status == 0,
      "browser checks failed:\n\(failures.prefix(60).joined(separator: "\n"))")
    // Every page the command wrote was opened: the count comes from the folder, not a constant.
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".html") && $0.split(separator: ".").count == 6 }.count
    #expect(pages > 0, "snapshot wrote no pages into \(folder)")
    #expect(
      text.contains("\(pages) snapshots checked in Chromium: \(pages) passed, 0 failed"),
      "\(failures.suffix(3))")
  }
}
