import ArgumentParsing

extension DiffCommand {
  /// The options of `sptheme diff`.
  struct Options: TakesBrands {
    var brand = Option<String>.value(
      "brand", "BRAND", help: "The first brand, instead of the first argument",
      completion: .entries(of: "tokens"))
    var against = Option<String>.value(
      "against", "DIR",
      help:
        "The other version: a brand folder, a tokens folder holding the brand, or a .resolver.json / .tokens.json file",
      completion: .file)
    var format = Option<String>.choice(
      "format", ["text", "json"], default: "text", "FORMAT", help: "text (default) or json")
    var html = Option<String>.value(
      "html", "FILE",
      help:
        "Also write a visual report: swatches old and new for every change, and the first changed states rendered before and after",
      completion: .file)
    var templates = Option<String>.value(
      "templates", "DIR",
      help: "Mustache templates for those renderings (default: the built-in ones)",
      completion: .folder)
    var limit = Option<Int>.number("limit", help: "Places listed per change", default: 6)
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
