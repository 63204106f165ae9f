import Render
import Theme

/// `sptheme check`: reads brands and reports every problem with its file, line and column.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "Check brands or token files and report every problem"
  static let spec = Arguments.Spec(
    options: ["format", "tokens", "appearance", "input", "level", "sizes", "max-errors"],
    flags: ["no-contrast", "verbose"]
  ).readingTokens
  static let help = """
    USAGE: sptheme check [BRAND_OR_FILE ...] [options]

    Reads each brand (default: every brand in tokens/), resolves every combination of its
    modifiers (light and dark), checks every value against DTCG 2025.10 and checks that all
    SPTheme roles are present. Then it checks what the components show: every foreground on the
    background behind it, in every state of every block, in each appearance, at Large and AX3
    (WCAG 2.x: text 4.5:1, large text 3:1, field edges and icons 3:1), whether the terminal
    preview can keep each text pair apart in 256 and 16 colors, and which roles the parts use.
    Prints each problem as path:line:col with a code frame and a hint, then one summary line per
    brand.

    ARGUMENTS:
      BRAND_OR_FILE        A brand name from tokens/, a brand folder, a .resolver.json or a
                           .tokens.json file

    OPTIONS:
      --format FORMAT      text (default), json, github (GitHub Actions annotations) or sarif
                           (SARIF 2.1.0 for code-scanning tools)
      --appearance NAME    Check one appearance only (light or dark)
      --input NAME=CONTEXT Check one choice of a modifier (repeatable), e.g. --input appearance=dark
      --no-contrast        Skip the component checks (contrast of every pair the blocks show, terminal
                           palettes, role coverage)
      --level AA|AAA       The WCAG level of the contrast check (default: AA)
      --sizes LIST         Text sizes of the contrast check (default: large,ax3)
      --verbose            Also print information (roles no part uses, inactive buttons)
      --max-errors N       Text and github output print at most N findings (default 200; 0: all),
                           then one line saying how many more; json and sarif carry all of them
      --tokens DIR         Where brand names are looked up (default: tokens)
    \(TokenOptionArguments.help)
      -h, --help           Show this help

    EXIT STATUS: 0 no errors (warnings allowed), 1 errors found, 2 usage or unreadable input.
    """

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
    let format = DiagnosticFormatter.Format(
      rawValue: try arguments.choice("format", DiagnosticFormatter.Format.allCases.map(\.rawValue), default: "text"))!
    let tokensFolder = arguments.value("tokens") ?? "tokens"
    let options = try TokenOptionArguments.parse(arguments)
    let input = try ModifierInput.parse(arguments)
    var references = arguments.positionals
    if references.isEmpty {
      references = Brand.names(in: tokensFolder)
      guard !references.isEmpty else {
        throw UsageError(message: "no brands found in \(tokensFolder)/ (give a brand or a token file)")
      }
    }
    let formatter = DiagnosticFormatter(
      format: format, styled: format == .text && console.stdoutStyled,
      codeFrame: CodeFrames().frame)

    let audit: ComponentAudit? =
      arguments.flag("no-contrast")
      ? nil
      : ComponentAudit(
        level: ContrastLevel(rawValue: try arguments.choice("level", ["AA", "AAA"], default: "AA")) ?? .aa,
        sizes: try sizes(arguments))
    let verbose = arguments.flag("verbose")
    var shown = FindingCap(limit: try arguments.integer("max-errors", default: FindingCap.defaultLimit))

    var status = ExitStatus.ok
    var reports: [JSONValue] = []
    var everything: [Diagnostic] = []
    for reference in references {
      let brand: Brand
      do {
        brand = try Brand(reference, tokensFolder: tokensFolder, options: options)
      } catch {
        console.error("error: \(Sanitize.terminal(error.description))")
        status = .usage
        continue
      }
      let report = brand.check(inputs: input.isEmpty ? nil : [input])
      var findings = report.diagnostics
      var pairs: Int?
      if let audit, !findings.contains(where: { $0.severity == .error }) {
        // The themes the check built; with other modifiers than appearance, one per appearance.
        var themes: [SPTheme] = []
        for theme in report.themes where !themes.contains(where: { $0.appearance == theme.appearance }) {
          themes.append(theme)
        }
        let result = audit.run(brand: brand.id, themes: themes)
        findings += result.diagnostics
        pairs = result.checkedPairs
      }
      everything += findings
      let errors = findings.filter { $0.severity == .error }.count
      let warnings = findings.filter { $0.severity == .warning }.count
      if findings.contains(where: { $0.rule == "file/unreadable" || $0.rule == "resolver/input" }) {
        status = .usage
      } else if errors > 0, status == .ok {
        status = .findings
      }
      let line = summary(
        brand, errors: errors, warnings: warnings, tokens: report.tokenCount, pairs: pairs,
        styled: format == .text && formatter.styled)
      switch format {
      case .text:
        for finding in findings where verbose || finding.severity != .info {
          if shown.admit() { console.out(formatter.text(finding) + "\n") }
        }
        if let more = shown.takeNote() { console.out(more + "\n") }
        console.out(line)
      case .github:
        for finding in findings where shown.admit() { console.out(DiagnosticFormatter.github(finding)) }
        if let more = shown.takeNote() { console.out(DiagnosticFormatter.githubNotice(more)) }
        console.out(line)
      case .json:
        var object = JSONObject()
        object["brand"] = .string(brand.id)
        object["name"] = .string(brand.name)
        object["path"] = .string(brand.path)
        object["appearances"] = .array(brand.appearances.map { .string($0) })
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
      console.out(JSONValue.object(document).serialized())
    case .sarif:
      console.out(SARIFReport.render(everything, toolVersion: CommandLineTool.version).serialized())
    default:
      break
    }
    return status
  }

  private static func sizes(_ arguments: Arguments) throws(UsageError) -> [ContentSize] {
    let names = arguments.list("sizes")
    guard !names.isEmpty else { return [.large, .ax3] }
    return try names.map { name throws(UsageError) in
      guard let size = ContentSize(flag: name) else {
        throw UsageError(message: "no text size '\(name)'; sizes: \(ContentSize.allCases.map(\.flagName).joined(separator: ", "))")
      }
      return size
    }
  }

  private static func summary(
    _ brand: Brand, errors: Int, warnings: Int, tokens: Int, pairs: Int?, styled: Bool
  ) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    let verdict = errors == 0 ? "ok" : "failed"
    let mark = styled ? (errors == 0 ? "\u{1B}[32m✓\u{1B}[0m " : "\u{1B}[31m✗\u{1B}[0m ") : ""
    let checked = pairs.map { ", \(plural($0, "contrast pair")) checked" } ?? ""
    return "\(mark)\(Sanitize.terminal(brand.id)) (\(Sanitize.terminal(brand.name))): \(verdict): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(tokens, "token"))\(checked), appearances \(brand.appearances.joined(separator: ", ")) [\(Sanitize.terminal(brand.path))]"
  }
}
