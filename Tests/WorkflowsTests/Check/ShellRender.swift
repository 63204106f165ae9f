import Components
import Foundation
import Platform
import Render
import TestSupport
import Theme
import Workflows

/// The drawing commands (`snapshot`, `docs`, `preview`, `diff`, `export`, `list`) as their
/// shell builds them from the options (Sources/sptheme/*Command.swift), run in process over a
/// catalog of absolute paths, with what each prints: standard output and standard error made
/// terminal-safe where the console makes them so, data as it is.
enum ShellRender {
  /// What a command printed and its exit status.
  struct Output {
    var status: Int32
    var stdout = ""
    var stderr = ""

    /// Both streams.
    var all: String { stdout + stderr }

    mutating func out(_ text: String) { stdout += ShellCheck.line(text) + "\n" }
    mutating func data(_ text: String) { stdout += text.hasSuffix("\n") ? text : text + "\n" }
    mutating func error(_ text: String) { stderr += ShellCheck.line(text) + "\n" }
    mutating func fail(_ text: String) { error(ReportLine.failure(text).text) }

    mutating func print(_ lines: [ReportLine]) {
      for line in lines {
        switch line.stream {
        case .output: out(line.text)
        case .data: data(line.text)
        case .error: error(line.text)
        }
      }
    }
  }

  /// The catalog of a run from the package root without a project: the shipped brands in
  /// `tokens/`, then the built-in ones.
  static var catalog: BrandCatalog {
    BrandCatalog(project: nil, tokensFolder: BrandFiles.tokens, options: TokenOptions())
  }

  /// The environment the binary tests pin: no color, a dumb terminal, not a TTY.
  static let profile = TerminalDetection.profile(
    flag: nil, environment: ["NO_COLOR": "1", "TERM": "dumb"], isTTY: false)

  /// A brand loaded as the shell loads one, or its findings and error printed (exit 2).
  static func load(_ reference: String, _ catalog: BrandCatalog, into output: inout Output)
    -> Brand?
  {
    do {
      return try catalog.brand(reference)
    } catch {
      output.print(ReportLine.findings(error.diagnostics, codeFrame: CodeFrames().frame))
      output.fail(SafeText.terminal(error.description))
      output.status = 2
      return nil
    }
  }

  /// `--verify DIR [--junit FILE]` as the binary tests run it: no `CI` and no `SPTHEME_RECORD`
  /// in the environment, so missing references are recorded.
  static func verify(_ folder: String, junit: String? = nil) -> SnapshotRun.Mode {
    .verify(.init(folder: folder, record: .missing, junitFile: junit))
  }

  /// `snapshot --brand B… --block … --sizes … (--out DIR | --verify DIR [--junit FILE])
  /// [--templates DIR [--max-output-size N]] [--verbose]`.
  static func snapshot(
    _ references: [String], catalog: BrandCatalog = catalog, blocks: [String] = [],
    sizes: [String] = [], templates folder: String? = nil,
    maxOutputSize: Int = 512 << 20, mode: SnapshotRun.Mode, verbose: Bool = false
  ) throws -> Output {
    var output = Output(status: 0)
    if case .verify(let verification) = mode {
      let record = verification.record
      let preparation = SnapshotFolder.prepareReferences(verification.folder, record: record)
      if let line = SnapshotTextWriter.line(
        preparation, folder: verification.folder, record: record)
      {
        output.error(line)
      }
      guard preparation == .exists || preparation == .created else {
        output.status = 2
        return output
      }
    }
    var templates = try SnapshotRun.templates(folder)
    templates.outputBudget = folder == nil ? nil : OutputBudget(limit: maxOutputSize)
    var themes: [(brand: String, theme: SPTheme)] = []
    var admitted = RunBrands()
    for reference in references {
      guard let brand = load(reference, catalog, into: &output) else { return output }
      guard try admitted.admit(id: brand.id, path: brand.path) else { continue }
      for appearance in brand.drawnAppearances {
        let (theme, diagnostics) = brand.theme(appearance: appearance)
        guard let theme else {
          let formatter = DiagnosticFormatter(
            format: .text, styled: false, codeFrame: Brand.codeFrame)
          for diagnostic in diagnostics where diagnostic.severity == .error {
            output.error(formatter.text(diagnostic))
          }
          output.fail(
            CheckFailureNote.cannotDraw(brand: brand.id, appearance: appearance, path: brand.path))
          output.status = 1
          return output
        }
        themes.append((brand.id, theme))
      }
      if let note = CheckFailureNote.line(for: brand) { output.error(note) }
    }
    let run = SnapshotRun(
      themes: themes, blocks: try SnapshotSelection.blocks(blocks),
      sizes: try SnapshotSelection.sizes(sizes), templates: templates, mode: mode)
    let report = run.run()
    let writer = SnapshotTextWriter(verbose: verbose)
    for line in writer.errorLines(report) { output.error(line) }
    if let text = writer.text(report) { output.out(text) }
    output.status = report.exitCode
    return output
  }

  /// `docs --brand B… --out DIR [--templates DIR [--max-output-size N]]`.
  static func docs(
    _ references: [String], catalog: BrandCatalog = catalog, out: String,
    templates custom: String? = nil, maxOutputSize: Int = 512 << 20
  ) throws -> Output {
    var output = Output(status: 0)
    let templates = try DocsTemplates(custom: custom)
    var docs = templates.docs
    docs.outputBudget = custom == nil ? nil : OutputBudget(limit: maxOutputSize)
    var admitted = RunBrands()
    let report = DocsRun(
      catalog: catalog, references: references, templates: (docs, templates.snapshots)
    ).run(
      admit: { brand in
        do throws(RunBrands.Clash) {
          return try admitted.admit(id: brand.id, path: brand.path) ? .new : .repeated
        } catch {
          return .refused(error.message)
        }
      }, folderExists: { FileSystem.kind(of: $0).isFolder },
      progress: { event in
        switch event {
        case .notLoaded(let error):
          output.print(ReportLine.findings(error.diagnostics, codeFrame: CodeFrames().frame))
        case .hasErrors(let brand, let appearance, let diagnostics):
          let formatter = DiagnosticFormatter(
            format: .text, styled: false, codeFrame: Brand.codeFrame)
          for diagnostic in diagnostics where diagnostic.severity == .error {
            output.error(formatter.text(diagnostic))
          }
          output.error(DocsWording.hasErrors(brand, in: appearance))
        case .note(let note): output.error(note)
        case .noEarlierVersion(let against, let brand):
          output.error(DocsWording.noEarlierVersion(against: against, brand: brand))
        }
      })
    switch report.stop {
    case .notLoaded(let message), .refused(let message): output.fail(message)
    case .renderFailed(let message): output.fail(SafeText.terminal(message))
    case .hasErrors, nil: break
    }
    output.status = report.exitCode
    guard report.stop == nil else { return output }
    for file in report.files {
      let path = out + "/" + file.path
      try FileManager.default.createDirectory(
        atPath: BrandFiles.parent(path), withIntermediateDirectories: true)
      try FileSystem.write(file.contents, to: path)
    }
    for line in DocsWording.wrote(report, to: out) { output.out(line) }
    return output
  }

  /// `preview --brand B [--appearance A] [--width N] [--color C]`: the first state of sign-in.
  static func preview(
    _ reference: String, catalog: BrandCatalog = catalog, appearances: [String]? = nil,
    width: Int = 100, profile: ColorProfile = profile
  ) -> Output {
    var output = Output(status: 0)
    guard let brand = load(reference, catalog, into: &output) else { return output }
    let report = PreviewRun(
      states: Array(BlockKind.signIn.catalogue.prefix(1)), appearances: appearances, width: width
    ).run(brand, rules: catalog.rules)
    switch report {
    case .drawn(let canvas, let note):
      output.out(ANSIWriter.render(canvas, profile: profile))
      if let note { output.error(note) }
    case .failed(_, let failure):
      let formatter = DiagnosticFormatter(
        format: .text, styled: false, codeFrame: CodeFrames().frame)
      for diagnostic in failure.diagnostics where diagnostic.severity == .error {
        output.error(formatter.text(diagnostic))
      }
    }
    if let line = report.errorLine { output.error(line) }
    output.status = report.exitCode
    return output
  }

  /// `diff BEFORE AFTER [--html FILE [--templates DIR]]`: the text of the changes
  /// (`--limit 6`), and the page with the renderings, refused without the snapshot templates.
  static func diff(
    _ before: String, _ after: String, catalog: BrandCatalog = catalog, html: String? = nil,
    templates folder: String? = nil
  ) -> (Output, DiffReport?) {
    var output = Output(status: 0)
    let report: DiffReport
    do {
      report = try DiffRun(
        before: .init(reference: before, catalog: catalog),
        after: .init(reference: after, catalog: catalog)
      ).run { output.error($0) }
    } catch {
      output.print(ReportLine.findings(error.diagnostics, codeFrame: CodeFrames().frame))
      output.fail(error.description)
      output.status = 2
      return (output, nil)
    }
    guard report.diff != nil else {
      output.status = 1
      return (output, report)
    }
    output.out(DiffWriter.text(report, limit: 6))
    output.status = report.exitCode
    guard let html else { return (output, report) }
    guard let templates = try? SnapshotRun.templates(folder),
      HTMLWriter.templateNames.allSatisfy({ templates[$0] != nil })
    else {
      output.fail(DiffWording.needsTemplates(folder))
      output.status = 2
      return (output, report)
    }
    do {
      let renderings = DiffWriter.renderings(report, templates: templates, limit: 6)
      try FileSystem.write(DiffWriter.html(report, renderings: renderings), to: html)
    } catch {
      output.error(DiffWording.cannotWrite(error.description))
      output.status = 2
    }
    return (output, report)
  }

  /// `export FORMAT --brand B [--out FILE]`.
  static func export(
    _ format: ExportRun.Format, _ reference: String, catalog: BrandCatalog = catalog,
    appearance: String? = nil, out: String? = nil
  ) -> Output {
    var output = Output(status: 0)
    let report = ExportRun(
      format: format, catalog: catalog, references: [reference], appearance: appearance, out: out
    ).run()
    output.print(ExportTextWriter(codeFrame: CodeFrames().frame).lines(report))
    if case .usage(let message) = report.failure { output.fail(message) }
    output.status = report.exitCode
    return output
  }

  /// `list --tokens DIR`: the listing as the console writes it.
  static func list(tokens: String) -> Output {
    let catalog = BrandCatalog(project: nil, tokensFolder: tokens, options: TokenOptions())
    var output = Output(status: 0)
    for warning in Brand.unreadableEntries(in: tokens) { output.error("warning: " + warning) }
    output.out(
      SafeText.terminal(ListTextWriter.text(ListRun(catalog: catalog).run()), keepNewlines: true))
    return output
  }
}
