import Foundation
import Render
import TestSupport
import Testing
import Theme
import Workflows

/// `sptheme check` as its shell builds it from the options (Sources/sptheme/CheckCommand.swift),
/// run in process: the catalog from absolute paths, the run, and the lines each writer gives
/// the console, with the console's own cleaning (`SafeText`) applied where it applies it.
struct ShellCheck {
  /// `--format`: text, json, github, sarif, junit or markdown.
  var format = "text"
  /// `--verbose`.
  var verbose = false
  /// `--max-errors` (0: every finding).
  var maxErrors = FindingCap.defaultLimit
  /// `--max-warnings`.
  var warningLimit: Int?
  /// `--no-contrast`.
  var noContrast = false
  /// `--no-roles`.
  var noRoles = false
  /// `--max-permutations`.
  var maxPermutations = 64
  /// The token options (`--legacy`, `--max-tokens`, `--allow-outside-sources`, …).
  var options = TokenOptions()
  /// `--config`: the project file, if any.
  var config: String?
  /// `--tokens`: the tokens folder (absolute); a folder that does not exist by default.
  var tokens = "/nonexistent-tokens-folder"
  /// `$GITHUB_STEP_SUMMARY`: the file `--format github` appends every finding to.
  var stepSummary: String?

  /// What a check printed and its exit status.
  struct Output {
    var report: CheckReport
    var status: Int32
    /// Standard output: the text writer's pieces as the console writes them, or the data of
    /// another format.
    var stdout: String
    /// Standard error: brands not loaded, the warning limit.
    var stderr: String
  }

  /// The catalog the options make: the project file read (its errors are the caller's to see
  /// through ``project``), the tokens folder.
  var catalog: BrandCatalog {
    BrandCatalog(project: project, tokensFolder: tokens, options: options)
  }

  /// The project file of `config`.
  var project: ProjectFile? { config.map { ProjectFile(contentsOf: $0) } }

  /// The run the options make for `references` (every default brand when none).
  func run(_ references: [String]) -> CheckRun {
    let catalog = catalog
    let named = CheckRun.distinct(references)
    let checkRoles = !noRoles
    return CheckRun(
      catalog: catalog, references: named.isEmpty ? catalog.defaultNames : named,
      maxPermutations: maxPermutations, checkingRoles: checkRoles,
      audit: noContrast || !checkRoles ? nil : ComponentAudit(), rules: catalog.rules)
  }

  /// Checks `references` and writes the report as the shell does.
  func callAsFunction(_ references: [String]) -> Output {
    var stdout: [String] = []
    var stderr: [String] = []
    let textFormat = DiagnosticFormatter.Format(rawValue: format) ?? .json
    var text = CheckTextWriter(
      formatter: DiagnosticFormatter(
        format: textFormat, styled: false, codeFrame: CodeFrames().frame),
      verbose: verbose, maxFindings: maxErrors)
    let report = run(references).run { event in
      switch event {
      case .notLoaded(_, let error):
        stderr += ReportLine.findings(error.diagnostics, codeFrame: CodeFrames().frame).map(\.text)
        stderr.append(ReportLine.failure(SafeText.terminal(error.description)).text)
      case .checked(let brand) where format == "text":
        stdout += text.write(brand).map(Self.line)
      case .checked:
        break
      }
    }
    switch format {
    case "json": stdout.append(CheckJSONWriter.document(report))
    case "junit": stdout.append(JUnitWriter.check(report, verbose: verbose))
    case "markdown": stdout.append(MarkdownSummaryWriter.check(report, verbose: verbose))
    case "sarif":
      let (log, warning) = CheckSARIFWriter(
        verbose: verbose, toolVersion: "test", sourceRoot: FileManager.default.currentDirectoryPath
      ).write(report)
      stdout.append(log)
      if let warning { stderr.append(warning) }
    case "github":
      let annotations = GitHubAnnotations(report: report, verbose: verbose)
      stdout += annotations.lines(summaryFile: stepSummary)
      if let stepSummary {
        do {
          try GitHubAnnotations.appendSummary(annotations.summaryMarkdown(report), to: stepSummary)
        } catch {
          stderr.append(error.description)
          return Output(report: report, status: 2, stdout: stdout.joined(), stderr: stderr[0])
        }
      }
    default: break
    }
    if let failure = report.warningLimitFailure(warningLimit) { stderr.append(failure) }
    return Output(
      report: report, status: report.exitCode(warningLimit: warningLimit),
      stdout: stdout.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(),
      stderr: stderr.map { Self.line($0) + "\n" }.joined())
  }

  /// A line as the console writes text for a person: terminal-safe, its own colors kept.
  static func line(_ text: String) -> String { SafeText.terminalKeepingColors(text) }
}
