import ArgumentParsing

extension PlayCommand {
  /// The options of `sptheme play`.
  struct Options: TakesBrands {
    var brand = Option<String>.value(
      "brand", "B", help: "A brand name, folder, .resolver.json or .tokens.json (default: studio)",
      completion: .entries(of: "tokens"))
    var appearance = Option<String>.choice(
      "appearance", ["light", "dark"], default: "light", "A", help: "light (default) or dark")
    var timeScale = Option<String>.value(
      "time-scale", "X",
      help:
        "Real seconds per second of block time (default 1; 0.05 runs a 30 s countdown in 1.5 s)")
    var delay = Option<String>.value(
      "delay", "S",
      help: "Seconds the stand-in auth takes to answer (default: the example's, 1 s)")
    var watch = Option<Bool>.flag(
      "watch", short: "w", help: "Reload the brand when one of its token files changes")
    var color = Option<String>.color
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
