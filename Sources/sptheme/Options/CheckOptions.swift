import ArgumentParsing
import Theme
import Workflows

extension CheckCommand {
  /// The options of `sptheme check`.
  struct Options: TakesBrands {
    var brand = Option<[String]>.list(
      "brand", "B", help: "A brand to check, as a positional argument is (repeatable)",
      completion: .entries(of: "tokens"))
    var format = Option<String>.choice(
      "format", CheckCommand.formats, default: "text", "FORMAT",
      help:
        "text (default), json, github (GitHub Actions annotations: errors and warnings, 10 of each, every finding in $GITHUB_STEP_SUMMARY), sarif (SARIF 2.1.0 for GitHub code scanning and other tools), junit (JUnit XML: a test suite per brand, a failure per error or warning) or markdown (a table of the brands and findings for a job summary)"
    )
    var appearance = Option<String>.value(
      "appearance", "NAME", help: "Check one appearance only (light or dark)",
      completion: .values(["light", "dark"]))
    var input = Option<[String]>.input(
      help:
        "Hold one modifier at one context (repeatable), e.g. --input size=mobile; the other modifiers still take every context"
    )
    var maxPermutations = Option<Int>.number(
      "max-permutations",
      help: "Most permutations of the modifiers checked",
      default: 64, maximum: maxPermutationsLimit,
      overMaximum:
        "each one is a whole theme in memory; fix some modifiers with --input NAME=CONTEXT instead")
    var noRoles = Option<Bool>.flag(
      "no-roles", help: "DTCG 2025.10 validation only: no roles, no component checks")
    var noContrast = Option<Bool>.flag(
      "no-contrast",
      help:
        "Skip the component checks (contrast of every pair the blocks show, terminal palettes, role coverage)"
    )
    var level = Option<String>.choice(
      "level", ["AA", "AAA"], default: "AA", "AA|AAA",
      help: "The WCAG level of the contrast check (default: AA)")
    var sizes = Option<[String]>.list(
      "sizes", "LIST", help: "Text sizes of the contrast check (default: large,ax3)")
    var verbose = Option<Bool>.flag(
      "verbose",
      help:
        "Also print information (roles no part uses, inactive buttons), also as notices (github) and notes (sarif)"
    )
    var maxErrors = Option<Int>.number(
      "max-errors",
      help:
        "Text output prints at most N findings (default \(FindingCap.defaultLimit); 0: all), then one line saying how many more; json and sarif carry all of them (github output prints 10 of each severity, as GitHub shows)",
      default: FindingCap.defaultLimit, minimum: 0, showDefault: false)
    var maxWarnings = Option<Int>.number(
      "max-warnings",
      help:
        "Fail (exit 1) when the brands have more than N warnings in all (default: warnings never fail); 0 allows none",
      default: 0, minimum: 0, showDefault: false)
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
