import Components
import Render
import Theme

/// `sptheme preview --watch`: the preview full screen, drawn again whenever one of the brand's
/// files changes; a brand that does not build shows its diagnostics instead until it is fixed.
public struct PreviewWatchProgram: FullScreenProgram {
  /// What the brand was asked for by.
  public let reference: String
  /// Where the brand is looked up.
  public let catalog: BrandCatalog
  /// The `--input` choices applied to it.
  public let input: [String: String]
  /// What to draw.
  public let drawing: PreviewRun
  /// A fixed width (`--width`), else the terminal's.
  public let width: Int?
  /// The clock a reload is timed with.
  public let clock: @Sendable () -> Double
  private var brand: Brand?
  private var loadProblem: String?
  private var note = PlayWording.watching
  /// Whether the program asked to quit.
  public private(set) var isFinished = false
  private var scroll = 0

  /// Loads the brand and draws it as `drawing` says.
  public init(
    reference: String, catalog: BrandCatalog, input: [String: String], drawing: PreviewRun,
    width: Int?, clock: @escaping @Sendable () -> Double
  ) {
    self.reference = reference
    self.catalog = catalog
    self.input = input
    self.drawing = drawing
    self.width = width
    self.clock = clock
    reload()
  }

  /// Nothing moves: the loop sleeps until a key or a change.
  public var timeout: Double? { nil }

  /// The brand's files, or its reference when it did not load.
  public var watchedFiles: [String] {
    brand?.files ?? [
      reference.contains("/") ? reference : catalog.tokensFolder + "/" + reference + "/"
    ]
  }

  /// Time does not matter here.
  public mutating func advance(to now: Double) {}

  /// q, Ctrl-C and Ctrl-Q quit; the arrows, Page Up and Down, `j` and `k` scroll.
  public mutating func handle(_ keys: [Key]) {
    for key in keys {
      switch key {
      case .control("c"), .control("q"), .text("q"), .alt("q"): isFinished = true
      case .down, .pageDown, .text("j"): scroll += key == .pageDown ? 20 : 1
      case .up, .pageUp, .text("k"): scroll = max(0, scroll - (key == .pageUp ? 20 : 1))
      default: break
      }
    }
  }

  /// Reloads the brand and says which file changed and how long it took.
  public mutating func filesChanged(_ paths: [String]) {
    let started = clock()
    reload()
    let milliseconds = Int(((clock() - started) * 1000).rounded())
    note = PlayWording.reloaded(after: paths, milliseconds: milliseconds, sanitized: true)
  }

  private mutating func reload() {
    do {
      brand = try catalog.brand(reference).choosing(input)
      loadProblem = nil
    } catch {
      brand = nil
      loadProblem = PlayWording.error(error.description)
    }
  }

  /// The preview, or the brand's errors, under a title and over the footer.
  public func frame(columns: Int, rows: Int, now: Double) -> CellCanvas {
    var screen = PlayScreen(
      title: PlayWording.watchTitle(states: drawing.states.map(\.id)),
      detail: SafeText.terminal(brand?.name ?? reference),
      status: [note], help: PlayWording.watchHelp, colors: .plain)
    guard let brand else {
      return screen.render(
        content: screen.textContent([loadProblem ?? ""], columns: columns), columns: columns,
        rows: rows)
    }
    switch drawing.canvas(brand, width: width ?? columns) {
    case .success(let canvas):
      if let first = drawing.appearances(of: brand).first,
        let theme = brand.theme(appearance: first).theme
      {
        screen.colors = PlayScreen.Colors(theme: theme)
      }
      return screen.render(content: canvas, columns: columns, rows: rows, scroll: scroll)
    case .failure(let failure):
      let lines =
        PlayWording.errorLines(failure.diagnostics)
        + [
          failure.missing.map(PlayWording.error)
            ?? PlayWording.errorsUntilFixed(brand: brand.id, appearance: failure.appearance)
        ]
      return screen.render(
        content: screen.textContent(lines, columns: columns), columns: columns, rows: rows,
        scroll: scroll)
    }
  }
}
