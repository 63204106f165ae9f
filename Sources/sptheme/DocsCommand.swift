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
  static let about = DocsWording.about
  static let notes = DocsWording.notes

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    guard let out = arguments[\.out] else { throw UsageError(message: DocsWording.needsOut) }
    guard arguments.positionals.isEmpty else {
      throw UsageError(message: ShellWording.unexpectedArgument(arguments.positionals[0]))
    }
    let brands = try BrandArguments(arguments, console: console)
    var (docsTemplates, snapshotTemplates) = try templates(custom: arguments[\.rendering.templates])
    docsTemplates.outputBudget = try OutputSizeArgument.budget(arguments)
    let run = DocsRun(
      catalog: brands.catalog,
      references: arguments[\.brand].isEmpty ? try brands.allNames() : arguments[\.brand],
      input: brands.input, against: arguments[\.against],
      templates: (docsTemplates, snapshotTemplates), projectFolder: projectFolder())
    var admitted = RunBrands()
    let report = run.run(
      admit: { brand -> DocsRun.Admission in
        do throws(RunBrands.Clash) {
          return try admitted.admit(id: brand.id, path: brand.path) ? .new : .repeated
        } catch {
          return .refused(error.message)
        }
      }, folderExists: { FileSystem.kind(of: $0).isFolder },
      progress: { say($0, console: console) })
    switch report.stop {
    case .notLoaded(let message), .refused(let message):
      throw UsageError(message: message)
    case .renderFailed(let message):
      console.fail(SafeText.terminal(message))
    case .hasErrors, nil:
      break
    }
    guard report.stop == nil else { return ExitStatus(rawValue: report.exitCode) ?? .usage }
    return write(report, to: out, console: console)
  }

  /// Prints what the run says as it goes, on standard error.
  private static func say(_ event: DocsRun.Event, console: Console) {
    switch event {
    case .notLoaded(let error):
      BrandArguments.printFindings(error.diagnostics, console: console)
    case .hasErrors(let brand, let appearance, let diagnostics):
      let formatter = DiagnosticFormatter(
        format: .text, styled: console.stdoutStyled, codeFrame: Brand.codeFrame)
      for diagnostic in diagnostics where diagnostic.severity == .error {
        console.error(formatter.text(diagnostic))
      }
      console.error(DocsWording.hasErrors(brand, in: appearance))
    case .note(let note):
      console.error(note)
    case .noEarlierVersion(let against, let brand):
      console.error(DocsWording.noEarlierVersion(against: against, brand: brand))
    }
  }

  /// Writes the site's files under `out` (``DocsReport/writeFiles(under:)``) and says what was
  /// written.
  private static func write(_ report: DocsReport, to out: String, console: Console) -> ExitStatus {
    do throws(FileFailure) {
      try report.writeFiles(under: out)
    } catch {
      console.error(DocsWording.cannotWrite(error.description))
      return .usage
    }
    for line in DocsWording.wrote(report, to: out) { console.out(line) }
    return .ok
  }

  /// The project's folder (that of sptheme.json, else the working one): paths on the pages are
  /// relative to it.
  private static func projectFolder() -> String? {
    guard let cwd = ExportCommand.currentDirectory() else { return nil }
    // find answers `../../sptheme.json`: the project is that many folders up.
    let up = ProjectFile.find(from: cwd)?.split(separator: "/").filter { $0 == ".." }.count ?? 0
    let parts = cwd.split(separator: "/").dropLast(up)
    return "/" + parts.joined(separator: "/")
  }

  /// The docs and snapshot templates (``DocsTemplates``), `custom` over the built-in docs ones.
  static func templates(custom: String?) throws(UsageError) -> (
    docs: TemplateLibrary, snapshots: TemplateLibrary
  ) {
    do throws(DocsTemplates.Problem) {
      let templates = try DocsTemplates(custom: custom)
      return (templates.docs, templates.snapshots)
    } catch {
      throw UsageError(message: error.message)
    }
  }
}
