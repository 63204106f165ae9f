import ArgumentParsing
import Platform
import Render
import Theme
import Workflows

/// `sptheme diff`: what changes between two brands, or between a brand and another version of it.
enum DiffCommand: Subcommand {
  static let name = "diff"
  static let summary = "Show what changes between two brands or two versions of one"
  static let usage = [
    "BRAND OTHER_BRAND [options]",
    "BRAND --against DIR [options]",
    "--brand BRAND (OTHER_BRAND | --against DIR) [options]",
  ]
  static let about = DiffWording.about
  static let notes = DiffWording.notes

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let brands = try BrandArguments(arguments, console: console)
    let format = try arguments.choice(\.format)
    let limit = try arguments.integer(\.limit)
    let references = (arguments[\.brand].map { [$0] } ?? []) + arguments.positionals
    let run = try diffRun(references, against: arguments[\.against], brands: brands)
    let report: DiffReport
    do {
      report = try run.run { console.error($0) }
    } catch {
      BrandArguments.printFindings(error.diagnostics, console: console)
      throw UsageError(message: error.description)
    }
    guard report.diff != nil else { return .findings }
    if format == "json" {
      console.data(DiffWriter.json(report).serialized())
    } else {
      console.out(DiffWriter.text(report, limit: limit))
    }
    if let path = arguments[\.html] {
      // The renderings need the snapshot templates: --templates, else the built-in ones.
      // Without them the page is refused, not written without its renderings.
      let folder = arguments[\.templates]
      guard
        let templates = try? SnapshotCommand.snapshotTemplates(folder),
        HTMLWriter.templateNames.allSatisfy({ templates[$0] != nil })
      else {
        console.fail(DiffWording.needsTemplates(folder))
        return .usage
      }
      do {
        let renderings = DiffWriter.renderings(report, templates: templates, limit: limit)
        try FileSystem.write(DiffWriter.html(report, renderings: renderings), to: path)
      } catch {
        console.error(DiffWording.cannotWrite(error.description))
        return .usage
      }
    }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }

  /// The two sides: two brands in the tokens folder, or a brand and `--against DIR`
  /// (``DiffRun/against(_:folder:catalog:input:)``).
  private static func diffRun(_ references: [String], against: String?, brands: BrandArguments)
    throws(UsageError) -> DiffRun
  {
    let catalog = brands.catalog
    switch (references.count, against) {
    case (1, let against?):
      return DiffRun.against(
        references[0], folder: against, catalog: catalog, input: brands.input)
    case (2, nil):
      return DiffRun(
        before: .init(reference: references[0], catalog: catalog),
        after: .init(reference: references[1], catalog: catalog), input: brands.input)
    default:
      throw UsageError(message: DiffWording.twoBrands)
    }
  }
}
