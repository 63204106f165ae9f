import Testing

@testable import Theme

/// A project's rule settings applied to findings: severities changed, rules turned off, and
/// what cannot be lowered left as it is.
@Suite struct RuleSettingsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var rule: Rule
    var found: Diagnostic.Severity
    var setting: RuleSettings.Level
    /// The severity after the setting, `nil` when the finding is left out.
    var expected: Diagnostic.Severity?
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "an error made a warning", rule: .contrastText, found: .error, setting: .warning,
      expected: .warning),
    Case(
      name: "an error turned off", rule: .contrastNonText, found: .error, setting: .off,
      expected: nil),
    Case(
      name: "information made an error", rule: .coverageUnusedRole, found: .info, setting: .error,
      expected: .error),
    Case(
      name: "a warning made information", rule: .contrastTerminal256, found: .warning,
      setting: .info, expected: .info),
    Case(
      name: "a legacy warning turned off", rule: .tokensLegacyType, found: .warning, setting: .off,
      expected: nil),
    Case(
      name: "a legacy error stays an error", rule: .tokensLegacyType, found: .error, setting: .off,
      expected: .error),
    Case(
      name: "a legacy warning made an error", rule: .valueLegacy, found: .warning, setting: .error,
      expected: .error),
    Case(
      name: "a fixed warning raised", rule: .contrastNotChecked, found: .warning, setting: .error,
      expected: .error),
    Case(
      name: "a fixed warning not lowered", rule: .contrastNotChecked, found: .warning,
      setting: .off, expected: .warning),
    Case(
      name: "an unreadable file not lowered", rule: .fileUnreadable, found: .error,
      setting: .warning, expected: .error),
  ]

  @Test(arguments: cases) func applies(_ test: Case) {
    let settings = RuleSettings([test.rule: test.setting])
    let finding = Diagnostic(test.found, rule: test.rule, message: "m")
    #expect(settings.apply(to: finding)?.severity == test.expected)
    #expect(settings.apply(to: [finding]).map(\.severity) == [test.expected].compactMap { $0 })
  }

  @Test func otherRulesAreUntouched() {
    let settings = RuleSettings([.contrastText: .off])
    let other = Diagnostic(.error, rule: .contrastLargeText, message: "m")
    #expect(settings.apply(to: other) == other)
    #expect(RuleSettings().apply(to: [other]) == [other])
  }

  struct Allowed: CustomTestStringConvertible, Sendable {
    var rule: Rule
    var level: RuleSettings.Level
    var allowed: Bool
    var testDescription: String { "\(rule.id) \(level.rawValue): \(allowed)" }
  }

  @Test(
    arguments: [
      Allowed(rule: .contrastText, level: .off, allowed: true),
      Allowed(rule: .tokensLegacyType, level: .off, allowed: true),
      Allowed(rule: .jsonSyntax, level: .off, allowed: false),
      Allowed(rule: .jsonSyntax, level: .warning, allowed: false),
      Allowed(rule: .jsonSyntax, level: .error, allowed: true),
      Allowed(rule: .limitPermutations, level: .error, allowed: true),
      Allowed(rule: .limitPermutations, level: .info, allowed: false),
    ])
  func whatASettingMayAsk(_ test: Allowed) {
    #expect(RuleSettings.allows(test.level, for: test.rule) == test.allowed)
  }

  @Test(arguments: [
    ("error", RuleSettings.Level.error), ("warning", .warning), ("info", .info), ("note", .info),
    ("off", .off),
  ])
  func theWordsOfTheProjectFile(_ word: String, _ level: RuleSettings.Level) {
    #expect(RuleSettings.Level(configValue: word) == level)
  }

  @Test func anUnknownWordIsNoLevel() {
    for word in ["warn", "Error", "", "none", "ignore"] {
      #expect(RuleSettings.Level(configValue: word) == nil, "\(word)")
    }
  }
}
