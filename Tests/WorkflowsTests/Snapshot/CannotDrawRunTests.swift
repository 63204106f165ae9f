import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// A brand whose theme cannot be built in one appearance, in process: snapshot and docs stop
/// (exit 1) on the same line, naming the appearance and the `check` that lists the errors, and
/// draw nothing of it.
@Suite struct CannotDrawRunTests {
  /// A copy of studio, named acme, whose dark background is not a color.
  static func brokenInDark() throws -> String {
    let folder = try SnapshotFixture.copyOfBrand("studio", as: "acme")
    try SnapshotFixture.edit(
      folder + "/dark.tokens.json", replacing: "\"$value\": \"{palette.black}\"",
      with: "\"$value\": \"not a color\"")
    return folder
  }

  static func line(_ folder: String) -> String {
    "acme has errors in dark; fix them first (sptheme check \(folder)/acme.resolver.json)"
  }

  @Test func snapshotStopsNamingTheAppearanceAndTheCheck() throws {
    let folder = try Self.brokenInDark()
    defer { SnapshotFixture.removeCopy(folder) }
    let catalog = SnapshotFixture.catalog()
    let made = SnapshotThemes.make([folder]) { reference throws(BrandError) in
      try catalog.brand(reference)
    }
    guard case .failure(let stop) = made,
      case .cannotDraw(let brand, let appearance, let diagnostics) = stop
    else {
      Issue.record("drawn: \(made)")
      return
    }
    #expect(stop.exitCode == 1)
    #expect(diagnostics.contains { $0.severity == .error })
    #expect(
      CheckFailureNote.cannotDraw(brand: brand.id, appearance: appearance, path: brand.path)
        == Self.line(folder))
  }

  @Test func docsStopsOnTheSameLine() throws {
    let folder = try Self.brokenInDark()
    defer { SnapshotFixture.removeCopy(folder) }
    var said: [String] = []
    let report = try DocsFixture.run([folder]) { event in
      if case .hasErrors(let brand, let appearance, _) = event {
        said.append(DocsWording.hasErrors(brand, in: appearance))
      }
    }
    #expect(report.exitCode == 1)
    #expect(report.files.isEmpty)
    #expect(said == ["error: " + Self.line(folder)])
  }
}
