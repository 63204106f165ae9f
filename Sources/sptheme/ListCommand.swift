import Components
import Theme

/// `sptheme list`: the blocks, their catalogue states, and the brands.
enum ListCommand: Subcommand {
  static let name = "list"
  static let summary =
    "List blocks and their states, and the brands (the project's and the built-in ones)"
  static let spec = Arguments.Spec(
    options: ["tokens", "config", "tree"], flags: ["accessibility-size", "redacted"])
  static let help = """
    USAGE: sptheme list [BLOCK ...] [--tree STATE] [options]

    Lists every block with its catalogue states (the named review states built by driving each
    block's reducer), then the brands: those sptheme.json defines, those in tokens/, then the
    built-in ones (a project brand of the same name hides a built-in one).

    ARGUMENTS:
      BLOCK                  Only these blocks (sign-in, magic-link, reset-password, provider-stack, login)

    OPTIONS:
      --tree STATE           Print the part tree of one state (e.g. sign-in/invalid): every part with
                             its id, role bindings, metrics, text and accessibility
      --accessibility-size   Build the tree at an accessibility text size, for --tree
      --redacted             Build the redacted placeholder tree, for --tree
      --config FILE          The project file (default: the nearest sptheme.json from here up)
      --tokens DIR           Where brands are looked up (default: tokens)
      -h, --help             Show this help
    """

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
    if let stateID = arguments.value("tree") {
      let state = try NameLookup.state(stateID)
      let environment = PartsEnvironment(
        isAccessibilitySize: arguments.flag("accessibility-size"),
        redacted: arguments.flag("redacted"))
      console.out(state.part(environment).dump())
      return .ok
    }
    var blocks = BlockKind.allCases
    if !arguments.positionals.isEmpty {
      blocks = try arguments.positionals.map { name throws(UsageError) in try NameLookup.block(name)
      }
    }
    var lines: [String] = []
    for block in blocks {
      lines.append("\(block.id) (\(block.displayName)): \(block.catalogue.count) states")
      let width = block.catalogue.map(\.id.count).max() ?? 0
      for state in block.catalogue {
        var line = "  \(state.id.padding(toLength: width + 2))\(state.title)"
        if let twin = state.sameScene {
          line += " (looks like \(twin.state) on purpose: \(twin.reason))"
        }
        lines.append(line)
      }
      lines.append("")
    }
    let catalog = try BrandArguments(arguments, console: console, inputs: false).catalog
    let folder = Brand.names(in: catalog.tokensFolder)
    if arguments.positionals.isEmpty {
      if let project = catalog.project, !project.brands.isEmpty {
        lines.append(
          "brands in \(project.path): \(project.brands.map(\.name).joined(separator: ", "))")
      }
      if !folder.isEmpty {
        lines.append("brands in \(catalog.tokensFolder)/: \(folder.joined(separator: ", "))")
      }
      let builtIn = BuiltInBrands.names.map { name in
        if catalog.builtInNames.contains(name) { return name }
        let own = try? catalog.brand(name)
        return own.map { BuiltInBrands.holds(brand: name, at: $0.path) } == true
          ? "\(name) (the same as the project's)" : "\(name) (hidden by the project's \(name))"
      }
      lines.append("built-in brands: \(builtIn.joined(separator: ", "))")
    }
    console.out(Sanitize.terminal(lines.joined(separator: "\n"), keepNewlines: true))
    return .ok
  }
}
