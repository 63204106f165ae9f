import ArgumentParsing

extension ListCommand {
  /// The options of `sptheme list`.
  struct Options: CommandOptions {
    var tree = Option<String>.value(
      "tree", "STATE",
      help:
        "Print the part tree of one state (e.g. sign-in/invalid): every part with its id, role bindings, metrics, text and accessibility"
    )
    var accessibilitySize = Option<Bool>.flag(
      "accessibility-size", help: "Build the tree at an accessibility text size, for --tree")
    var redacted = Option<Bool>.flag(
      "redacted", help: "Build the redacted placeholder tree, for --tree")
    var project = ProjectOptions()
  }
}
