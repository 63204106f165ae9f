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
  static let spec = Arguments.Spec(
    options: [
      "format", "appearance", "level", "sizes", "max-permutations", "brand", "max-errors",
      "max-warnings",
    ],
    flags: ["no-contrast", "no-roles", "verbose"], repeatable: ["brand", "sizes"]
  ).takingBrands
  static let help = """
    USAGE: sptheme check [BRAND_OR_FILE ...] [--brand B ...] [options]

    Reads each brand (default: every brand in sptheme.json and tokens/), resolves every
    combination of its modifiers (light and dark, and any others), checks every value against
    DTCG 2025.10 and checks that all SPTheme roles are present (through the brand's role map in
    sptheme.json). Then it checks what the components show: every foreground on the background
    behind it, in every state of every block, in every permutation, at Large and AX3
    (WCAG 2.x: text 4.5:1, large text 3:1, field edges and icons 3:1), whether the terminal
    preview can keep each text pair apart in 256 and 16 colors, and which roles the parts use.
    Prints each problem as path:line:col with a code frame and a hint, then one summary line per
    brand.

    ARGUMENTS:
      BRAND_OR_FILE        A brand name from sptheme.json or tokens/, a brand folder, a resolver
                           or a .tokens.json file

    OPTIONS:
      --brand B            A brand to check, as a positional argument is (repeatable)
      --format FORMAT      text (default), json, github (GitHub Actions annotations: errors and
                           warnings, 10 of each, every finding in $GITHUB_STEP_SUMMARY) or sarif
                           (SARIF 2.1.0 for GitHub code scanning and other tools)
      --appearance NAME    Check one appearance only (light or dark)
      --input NAME=CONTEXT Hold one modifier at one context (repeatable), e.g. --input size=mobile;
                           the other modifiers still take every context
      --max-permutations N Most permutations of the modifiers checked (default 64, at most 4096)
      --no-roles           DTCG 2025.10 validation only: no roles, no component checks
      --no-contrast        Skip the component checks (contrast of every pair the blocks show, terminal
                           palettes, role coverage)
      --level AA|AAA       The WCAG level of the contrast check (default: AA)
      --sizes LIST         Text sizes of the contrast check (default: large,ax3)
      --verbose            Also print information (roles no part uses, inactive buttons), also
                           as notices (github) and notes (sarif)
      --max-errors N       Text output prints at most N findings (default 200; 0: all), then one
                           line saying how many more; json and sarif carry all of them (github
                           output prints 10 of each severity, as GitHub shows)
      --max-warnings N     Fail (exit 1) when the brands have more than N warnings in all
                           (default: warnings never fail); 0 allows none
      --config FILE        The project file (default: the nearest sptheme.json from here up)
      --tokens DIR         Where brand names are looked up (default: tokens)
    \(TokenOptionArguments.help)
      -h, --help           Show this help

    RULES: "rules" in sptheme.json sets a rule's severity, in every output and the exit
    status: { "rules": { "contrast/text": "warning", "tokens/legacy-type": "off" } } (error,
    warning, info or note, off). sptheme help --rules lists the rules.

    EXIT STATUS: 0 no errors (warnings allowed up to --max-warnings), 1 errors found or more
    warnings than --max-warnings, 2 usage or unreadable input.
    """

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
    let format = DiagnosticFormatter.Format(
      rawValue: try arguments.choice(
        "format", DiagnosticFormatter.Format.allCases.map(\.rawValue), default: "text"))!
    let brands = try BrandArguments(arguments, console: console)
    let checkRoles = !arguments.flag("no-roles")
    let maxPermutations = try arguments.integer(
      "max-permutations", default: 64, maximum: Self.maxPermutationsLimit)
    var references = CheckRun.distinct(arguments.positionals + arguments.list("brand"))
    if references.isEmpty {
      references = try brands.allNames()
    }
    let audit: ComponentAudit? =
      arguments.flag("no-contrast") || !checkRoles
      ? nil
      : ComponentAudit(
        level: ContrastLevel(rawValue: try arguments.choice("level", ["AA", "AAA"], default: "AA"))
          ?? .aa,
        sizes: try sizes(arguments))
    let verbose = arguments.flag("verbose")
    let maxErrors = try arguments.integer(
      "max-errors", default: FindingCap.defaultLimit, minimum: 0)
    let warningLimit = try WarningLimit(arguments)
    let run = CheckRun(
      catalog: brands.catalog, references: references, input: brands.input,
      appearance: arguments.value("appearance"), maxPermutations: maxPermutations,
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
        console.fail(Sanitize.terminal(error.description))
      case .checked(let brand) where format == .text:
        for piece in text.write(brand) { console.out(piece) }
      case .checked:
        break
      }
    }
    if let failed = write(report, format: format, verbose: verbose, console: console) {
      return failed
    }
    if let failure = report.warningLimitFailure(warningLimit.maximum) { console.error(failure) }
    return ExitStatus(rawValue: report.exitCode(warningLimit: warningLimit.maximum)) ?? .usage
  }

  /// Prints the report in a format other than text (printed as the run goes); the status
  /// when the step summary cannot be written.
  private static func write(
    _ report: CheckReport, format: DiagnosticFormatter.Format, verbose: Bool, console: Console
  ) -> ExitStatus? {
    switch format {
    case .text:
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
          console.error("error: cannot write the step summary \(error.description)")
          return .usage
        }
      }
    }
    return nil
  }

  private static func sizes(_ arguments: Arguments) throws(UsageError) -> [ContentSize] {
    let names = arguments.list("sizes")
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
