import ArgumentParsing
import Render
import Theme
import Workflows

/// `sptheme check`: reads brands and reports every problem with its file, line and column.
enum CheckCommand: Subcommand {
  static let name = "check"
  /// The most `--max-permutations` may ask for: each permutation checked is a whole theme held
  /// until the contrast check, so an unbounded number (a million) ran out of memory.
  static let maxPermutationsLimit = 4096
  static let summary = "Check brands or token files and report every problem"
  /// The `--format` values: the findings' own formats, then the report-only ones.
  static let formats = DiagnosticFormatter.Format.allCases.map(\.rawValue) + ["junit", "markdown"]
  static let usage = [
    "[BRAND_OR_FILE ...] [--brand B ...] [options]"
  ]
  static let about = """
    Reads each brand (default: every brand in sptheme.json and tokens/), resolves every
    combination of its modifiers (light and dark, and any others), checks every value against
    DTCG 2025.10 and checks that all SPTheme roles are present (through the brand's role map in
    sptheme.json). Then it checks what the components show: every foreground on the background
    behind it, in every state of every block, in every permutation, at Large and AX3
    (WCAG 2.x: text 4.5:1, large text 3:1, field edges and icons 3:1), whether the terminal
    preview can keep each text pair apart in 256 and 16 colors, and which roles the parts use.
    Prints each problem as path:line:col with a code frame and a hint, then one summary line per
    brand.
    """
  static let operands = [
    Operand(
      name: "BRAND_OR_FILE",
      help:
        "A brand name from sptheme.json or tokens/, a brand folder, a resolver or a .tokens.json file"
    )
  ]
  static let notes = """
    RULES: "rules" in sptheme.json sets a rule's severity, in every output and the exit
    status: { "rules": { "contrast/text": "warning", "tokens/legacy-type": "off" } } (error,
    warning, info or note, off). sptheme help --rules lists the rules.

    EXIT STATUS: 0 no errors (warnings allowed up to --max-warnings), 1 errors found or more
    warnings than --max-warnings, 2 usage or unreadable input.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let formatName = try arguments.choice(\.format)
    // junit and markdown are written from the report, as json is; the findings' own format
    // matters to text only.
    let format = DiagnosticFormatter.Format(rawValue: formatName) ?? .json
    let brands = try BrandArguments(arguments, console: console)
    let checkRoles = !arguments[\.noRoles]
    let maxPermutations = try arguments.integer(\.maxPermutations)
    var references = CheckRun.distinct(arguments.positionals + arguments[\.brand])
    if references.isEmpty {
      references = try brands.allNames()
    }
    let audit: ComponentAudit? =
      arguments[\.noContrast] || !checkRoles
      ? nil
      : ComponentAudit(
        level: ContrastLevel(rawValue: try arguments.choice(\.level))
          ?? .aa,
        sizes: try sizes(arguments))
    let verbose = arguments[\.verbose]
    let maxErrors = try arguments.integer(\.maxErrors)
    let warningLimit = try WarningLimit(arguments)
    let run = CheckRun(
      catalog: brands.catalog, references: references, input: brands.input,
      appearance: arguments[\.appearance], maxPermutations: maxPermutations,
      checkingRoles: checkRoles, audit: audit, rules: brands.rules)

    // Text is printed brand by brand as the run goes; the other formats once it is done.
    var text = CheckTextWriter(
      formatter: DiagnosticFormatter(
        format: format, styled: format == .text && console.stdoutStyled,
        codeFrame: CodeFrames().frame),
      verbose: verbose, maxFindings: maxErrors)
    let report = run.run { event in
      switch event {
      case .notLoaded(_, let error):
        BrandArguments.printFindings(error.diagnostics, console: console)
        console.fail(SafeText.terminal(error.description))
      case .checked(let brand) where format == .text:
        for piece in text.write(brand) { console.out(piece) }
      case .checked:
        break
      }
    }
    if let failed = write(report, format: formatName, verbose: verbose, console: console) {
      return failed
    }
    if let failure = report.warningLimitFailure(warningLimit.maximum) { console.error(failure) }
    return ExitStatus(rawValue: report.exitCode(warningLimit: warningLimit.maximum)) ?? .usage
  }

  /// Prints the report in a format other than text (printed as the run goes); the status
  /// when the step summary cannot be written.
  private static func write(
    _ report: CheckReport, format: String, verbose: Bool, console: Console
  ) -> ExitStatus? {
    switch DiagnosticFormatter.Format(rawValue: format) {
    case nil where format == "junit":
      console.data(JUnitWriter.check(report, verbose: verbose))
    case nil where format == "markdown":
      console.data(MarkdownSummaryWriter.check(report, verbose: verbose))
    case nil, .text:
      break
    case .json:
      console.data(CheckJSONWriter.document(report))
    case .sarif:
      let (log, warning) = CheckSARIFWriter(
        verbose: verbose, toolVersion: CommandLineTool.version,
        sourceRoot: ExportCommand.currentDirectory()
      ).write(report)
      console.data(log)
      if let warning { console.error(warning) }
    case .github:
      let annotations = GitHubAnnotations(report: report, verbose: verbose)
      let summaryFile = console.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
      for line in annotations.lines(summaryFile: summaryFile) { console.data(line) }
      if let summaryFile {
        do {
          try GitHubAnnotations.appendSummary(annotations.summaryMarkdown(report), to: summaryFile)
        } catch {
          console.error(ShellWording.stepSummaryNotWritten(error.description))
          return .usage
        }
      }
    }
    return nil
  }

  private static func sizes(_ arguments: Arguments<Options>) throws(UsageError) -> [ContentSize] {
    let names = arguments[\.sizes]
    guard !names.isEmpty else { return [.large, .ax3] }
    return try names.map { name throws(UsageError) in
      guard let size = ContentSize(flag: name) else {
        throw UsageError(
          message:
            "no text size '\(name)'; sizes: \(ContentSize.allCases.map(\.flagName).joined(separator: ", "))"
        )
      }
      return size
    }
  }
}
