import Foundation
import TestSupport
import Testing
import Theme
import Workflows

#if canImport(Glibc)
  import Glibc
#endif

/// `BuildRun` over a project with the shipped brands: each output holds what `ExportRun` gives
/// for the same options, unchanged outputs are never rewritten, and a failed write stops only
/// its own output.
@Suite struct BuildOutputsTests {
  static let threeOutputs = """
    { "outputs": [
        { "format": "swift", "brand": "studio", "out": "OUT/App/Theme/SPTheme.swift" },
        { "format": "css", "brand": "folio", "selector": ":root", "out": "OUT/web/folio.css" },
        { "format": "json", "brand": "folio", "appearance": "dark", "out": "OUT/dist/folio-dark.json" } ] }
    """

  @Test func writesEveryOutputAsExportDoesThenLeavesThemUntouched() throws {
    let folder = try BuildFixture.project(Self.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outs = ["App/Theme/SPTheme.swift", "web/folio.css", "dist/folio-dark.json"].map {
      folder + "/" + $0
    }
    let run = BuildFixture.run(folder)
    let first = run.run()
    #expect(first.exitCode == 0, "\(BuildFixture.text(first, .error))")
    #expect(
      BuildTextWriter().lines(first)
        == outs.map { .output("wrote \($0) (1 brand, \(BuildFixture.lineCount($0)) lines)") })
    // The same bytes as export, with the same brands and provenance.
    let exports = [
      BuildFixture.export(.swift, ["studio"], in: folder),
      BuildFixture.export(.css, ["folio"], in: folder),
      BuildFixture.export(.json, ["folio"], in: folder, appearance: "dark"),
    ]
    for (out, export) in zip(outs, exports) {
      #expect(ExportFixture.read(out) == ExportFixture.text(export), "\(out) differs from export")
    }
    #expect(BuildFixture.lineCount(outs[0]) > 400)

    // Unchanged outputs are not rewritten: same inode, same time stamp.
    let before = try outs.map(BuildFixture.stamp)
    Thread.sleep(forTimeInterval: 0.02)
    let second = run.run()
    #expect(second.exitCode == 0)
    #expect(second.written.map(\.outcome) == [.unchanged, .unchanged, .unchanged])
    #expect(BuildTextWriter().lines(second).allSatisfy { $0.text.hasPrefix("unchanged ") })
    #expect(try outs.map(BuildFixture.stamp) == before)

    // A changed output is written again, and only it.
    try "stale".write(toFile: outs[1], atomically: true, encoding: .utf8)
    let third = BuildFixture.text(run.run(), .output)
    #expect(third.contains("wrote \(outs[1]) (1 brand, "))
    #expect(third.contains("unchanged \(outs[0])"))
    #expect(ExportFixture.read(outs[1])?.contains("--sp-color-accent") == true)
  }

  @Test func severalBrandsACatalogAndAScopedSheetAreWhatExportWrites() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "swift", "brands": ["studio", "folio"], "typeName": "AcmeTheme",
            "access": "internal", "out": "OUT/App/Theme/AcmeTheme.swift" },
          { "format": "swift", "brand": "fieldnote", "typeName": "AcmeTheme", "valuesOnly": true,
            "out": "OUT/App/Theme/Fieldnote.swift" },
          { "format": "xcassets", "brand": "folio", "out": "OUT/App/Folio.xcassets" },
          { "format": "css", "brand": "folio", "selector": "[data-brand=\\"folio\\"]",
            "out": "OUT/web/folio.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = BuildFixture.run(folder).run()
    #expect(first.exitCode == 0, "\(BuildFixture.text(first, .error))")
    let said = BuildFixture.text(first, .output)
    #expect(said.contains("wrote \(folder)/App/Theme/AcmeTheme.swift (2 brands, "))
    #expect(said.contains("wrote \(folder)/App/Folio.xcassets (1 brand, 10 colorsets)"))
    let exports: [(String, ExportReport)] = [
      (
        "App/Theme/AcmeTheme.swift",
        BuildFixture.export(
          .swift, ["studio", "folio"], in: folder,
          swift: SwiftExporter.Options(typeName: "AcmeTheme", access: .internal))
      ),
      (
        "App/Theme/Fieldnote.swift",
        BuildFixture.export(
          .swift, ["fieldnote"], in: folder,
          swift: SwiftExporter.Options(typeName: "AcmeTheme", valuesOnly: true))
      ),
      (
        "web/folio.css",
        BuildFixture.export(
          .css, ["folio"], in: folder,
          css: ExportRun.CSSShape(selector: try CSSSelector(#"[data-brand="folio"]"#)))
      ),
    ]
    for (out, export) in exports {
      #expect(
        ExportFixture.read(folder + "/" + out) == ExportFixture.text(export),
        "\(out) differs from export")
    }
    let catalog = folder + "/exported.xcassets"
    let exported = BuildFixture.export(.xcassets, ["folio"], in: folder, out: catalog)
    #expect(exported.exitCode == 0, "\(ExportFixture.lines(exported))")
    let files = try CatalogColors.files(catalog)
    #expect(files.count > 10)
    #expect(try CatalogColors.files(folder + "/App/Folio.xcassets") == files)
    let second = BuildFixture.text(BuildFixture.run(folder).run(), .output)
    #expect(second.contains("unchanged \(folder)/App/Folio.xcassets (1 brand, 10 colorsets)"))
  }

  @Test func anUnwritableOutputIsAnErrorAndTheOthersStillLand() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "css", "brand": "studio", "out": "OUT/blocked/studio.css" },
          { "format": "css", "brand": "folio", "out": "OUT/web/folio.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "a file".write(toFile: folder + "/blocked", atomically: true, encoding: .utf8)
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 2)
    #expect(
      BuildFixture.text(report, .error).hasPrefix(
        "error: cannot write \(folder)/blocked/studio.css"),
      "\(BuildFixture.text(report, .error))")
    #expect(BuildFixture.text(report, .output).contains("wrote \(folder)/web/folio.css"))
    #expect(FileManager.default.fileExists(atPath: folder + "/web/folio.css"))
  }

  @Test func aFIFOWhereAnOutputGoesIsRefusedWithoutWaiting() throws {
    let folder = try BuildFixture.project(
      #"{ "outputs": [ { "format": "css", "brand": "folio", "out": "OUT/folio.css" } ] }"#)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/folio.css", 0o600) == 0)
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 2)
    #expect(
      BuildFixture.text(report, .error).hasPrefix("error: cannot write \(folder)/folio.css"),
      "\(BuildFixture.text(report, .error))")
  }

  /// A new output gets the default mode, whatever file was there before it.
  @Test func aNewOutputHasTheDefaultMode() throws {
    let folder = try BuildFixture.project(
      #"{ "outputs": [{ "format": "css", "brand": "studio", "out": "OUT/web/studio.css" }] }"#)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 0, "\(BuildFixture.text(report, .error))")
    let mode =
      try FileManager.default.attributesOfItem(atPath: folder + "/web/studio.css")[
        .posixPermissions] as? Int
    #expect(mode.map { $0 & 0o111 } == 0, "mode \(String(mode ?? 0, radix: 8))")
  }
}
