import ArgumentParsing
import Components
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
  static let about = """
    Draws a block of the component catalogue in a brand's theme: every part in the colors, type
    and shapes its roles resolve to. Light and dark are drawn side by side when the terminal is
    wide enough, stacked otherwise.
    """
  static let operands = [
    Operand(
      name: "BLOCK", help: "sign-in (default), magic-link, reset-password, provider-stack, login")
  ]
  static let notes = """
    Color follows NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, COLORTERM and TERM unless --color says
    otherwise. Without color (NO_COLOR, --color none) bold, dim, underline and reverse stay:
    errors are bold, links underlined, disabled text dim, filled buttons reversed. Output that is
    not a terminal gets plain text.
    """

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

    let brands = try BrandArguments(arguments, console: console)
    let reference = arguments[\.brand] ?? "studio"
    let drawing = Drawing(
      states: states, appearances: appearances, size: size,
      reduceMotion: arguments[\.reduceMotion])
    if arguments[\.watch] {
      return try watch(
        reference, brands: brands, drawing: drawing,
        width: arguments[\.width].map { _ in width }, profile: profile, console: console)
    }
    guard let brand = brands.load(reference) else { return .usage }
    switch drawing.canvas(brand, width: width) {
    case .success(let canvas):
      console.out(ANSIWriter.render(canvas, profile: profile))
      if let note = CheckFailureNote.line(for: brand, rules: brands.rules) { console.error(note) }
      return .ok
    case .failure(let failure):
      let formatter = DiagnosticFormatter(
        format: .text, styled: console.stdoutStyled, codeFrame: CodeFrames().frame)
      for diagnostic in failure.diagnostics where diagnostic.severity == .error {
        console.error(formatter.text(diagnostic))
      }
      if let missing = failure.missing {
        console.error("error: \(Sanitize.terminal(missing))")
        return .usage
      }
      console.error(
        "error: \(brand.id) has errors in \(failure.appearance); fix them to preview it (sptheme check \(brand.id))"
      )
      return .findings
    }
  }

  /// What to draw: states, appearances, text size and Reduce Motion.
  struct Drawing {
    var states: [CatalogueState]
    /// The appearances asked for (`nil`: the brand's own, ``Brand/drawnAppearances``).
    var appearances: [String]?
    var size: ContentSize
    var reduceMotion: Bool

    /// Why a brand could not be drawn: the diagnostics of the first appearance that failed, or
    /// an appearance asked for that the brand does not have.
    struct Failure: Error {
      var appearance: String
      var diagnostics: [Diagnostic]
      var missing: String? = nil
    }

    /// The appearances drawn for a brand.
    func appearances(of brand: Brand) -> [String] { appearances ?? brand.drawnAppearances }

    /// The panels of every state in every appearance, `width` columns wide: light and dark side
    /// by side when they fit, stacked otherwise.
    func canvas(_ brand: Brand, width: Int) -> Result<CellCanvas, Failure> {
      var panels: [PanelGrid.Panel] = []
      let gap = 2
      let drawn = appearances(of: brand)
      let sideBySide = drawn.count > 1 && states.count == 1 && width >= 2 * 38 + gap
      let panelWidth = min(
        52, states.count > 1 || sideBySide ? (width - gap) / (sideBySide ? 2 : 1) : width)
      for appearance in drawn {
        guard brand.appearances.contains(appearance) else {
          return .failure(
            Failure(
              appearance: appearance, diagnostics: [],
              missing:
                "\(brand.id) has no \(appearance) appearance (it has \(brand.appearances.joined(separator: ", "))): leave out --appearance, or name one it has"
            ))
        }
        let (theme, diagnostics) = brand.theme(appearance: appearance)
        guard let theme else {
          return .failure(
            Failure(
              appearance: appearance,
              diagnostics: Self.unique(brand.loadDiagnostics + diagnostics)))
        }
        for state in states {
          let environment = SceneEnvironment(
            appearance: theme.isDark ? .dark : .light, contentSize: size,
            width: Double(max(20, panelWidth - 6)) * 8, reduceMotion: reduceMotion)
          let scene = Scene(state: state, theme: theme, environment: environment)
          let title = "\(brand.name) · \(theme.appearance) · \(state.id) · \(size.flagName)"
          panels.append(
            PanelGrid.Panel(title: title, canvas: TerminalLayout.render(scene, columns: panelWidth))
          )
        }
      }
      return .success(PanelGrid.arrange(panels, width: width, gap: gap))
    }

    /// Diagnostics with repeats (the same rule, place and message) left out.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
      var seen = Set<String>()
      return diagnostics.filter {
        seen.insert("\($0.location?.description ?? "")|\($0.rule)|\($0.message)").inserted
      }
    }
  }

  static func blockKind(_ positionals: [String]) throws(UsageError) -> BlockKind {
    guard positionals.count <= 1 else {
      throw UsageError(message: "give one block, not \(positionals.count)")
    }
    guard let name = positionals.first else { return .signIn }
    return try NameLookup.block(name)
  }

  static func selectedStates(_ block: BlockKind, _ arguments: Arguments<Options>) throws(UsageError)
    -> [CatalogueState]
  {
    if arguments[\.allStates] {
      guard arguments[\.state] == nil else {
        throw UsageError(message: "give --state or --all-states, not both")
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
