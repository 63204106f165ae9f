import ArgumentParsing
import Components
import Platform
import Render
import Theme
import Workflows

/// `sptheme snapshot`: HTML, readable ANSI and scene JSON snapshots of every catalogue state in
/// brands, appearances and text sizes; `--verify` compares them with reference files for CI.
enum SnapshotCommand: Subcommand {
  static let name = "snapshot"
  static let summary = "Write HTML, ANSI and scene snapshots of every state, or verify references"
  static let usage = [
    "[--brand B…] [--block BLOCK…] [--state ID…] [--sizes large,ax3] [--out DIR] [--shard K/N]",
    "--verify DIR [--record MODE [--prune]] [--junit FILE] [--report FILE] [selection]",
    "--accept CAUSE|NAME|PATTERN --results DIR… [--verify DIR]",
  ]
  static let about = """
    Renders every catalogue state of the chosen blocks in every chosen brand, in light and dark,
    at each text size. Each snapshot is three files named <block>.<state>.<brand>.<appearance>.<size>:
    .html (a self-contained page), .ansi.txt (the terminal drawing, escapes made readable) and
    .scene.json (every resolved value with its role and token). index.html links them all.

    With --verify DIR, nothing is written unless a record mode says so: the snapshots are rendered
    and compared with the files in DIR. Missing, orphaned (a reference no current state renders)
    and changed snapshots are counted, the changed ones grouped under what explains them: the
    role changes since the references were recorded (their roles.json), then the changes no role
    explains (layout, copy, parts, renderer); those that differ in bytes only are counted in one
    line. A report with before and after side by side is written. Exit status 1 on any difference.
    """
  static let notes = """
    \(mergeHelp)

    \(acceptHelp)

    Record modes: never writes nothing; missing writes snapshots with no reference; failed also
    rewrites changed ones; all rewrites every snapshot. Orphaned references are only removed
    with --prune, never by a record mode alone. A run that records still exits 1, so a
    recording never passes by accident.
    """

  /// What `--record` asks for (the policy is Render's).
  typealias RecordMode = SnapshotRecordMode

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    if let first = arguments.positionals.first {
      guard first == "merge-reports" else {
        throw UsageError(
          message:
            "unknown argument '\(first)'\(Suggestion.hint(for: first, in: ["merge-reports"])); snapshot takes options, or merge-reports DIR…"
        )
      }
      return try mergeReports(arguments, console: console)
    }
    if arguments[\.accept] != nil { return try accept(arguments, console: console) }
    if arguments.all(\.results).count > 1 {
      throw UsageError(message: ShellWording.resultsOnce)
    }
    let brands = try BrandArguments(arguments, console: console)
    let (shard, states, blocks, sizes) = try selection(arguments)
    let verifyFolder = arguments[\.verify]
    let record = try checkedRecordMode(
      arguments, verifying: verifyFolder != nil, shard: shard, console: console)
    if let verifyFolder {
      guard try prepareReferences(verifyFolder, record: record, console: console) else {
        return .usage
      }
    }
    let templates = try loadTemplates(arguments)
    let themes: [(brand: String, theme: SPTheme)]
    switch try drawnThemes(arguments[\.brand], brands: brands, console: console) {
    case .success(let drawn): themes = drawn
    case .failure(let stop): return stop.exitStatus
    }
    let run = SnapshotRun(
      themes: themes, blocks: blocks, states: states, sizes: sizes, shard: shard,
      templates: templates, mode: mode(arguments, verifying: verifyFolder, record: record))
    var progress = Progress(console: console)
    let report = run.run { progress.show($0) }
    progress.finish()
    return printReport(report, arguments: arguments, console: console)
  }

  /// Where the snapshots go: verified against `--verify DIR` with the record mode, or written
  /// into `--out` (default: snapshots).
  static func mode(_ arguments: Arguments<Options>, verifying folder: String?, record: RecordMode)
    -> SnapshotRun.Mode
  {
    guard let folder else { return .write(folder: arguments[\.out] ?? "snapshots") }
    return .verify(
      .init(
        folder: folder, record: record, prune: arguments[\.prune],
        resultsFolder: arguments.all(\.results).last, junitFile: arguments[\.junit],
        reportFile: arguments[\.report]))
  }

  /// Prints a report: notes and the failure on standard error; the text (or, with `--summary
  /// markdown`, the Markdown summary) on standard output; the summary also goes to
  /// `$GITHUB_STEP_SUMMARY` when that names a file.
  static func printReport(
    _ report: SnapshotRunReport, arguments: Arguments<Options>, console: Console
  )
    -> ExitStatus
  {
    let writer = SnapshotTextWriter(verbose: arguments[\.verbose])
    for line in writer.errorLines(report) { console.error(line) }
    let markdown = MarkdownSummaryWriter.snapshot(report)
    if let markdown, arguments[\.summary] != nil {
      console.data(markdown)
    } else if let text = writer.text(report) {
      console.out(text)
    }
    if let markdown, let file = console.environment["GITHUB_STEP_SUMMARY"], !file.isEmpty {
      do {
        try GitHubAnnotations.appendSummary(markdown, to: file)
      } catch {
        console.error(ShellWording.stepSummaryNotWritten(error.description))
        return .usage
      }
    }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }

  /// Makes a reference folder that does not exist yet when a record mode may fill it; refuses
  /// it under `never`. Returns false when it could not be made (and says so).
  private static func prepareReferences(
    _ folder: String, record: RecordMode, console: Console
  ) throws(UsageError) -> Bool {
    let preparation = SnapshotFolder.prepareReferences(folder, record: record)
    guard let line = SnapshotTextWriter.line(preparation, folder: folder, record: record) else {
      return true
    }
    if preparation == .refused { throw UsageError(message: line) }
    console.error(line)
    return preparation == .created
  }

  /// The snapshot templates of a folder (`--templates`), else the built-in ones.
  static func snapshotTemplates(_ folder: String?) throws(TemplateError) -> TemplateLibrary {
    try SnapshotRun.templates(folder)
  }

  /// The theme of every drawn appearance of the brands (default: every brand), each brand once
  /// (``SnapshotThemes``); stops at a brand that cannot be loaded or an appearance with errors,
  /// having said why.
  static func drawnThemes(
    _ references: [String], brands: BrandArguments, console: Console
  ) throws(UsageError) -> Result<[(brand: String, theme: SPTheme)], CommandStop> {
    let made = SnapshotThemes.make(
      references.isEmpty ? try brands.allNames() : references,
      load: { reference throws(BrandError) in try brands.brand(reference) },
      note: { console.error($0) })
    switch made {
    case .success(let themes):
      return .success(themes)
    case .failure(.notLoaded(let error)):
      BrandArguments.printFindings(error.diagnostics, console: console)
      console.fail(SafeText.terminal(error.description))
      return .failure(.usage)
    case .failure(.clash(let clash)):
      throw UsageError(message: clash.message)
    case .failure(.cannotDraw(let brand, let appearance, let diagnostics)):
      let formatter = DiagnosticFormatter(
        format: .text, styled: console.stdoutStyled, codeFrame: Brand.codeFrame)
      for diagnostic in diagnostics where diagnostic.severity == .error {
        console.error(formatter.text(diagnostic))
      }
      console.fail(
        CheckFailureNote.cannotDraw(brand: brand.id, appearance: appearance, path: brand.path))
      return .failure(.findings)
    }
  }

  /// A progress line on standard error, only when it is a terminal.
  struct Progress {
    let console: Console
    var started = false

    mutating func show(_ event: SnapshotRun.Event) {
      switch event {
      case .started:
        started = true
      case .rendered(let done, let total, let name):
        guard console.stderrIsTerminal, done % 8 == 0 || done == total else { return }
        console.errorRaw("\r\u{1B}[2K[\(done)/\(total)] \(SafeText.terminal(name))")
      }
    }

    func finish() {
      guard started, console.stderrIsTerminal else { return }
      console.errorRaw("\r\u{1B}[2K")
    }
  }
}
