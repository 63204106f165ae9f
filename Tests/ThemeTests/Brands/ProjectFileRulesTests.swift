import Testing

@testable import Theme

/// `"rules"` in `sptheme.json`: read like every member of the file, each problem an error at
/// its `file:line:col` with what to write instead, all of them in one reading.
@Suite struct ProjectFileRulesTests {
  @Test func settingsAreRead() throws {
    let project = try ProjectFileTests.project(
      """
      { "rules": { "contrast/text": "warning", "tokens/legacy-type": "off",
                   "coverage/unused-role": "note", "json/syntax": "error" } }
      """)
    #expect(project.diagnostics.isEmpty, "\(project.diagnostics.map(\.message))")
    #expect(
      project.rules.levels == [
        .contrastText: .warning, .tokensLegacyType: .off, .coverageUnusedRole: .info,
        .jsonSyntax: .error,
      ])
  }

  @Test func noRulesMemberChangesNothing() throws {
    let project = try ProjectFileTests.project("{ \"brands\": {} }")
    #expect(project.rules.isEmpty)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var member: String
    var rule: String
    var line: Int
    var column: Int
    var message: String
    var hint: String?
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "a misspelt rule", member: "\"contrast/txt\": \"warning\"", rule: "config/unknown-rule",
      line: 2, column: 3, message: "'contrast/txt' is not a rule",
      hint: "did you mean 'contrast/text'?"),
    Case(
      name: "a rule far from any", member: "\"nothing/here-at-all\": \"off\"",
      rule: "config/unknown-rule", line: 2, column: 3,
      message: "'nothing/here-at-all' is not a rule",
      hint: "the rules are listed in docs/rules.md and by 'sptheme help --rules'"),
    Case(
      name: "a misspelt severity", member: "\"contrast/text\": \"warnig\"",
      rule: "config/rule-setting", line: 2, column: 20,
      message: "'warnig' is not a severity; the severities are error, warning, info, note, off",
      hint: "did you mean 'warning'?"),
    Case(
      name: "a shortened severity", member: "\"contrast/text\": \"warn\"",
      rule: "config/rule-setting", line: 2, column: 20,
      message: "'warn' is not a severity; the severities are error, warning, info, note, off",
      hint: "did you mean 'warning'?"),
    Case(
      name: "a severity that is not a string", member: "\"contrast/text\": 1",
      rule: "config/rule-setting", line: 2, column: 20,
      message:
        "the setting of contrast/text must be a string: one of error, warning, info, note, off",
      hint: "write \"contrast/text\": \"warning\""),
    Case(
      name: "a rule that cannot be lowered", member: "\"json/syntax\": \"off\"",
      rule: "config/rule-setting", line: 2, column: 18,
      message:
        "json/syntax cannot be set to off: its findings mean a file could not be read, a value was refused or a check did not run, so they can be raised but not lowered",
      hint: "remove the entry, or fix what the findings name"),
  ]

  @Test(arguments: cases) func aProblemIsLocatedWithWhatToWrite(_ test: Case) throws {
    let project = try ProjectFileTests.project("{ \"rules\": {\n  \(test.member)\n} }")
    let error = try #require(project.diagnostics.first)
    #expect(project.diagnostics.count == 1)
    #expect(error.severity == .error)
    #expect(error.rule.id == test.rule)
    #expect(error.message == test.message)
    #expect(error.hint == test.hint)
    #expect(error.location?.file.hasSuffix("sptheme.json") == true)
    #expect(error.location?.line == test.line)
    #expect(error.location?.column == test.column)
    #expect(project.rules.isEmpty)
  }

  @Test func everyProblemIsFoundInOneReading() throws {
    let project = try ProjectFileTests.project(
      """
      { "rules": {
        "contrast/txt": "warning",
        "contrast/text": "warn",
        "coverage/unused-role": "off"
      } }
      """)
    #expect(
      project.diagnostics.map(\.rule.id) == ["config/unknown-rule", "config/rule-setting"])
    #expect(project.diagnostics.compactMap(\.location?.line) == [2, 3])
    #expect(project.rules.levels == [.coverageUnusedRole: .off])
  }

  @Test func rulesMustBeAnObject() throws {
    let project = try ProjectFileTests.project("{ \"rules\": [\"contrast/text\"] }")
    let error = try #require(project.diagnostics.first)
    #expect(error.rule.id == "config/rules")
    #expect(error.location?.column == 12)
  }

  @Test func aRuleWrittenTwiceIsRefused() throws {
    let project = try ProjectFileTests.project(
      "{ \"rules\": {\n  \"contrast/text\": \"off\",\n  \"contrast/text\": \"warning\"\n} }")
    let error = try #require(project.diagnostics.first)
    #expect(error.rule.id == "config/duplicate-key")
    #expect(error.location?.line == 3)
    #expect(error.notes.first?.location?.line == 2)
  }
}
