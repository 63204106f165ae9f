import ArgumentParsing
import Components
import Theme

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
    let catalog = try BrandArguments(
      config: arguments[\.project.config], tokensFolder: arguments[\.project.tokens],
      options: TokenOptions(), input: [:], console: console
    ).catalog
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
