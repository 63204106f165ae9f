import Testing

@testable import Theme

/// The rule catalogue: one value per id, each id in its family, every text present.
@Suite struct RuleCatalogueTests {
  @Test func everyIdIsDeclaredOnce() {
    let ids = Rule.all.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids.count - Set(ids).count) ids declared twice")
    for rule in Rule.all {
      #expect(Rule.named(rule.id) == rule)
    }
    #expect(Rule.named("contrast/txt") == nil)
  }

  @Test(arguments: Rule.all) func aRuleIsInItsFamilyAndDescribed(_ rule: Rule) {
    #expect(rule.id.hasPrefix(rule.family.rawValue + "/"), "\(rule.id)")
    let name = rule.id.dropFirst(rule.family.rawValue.count + 1)
    #expect(
      !name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
      "\(rule.id)")
    for text in [rule.summary, rule.explanation, rule.fix] {
      #expect(!text.isEmpty && !text.contains("\n"), "\(rule.id)")
    }
    #expect(rule.helpURI == "docs/rules.md#" + rule.anchor)
    #expect(!rule.anchor.contains("/"))
  }

  /// Each family lists its rules in the order of their ids, so docs/rules.md reads in order.
  @Test(arguments: RuleFamily.allCases) func aFamilyIsInOrder(_ family: RuleFamily) {
    let ids = Rule.all.filter { $0.family == family }.map(\.id)
    #expect(!ids.isEmpty)
    #expect(ids == ids.sorted())
  }

  struct Fixed: CustomTestStringConvertible, Sendable {
    var rule: Rule
    var tuning: Rule.Tuning
    var testDescription: String { "\(rule.id): \(tuning)" }
  }

  /// What a project may not lower: unreadable input, refused values, checks that did not run.
  @Test(
    arguments: [
      Fixed(rule: .jsonSyntax, tuning: .none), Fixed(rule: .fileUnreadable, tuning: .none),
      Fixed(rule: .resolverInput, tuning: .none), Fixed(rule: .contrastNotChecked, tuning: .none),
      Fixed(rule: .limitPermutations, tuning: .none), Fixed(rule: .aliasMissing, tuning: .none),
      Fixed(rule: .tokensLegacyType, tuning: .nonErrors),
      Fixed(rule: .valueLegacy, tuning: .nonErrors),
      Fixed(rule: .contrastText, tuning: .any), Fixed(rule: .contrastLargeText, tuning: .any),
      Fixed(rule: .themeRoleBounds, tuning: .any), Fixed(rule: .coverageUnusedRole, tuning: .any),
    ])
  func tuningFollowsWhatTheFindingMeans(_ test: Fixed) {
    #expect(test.rule.tuning == test.tuning)
  }

  /// Exit status 2 comes from the rules that say input could not be read, not from ids.
  @Test func unreadableInputRules() {
    #expect(Set(Rule.all.filter(\.unreadableInput)) == [.fileUnreadable, .resolverInput])
  }
}
