import ArgumentParsing
import Platform
import Render
import Theme
import Workflows

/// `sptheme docs`: writes a static documentation site for brands from `Templates/docs/`.
enum DocsCommand: Subcommand {
  static let name = "docs"
  static let summary =
    "Write a brand's documentation site: colors, type, motion, components, checks"
  static let usage = [
    "[--brand B…] --out DIR [--templates DIR] [--against DIR]"
  ]
  static let about = """
    Writes a static site for each brand: DIR/index.html shows every brand side by side (its
    sign-in block and key colors), and DIR/<brand>/ holds the brand's pages: Overview, Colors
    (swatches in light and dark, hex and original color space, out-of-gamut flag, alias chain
    with file:line, $description, deprecation, the parts and states that use each role and the
    contrast of each real partner), Typography (a specimen per text style and its sizes across
    Dynamic Type), Radius, space & stroke (drawn to scale), Motion (easing curves and springs),
    Components (every catalogue state, light and dark, at Large and AX3, each linking to its
    snapshot in DIR/<brand>/snapshots/), Accessibility (the findings of sptheme check) and, with
    --against, Changes. Pages are self-contained (inline CSS and SVG, no scripts, no network) and
    open from file://; the same brands give the same bytes. Files are written atomically.
    """
  static let notes = """
    EXIT STATUS: 0 written, 1 a brand has errors (run sptheme check), 2 usage or unwritable output.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard let out = arguments[\.out] else {
      throw UsageError(message: "give --out DIR, the folder the site is written to")
    }
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        message: "unexpected argument '\(arguments.positionals[0])'; give brands with --brand")
    }
    let brandArguments = try BrandArguments(arguments, console: console)
    let catalog = brandArguments.catalog
    var (docsTemplates, snapshotTemplates) = try templates(custom: arguments[\.rendering.templates])
    docsTemplates.outputBudget = try OutputSizeArgument.budget(arguments)

    let references =
      arguments[\.brand].isEmpty ? try brandArguments.allNames() : arguments[\.brand]
    var brands: [DocsBrand] = []
    var admitted = RunBrands()
    for reference in references {
      guard
        var brand = try load(
          reference, from: catalog, input: brandArguments.input, console: console)
      else {
        return .findings
      }
      guard try admitted.admit(id: brand.id, path: brand.path) else { continue }
      if let against = arguments[\.against] {
        let otherFolder = against + "/" + brand.id
        let other: DocsBrand?
        if FileSystem.kind(of: otherFolder).isFolder {
          let previous = BrandCatalog(project: nil, tokensFolder: against, options: catalog.options)
          other = try load(brand.id, from: previous, input: brandArguments.input, console: console)
        } else if references.count == 1 {
          other = try load(against, from: catalog, input: brandArguments.input, console: console)
        } else {
          console.error(
            "warning: \(against) has no folder \(brand.id); \(brand.id) gets no Changes page")
          other = nil
        }
        if let other {
          let diff = BrandDiff.compare(
            before: other.themes, after: brand.themes, snapshotBrand: brand.id)
          brand.changes = DocsBrand.Changes(against: other.path, diff: diff)
        } else if references.count == 1 {
          return .findings
        }
      }
      brands.append(brand)
    }

    var site = DocsSite(templates: docsTemplates, snapshotTemplates: snapshotTemplates)
    // Paths on the pages are the project's (the folder of sptheme.json, else the working one).
    let cwd = ExportCommand.currentDirectory()
    if let cwd {
      // find answers `../../sptheme.json`: the project is that many folders up.
      let up = ProjectFile.find(from: cwd)?.split(separator: "/").filter { $0 == ".." }.count ?? 0
      let parts = cwd.split(separator: "/").dropLast(up)
      site.projectFolder = "/" + parts.joined(separator: "/")
    }
    let files: [DocsSite.File]
    do {
      files = try site.render(brands)
    } catch {
      console.fail(Sanitize.terminal(error.description))
      return .usage
    }
    var folders = Set<String>()
    do {
      for file in files {
        let path = out + "/" + file.path
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
          separator: "/")
        if folders.insert(folder).inserted { try FileSystem.createFolder(folder) }
        try FileSystem.write(file.contents, to: path)
      }
    } catch {
      console.error("error: cannot write \(Sanitize.terminal(error.description))")
      return .usage
    }
    let snapshots = files.filter { $0.path.contains("/snapshots/") }.count
    let pages = files.count - snapshots
    let names = brands.map(\.id).joined(separator: ", ")
    console.out(
      "wrote the docs of \(brands.count == 1 ? "1 brand" : "\(brands.count) brands") (\(names)) to \(out)/: \(pages) pages and \(snapshots) component snapshots"
    )
    console.out("open \(out)/index.html")
    return .ok
  }

  /// Loads a brand with every appearance, or prints its errors.
  static func load(
    _ reference: String, from catalog: BrandCatalog, input: [String: String], console: Console
  )
    throws(UsageError) -> DocsBrand?
  {
    let brand: Brand
    do {
      brand = try catalog.brand(reference).choosing(input)
    } catch {
      BrandArguments.printFindings(error.diagnostics, console: console)
      throw UsageError(message: error.description)
    }
    let report = brand.check()
    var themes: [SPTheme] = []
    for appearance in brand.appearances.isEmpty ? ["default"] : brand.appearances {
      let (theme, diagnostics) = brand.theme(appearance: appearance)
      guard let theme else {
        let formatter = DiagnosticFormatter(
          format: .text, styled: console.stdoutStyled, codeFrame: Brand.codeFrame)
        for diagnostic in diagnostics where diagnostic.severity == .error {
          console.error(formatter.text(diagnostic))
        }
        console.error(
          "error: \(brand.id) has errors in \(appearance); fix them first (sptheme check \(brand.path))"
        )
        return nil
      }
      themes.append(theme)
    }
    if let note = CheckFailureNote.line(for: brand, report: report, rules: catalog.rules) {
      console.error(note)
    }
    return DocsBrand(
      id: brand.id, name: brand.name, path: brand.path, themes: themes, findings: report.diagnostics
    )
  }

  /// The docs templates (built into the binary, each overridden by a file of `custom`) and the
  /// snapshot templates (built in).
  static func templates(custom: String?) throws(UsageError) -> (
    docs: TemplateLibrary, snapshots: TemplateLibrary
  ) {
    do {
      let snapshots = try BuiltInTemplates.snapshots()
      var merged = try BuiltInTemplates.docs().templates
      if let custom {
        guard FileSystem.kind(of: custom).isFolder else {
          throw UsageError(message: "--templates \(custom) is not a folder")
        }
        merged.merge(try TemplateLibrary(directory: custom).templates) { _, own in own }
      }
      let docs = TemplateLibrary(merged)
      if let missing = DocsSite.templateNames.first(where: { docs[$0] == nil }) {
        throw UsageError(
          message:
            "the docs templates have no \(missing).mustache (needed: \(DocsSite.templateNames.joined(separator: ", ")))"
        )
      }
      return (docs, snapshots)
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(message: "\(error)")
    }
  }
}
