import Components
import Foundation
import TestSupport
import Testing
import Theme
import Workflows

/// `"rules"` in `sptheme.json` and `check --max-warnings`, in process: the severities a project
/// sets reach every output and the exit status; `docs/rules.md` is the rules page the shell
/// prints for `sptheme help --rules`.
@Suite struct RuleSettingsCheckTests {
  /// Checks studio with a project file holding `rules` (none when `nil`).
  static func check(rules: String?, _ shell: ShellCheck = ShellCheck()) throws -> ShellCheck.Output
  {
    var shell = shell
    shell.tokens = BrandFiles.tokens
    guard let rules else { return shell(["studio"]) }
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let path = folder + "/sptheme.json"
    try BrandFiles.write("{\n  \"rules\": {\n    \(rules)\n  }\n}\n", to: path)
    shell.config = path
    return shell(["studio"])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rules: String?
    var warningLimit: Int?
    var verbose = false
    var status: Int32
    var stdout: [String] = []
    var absent: [String] = []
    var stderr: [String] = []
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "no settings: information stays hidden", rules: nil, status: 0,
      stdout: ["0 errors, 0 warnings"], absent: ["[coverage/unused-role]"]),
    Case(
      name: "information made a warning", rules: "\"coverage/unused-role\": \"warning\"",
      status: 0, stdout: ["warning: ", "[coverage/unused-role]", "0 errors, 10 warnings"]),
    Case(
      name: "--max-warnings 0 fails with warnings", rules: "\"coverage/unused-role\": \"warning\"",
      warningLimit: 0, status: 1,
      stderr: ["error: 10 warnings, more than --max-warnings 0 allows"]),
    Case(
      name: "--max-warnings 10 passes with 10", rules: "\"coverage/unused-role\": \"warning\"",
      warningLimit: 10, status: 0),
    Case(
      name: "--max-warnings 0 passes without warnings", rules: nil, warningLimit: 0, status: 0),
    Case(
      name: "information made an error", rules: "\"coverage/unused-role\": \"error\"", status: 1,
      stdout: ["error: ", "[coverage/unused-role]", ": failed: 10 errors"]),
    Case(
      name: "rules turned off",
      rules: "\"coverage/unused-role\": \"off\", \"contrast/inactive\": \"off\"",
      verbose: true, status: 0,
      stdout: ["[contrast/host-colors]"],
      absent: ["[coverage/unused-role]", "[contrast/inactive]"]),
  ]

  @Test(arguments: cases) func settingsReachTheRun(_ test: Case) throws {
    let result = try Self.check(
      rules: test.rules, ShellCheck(verbose: test.verbose, warningLimit: test.warningLimit))
    #expect(result.status == test.status, "\(result.stdout)\(result.stderr)")
    for text in test.stdout { #expect(result.stdout.contains(text), "\(text) in \(result.stdout)") }
    for text in test.absent {
      #expect(!result.stdout.contains(text), "\(text) in \(result.stdout)")
    }
    for text in test.stderr { #expect(result.stderr.contains(text), "\(text) in \(result.stderr)") }
  }

  /// A rule the project names that is not one: the project file has an error at its place,
  /// with the rule meant (the shell refuses it with exit 2: `CLITests`).
  @Test func anUnknownRuleIsAnErrorOfTheProjectFile() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { BrandFiles.remove(folder) }
    let path = folder + "/sptheme.json"
    try BrandFiles.write("{\n  \"rules\": {\n    \"contrast/txt\": \"warning\"\n  }\n}\n", to: path)
    let project = ProjectFile(contentsOf: path)
    #expect(project.hasErrors)
    let text = BrandFiles.findings(project)
    #expect(
      text.contains("sptheme.json:3:5: error: 'contrast/txt' is not a rule [config/unknown-rule]"),
      "\(text)")
    #expect(text.contains("hint: did you mean 'contrast/text'?"), "\(text)")
  }

  /// A copy of studio whose dark text is the color of the dark card: contrast errors only.
  static func lowContrastStudio() throws -> String {
    let folder = try BrandFiles.copy("studio", as: "acme")
    try BrandFiles.edit(
      folder + "/dark.tokens.json", replacing: "\"{palette.gray.50}\"",
      with: "\"{palette.gray.900}\"")
    return folder
  }

  struct ExitCase: CustomTestStringConvertible, Sendable {
    var rules: String
    var warningLimit: Int?
    var status: Int32
    var severity: String?
    var testDescription: String { "\(rules) \(warningLimit.map { "max \($0)" } ?? "") → \(status)" }
  }

  /// The three contrast rules the low-contrast copy breaks, each set to `level`.
  static func contrast(_ text: String, _ large: String? = nil) -> String {
    "\"contrast/text\": \"\(text)\", \"contrast/large-text\": \"\(large ?? text)\", "
      + "\"contrast/non-text\": \"\(text)\""
  }

  /// The exit status follows the severities the project sets, not the rules' ids.
  @Test(
    arguments: [
      ExitCase(rules: "", status: 1, severity: "error"),
      ExitCase(rules: "\"contrast/text\": \"warning\"", status: 1, severity: "warning"),
      ExitCase(rules: contrast("warning"), status: 0, severity: "warning"),
      ExitCase(rules: contrast("warning"), warningLimit: 0, status: 1, severity: "warning"),
      ExitCase(rules: contrast("off"), status: 0, severity: nil),
      ExitCase(rules: contrast("info", "note"), warningLimit: 0, status: 0, severity: nil),
    ])
  func exitStatusFollowsSeverities(_ test: ExitCase) throws {
    let brand = try Self.lowContrastStudio()
    defer { BrandFiles.remove(BrandFiles.parent(brand)) }
    let path = BrandFiles.parent(brand) + "/sptheme.json"
    try BrandFiles.write("{ \"rules\": { \(test.rules) } }", to: path)
    let result = ShellCheck(maxErrors: 0, warningLimit: test.warningLimit, config: path)([brand])
    #expect(result.status == test.status, "\(result.stdout)\(result.stderr)")
    let found = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[contrast/text]") }
    if let severity = test.severity {
      #expect(!found.isEmpty && found.allSatisfy { $0.contains(": \(severity): ") }, "\(found)")
    } else {
      #expect(found.isEmpty, "\(found)")
    }
  }

  /// preview's note about a brand whose check fails counts errors as check does.
  @Test func previewCountsErrorsAfterTheSettings() throws {
    let brand = try Self.lowContrastStudio()
    defer { BrandFiles.remove(BrandFiles.parent(brand)) }
    let path = BrandFiles.parent(brand) + "/sptheme.json"
    try BrandFiles.write("{ \"rules\": { \(Self.contrast("warning")) } }", to: path)
    let preview = PreviewRun(states: Array(BlockKind.signIn.catalogue.prefix(1)))
    let loaded = try ShellCheck().catalog.brand(brand)
    let plain = preview.run(loaded, rules: RuleSettings())
    guard case .drawn(_, let note) = plain else {
      Issue.record("not drawn: \(plain.errorLine ?? "")")
      return
    }
    #expect(plain.exitCode == 0)
    #expect(note?.contains("errors ('sptheme check acme' lists them)") == true, "\(note ?? "")")
    let tuned = preview.run(loaded, rules: ShellCheck(config: path).catalog.rules)
    guard case .drawn(_, let tunedNote) = tuned else {
      Issue.record("not drawn: \(tuned.errorLine ?? "")")
      return
    }
    #expect(tunedNote == nil, "\(tunedNote ?? "")")
  }

  @Test func sarifLevelsFollowTheSettings() throws {
    let result = try Self.check(
      rules: "\"coverage/unused-role\": \"warning\", \"contrast/inactive\": \"off\"",
      ShellCheck(format: "sarif"))
    #expect(result.status == 0, "\(result.stderr)")
    let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first ?? [:]
    let results = run["results"] as? [[String: Any]] ?? []
    #expect(results.count == 10)
    for item in results {
      #expect(item["ruleId"] as? String == "coverage/unused-role")
      #expect(item["level"] as? String == "warning")
    }
    let rules =
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
      ?? []
    #expect(rules.count == 1)
    #expect(rules.first?["helpUri"] as? String == "docs/rules.md#coverage-unused-role")
    #expect(
      (rules.first?["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
  }

  @Test func jsonAndGitHubFollowTheSettings() throws {
    let rules = "\"coverage/unused-role\": \"warning\""
    let json = try Self.check(rules: rules, ShellCheck(format: "json"))
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let brand = (document?["brands"] as? [[String: Any]])?.first ?? [:]
    #expect(brand["warnings"] as? Int == 10)
    // JSON carries every finding, information too; the role findings are now warnings.
    let unused = (brand["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["rule"] as? String == "coverage/unused-role"
    }
    let severities = unused.compactMap { $0["severity"] as? String }
    #expect(severities.count == 10 && Set(severities) == ["warning"], "\(severities)")
    let github = try Self.check(rules: rules, ShellCheck(format: "github", warningLimit: 0))
    #expect(github.status == 1)
    let warnings = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning ") }
    #expect(warnings.count == 10)
    #expect(warnings.allSatisfy { $0.contains("title=coverage/unused-role") })
  }

  /// docs/rules.md is generated: it must be the page `sptheme help --rules` prints.
  @Test func theRulesPageIsTheCommittedOne() throws {
    let printed =
      RulesPage.markdown.hasSuffix("\n") ? RulesPage.markdown : RulesPage.markdown + "\n"
    let committed = try String(
      contentsOfFile: TestPaths.packageRoot + "/docs/rules.md", encoding: .utf8)
    #expect(
      printed == committed,
      "docs/rules.md differs from 'sptheme help --rules': run .build/debug/sptheme help --rules > docs/rules.md"
    )
    for id in ["contrast/text", "tokens/legacy-type", "config/unknown-rule", "json/syntax"] {
      #expect(committed.contains("### `\(id)`"), "\(id)")
    }
  }
}
