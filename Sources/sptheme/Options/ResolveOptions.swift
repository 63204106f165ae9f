import ArgumentParsing

extension ResolveCommand {
  /// The options of `sptheme resolve`.
  struct Options: TakesBrands {
    var brand = Option<String>.value(
      "brand", "BRAND",
      help:
        "A brand of sptheme.json or tokens/, a brand folder, a .resolver.json or a .tokens.json file (default: studio)",
      completion: .entries(of: "tokens"))
    var format = Option<String>.choice(
      "format", ["text", "json"], default: "text", "FORMAT", help: "text (default) or json")
    var input = Option<[String]>.input(
      help:
        "Hold one modifier at one context (repeatable), e.g. --input appearance=dark; the other modifiers still take every context"
    )
    var maxPermutations = Option<Int>.number(
      "max-permutations", help: "Most permutations of the modifiers resolved", default: 64,
      maximum: CheckCommand.maxPermutationsLimit,
      overMaximum: "hold some modifiers with --input NAME=CONTEXT instead")
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
