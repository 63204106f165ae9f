import Components
import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// Snapshot runs in process as `sptheme snapshot` builds them, over brands found by absolute
/// paths: a catalog over a tokens folder, the themes it draws, and the folders the tests make
/// (copies of shipped brands, references recorded, results of a verification).
enum SnapshotFixture {
  /// The built-in snapshot templates.
  static let templates = try! SnapshotRun.templates(nil)

  /// The package's own tokens folder.
  static let packageTokens = TestPaths.packageRoot + "/tokens"

  /// A catalog with no project over `tokens` (default: the package's tokens folder).
  static func catalog(tokens: String = packageTokens) -> BrandCatalog {
    BrandCatalog(project: nil, tokensFolder: tokens)
  }

  /// The themes `snapshot --brand …` draws for `references` (``SnapshotThemes``).
  static func themes(_ references: [String], catalog: BrandCatalog = catalog()) throws
    -> [(brand: String, theme: SPTheme)]
  {
    let made = SnapshotThemes.make(references) { reference throws(BrandError) in
      try catalog.brand(reference)
    }
    guard case .success(let themes) = made else {
      if case .failure(.cannotDraw(let brand, let appearance, let diagnostics)) = made {
        Issue.record("\(brand.id) \(appearance): \(diagnostics.map(\.message).prefix(3))")
      } else {
        Issue.record("\(made)")
      }
      throw Unexpected()
    }
    return themes
  }

  /// A run of `references` as `snapshot` builds it from its selection options.
  static func run(
    _ references: [String], catalog: BrandCatalog = catalog(), blocks: [BlockKind] = [],
    states: [CatalogueState] = [], sizes: [ContentSize] = [.large],
    shard: SnapshotResults.Shard? = nil, templates: TemplateLibrary = templates,
    mode: SnapshotRun.Mode
  ) throws -> SnapshotRun {
    SnapshotRun(
      themes: try themes(references, catalog: catalog),
      blocks: states.isEmpty
        ? (blocks.isEmpty ? BlockKind.allCases : blocks)
        : try SnapshotSelection.blocks(of: states, named: blocks.map(\.id)),
      states: states, sizes: sizes, shard: shard, templates: templates, mode: mode)
  }

  /// The text `snapshot` prints on standard output, split in lines (none when the run stopped).
  static func lines(_ report: SnapshotRunReport, verbose: Bool = false) -> [String] {
    guard let text = SnapshotTextWriter(verbose: verbose).text(report) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The verification of a report, recorded as an issue when the run did not verify.
  static func verified(_ report: SnapshotRunReport) throws -> SnapshotRunReport.Verified {
    guard case .success(.verified(let verified)) = report.result else {
      Issue.record("not verified: \(report.result)")
      throw Unexpected()
    }
    return verified
  }

  /// A run that did not do what the test needs (already recorded as an issue).
  struct Unexpected: Error {}

  /// The names of the files of a folder, sorted.
  static func files(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  /// Every file of a folder with its bytes.
  static func contents(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[file] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
    }
    return result
  }

  /// The files whose bytes differ between two listings.
  static func changed(_ a: [String: Data], _ b: [String: Data]) -> Set<String> {
    Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
  }

  /// Replaces the first occurrence of `old` in a file.
  static func edit(_ path: String, replacing old: String, with new: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let range = try #require(text.range(of: old), "\(old) not found in \(path)")
    try text.replacingCharacters(in: range, with: new).write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  /// A copy of a shipped brand in a fresh temporary folder, renamed (its folder and resolver).
  static func copyOfBrand(_ name: String, as newName: String) throws -> String {
    let folder = try TestPaths.temporaryFolder() + "/" + newName
    try FileManager.default.copyItem(atPath: packageTokens + "/" + name, toPath: folder)
    if newName != name {
      try FileManager.default.moveItem(
        atPath: folder + "/\(name).resolver.json", toPath: folder + "/\(newName).resolver.json")
    }
    return folder
  }

  /// Removes the temporary folder a brand copy was made in.
  static func removeCopy(_ folder: String) {
    try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
  }

  /// A folder holding a copy of studio's and folio's tokens (`tokens/`), with folio's
  /// snapshots of ``folioBlocks`` at Large and its roles recorded into `refs/`. An empty
  /// `sptheme.json` makes the folder a project, so folio reads studio's files beside its own
  /// (`../studio/`).
  static func folioCopy() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    let manager = FileManager.default
    try "{}\n".write(toFile: folder + "/sptheme.json", atomically: true, encoding: .utf8)
    try manager.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
    for brand in ["studio", "folio"] {
      try manager.copyItem(atPath: packageTokens + "/" + brand, toPath: folder + "/tokens/" + brand)
    }
    try manager.createDirectory(atPath: folder + "/refs", withIntermediateDirectories: true)
    let report = try verifyFolio(folder, record: .all)
    let verified = try verified(report)
    #expect(verified.recorded.count == verified.results.comparison.checked.count)
    #expect(manager.fileExists(atPath: folder + "/refs/roles.json"))
    return folder
  }

  /// The blocks of the folio copy: sign-in and magic-link, which the accent changes, and the
  /// provider stack, most of whose snapshots differ in bytes only when it does.
  static let folioBlocks: [BlockKind] = [.signIn, .magicLink, .providerStack]

  /// `snapshot --verify refs --brand folio --block sign-in,magic-link,provider-stack` in a
  /// folder made by ``folioCopy()``.
  static func verifyFolio(
    _ folder: String, record: SnapshotRecordMode = .never, results: String? = nil,
    shard: SnapshotResults.Shard? = nil, report: String? = nil
  ) throws -> SnapshotRunReport {
    try run(
      ["folio"], catalog: catalog(tokens: folder + "/tokens"), blocks: folioBlocks, shard: shard,
      mode: .verify(
        .init(
          folder: folder + "/refs", record: record,
          resultsFolder: results.map { folder + "/" + $0 }, reportFile: report))
    ).run()
  }

  /// The edit that changes folio's light accent (`palette.teal.700` to `950`).
  static func changeFolioAccent(_ folder: String) throws {
    try edit(
      folder + "/tokens/folio/light.tokens.json", replacing: "{palette.teal.700}",
      with: "{palette.teal.950}")
  }

  /// A ``folioCopy()`` whose light accent changed since, with the results of verifying it in
  /// `res/`.
  static func changedFolio() throws -> String {
    let folder = try folioCopy()
    try changeFolioAccent(folder)
    let report = try verifyFolio(folder, results: "res")
    #expect(report.exitCode == 1, "\(report.result)")
    return folder
  }

  /// A folder whose `refs/` holds studio's sign-in snapshots at Large, recorded with
  /// the shared stylesheet (`snapshot.css`) as a reference folder stores it.
  static func studioSignInReferences() throws -> String {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder + "/refs", withIntermediateDirectories: true)
    let report = try run(
      ["studio"], blocks: [.signIn],
      mode: .verify(.init(folder: folder + "/refs", record: .all))
    ).run()
    #expect(try verified(report).recorded.count == BlockKind.signIn.catalogue.count * 2)
    return folder
  }
}
