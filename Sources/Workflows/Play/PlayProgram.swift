import Components
import Render
import Theme

/// `sptheme play`: one block driven by keys and real time, in a brand that can be switched and
/// reloaded, with the status line and the help footer.
///
/// A value with no terminal: ``handle(_:)`` takes keys, ``advance(to:)`` the time, and
/// ``frame(columns:rows:now:)`` draws the screen. Times are seconds on the caller's clock
/// (``clock``, read only to measure a reload).
public struct PlayProgram: FullScreenProgram {
  /// The brands `[` and `]` cycle through.
  public let brandReferences: [String]
  /// Where the brands are looked up.
  public let catalog: BrandCatalog
  /// The `--input` choices applied to every brand.
  public let input: [String: String]
  /// Real seconds per second of block time (0.05: a 30 s countdown takes 1.5 s).
  public let timeScale: Double
  /// Whether the brand reloads when its files change.
  public let watches: Bool
  /// The clock times come from (the monotonic clock in the terminal, any counter in tests).
  public let clock: @Sendable () -> Double

  /// The block played.
  public private(set) var player: any Player
  /// The brand shown.
  public private(set) var brand: LiveBrand
  private var brandIndex: Int
  /// Whether the program asked to quit.
  public private(set) var isFinished = false
  private var lastTime: Double
  private let startTime: Double
  private var changedOnLastTick = false
  private var note: String?

  /// Seconds between frames while something moves (spinner frames, countdowns).
  public static let frameInterval = 0.05
  /// Real seconds per spinner frame.
  public static let spinnerInterval = 0.08

  /// Plays `player` in the brand at `brandIndex` of `brandReferences`.
  public init(
    player: any Player, brandReferences: [String], brandIndex: Int, catalog: BrandCatalog,
    input: [String: String], appearance: String, timeScale: Double, watches: Bool,
    clock: @escaping @Sendable () -> Double
  ) {
    self.player = player
    self.brandReferences = brandReferences
    self.brandIndex = brandIndex
    self.catalog = catalog
    self.input = input
    self.timeScale = timeScale
    self.watches = watches
    self.clock = clock
    brand = LiveBrand(
      reference: brandReferences[brandIndex], catalog: catalog, input: input,
      appearance: appearance)
    lastTime = clock()
    startTime = lastTime
  }

  /// Frames come often while the block waits or moves; else the loop sleeps.
  public var timeout: Double? {
    player.isWaiting || changedOnLastTick ? Self.frameInterval : nil
  }

  /// The brand's files while watching, else none.
  public var watchedFiles: [String] { watches ? brand.files : [] }

  /// Lets block time pass, scaled by ``timeScale``.
  public mutating func advance(to now: Double) {
    let elapsed = max(0, now - lastTime)
    lastTime = now
    changedOnLastTick = player.advance(by: elapsed / timeScale)
  }

  /// `q` quits only while no text field has the focus (it is typed into a field).
  public var quitsOnQ: Bool { player.focus == nil }

  /// Ctrl-C and Ctrl-Q quit; Alt+letter, and letters outside a field, are commands; Esc leaves
  /// the field; every other key goes to the block.
  public mutating func handle(_ keys: [Key]) {
    for key in keys where !isFinished {
      switch key {
      case .control("c"), .control("q"):
        isFinished = true
      case .alt(let character):
        command(character)
      case .text(let text) where player.focus == nil:
        for character in text { command(character) }
      case .escape:
        player.blur()
      default:
        player.handle(key)
      }
    }
    // Keys may have started a wait: the next frame comes soon.
    changedOnLastTick = true
  }

  private mutating func command(_ character: Character) {
    switch character {
    case "q": isFinished = true
    case "]": switchBrand(by: 1)
    case "[": switchBrand(by: -1)
    case "d": brand.set(appearance: brand.appearance == "dark" ? "light" : "dark")
    default: _ = player.command(character)
    }
  }

  private mutating func switchBrand(by step: Int) {
    guard brandReferences.count > 1 else { return }
    brandIndex = (brandIndex + step + brandReferences.count) % brandReferences.count
    brand = LiveBrand(
      reference: brandReferences[brandIndex], catalog: catalog, input: input,
      appearance: brand.appearance)
  }

  /// Reloads the brand and says which file changed and how long it took.
  public mutating func filesChanged(_ paths: [String]) {
    let started = clock()
    brand.reload()
    let milliseconds = Int(((clock() - started) * 1000).rounded())
    note = PlayWording.reloaded(after: paths, milliseconds: milliseconds, sanitized: false)
  }

  /// The screen: title, the block in the brand (or why it cannot be drawn), status and footer.
  public func frame(columns: Int, rows: Int, now: Double) -> CellCanvas {
    let colors = brand.theme.map(PlayScreen.Colors.init(theme:)) ?? .plain
    let help =
      player.help
      + PlayWording.playHelp(appearance: brand.appearance, focused: player.focus != nil)
    let screen = PlayScreen(
      title: PlayWording.playTitle(player.kind.displayName),
      detail: PlayWording.playDetail(
        brand: brand.name, appearance: brand.shownAppearance, index: brandIndex,
        count: brandReferences.count),
      status: player.status + (note.map { [$0] } ?? []), help: help, colors: colors)
    let room = screen.contentRows(columns: columns, rows: rows)
    guard let theme = brand.theme else {
      return screen.render(
        content: screen.textContent(brand.problems, columns: columns), columns: columns, rows: rows)
    }
    let panelWidth = min(52, columns)
    let environment = SceneEnvironment(
      appearance: theme.isDark ? .dark : .light,
      width: Double(max(20, panelWidth - 6)) * 8)
    let scene = Scene(part: player.part(environment.parts), theme: theme, environment: environment)
    let spinnerFrame = Int((now - startTime) / Self.spinnerInterval)
    let content = TerminalLayout.render(scene, columns: panelWidth, spinnerFrame: spinnerFrame)
    // Keep the focused field in view when the block is taller than the screen.
    var scroll = 0
    if let caret = PlayScreen.caretRow(in: content), caret + 3 > room { scroll = caret + 3 - room }
    return screen.render(content: content, columns: columns, rows: rows, scroll: scroll)
  }

  /// The player of a block, its stand-in auth answering after `delay` seconds when given.
  public static func player(for kind: BlockKind, delay: Double?) -> any Player {
    switch kind {
    case .signIn: BlockPlayer<SignInBlock>(delay: delay)
    case .magicLink: BlockPlayer<MagicLinkSignIn>(delay: delay)
    case .resetPassword: BlockPlayer<ResetPasswordBlock>(delay: delay)
    case .providerStack: BlockPlayer<ProviderSignInButtonStack>(delay: delay)
    case .login: BlockPlayer<LoginAndSignUp>(delay: delay)
    }
  }
}
