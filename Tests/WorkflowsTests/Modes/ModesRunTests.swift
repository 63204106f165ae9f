import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme modes` in process: the map of a folder proposed, written by `init` into
/// `sptheme.json`, its guesses warned about by `check` until `--confirm` removes them; what
/// `--confirm` refuses; a layout left for a person exits 1.
@Suite struct ModesRunTests {
  static let fixtures = TestPaths.packageRoot + "/Tests/Fixtures/modes"

  /// A project folder holding a copy of a mode fixture as `tokens/`.
  static func project(_ fixture: String) throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(
      atPath: fixtures + "/" + fixture, toPath: folder + "/tokens")
    return folder
  }

  static func catalog(_ folder: String) -> BrandCatalog {
    let config = folder + "/sptheme.json"
    return BrandCatalog(
      project: FileManager.default.fileExists(atPath: config)
        ? ProjectFile(contentsOf: config) : nil,
      tokensFolder: "/nonexistent-tokens-folder")
  }

  static var writer: ModesTextWriter {
    ModesTextWriter(
      formatter: DiagnosticFormatter(format: .text, styled: false, codeFrame: { _ in nil }))
  }

  @Test func aFolderGetsAProposedMapAsOneTable() throws {
    let folder = try Self.project("plain-per-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ModesRun(catalog: Self.catalog(folder), reference: folder + "/tokens").run()
    #expect(report.exitCode == 0 && report.origin == .proposed)
    let out = Self.writer.lines(report).out
    #expect(
      out.first?.hasSuffix("(proposed from the files' names and contents; every line is a guess)")
        == true)
    #expect(
      out.contains { $0.hasPrefix("  appearance") && $0.contains("light (light) *") }, "\(out)")
    #expect(out.contains { $0.contains("guess: ") }, "\(out)")
    #expect(out.contains("  appearance: modifier appearance, light = light, dark = dark"))
    let json = ModesJSONWriter.json(report)
    #expect(json.object?["origin"]?.string == "proposed")
    #expect(json.object?["modes"]?.object?["modifiers"]?.array?.count == 1)
  }

  @Test func initWritesTheMapAndConfirmingItEndsTheGuessWarnings() throws {
    let folder = try Self.project("plain-per-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = folder + "/sptheme.json"
    let report = InitRun(
      name: "mine",
      source: .tokens(folder + "/tokens", catalog: Self.catalog(folder), configPath: config),
      workingFolder: folder
    ).run()
    #expect(report.exitCode == 0, "\(InitTextWriter().lines(report).map(\.text))")
    #expect(report.mapped?.modes?.isConfirmed == false)
    let guessed = try Self.catalog(folder).brand("mine").check(checkingRoles: false)
    let guesses = guessed.diagnostics.filter { $0.rule == .tokensModeGuess }
    #expect(!guesses.isEmpty && guesses.allSatisfy { $0.location?.file == config })

    let confirmed = ModesRun(catalog: Self.catalog(folder), reference: "mine", confirm: true).run()
    #expect(confirmed.exitCode == 0 && confirmed.confirmedIn == config)
    let text = try String(contentsOfFile: config, encoding: .utf8)
    #expect(
      !text.contains("\"guess\"") && !text.contains("\"setsGuess\"") && text.contains("\"modes\""))
    let after = try Self.catalog(folder).brand("mine").check(checkingRoles: false)
    #expect(!after.diagnostics.contains { $0.rule == .tokensModeGuess })
    let shown = ModesRun(catalog: Self.catalog(folder), reference: "mine").run()
    #expect(shown.origin == .projectFile && shown.map?.isConfirmed == true)
    #expect(Self.writer.lines(shown).out.first?.contains("(confirmed in sptheme.json)") == true)
  }

  @Test func confirmingNeedsABrandOfTheProjectReadWithoutAResolver() throws {
    let folder = try Self.project("plain-per-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outside = ModesRun(
      catalog: Self.catalog(folder), reference: folder + "/tokens", confirm: true
    ).run()
    #expect(outside.exitCode == 2 && outside.failure == .notProjectBrand(folder + "/tokens"))
    try FileManager.default.copyItem(
      atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder + "/studio")
    try #"{ "brands": { "studio2": { "resolver": "studio/studio.resolver.json" } } }"#
      .write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    let resolver = ModesRun(catalog: Self.catalog(folder), reference: "studio2", confirm: true)
      .run()
    #expect(resolver.failure == .resolverNeedsNoConfirming("studio2"))
    #expect(
      Self.writer.lines(resolver).err.first?.contains("there is nothing to confirm") == true)
  }

  @Test func aLayoutLeftForAPersonExitsOneWithWhatToWrite() throws {
    let folder = try Self.project("ambiguous")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ModesRun(catalog: Self.catalog(folder), reference: folder + "/tokens").run()
    #expect(report.exitCode == 1)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty && errors.allSatisfy { $0.rule == .tokensModes })
    #expect(errors.contains { $0.message.contains("\"modifiers\":") }, "\(errors.map(\.message))")
  }
}
