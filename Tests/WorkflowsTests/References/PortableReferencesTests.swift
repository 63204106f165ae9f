import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// References travel: recorded in one folder, they verify from a copy of the project in another
/// folder, whether the brand is given by an absolute path or typed another way, because no
/// reference file holds a path as typed or anything of the machine (``ReferencePaths``).
@Suite struct PortableReferencesTests {
  /// A project with `acme` (a copy of studio under its own resolver name) and folio beside the
  /// studio it builds on (`tokens/folio` reaches `../studio`).
  static func project() throws -> String {
    let folder = try TestPaths.temporaryFolder() + "/project"
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
    // A checkout: the project that lets folio read the studio files beside its folder.
    try manager.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
    try manager.copyItem(atPath: TestPaths.packageRoot + "/tokens/studio", toPath: folder + "/acme")
    try manager.moveItem(
      atPath: folder + "/acme/studio.resolver.json", toPath: folder + "/acme/acme.resolver.json")
    for brand in ["studio", "folio"] {
      try manager.copyItem(
        atPath: TestPaths.packageRoot + "/tokens/" + brand, toPath: folder + "/tokens/" + brand)
    }
    return folder
  }

  /// Every drawn appearance of the brand `reference` names (a path), with its id.
  static func themes(_ reference: String) throws -> [(brand: String, theme: SPTheme)] {
    let catalog = BrandCatalog(
      project: nil, tokensFolder: "/nonexistent-tokens-folder", options: TokenOptions())
    let brand = try catalog.brand(reference)
    return try brand.drawnAppearances.map { appearance in
      (brand.id, try #require(brand.theme(appearance: appearance).theme))
    }
  }

  /// The sign-in block of the brand at `reference`, verified against `folder` with `record`.
  static func verify(_ reference: String, _ folder: String, record: SnapshotRecordMode)
    throws -> SnapshotRunReport
  {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return SnapshotRun(
      themes: try themes(reference), blocks: [.signIn], templates: try SnapshotRun.templates(nil),
      mode: .verify(.init(folder: folder, record: record, reportFile: folder + "/../report.html"))
    ).run()
  }

  struct Case: CustomTestStringConvertible, Sendable {
    /// The brand's resolver or folder, inside the project.
    var brand: String
    /// The same brand typed another way, inside the copy.
    var typed: String
    var testDescription: String { "\(brand) as \(typed)" }
  }

  static let cases = [
    Case(brand: "acme/acme.resolver.json", typed: "acme/acme.resolver.json"),
    Case(brand: "acme/acme.resolver.json", typed: "./acme/../acme//acme.resolver.json"),
    Case(brand: "tokens/folio/folio.resolver.json", typed: "tokens/./folio"),
  ]

  @Test(arguments: cases)
  func aReferenceRecordedInOneFolderVerifiesFromACopyElsewhere(_ testCase: Case) throws {
    let original = try Self.project()
    let scratch = (original as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let recorded = try Self.verify(
      original + "/" + testCase.brand, original + "/refs", record: .all)
    #expect(recorded.exitCode == 1, "a recording never passes")
    #expect(recorded.comparison?.count(.missing) == BlockKind.signIn.catalogue.count * 2)

    // The copy sits elsewhere; its brand is given by another absolute path, typed otherwise.
    let copy = scratch + "/elsewhere/copy"
    try FileManager.default.createDirectory(
      atPath: scratch + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: original, toPath: copy)
    try FileManager.default.removeItem(atPath: original)
    let report = try Self.verify(copy + "/" + testCase.typed, copy + "/refs", record: .never)
    let text = SnapshotTextWriter(verbose: true).text(report) ?? "\(report.result)"
    #expect(report.exitCode == 0, "\(text)")
    #expect(report.comparison?.differences.isEmpty == true, "\(text)")
    #expect(report.comparison?.checked.count == BlockKind.signIn.catalogue.count * 2)

    // Nothing of either folder in any reference file.
    for file in try FileManager.default.contentsOfDirectory(atPath: copy + "/refs") {
      let content = try String(contentsOfFile: copy + "/refs/" + file, encoding: .utf8)
      #expect(!content.contains(scratch), "\(file) holds the project's folder")
      #expect(!content.contains("acme/"), "\(file) holds the brand path as typed")
    }
  }

  /// A role change still names where to look, as a path from the working folder (the brand's
  /// folder as typed), though the references hold paths relative to the brand.
  @Test func aRoleChangeNamesTheFileAsTyped() throws {
    let project = try Self.project()
    defer {
      try? FileManager.default.removeItem(atPath: (project as NSString).deletingLastPathComponent)
    }
    let brand = project + "/acme/acme.resolver.json"
    _ = try Self.verify(brand, project + "/refs", record: .all)
    let roles = try String(contentsOfFile: project + "/refs/roles.json", encoding: .utf8)
    #expect(roles.contains("\"color.accent (light.tokens.json:"), "\(roles.prefix(600))")
    let light = project + "/acme/light.tokens.json"
    let text = try String(contentsOfFile: light, encoding: .utf8)
    try text.replacingOccurrences(of: "#/palette/blue/700", with: "#/palette/blue/500")
      .write(toFile: light, atomically: true, encoding: .utf8)
    let report = try Self.verify(brand, project + "/refs", record: .never)
    let causes = try #require(report.results?.causes)
    let sources = causes.groups.flatMap(\.causes).compactMap(\.source)
    #expect(sources.contains { $0.hasPrefix(project + "/acme/light.tokens.json:") }, "\(sources)")
  }
}
