import ArgumentParsing
import Components
import Theme
import Workflows

/// `sptheme list`: the blocks, their catalogue states, and the brands.
enum ListCommand: Subcommand {
  static let name = "list"
  static let summary =
    "List blocks and their states, and the brands (the project's and the built-in ones)"
  static let usage = [
    "[BLOCK ...] [--tree STATE] [options]"
  ]
  static let about = """
    Lists every block with its catalogue states (the named review states built by driving each
    block's reducer), then the brands: those sptheme.json defines, those in tokens/, then the
    built-in ones (a project brand of the same name hides a built-in one).
    """
  static let operands = [
    Operand(
      name: "BLOCK",
      help: "Only these blocks (sign-in, magic-link, reset-password, provider-stack, login)")
  ]

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    if let stateID = arguments[\.tree] {
      let state = try NameLookup.state(stateID)
      let environment = PartsEnvironment(
        isAccessibilitySize: arguments[\.accessibilitySize],
        redacted: arguments[\.redacted])
      console.out(state.part(environment).dump())
      return .ok
    }
    let blocks = try arguments.positionals.map { name throws(UsageError) in
      try NameLookup.block(name)
    }
    let catalog = try BrandArguments(
      config: arguments[\.project.config], tokensFolder: arguments[\.project.tokens],
      options: TokenOptions(), input: [:], console: console
    ).catalog
    let listing = ListRun(catalog: catalog, blocks: blocks).run()
    console.out(SafeText.terminal(ListTextWriter.text(listing), keepNewlines: true))
    return .ok
  }
}
