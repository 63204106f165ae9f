import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `build` decides as `export` does: errors in tokens no role and no output uses are reported
/// but write the outputs, byte for byte what `export` writes; errors a role reaches, and any
/// error with `--strict`, stop the build before anything is written.
@Suite struct BuildUnusedErrorsTests {
  /// A broken token in folio's light file, and whether the build is strict.
  struct Case: CustomTestStringConvertible, Sendable {
    /// Where the broken alias goes: a group no role reads, or folio's accent.
    var inUsedToken: Bool
    var strict: Bool
    var stops: Bool { inUsedToken || strict }
    var testDescription: String {
      "\(inUsedToken ? "used" : "unused") token\(strict ? ", --strict" : "")"
    }
  }

  static let cases = [
    Case(inUsedToken: false, strict: false),
    Case(inUsedToken: false, strict: true),
    Case(inUsedToken: true, strict: false),
    Case(inUsedToken: true, strict: true),
  ]

  static let outs = ["App/Theme/SPTheme.swift", "web/folio.css", "dist/folio-dark.json"]

  /// Breaks folio's light file: an alias to nowhere in a group of its own, or in the accent.
  static func breakFolio(in folder: String, used: Bool) throws {
    let path = folder + "/tokens/folio/light.tokens.json"
    if used {
      try ExportFixture.edit(
        path, replacing: "\"$value\": \"{palette.teal.700}\"",
        with: "\"$value\": \"{palette.nowhere}\"")
    } else {
      try ExportFixture.edit(
        path,
        replacing: "\"$schema\": \"https://www.designtokens.org/schemas/2025.10/format.json\",",
        with: """
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "unused": { "broken": { "$type": "color", "$value": "{palette.nowhere}" } },
          """)
    }
  }

  @Test(arguments: cases)
  func errorsStopTheBuildOnlyWhereAnOutputReachesThem(_ test: Case) throws {
    let folder = try BuildFixture.project(BuildOutputsTests.threeOutputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.breakFolio(in: folder, used: test.inUsedToken)
    var run = BuildFixture.run(folder)
    run.strict = test.strict
    let report = run.run()
    let said = BuildFixture.text(report, .error)
    let paths = Self.outs.map { folder + "/" + $0 }
    #expect(said.contains("\(folder)/tokens/folio/light.tokens.json:"), "\(said)")
    #expect(said.contains("palette.nowhere"), "\(said)")
    if test.stops {
      #expect(report.exitCode == 1)
      #expect(report.stopped && report.failedBrands == 1)
      #expect(report.unusedErrors.isEmpty)
      #expect(said.contains("so no output of it is written (run 'sptheme check folio')"))
      #expect(said.hasSuffix("error: build stopped: 1 brand with errors; nothing was written"))
      for path in paths { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
      return
    }
    #expect(report.exitCode == 0, "\(said)")
    #expect(report.written.map(\.outcome) == Array(repeating: .wrote, count: 3))
    #expect(report.unusedErrors.map(\.brand) == ["folio"])
    #expect(report.unusedErrors.first?.findings.compactMap(\.tokenPath) == ["unused.broken"])
    #expect(
      said.contains(
        "warning: brand 'folio' has 1 error in tokens no role and no output uses; its outputs are written without them (--strict stops the build; run 'sptheme check folio')"
      ), "\(said)")
    // Byte for byte what export writes from the same broken brand with the same options.
    let exports = [
      BuildFixture.export(.swift, ["studio"], in: folder),
      BuildFixture.export(.css, ["folio"], in: folder),
      BuildFixture.export(.json, ["folio"], in: folder, appearance: "dark"),
    ]
    for (path, export) in zip(paths, exports) {
      #expect(ExportFixture.read(path) == ExportFixture.text(export), "\(path)")
    }
    #expect(
      ExportFixture.errors(exports[1]).contains { $0.contains("in tokens no role uses") },
      "export warns of the same error")
  }
}
