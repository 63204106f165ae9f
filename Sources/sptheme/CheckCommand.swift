import Theme

/// `sptheme check`: reads brands and reports every problem with its file, line and column.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "Check brands or token files and report every problem"
  static let spec = Arguments.Spec(options: ["format", "tokens", "max-depth", "max-file-size", "appearance", "input"], flags: ["legacy"])
  static let help = """
    USAGE: sptheme check [BRAND_OR_FILE ...] [options]

    Reads each brand (default: every brand in tokens/), resolves every combination of its
    modifiers (light and dark), checks every value against DTCG 2025.10 and checks that all
    SPTheme roles are present. Prints each problem as path:line:col with a code frame and a
    hint, then one summary line per brand.

    ARGUMENTS:
      BRAND_OR_FILE        A brand name from tokens/, a brand folder, a .resolver.json or a
                           .tokens.json file

    OPTIONS:
      --format FORMAT      text (default), json, or github (GitHub Actions annotations)
      --appearance NAME    Check one appearance only (light or dark)
      --input NAME=CONTEXT Check one choice of a modifier (repeatable), e.g. --input appearance=dark
      --legacy             Accept legacy shapes ("#ff0000", "16px", Tokens Studio types) as warnings
      --tokens DIR         Where brand names are looked up (default: tokens)
      --max-depth N        Deepest JSON nesting accepted (default: 512)
      --max-file-size N    Largest token file accepted, in bytes (default: 67108864)
      -h, --help           Show this help

    EXIT STATUS: 0 no errors (warnings allowed), 1 errors found, 2 usage or unreadable input.
    """

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
    let format = DiagnosticFormatter.Format(
      rawValue: try arguments.choice("format", DiagnosticFormatter.Format.allCases.map(\.rawValue), default: "text"))!
    let tokensFolder = arguments.value("tokens") ?? "tokens"
    let options = TokenOptions(
      legacy: arguments.flag("legacy"),
      maxDepth: try arguments.integer("max-depth", default: JSONDocument.defaultMaxDepth),
      maxFileBytes: try arguments.integer("max-file-size", default: 64 << 20))
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
      codeFrame: { location in Brand.codeFrame(at: location) })

    var status = ExitStatus.ok
    var reports: [JSONValue] = []
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
      let findings = report.diagnostics
      let tokenCount = report.tokenCount
      let errors = findings.filter { $0.severity == .error }.count
      let warnings = findings.filter { $0.severity == .warning }.count
      if findings.contains(where: { $0.rule == "file/unreadable" || $0.rule == "resolver/input" }) {
        status = .usage
      } else if errors > 0, status == .ok {
        status = .findings
      }
      switch format {
      case .text:
        for finding in findings { console.out(formatter.text(finding) + "\n") }
        console.out(summary(brand, errors: errors, warnings: warnings, tokens: tokenCount, styled: formatter.styled))
      case .github:
        for finding in findings { console.out(DiagnosticFormatter.github(finding)) }
        console.out(summary(brand, errors: errors, warnings: warnings, tokens: tokenCount, styled: false))
      case .json:
        var report = JSONObject()
        report["brand"] = .string(brand.id)
        report["name"] = .string(brand.name)
        report["path"] = .string(brand.path)
        report["appearances"] = .array(brand.appearances.map { .string($0) })
        report["tokens"] = .number(Double(tokenCount))
        report["errors"] = .number(Double(errors))
        report["warnings"] = .number(Double(warnings))
        report["diagnostics"] = .array(findings.map(DiagnosticFormatter.json))
        reports.append(.object(report))
      }
    }
    if format == .json {
      var document = JSONObject()
      document["brands"] = .array(reports)
      console.out(JSONValue.object(document).serialized())
    }
    return status
  }

  private static func summary(_ brand: Brand, errors: Int, warnings: Int, tokens: Int, styled: Bool) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    let verdict = errors == 0 ? "ok" : "failed"
    let mark = styled ? (errors == 0 ? "\u{1B}[32m✓\u{1B}[0m " : "\u{1B}[31m✗\u{1B}[0m ") : ""
    return "\(mark)\(Sanitize.terminal(brand.id)) (\(Sanitize.terminal(brand.name))): \(verdict): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(tokens, "token")), appearances \(brand.appearances.joined(separator: ", ")) [\(Sanitize.terminal(brand.path))]"
  }
}
