import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// json outputs with `"allTokens": true` write what `export json --all-tokens` writes; as every
/// token is written, an error in a token of their appearance stops the build at the entry.
@Suite struct BuildAllTokensTests {
  static let config = """
    { "outputs": [
        { "format": "json", "brand": "folio", "allTokens": true, "out": "OUT/dist/folio-light.json" },
        { "format": "json", "brand": "studio", "appearance": "dark", "allTokens": true, "out": "OUT/dist/studio-dark.json" },
        { "format": "json", "brand": "folio", "appearance": "dark", "allTokens": true, "out": "OUT/dist/folio-dark.json" } ] }
    """

  /// The outputs and the export options that write the same.
  static let outputs: [(out: String, brand: String, appearance: String?)] = [
    ("dist/folio-light.json", "folio", nil), ("dist/studio-dark.json", "studio", "dark"),
    ("dist/folio-dark.json", "folio", "dark"),
  ]

  static func export(_ brand: String, appearance: String?, in folder: String) -> String {
    var run = ExportFixture.run(
      .json, [brand], catalog: ProjectCheck.catalog(folder: folder), appearance: appearance,
      sourceRoot: folder)
    run.allTokens = true
    return ExportFixture.text(run.run())
  }

  @Test func allTokensOutputsWriteWhatExportWrites() throws {
    let folder = try BuildFixture.project(Self.config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 0, "\(BuildFixture.text(report, .error))")
    for output in Self.outputs {
      let written = try #require(ExportFixture.read(folder + "/" + output.out))
      #expect(written == Self.export(output.brand, appearance: output.appearance, in: folder))
      #expect(written.contains("\"allTokens\": true"))
    }
  }

  /// A broken token no role uses in folio's light file: the light output reaches it and stops
  /// the build at its entry; without that output the build writes the others and warns.
  @Test(arguments: [true, false])
  func anErrorInAWrittenTokenStopsTheBuild(_ withLight: Bool) throws {
    let config =
      withLight
      ? Self.config
      : """
      { "outputs": [
          { "format": "json", "brand": "folio", "appearance": "dark", "allTokens": true, "out": "OUT/dist/folio-dark.json" } ] }
      """
    let folder = try BuildFixture.project(config)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try BuildUnusedErrorsTests.breakFolio(in: folder, used: false)
    let report = BuildFixture.run(folder).run()
    let said = BuildFixture.text(report, .error)
    #expect(report.unusedErrors.map(\.brand) == ["folio"])
    if withLight {
      #expect(report.exitCode == 1)
      #expect(report.stopped && report.written.isEmpty)
      let finding = try #require(report.findings.first { $0.rule == .buildOutput })
      #expect(finding.message.contains("brand 'folio' has 1 error in its tokens in light"))
      #expect(finding.location?.file == folder + "/sptheme.json")
      #expect(said.contains("in tokens no role and no output uses; they do not stop the build"))
      #expect(!FileManager.default.fileExists(atPath: folder + "/dist/folio-dark.json"))
    } else {
      #expect(report.exitCode == 0, "\(said)")
      #expect(said.contains("its outputs are written without them"))
      #expect(
        ExportFixture.read(folder + "/dist/folio-dark.json")
          == Self.export("folio", appearance: "dark", in: folder))
    }
  }

  /// `allTokens` is a boolean of json outputs.
  @Test func allTokensIsABooleanOfJSONOutputs() throws {
    let folder = try BuildFixture.project(
      """
      { "outputs": [
          { "format": "json", "brand": "folio", "allTokens": "yes", "out": "OUT/a.json" },
          { "format": "css", "brand": "folio", "allTokens": true, "out": "OUT/a.css" } ] }
      """)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = BuildFixture.run(folder).run()
    #expect(report.exitCode == 1)
    let findings = report.findings.map { "\($0.rule.id): \($0.message)" }
    #expect(findings.contains("config/all-tokens: allTokens must be true or false"), "\(findings)")
    #expect(
      findings.contains("config/not-for-format: allTokens is not for css outputs"), "\(findings)")
  }
}
