import ArgumentParsing

extension InitCommand {
  /// The options of `sptheme init`.
  struct Options: InProject {
    var from = Option<String>.value(
      "from", "SOURCE",
      help:
        "The brand to start from: a name from tokens/, a brand folder, a .resolver.json or a .tokens.json file (default: studio)",
      completion: .entries(of: "tokens"))
    var fromTokens = Option<String>.value(
      "from-tokens", "PATH", help: "Your own resolver, token file or folder (see above)",
      completion: .file)
    var project = ProjectOptions(
      config: .value(
        "config", "FILE", help: "The sptheme.json to add the brand to (with --from-tokens)",
        completion: .file),
      tokens: .value(
        "tokens", "DIR",
        help: "Where to create the brand folder and look up SOURCE (default: tokens)",
        completion: .folder))
    var limits = TokenLimitOptions()
  }
}
