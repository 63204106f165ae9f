import ArgumentParsing
import Platform
import Render
import Theme

/// `sptheme diff`: what changes between two brands, or between a brand and another version of it.
enum DiffCommand: Subcommand {
  static let name = "diff"
  static let summary = "Show what changes between two brands or two versions of one"
  static let usage = [
    "BRAND OTHER_BRAND [options]",
    "BRAND --against DIR [options]",
    "--brand BRAND (OTHER_BRAND | --against DIR) [options]",
  ]
  static let about = """
    Compares two brands (or a brand with another version of its folder) appearance by
    appearance: every role whose value changes, old and new with their alias chains and
    file:line:col; the parts and states each change reaches; the contrast verdicts that flip;
    and the snapshots that will change.
    """
  static let notes = """
    EXIT STATUS: 0 nothing differs, 1 differences, 2 usage or unreadable input.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let brands = try BrandArguments(arguments, console: console)
    let tokensFolder = brands.catalog.tokensFolder
    let format = try arguments.choice(\.format)
    let limit = try arguments.integer(\.limit)
    let (beforeReference, afterReference, afterFolder): (String, String, String)
    let references = (arguments[\.brand].map { [$0] } ?? []) + arguments.positionals
    switch (references.count, arguments[\.against]) {
    case (1, let against?):
      let candidate = against + "/" + references[0]
      let useTokensFolder = FileSystem.kind(of: candidate).isFolder
      (beforeReference, afterReference, afterFolder) = (
        references[0], useTokensFolder ? references[0] : against,
        useTokensFolder ? against : tokensFolder
      )
    case (2, nil):
      (beforeReference, afterReference, afterFolder) = (references[0], references[1], tokensFolder)
    default:
      throw UsageError(message: "give two brands, or one brand and --against DIR")
    }
    let afterCatalog =
      afterFolder == tokensFolder
      ? brands.catalog
      : BrandCatalog(project: nil, tokensFolder: afterFolder, options: brands.catalog.options)
    let before = try load(
      beforeReference, from: brands.catalog, input: brands.input, console: console)
    let after = try load(afterReference, from: afterCatalog, input: brands.input, console: console)
    guard let before, let after else { return .findings }
    let diff = BrandDiff.compare(
      before: before.themes, after: after.themes, snapshotBrand: after.brand.id)
    let title =
      "\(before.brand.id) (\(before.brand.path)) → \(after.brand.id) (\(after.brand.path))"
    if format == "json" {
      console.data(DiffReport.json(diff, before: before.brand, after: after.brand).serialized())
    } else {
      console.out(
        Sanitize.terminal(DiffReport.text(diff, title: title, limit: limit), keepNewlines: true))
    }
    if let path = arguments[\.html] {
      // The renderings need the snapshot templates: --templates, else the built-in ones.
      // Without them the page is refused, not written without its renderings.
      let folder = arguments[\.templates]
      guard
        let templates = try? SnapshotCommand.snapshotTemplates(folder),
        HTMLWriter.templateNames.allSatisfy({ templates[$0] != nil })
      else {
        console.fail(
          "diff --html needs the snapshot templates: none in \(folder ?? "the built-in templates"); give --templates DIR"
        )
        return .usage
      }
      do {
        let renderings = DiffReport.renderings(
          diff, before: before.themes, after: after.themes, templates: templates, limit: limit)
        try FileSystem.write(DiffReport.html(diff, title: title, renderings: renderings), to: path)
      } catch {
        console.error("error: cannot write \(Sanitize.terminal(error.description))")
        return .usage
      }
    }
    return diff.isEmpty ? .ok : .findings
  }

  private static func load(
    _ reference: String, from catalog: BrandCatalog, input: [String: String], console: Console
  )
    throws(UsageError)
    -> (brand: Brand, themes: [SPTheme])?
  {
    let brand: Brand
    do {
      brand = try catalog.brand(reference).choosing(input)
    } catch {
      BrandArguments.printFindings(error.diagnostics, console: console)
      throw UsageError(message: error.description)
    }
    var themes: [SPTheme] = []
    for appearance in brand.appearances {
      let (theme, diagnostics) = brand.theme(appearance: appearance)
      guard let theme else {
        let errors = diagnostics.filter { $0.severity == .error }.count
        console.error(
          "error: \(brand.id) (\(brand.path)) has \(errors) error\(errors == 1 ? "" : "s") in \(appearance); run sptheme check \(brand.path)"
        )
        return nil
      }
      themes.append(theme)
    }
    return (brand, themes)
  }
}
