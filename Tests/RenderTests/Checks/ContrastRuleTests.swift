import Testing
import Theme

@testable import Render

/// Contrast findings take their rule from a lookup of declared rules, never from a kind's name.
@Suite struct ContrastRuleTests {
  @Test(
    arguments: [
      (ContrastPair.Kind.text, Rule.contrastText), (.largeText, .contrastLargeText),
      (.nonText, .contrastNonText), (.disabled, .contrastDisabled),
      (.inactive, .contrastInactive),
    ])
  func aKindThatIsCheckedHasItsRule(_ kind: ContrastPair.Kind, _ rule: Rule) {
    #expect(kind.rule == rule)
  }

  @Test func exemptKindsHaveNone() {
    #expect(ContrastPair.Kind.decorative.rule == nil)
    #expect(ContrastPair.Kind.redacted.rule == nil)
  }

  @Test func theTerminalPalettesHaveTheirRules() {
    #expect(ColorProfile.ansi256.contrastRule == .contrastTerminal256)
    #expect(ColorProfile.ansi16.contrastRule == .contrastTerminal16)
    #expect(ColorProfile.truecolor.contrastRule == nil)
  }
}
