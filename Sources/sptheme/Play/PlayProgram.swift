import Components
import Render
import Theme

/// `sptheme play`: one block driven by keys and real time, in a brand that can be switched and
/// reloaded, with the status line and the help footer.
struct PlayProgram: FullScreenProgram {
  /// The brands `[` and `]` cycle through.
  let brandReferences: [String]
  let brands: BrandArguments
  /// Real seconds per second of block time (0.05: a 30 s countdown takes 1.5 s).
  let timeScale: Double
  let profile: ColorProfile
  /// Whether the brand reloads when its files change.
  let watches: Bool

  private(set) var player: any Player
  private(set) var brand: LiveBrand
  private var brandIndex: Int
  private(set) var isFinished = false
  private var lastTime: Double
  private let startTime: Double
  private var changedOnLastTick = false
  private var note: String?

  /// Seconds between frames while something moves (spinner frames, countdowns).
  static let frameInterval = 0.05
  /// Real seconds per spinner frame.
  static let spinnerInterval = 0.08

  init(
    player: any Player, brandReferences: [String], brandIndex: Int, brands: BrandArguments,
    appearance: String,
    timeScale: Double, profile: ColorProfile, watches: Bool
  ) {
    self.player = player
    self.brandReferences = brandReferences
    self.brandIndex = brandIndex
    self.brands = brands
    self.timeScale = timeScale
    self.profile = profile
    self.watches = watches
    brand = LiveBrand(
      reference: brandReferences[brandIndex], brands: brands, appearance: appearance)
    lastTime = EventLoop.now()
    startTime = lastTime
  }

  var timeout: Double? {
    player.isWaiting || changedOnLastTick ? Self.frameInterval : nil
  }

  var watchedFiles: [String] { watches ? brand.files : [] }

  mutating func advance(to now: Double) {
    let elapsed = max(0, now - lastTime)
    lastTime = now
    changedOnLastTick = player.advance(by: elapsed / timeScale)
  }

  /// `q` quits only while no text field has the focus (it is typed into a field).
  var quitsOnQ: Bool { player.focus == nil }

  mutating func handle(_ keys: [Key]) {
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
      reference: brandReferences[brandIndex], brands: brands,
      appearance: brand.appearance)
  }

  mutating func filesChanged(_ paths: [String]) {
    let started = EventLoop.now()
    brand.reload()
    let milliseconds = Int(((EventLoop.now() - started) * 1000).rounded())
    let file = paths.first.map { String($0.split(separator: "/").last ?? "") } ?? "a file"
    note = "reloaded after \(file) changed (\(milliseconds) ms)"
  }

  func frame(columns: Int, rows: Int, now: Double) -> CellCanvas {
    let colors = brand.theme.map(PlayScreen.Colors.init(theme:)) ?? .plain
    let position = brandReferences.count > 1 ? "  \(brandIndex + 1)/\(brandReferences.count)" : ""
    var help = player.help
    help += [
      .init("[ ]", "brand"), .init("d", brand.appearance == "dark" ? "light" : "dark"),
      .init("q", "quit"),
    ]
    if player.focus != nil { help.append(.init("Ctrl-C", "quit")) }
    let screen = PlayScreen(
      title: "sptheme play · \(player.kind.displayName)",
      detail:
        "\(Sanitize.terminal(brand.name)) · \(Sanitize.terminal(brand.shownAppearance))\(position)",
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
}
