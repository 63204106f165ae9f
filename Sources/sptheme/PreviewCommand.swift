import ArgumentParsing
import Components
import Interactive
import Platform
import Render
import Theme
import Workflows

/// `sptheme preview`: a block in a brand, drawn in the terminal.
enum PreviewCommand: Subcommand {
  static let name = "preview"
  static let summary = "Draw a block in a brand in the terminal (light and dark side by side)"
  static let usage = [
    "[BLOCK] [--state NAME | --all-states] [--brand B] [options]"
  ]
  static let about = PreviewWording.about
  static let operands = [
    Operand(
      name: "BLOCK", help: "sign-in (default), magic-link, reset-password, provider-stack, login")
  ]
  static let notes = PreviewWording.notes

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let block = try blockKind(arguments.positionals)
    let states = try selectedStates(block, arguments)
    let appearances = try appearanceList(arguments)
    let size = try contentSize(arguments)
    let width =
      arguments[\.width] == nil ? console.columns ?? 80 : try arguments.integer(\.width)
    let colorFlag = try arguments.choice(\.color)
    let profile = TerminalDetection.profile(
      flag: colorFlag == "auto" ? nil : colorFlag, environment: console.environment,
      isTTY: console.stdoutIsTerminal)
    let run = PreviewRun(
      states: states, appearances: appearances, size: size, reduceMotion: arguments[\.reduceMotion],
      width: width)
    let brands = try BrandArguments(arguments, console: console)
    let reference = arguments[\.brand] ?? "studio"
    if arguments[\.watch] {
      return try watch(
        reference, brands: brands, drawing: run, width: arguments[\.width].map { _ in width },
        profile: profile, console: console)
    }
    guard let brand = brands.load(reference) else { return .usage }
    let report = run.run(brand, rules: brands.rules)
    switch report {
    case .drawn(let canvas, let note):
      console.out(ANSIWriter.render(canvas, profile: profile))
      if let note { console.error(note) }
    case .failed(_, let failure):
      let formatter = DiagnosticFormatter(
        format: .text, styled: console.stdoutStyled, codeFrame: CodeFrames().frame)
      for diagnostic in failure.diagnostics where diagnostic.severity == .error {
        console.error(formatter.text(diagnostic))
      }
    }
    if let line = report.errorLine { console.error(line) }
    return ExitStatus(rawValue: report.exitCode) ?? .usage
  }

  /// Runs the preview full screen, redrawn when the brand's files change.
  static func watch(
    _ reference: String, brands: BrandArguments, drawing: PreviewRun, width: Int?,
    profile: ColorProfile, console: Console
  ) throws(UsageError) -> ExitStatus {
    let watcher = try FileWatcher.chosen(by: console)
    guard brands.load(reference) != nil else { return .usage }
    var program = PreviewWatchProgram(
      reference: reference, catalog: brands.catalog, input: brands.input, drawing: drawing,
      width: width, clock: { EventLoop.now() })
    do {
      let status = try FullScreen.run(&program, watcher: watcher, profile: profile)
      FullScreen.exitIfStopped(status)
      return .ok
    } catch {
      throw UsageError(message: ShellWording.cannotTakeTerminal("preview --watch", error.message))
    }
  }

  static func blockKind(_ positionals: [String]) throws(UsageError) -> BlockKind {
    guard positionals.count <= 1 else {
      throw UsageError(message: ShellWording.oneBlock(given: positionals.count))
    }
    guard let name = positionals.first else { return .signIn }
    return try NameLookup.block(name)
  }

  static func selectedStates(_ block: BlockKind, _ arguments: Arguments<Options>) throws(UsageError)
    -> [CatalogueState]
  {
    if arguments[\.allStates] {
      guard arguments[\.state] == nil else {
        throw UsageError(message: ShellWording.stateOrAllStates)
      }
      return block.catalogue
    }
    guard let name = arguments[\.state] else { return Array(block.catalogue.prefix(1)) }
    return [try NameLookup.state(name, in: block)]
  }

  /// The appearances `--appearance` asks for; `nil` (both, the default) draws the brand's own:
  /// light and dark, or its one appearance.
  static func appearanceList(_ arguments: Arguments<Options>) throws(UsageError) -> [String]? {
    switch try arguments.choice(\.appearance) {
    case "light": ["light"]
    case "dark": ["dark"]
    default: nil
    }
  }

  static func contentSize(_ arguments: Arguments<Options>) throws(UsageError) -> ContentSize {
    guard let flag = arguments[\.size] else { return .large }
    guard let size = ContentSize(flag: flag) else {
      throw UsageError(
        message:
          "no text size '\(flag)'; sizes: \(ContentSize.allCases.map(\.flagName).joined(separator: ", "))"
      )
    }
    return size
  }
}
