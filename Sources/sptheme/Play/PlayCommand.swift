import ArgumentParsing
import Components
import Interactive
import Platform
import Render
import Theme
import Workflows

/// `sptheme play`: a block's real reducer driven by keys and real time in the terminal.
enum PlayCommand: Subcommand {
  static let name = "play"
  static let summary = "Use a block in the terminal: type, submit, watch spinners and countdowns"
  static let usage = [
    "[BLOCK] [--brand B] [--appearance light|dark] [--time-scale X] [--watch]"
  ]
  static let about = """
    Runs a block full screen with its real reducer: type into the fields, press Return as the
    spec's Return order says, and watch the stand-in auth of the spec's example answer (spinner,
    check, errors, countdowns) in real time. Effects a terminal cannot perform (haptics,
    VoiceOver announcements, host calls) show in the status line.
    """
  static let operands = [
    Operand(
      name: "BLOCK", help: "sign-in (default), magic-link, reset-password, provider-stack, login")
  ]
  static let notes = """
    KEYS:
      typing                     goes into the focused field (the first one is focused at start)
      Tab, Shift-Tab, ↓ ↑        next / previous field
      Return                     the field's Return key (Next, then Go), or the main button
      Backspace                  deletes the last character
      Esc                        leaves the field; letters are then commands (Alt+letter works
                                 inside a field too)
      r f a p c …                the block's links and secondary buttons, listed in the footer
      ] [                        next / previous brand in the tokens folder
      d                          light / dark
      q, Ctrl-C, Ctrl-Q          quit (q outside a field)

    Needs a terminal: standard input and output must not be redirected.
    """

  static func run(_ arguments: Arguments<Options>, console: Console) throws(UsageError)
    -> ExitStatus
  {
    let block = try PreviewCommand.blockKind(arguments.positionals)
    let appearance = try arguments.choice(\.appearance)
    let timeScale = try positive(arguments, \.timeScale) ?? 1
    let delay = try positive(arguments, \.delay, allowZero: true)
    let colorFlag = try arguments.choice(\.color)
    let profile = TerminalDetection.profile(
      flag: colorFlag == "auto" ? nil : colorFlag, environment: console.environment,
      isTTY: console.stdoutIsTerminal)
    let brands = try BrandArguments(arguments, console: console)
    let (references, index) = try brandList(arguments[\.brand] ?? "studio", brands: brands)

    var program = PlayProgram(
      player: PlayProgram.player(for: block, delay: delay), brandReferences: references,
      brandIndex: index, catalog: brands.catalog, input: brands.input, appearance: appearance,
      timeScale: timeScale, watches: arguments[\.watch], clock: { EventLoop.now() })
    let watcher = arguments[\.watch] ? try FileWatcher.chosen(by: console) : nil
    do {
      let status = try FullScreen.run(&program, watcher: watcher, profile: profile)
      FullScreen.exitIfStopped(status)
      return .ok
    } catch {
      throw UsageError(message: "sptheme play \(error.message)")
    }
  }

  /// The brands to cycle through (every brand in the tokens folder) and where `reference` is
  /// among them; a reference that is not a name there (a path) comes first.
  static func brandList(_ reference: String, brands: BrandArguments) throws(UsageError) -> (
    [String], Int
  ) {
    do {
      _ = try brands.brand(reference)
    } catch {
      throw UsageError(message: error.description)
    }
    let names = brands.catalog.names
    if let index = names.firstIndex(of: reference) { return (names, index) }
    return ([reference] + names, 0)
  }

  static func positive(
    _ arguments: Arguments<Options>, _ key: KeyPath<Options, Option<String>>,
    allowZero: Bool = false
  ) throws(UsageError) -> Double? {
    guard let text = arguments[key] else { return nil }
    let name = arguments.name(key)
    guard let value = Double(text), value.isFinite, value > 0 || (allowZero && value == 0) else {
      throw UsageError(
        message:
          "--\(name) must be a \(allowZero ? "" : "positive ")number of seconds, not '\(text)'")
    }
    return value
  }
}
