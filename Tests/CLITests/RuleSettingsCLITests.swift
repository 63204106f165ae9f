import Foundation
import TestSupport
import Testing

/// `"rules"` in `sptheme.json` and `check --max-warnings`, through the binary: the severities
/// a project sets reach every output and the exit status; `docs/rules.md` is what
/// `sptheme help --rules` prints.
@Suite struct RuleSettingsCLITests {
  /// Runs `sptheme check studio` with a project file holding `rules` (none when `nil`).
  static func check(rules: String?, _ arguments: [String] = []) throws -> ToolRun {
    guard let rules else { return try CLIRunner.run(["check", "studio"] + arguments) }
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/sptheme.json"
    try "{\n  \"rules\": {\n    \(rules)\n  }\n}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    return try CLIRunner.run(["check", "studio", "--config", path] + arguments)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rules: String?
    var arguments: [String] = []
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
      arguments: ["--max-warnings", "0"], status: 1,
      stderr: ["error: 10 warnings, more than --max-warnings 0 allows"]),
    Case(
      name: "--max-warnings 10 passes with 10", rules: "\"coverage/unused-role\": \"warning\"",
      arguments: ["--max-warnings", "10"], status: 0),
    Case(
      name: "--max-warnings 0 passes without warnings", rules: nil,
      arguments: ["--max-warnings", "0"], status: 0),
    Case(
      name: "information made an error", rules: "\"coverage/unused-role\": \"error\"", status: 1,
      stdout: ["error: ", "[coverage/unused-role]", ": failed: 10 errors"]),
    Case(
      name: "rules turned off",
      rules: "\"coverage/unused-role\": \"off\", \"contrast/inactive\": \"off\"",
      arguments: ["--verbose"], status: 0,
      stdout: ["[contrast/host-colors]"],
      absent: ["[coverage/unused-role]", "[contrast/inactive]"]),
    Case(
      name: "an unknown rule", rules: "\"contrast/txt\": \"warning\"", status: 2,
      stderr: [
        "sptheme.json:3:5: error: 'contrast/txt' is not a rule [config/unknown-rule]",
        "hint: did you mean 'contrast/text'?", "has errors; fix them first",
      ]),
    Case(
      name: "a negative --max-warnings", rules: nil, arguments: ["--max-warnings", "-1"],
      status: 2, stderr: ["--max-warnings must be a whole number of 0 or more"]),
  ]

  @Test(arguments: cases) func settingsReachTheRun(_ test: Case) throws {
    let result = try Self.check(rules: test.rules, test.arguments)
    #expect(result.status == test.status, "\(result.stdout)\(result.stderr)")
    for text in test.stdout { #expect(result.stdout.contains(text), "\(text) in \(result.stdout)") }
    for text in test.absent {
      #expect(!result.stdout.contains(text), "\(text) in \(result.stdout)")
    }
    for text in test.stderr { #expect(result.stderr.contains(text), "\(text) in \(result.stderr)") }
  }

  /// A copy of studio whose dark text is the color of the dark card: contrast errors only.
  static func lowContrastStudio() throws -> String {
    let folder = try CLIRunner.copyOfBrand("studio", as: "acme")
    try CLIRunner.edit(
      folder + "/dark.tokens.json", replacing: "\"{palette.gray.50}\"",
      with: "\"{palette.gray.900}\"")
    return folder
  }

  struct ExitCase: CustomTestStringConvertible, Sendable {
    var rules: String
    var arguments: [String] = []
    var status: Int32
    var severity: String?
    var testDescription: String { "\(rules) \(arguments.joined(separator: " ")) → \(status)" }
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
      ExitCase(
        rules: contrast("warning"), arguments: ["--max-warnings", "0"], status: 1,
        severity: "warning"),
      ExitCase(rules: contrast("off"), status: 0, severity: nil),
      ExitCase(
        rules: contrast("info", "note"), arguments: ["--max-warnings", "0"], status: 0,
        severity: nil),
    ])
  func exitStatusFollowsSeverities(_ test: ExitCase) throws {
    let brand = try Self.lowContrastStudio()
    defer { try? FileManager.default.removeItem(atPath: brand + "/..") }
    let path = brand + "/../sptheme.json"
    try "{ \"rules\": { \(test.rules) } }".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(
      ["check", brand, "--config", path, "--max-errors", "0"] + test.arguments)
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
    defer { try? FileManager.default.removeItem(atPath: brand + "/..") }
    let path = brand + "/../sptheme.json"
    try "{ \"rules\": { \(Self.contrast("warning")) } }".write(
      toFile: path, atomically: true, encoding: .utf8)
    let plain = try CLIRunner.run(["preview", "sign-in", "--brand", brand])
    #expect(plain.status == 0)
    #expect(plain.stderr.contains("errors ('sptheme check acme' lists them)"), "\(plain.stderr)")
    let tuned = try CLIRunner.run(["preview", "sign-in", "--brand", brand, "--config", path])
    #expect(tuned.status == 0)
    #expect(!tuned.stderr.contains("lists them"), "\(tuned.stderr)")
  }

  @Test func sarifLevelsFollowTheSettings() throws {
    let result = try Self.check(
      rules: "\"coverage/unused-role\": \"warning\", \"contrast/inactive\": \"off\"",
      ["--format", "sarif"])
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
    let json = try Self.check(rules: rules, ["--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let brand = (document?["brands"] as? [[String: Any]])?.first ?? [:]
    #expect(brand["warnings"] as? Int == 10)
    // JSON carries every finding, information too; the role findings are now warnings.
    let unused = (brand["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["rule"] as? String == "coverage/unused-role"
    }
    let severities = unused.compactMap { $0["severity"] as? String }
    #expect(severities.count == 10 && Set(severities) == ["warning"], "\(severities)")
    let github = try Self.check(rules: rules, ["--format", "github", "--max-warnings", "0"])
    #expect(github.status == 1)
    let warnings = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning ") }
    #expect(warnings.count == 10)
    #expect(warnings.allSatisfy { $0.contains("title=coverage/unused-role") })
  }

  /// docs/rules.md is generated: it must be what the binary prints.
  @Test func theRulesPageIsWhatTheBinaryPrints() throws {
    let result = try CLIRunner.run(["help", "--rules"])
    #expect(result.status == 0)
    let committed = try String(
      contentsOfFile: TestPaths.packageRoot + "/docs/rules.md", encoding: .utf8)
    #expect(
      result.stdout == committed,
      "docs/rules.md differs from 'sptheme help --rules': run .build/debug/sptheme help --rules > docs/rules.md"
    )
    for id in ["contrast/text", "tokens/legacy-type", "config/unknown-rule", "json/syntax"] {
      #expect(committed.contains("### `\(id)`"), "\(id)")
    }
  }
}
