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
  static let about = PlayWording.about
  static let operands = [
    Operand(
      name: "BLOCK", help: "sign-in (default), magic-link, reset-password, provider-stack, login")
  ]
  static let notes = PlayWording.notes

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
      throw UsageError(message: ShellWording.cannotTakeTerminal("play", error.message))
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
