import ArgumentParsing

extension ModesCommand {
  /// The options of `sptheme modes`.
  struct Options: InProject {
    var confirm = Option<Bool>.flag(
      "confirm",
      help:
        "Write the map into the brand's \"modes\" in sptheme.json with every line confirmed (after you reviewed it)"
    )
    var format = Option<String>.choice(
      "format", ["text", "json"], default: "text", "FORMAT",
      help: "text (default: the map as a table) or json (the \"modes\" object and the findings)")
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
