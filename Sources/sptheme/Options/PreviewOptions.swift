import ArgumentParsing
import Theme

extension PreviewCommand {
  /// The options of `sptheme preview`.
  struct Options: TakesBrands {
    var state = Option<String>.value(
      "state", "NAME",
      help: "A catalogue state (default: the block's first), e.g. invalid or sign-in/invalid")
    var allStates = Option<Bool>.flag(
      "all-states", help: "Every state of the block in a grid, each with its name over it")
    var brand = Option<String>.value(
      "brand", "B", help: "A brand name, folder, .resolver.json or .tokens.json (default: studio)",
      completion: .entries(of: "tokens"))
    var appearance = Option<String>.choice(
      "appearance", ["light", "dark", "both"], default: "both", "A",
      help: "light, dark or both (default: both)")
    var size = Option<String>.value(
      "size", "SIZE", help: "Dynamic Type size: xsmall … xxxlarge, ax1 … ax5 (default: large)",
      completion: .values(ContentSize.allCases.map(\.flagName)))
    var width = Option<Int>.number(
      "width", "COLS", help: "Columns to use (default: the terminal's width, else 80)",
      default: 80, showDefault: false)
    var color = Option<String>.color
    var reduceMotion = Option<Bool>.flag("reduce-motion", help: "Draw with Reduce Motion on")
    var watch = Option<Bool>.flag(
      "watch", short: "w",
      help:
        "Stay on screen and redraw when one of the brand's token files changes; a broken file shows its diagnostics until it is fixed (q or Ctrl-C quits)"
    )
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
