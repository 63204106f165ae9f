import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// A project folder with the shipped brands in `tokens/` and Figma's Simple Design System from
/// ../shared/realworld in `design/figma-sds`, made a brand of `sptheme.json` by `InitRun` as
/// `sptheme init sds --from-tokens design/figma-sds --legacy` makes it.
struct SDSProject {
  /// The project folder (the caller removes it).
  var folder: String
  /// What the init said.
  var made: InitReport

  /// The project file.
  var projectPath: String { folder + "/sptheme.json" }

  /// Makes the folder and runs the init.
  static func make(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SDSProject {
    let sds = try ExportFixture.realworld("figma-sds")
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(atPath: ExportFixture.tokens, toPath: folder + "/tokens")
    // A team's tokens live in its project (a brand outside it is refused).
    try FileManager.default.copyItem(atPath: sds, toPath: folder + "/design/figma-sds")
    let project = SDSProject(folder: folder, made: InitReport())
    let made = project.initRun("sds", tokens: folder + "/design/figma-sds", legacy: true).run()
    #expect(made.exitCode == 0, "\(ProjectCheck.lines(made))", sourceLocation: sourceLocation)
    return SDSProject(folder: folder, made: made)
  }

  /// The brands the project can name, read as the shell reads them in its folder.
  func catalog(legacy: Bool = false, sourcesAnywhere: Bool = false) -> BrandCatalog {
    ProjectCheck.catalog(
      folder: folder, legacy: legacy, sourcesAnywhere: sourcesAnywhere)
  }

  /// `sptheme init NAME --from-tokens TOKENS` run in the project's folder.
  func initRun(_ name: String, tokens: String, legacy: Bool = false, sourcesAnywhere: Bool = false)
    -> InitRun
  {
    InitRun(
      name: name,
      source: .tokens(
        tokens, catalog: catalog(legacy: legacy, sourcesAnywhere: sourcesAnywhere),
        configPath: projectPath),
      workingFolder: folder)
  }
}

/// Checks and inits run in process over a project folder, and the text their writers give.
enum ProjectCheck {
  /// The catalog of a command run in `folder`: its `sptheme.json` (if any) and `tokens/`.
  static func catalog(folder: String, legacy: Bool = false, sourcesAnywhere: Bool = false)
    -> BrandCatalog
  {
    let path = folder + "/sptheme.json"
    let project =
      FileManager.default.fileExists(atPath: path) ? ProjectFile(contentsOf: path) : nil
    return BrandCatalog(
      project: project, tokensFolder: folder + "/tokens",
      options: TokenOptions(legacy: legacy, sourcesAnywhere: sourcesAnywhere))
  }

  /// `sptheme check` of the brands over `catalog`, with the default component audit unless
  /// `contrast` is false.
  static func run(
    _ references: [String], catalog: BrandCatalog = ExportFixture.catalog(),
    input: [String: String] = [:], checkingRoles: Bool = true, contrast: Bool = true
  ) -> CheckReport {
    CheckRun(
      catalog: catalog, references: references, input: input, checkingRoles: checkingRoles,
      audit: contrast ? ComponentAudit() : nil
    ).run()
  }

  /// The text `check` prints for a report (no color, no code frames).
  static func text(_ report: CheckReport) -> String {
    var writer = CheckTextWriter(
      formatter: DiagnosticFormatter(format: .text, styled: false, codeFrame: { _ in nil }))
    return writer.text(report)
  }

  /// What an init said, one line each.
  static func lines(_ report: InitReport) -> String {
    InitTextWriter().lines(report).map(\.text).joined(separator: "\n")
  }
}
