import ArgumentParsing

extension DocsCommand {
  /// The options of `sptheme docs`.
  struct Options: TakesBrands, TakesTemplates {
    var brand = Option<[String]>.brands()
    var out = Option<String>.value(
      "out", short: "o", "DIR", help: "Where the site is written (required)", completion: .folder)
    var rendering = TemplateOptions(
      templatesHelp:
        "Your own Mustache templates for the pages. A file there replaces the built-in template of the same name (layout.mustache, style.mustache, colors.mustache, …); every template you leave out falls back to the built-in one in Templates/docs/. Component frames always use the snapshot templates of Templates/."
    )
    var against = Option<String>.value(
      "against", "DIR",
      help:
        "Add a Changes page: what changed from the version of each brand in DIR (a brand folder, or a tokens folder holding the brands) to this one",
      completion: .folder)
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
