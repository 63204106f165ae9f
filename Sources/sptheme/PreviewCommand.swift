import Components
import Render
import Theme

/// `sptheme preview`: a block in a brand, drawn in the terminal.
enum PreviewCommand: Subcommand {
  static let name = "preview"
  static let summary = "Draw a block in a brand in the terminal (light and dark side by side)"
  static let spec = Arguments.Spec(
    options: ["state", "brand", "appearance", "size", "width", "color", "tokens"], flags: ["all-states", "reduce-motion"]).readingTokens
  static let help = """
    USAGE: sptheme preview [BLOCK] [--state NAME | --all-states] [--brand B] [options]

    Draws a block of the component catalogue in a brand's theme: every part in the colors, type
    and shapes its roles resolve to. Light and dark are drawn side by side when the terminal is
    wide enough, stacked otherwise.

    ARGUMENTS:
      BLOCK                      sign-in (default), magic-link, reset-password, provider-stack, login

    OPTIONS:
      --state NAME               A catalogue state (default: the block's first), e.g. invalid or sign-in/invalid
      --all-states               Every state of the block in a grid, each with its name over it
      --brand B                  A brand name, folder, .resolver.json or .tokens.json (default: studio)
      --appearance A             light, dark or both (default: both)
      --size SIZE                Dynamic Type size: xsmall … xxxlarge, ax1 … ax5 (default: large)
      --width COLS               Columns to use (default: the terminal's width, else 80)
      --color MODE               auto (default), truecolor, 256, 16 or none
      --reduce-motion            Draw with Reduce Motion on
      --tokens DIR               Where brand names are looked up (default: tokens)
    \(TokenOptionArguments.help)
      -h, --help                 Show this help

    Color follows NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, COLORTERM and TERM unless --color says
    otherwise; output that is not a terminal gets no color.
    """

  static func run(_ arguments: Arguments, console: Console) throws(UsageError) -> ExitStatus {
    let block = try blockKind(arguments.positionals)
    let states = try selectedStates(block, arguments)
    let appearances = try appearanceList(arguments)
    let size = try contentSize(arguments)
    let width = try arguments.integer("width", default: console.columns ?? 80)
    let colorFlag = try arguments.choice("color", ["auto", "truecolor", "256", "16", "none"], default: "auto")
    let profile = TerminalDetection.profile(
      flag: colorFlag == "auto" ? nil : colorFlag, environment: console.environment, isTTY: console.stdoutIsTerminal)

    let tokensFolder = arguments.value("tokens") ?? "tokens"
    let options = try TokenOptionArguments.parse(arguments)
    let brand: Brand
    do {
      brand = try Brand(arguments.value("brand") ?? "studio", tokensFolder: tokensFolder, options: options)
    } catch {
      throw UsageError(message: error.description)
    }
    var panels: [PanelGrid.Panel] = []
    let gap = 2
    let sideBySide = appearances.count > 1 && states.count == 1 && width >= 2 * 38 + gap
    let panelWidth = min(52, states.count > 1 || sideBySide ? (width - gap) / (sideBySide ? 2 : 1) : width)
    for appearance in appearances {
      let (theme, diagnostics) = brand.theme(appearance: appearance.rawValue)
      guard let theme else {
        let formatter = DiagnosticFormatter(format: .text, styled: console.stdoutStyled, codeFrame: CodeFrames().frame)
        for diagnostic in diagnostics where diagnostic.severity == .error { console.error(formatter.text(diagnostic)) }
        console.error("error: \(brand.id) has errors in \(appearance.rawValue); fix them to preview it (sptheme check \(brand.id))")
        return .findings
      }
      for state in states {
        let environment = SceneEnvironment(
          appearance: appearance, contentSize: size, width: Double(max(20, panelWidth - 6)) * 8,
          reduceMotion: arguments.flag("reduce-motion"))
        let scene = Scene(state: state, theme: theme, environment: environment)
        let title = "\(brand.name) · \(appearance.rawValue) · \(state.id) · \(size.flagName)"
        panels.append(PanelGrid.Panel(title: title, canvas: TerminalLayout.render(scene, columns: panelWidth)))
      }
    }
    let canvas = PanelGrid.arrange(panels, width: width, gap: gap)
    console.out(ANSIWriter.render(canvas, profile: profile))
    return .ok
  }

  static func blockKind(_ positionals: [String]) throws(UsageError) -> BlockKind {
    guard positionals.count <= 1 else { throw UsageError(message: "give one block, not \(positionals.count)") }
    guard let name = positionals.first else { return .signIn }
    guard let kind = BlockKind(rawValue: name) else {
      throw UsageError(message: "no block '\(name)'; blocks: \(BlockKind.allCases.map(\.id).joined(separator: ", "))")
    }
    return kind
  }

  static func selectedStates(_ block: BlockKind, _ arguments: Arguments) throws(UsageError) -> [CatalogueState] {
    if arguments.flag("all-states") {
      guard arguments.value("state") == nil else { throw UsageError(message: "give --state or --all-states, not both") }
      return block.catalogue
    }
    guard let name = arguments.value("state") else { return Array(block.catalogue.prefix(1)) }
    let id = name.contains("/") ? name : "\(block.id)/\(name)"
    guard let state = block.catalogue.first(where: { $0.id == id }) else {
      throw UsageError(
        message: "no state '\(name)' in \(block.id); states: \(block.catalogue.map(\.name).joined(separator: ", "))")
    }
    return [state]
  }

  static func appearanceList(_ arguments: Arguments) throws(UsageError) -> [PartsEnvironment.Appearance] {
    switch try arguments.choice("appearance", ["light", "dark", "both"], default: "both") {
    case "light": [.light]
    case "dark": [.dark]
    default: [.light, .dark]
    }
  }

  static func contentSize(_ arguments: Arguments) throws(UsageError) -> ContentSize {
    guard let flag = arguments.value("size") else { return .large }
    guard let size = ContentSize(flag: flag) else {
      throw UsageError(message: "no text size '\(flag)'; sizes: \(ContentSize.allCases.map(\.flagName).joined(separator: ", "))")
    }
    return size
  }
}
