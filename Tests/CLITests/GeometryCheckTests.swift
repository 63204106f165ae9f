import Foundation
import TestSupport
import Testing

/// Every studio catalogue state at Large, AX1 and AX5 measured in headless Chromium by
/// `.ci/geometry_checks.py`: controls at least as tall as their text's line box plus padding
/// and grown like `@ScaledMetric`, no text clipped, icons scaled with their labels, no word
/// broken unless it alone is wider than the card. Light only: the appearance changes colors,
/// not geometry. Then every shipped brand, light and dark, at Large, AX3 and AX5 for the layout
/// rule. A missing tool fails the test.
@Suite(.tags(.chromium, .python), .fullTier) struct GeometryCheckTests {
  @Test func studioStatesKeepTheirGeometryAtEveryTextSize() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let snapshot = try CLIRunner.run([
      "snapshot", "--brand", "studio", "--sizes", "large,ax1,ax5", "--out", folder,
    ])
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    let result = try PythonRunner.run(
      "geometry_checks.py", [folder, "--brand", "studio", "--sizes", "large,ax1,ax5"])
    let failures = result.output.split(separator: "\n").filter { !$0.hasPrefix("ok ") }
    #expect(
      result.status == 0,
      "geometry checks failed:\n\(failures.prefix(60).joined(separator: "\n"))")
    // Every light page the command wrote was measured: the count comes from the folder.
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".html") && $0.contains(".studio.light.") }.count
    #expect(pages > 0, "snapshot wrote no pages into \(folder)")
    #expect(
      result.output.contains("\(pages) snapshots measured in Chromium: \(pages) passed, 0 failed"),
      "\(failures.suffix(3))")
  }

  /// The layout rule in every shipped brand, light and dark, at Large, AX3 and AX5: no word
  /// broken unless it alone is wider than the card, no text overflowing its part, stacked link
  /// rows aligned with their labels (or centred), alerts and toasts as wide as the card.
  @Test func everyBrandFollowsTheLayoutRuleInLightAndDark() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let brands = ["studio", "folio", "fieldnote"]
    let snapshot = try CLIRunner.run(
      ["snapshot", "--sizes", "large,ax3,ax5", "--out", folder]
        + brands.flatMap { ["--brand", $0] })
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    let result = try PythonRunner.run(
      "geometry_checks.py",
      [
        folder, "--brand", brands.joined(separator: ","), "--sizes", "large,ax3,ax5",
        "--appearances", "light,dark",
      ])
    let failures = result.output.split(separator: "\n").filter { !$0.hasPrefix("ok ") }
    #expect(
      result.status == 0,
      "layout checks failed:\n\(failures.prefix(60).joined(separator: "\n"))")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { name in
        name.hasSuffix(".html") && brands.contains { name.contains(".\($0).") }
          && name.split(separator: ".").count == 6
      }.count
    #expect(pages > 0, "snapshot wrote no pages into \(folder)")
    #expect(
      result.output.contains("\(pages) snapshots measured in Chromium: \(pages) passed, 0 failed"),
      "\(failures.suffix(3))")
  }
}
