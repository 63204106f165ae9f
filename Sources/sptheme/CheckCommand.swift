import Render
import Theme

/// `sptheme check`: reads brands and reports every problem with its file, line and column.
enum CheckCommand: Subcommand {
  static let name = "check"
  /// The most `--max-permutations` may ask for: each permutation checked is a whole theme held
  /// until the contrast check, so an unbounded number (a million) ran out of memory.
  static let maxPermutationsLimit = 4096
  static let summary = "Check brands or token files and report every problem"
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
    let format = DiagnosticFormatter.Format(
      rawValue: try arguments.choice(\.format))!
    let brands = try BrandArguments(arguments, console: console)
    let checkRoles = !arguments[\.noRoles]
    let maxPermutations = try arguments.integer(\.maxPermutations)
    // A brand given twice is checked once (and counted once).
    var seen: Set<String> = []
    var references = (arguments.positionals + arguments[\.brand]).filter {
      seen.insert($0.hasSuffix("/") ? String($0.dropLast()) : $0).inserted
    }
    if references.isEmpty {
      references = try brands.allNames()
    }
    let formatter = DiagnosticFormatter(
      format: format, styled: format == .text && console.stdoutStyled,
      codeFrame: CodeFrames().frame)

    let audit: ComponentAudit? =
      arguments[\.noContrast] || !checkRoles
      ? nil
      : ComponentAudit(
        level: ContrastLevel(rawValue: try arguments.choice(\.level))
          ?? .aa,
        sizes: try sizes(arguments))
    let verbose = arguments[\.verbose]
    var shown = FindingCap(
      limit: try arguments.integer(\.maxErrors))
    let warningLimit = try WarningLimit(arguments)
    let settings = brands.rules
    var totalWarnings = 0

    var status = ExitStatus.ok
    var reports: [JSONValue] = []
    var everything: [Diagnostic] = []
    var brandLines: [String] = []
    var noticeLines: [String] = []
    for reference in references {
      guard let brand = brands.load(reference, applyingInput: false) else {
        status = .usage
        continue
      }
      var fixed = brands.input
      if let appearance = arguments[\.appearance] {
        fixed.merge(
          brand.appearanceMap == nil ? ["appearance": appearance] : brand.input(for: appearance)
        ) { $1 }
      }
      let report = brand.check(
        fixing: fixed, maxPermutations: maxPermutations, checkingRoles: checkRoles)
      var findings = report.diagnostics
      var pairs: Int?
      // The components are checked in every permutation that built a theme (errors in tokens
      // no role uses do not stop it); one that built none is said, never skipped silently.
      if let audit {
        if !report.themes.isEmpty {
          // Every permutation's theme: a brand modifier's second context is checked too.
          let result = audit.run(brand: brand.id, themes: report.themes)
          findings += result.diagnostics
          pairs = result.checkedPairs
        }
        findings += ContrastCoverage.notChecked(report, brand: brand, pairs: pairs)
      }
      // The project's rule settings, before any output or count sees the findings.
      findings = settings.apply(to: findings)
      // A finding with no place of its own (the host's colors, an inactive button) points at
      // the file a person would open: the brand's resolver or token file.
      everything += findings.map { finding in
        var located = finding
        if located.location == nil {
          located.location = SourceLocation(file: brand.path, line: 1, column: 1)
        }
        return located
      }
      let errors = findings.filter { $0.severity == .error }.count
      let warnings = findings.filter { $0.severity == .warning }.count
      totalWarnings += warnings
      if findings.contains(where: { $0.severity == .error && $0.rule.unreadableInput }) {
        status = .usage
      } else if errors > 0, status == .ok {
        status = .findings
      }
      let line = summary(
        brand, errors: errors, warnings: warnings, tokens: report.tokenCount, pairs: pairs,
        permutations: report.permutations, styled: format == .text && formatter.styled)
      switch format {
      case .text:
        for finding in findings where verbose || finding.severity != .info {
          if shown.admit() { console.out(formatter.text(finding) + "\n") }
        }
        if let more = shown.takeNote() { console.out(more + "\n") }
        console.out(line)
      case .github:
        brandLines.append(line)
        // A clean brand is no notice unless --verbose: GitHub shows 10 notices a step.
        if verbose || errors > 0 || warnings > 0 { noticeLines.append(line) }
      case .json:
        var object = JSONObject()
        object["brand"] = .string(brand.id)
        object["name"] = .string(brand.name)
        object["path"] = .string(brand.path)
        object["appearances"] = .array(brand.appearances.map { .string($0) })
        if let map = brand.appearanceMap {
          object["appearanceModifier"] = .string(map.modifier)
          object["appearanceOrigin"] = .string(map.origin.rawValue)
        }
        object["permutations"] = .number(Double(report.permutations))
        object["tokens"] = .number(Double(report.tokenCount))
        if let pairs { object["contrastPairs"] = .number(Double(pairs)) }
        object["errors"] = .number(Double(errors))
        object["warnings"] = .number(Double(warnings))
        object["diagnostics"] = .array(findings.map(DiagnosticFormatter.json))
        reports.append(.object(object))
      case .sarif:
        break
      }
    }
    switch format {
    case .json:
      var document = JSONObject()
      document["brands"] = .array(reports)
      console.data(JSONValue.object(document).serialized())
    case .sarif:
      let shown = everything.filter { verbose || $0.severity != .info }
      let (log, omitted) = SARIFReport.render(
        shown, toolVersion: CommandLineTool.version, sourceRoot: ExportCommand.currentDirectory())
      console.data(log.serialized())
      if omitted > 0 {
        console.error(
          "warning: left out \(omitted) findings (the least severe) to stay within the \(SARIFReport.maximumResults) results GitHub takes per run"
        )
      }
    case .github:
      let annotations = GitHubAnnotations(
        diagnostics: everything, verbose: verbose, brandLines: noticeLines)
      let summaryFile = console.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
      for line in annotations.lines(summaryFile: summaryFile) { console.data(line) }
      if let summaryFile {
        do {
          try GitHubAnnotations.appendSummary(
            annotations.summaryMarkdown(brandLines: brandLines), to: summaryFile)
        } catch {
          console.error("error: cannot write the step summary \(error.description)")
          status = .usage
        }
      }
    default:
      break
    }
    if status == .ok, let failure = warningLimit.failure(warnings: totalWarnings) {
      console.error(failure)
      status = .findings
    }
    return status
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

  private static func summary(
    _ brand: Brand, errors: Int, warnings: Int, tokens: Int, pairs: Int?, permutations: Int,
    styled: Bool
  ) -> String {
    func plural(_ count: Int, _ word: String) -> String {
      "\(count) \(word)\(count == 1 ? "" : "s")"
    }
    let verdict = errors == 0 ? "ok" : "failed"
    let mark = styled ? (errors == 0 ? "\u{1B}[32m✓\u{1B}[0m " : "\u{1B}[31m✗\u{1B}[0m ") : ""
    let checked = pairs.map { ", \(plural($0, "contrast pair")) checked" } ?? ""
    let variants =
      permutations > brand.appearances.count ? ", \(plural(permutations, "permutation"))" : ""
    return
      "\(mark)\(Sanitize.terminal(brand.id)) (\(Sanitize.terminal(brand.name))): \(verdict): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(tokens, "token"))\(checked)\(variants), appearances \(Sanitize.terminal(brand.appearanceSummary)) [\(Sanitize.terminal(brand.path))]"
  }
}
