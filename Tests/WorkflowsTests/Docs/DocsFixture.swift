import Foundation
import Render
import Testing
import Theme
import Workflows

/// `DocsRun` as `sptheme docs` runs it, in process: brands admitted once each by the names of
/// their files (``RunBrands``), `--against` folders looked up on disk, what it says collected.
enum DocsFixture {
  /// The docs templates, `custom` over the built-in ones (``DocsTemplates``).
  static func templates(custom: String? = nil) throws -> (
    docs: TemplateLibrary, snapshots: TemplateLibrary
  ) {
    let templates = try DocsTemplates(custom: custom)
    return (templates.docs, templates.snapshots)
  }

  /// Runs `docs --brand …` over `catalog`; `events` hears what the run says.
  static func run(
    _ references: [String], catalog: BrandCatalog = SnapshotFixture.catalog(),
    against: String? = nil, custom: String? = nil,
    events: (DocsRun.Event) -> Void = { _ in }
  ) throws -> DocsReport {
    var admitted = RunBrands()
    return DocsRun(
      catalog: catalog, references: references, against: against,
      templates: try templates(custom: custom)
    ).run(
      admit: { brand in
        do throws(RunBrands.Clash) {
          return try admitted.admit(id: brand.id, path: brand.path) ? .new : .repeated
        } catch {
          return .refused(error.message)
        }
      },
      folderExists: { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && isFolder.boolValue
      }, progress: events)
  }
}
