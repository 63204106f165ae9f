import ArgumentParsing

extension ServeCommand {
  /// The options of `sptheme serve`.
  struct Options: TakesBrands {
    var brand = Option<[String]>.brands(
      default: "every brand in sptheme.json and the tokens folder, or the built-in brands")
    var port = Option<String>.value(
      "port", "N",
      help: "The port (default \(defaultPort); 0: any free one, printed)")
    var host = Option<String>.value(
      "host", "ADDRESS",
      help: "The address to listen on (default 127.0.0.1; ::1 and localhost too)")
    var open = Option<Bool>.flag("open", help: "Open the site in the default browser")
    var review = Option<String>.value(
      "review", "RESULTS",
      help:
        "Serve the report of a snapshot --verify run (its --results folder) instead: accept or reject each snapshot, each cause or all; accepting writes the references as snapshot --accept does",
      completion: .folder)
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
