import ArgumentParsing

extension BuildCommand {
  /// The options of `sptheme build`.
  struct Options: TakesBrands {
    var watch = Option<Bool>.flag(
      "watch", short: "w",
      help:
        "Build, then stay and build again when a file changes: a saved token file rebuilds only the outputs whose brands read it, a saved sptheme.json rebuilds everything; Ctrl-C stops"
    )
    var allowOutsideOutputs = Option<Bool>.flag(
      "allow-outside-outputs",
      help:
        "Let an \"out\" lead outside the folder of sptheme.json. Whatever the flag, no output is written inside .git/, over a file a brand reads, or over an executable file"
    )
    var strict = Option<Bool>.flag(
      "strict",
      help:
        "Any error in a brand stops the build; without it, errors in tokens no role and no output uses are reported and the outputs written, as export writes them"
    )
    var input = Option<[String]>.input()
    var project = ProjectOptions()
    var limits = TokenLimitOptions()
  }
}
