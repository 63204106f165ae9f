import ArgumentParsing
import Components
import Platform
import Render
import Theme
import Workflows

/// `sptheme preview --watch`: the preview full screen, drawn again whenever one of the brand's
/// files changes; a brand that does not build shows its diagnostics instead until it is fixed.
struct PreviewWatchProgram: FullScreenProgram {
  let reference: String
  let brands: BrandArguments
  let drawing: PreviewCommand.Drawing
  /// A fixed width (`--width`), else the terminal's.
  let width: Int?
  private var brand: Brand?
  private var loadProblem: String?
  private var note = "watching for changes"
  private(set) var isFinished = false
  private var scroll = 0

  init(reference: String, brands: BrandArguments, drawing: PreviewCommand.Drawing, width: Int?) {
    self.reference = reference
    self.brands = brands
    self.drawing = drawing
    self.width = width
    reload()
  }

  var timeout: Double? { nil }

  var watchedFiles: [String] {
    brand?.files ?? [
      reference.contains("/") ? reference : brands.catalog.tokensFolder + "/" + reference + "/"
    ]
  }

  mutating func advance(to now: Double) {}

  mutating func handle(_ keys: [Key]) {
    for key in keys {
      switch key {
      case .control("c"), .control("q"), .text("q"), .alt("q"): isFinished = true
      case .down, .pageDown, .text("j"): scroll += key == .pageDown ? 20 : 1
      case .up, .pageUp, .text("k"): scroll = max(0, scroll - (key == .pageUp ? 20 : 1))
      default: break
      }
    }
  }

  mutating func filesChanged(_ paths: [String]) {
    let started = EventLoop.now()
    reload()
    let milliseconds = Int(((EventLoop.now() - started) * 1000).rounded())
    let file = paths.first.map { String($0.split(separator: "/").last ?? "") } ?? "a file"
    note = "reloaded after \(Sanitize.terminal(file)) changed (\(milliseconds) ms)"
  }

  private mutating func reload() {
    do {
      brand = try brands.brand(reference)
      loadProblem = nil
    } catch {
      brand = nil
      loadProblem = "error: \(Sanitize.terminal(error.description))"
    }
  }

  func frame(columns: Int, rows: Int, now: Double) -> CellCanvas {
    let states = drawing.states.count == 1 ? drawing.states[0].id : "\(drawing.states.count) states"
    var screen = PlayScreen(
      title: "sptheme preview --watch · \(states)",
      detail: Sanitize.terminal(brand?.name ?? reference),
      status: [note], help: [.init("↑ ↓", "scroll"), .init("q", "quit")], colors: .plain)
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
      let formatter = DiagnosticFormatter(format: .text, styled: false, codeFrame: Brand.codeFrame)
      var lines: [String] = []
      for diagnostic in failure.diagnostics where diagnostic.severity == .error {
        lines += formatter.text(diagnostic).split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        lines.append("")
      }
      lines.append(
        failure.missing.map { "error: \(Sanitize.terminal($0))" }
          ?? "error: \(Sanitize.terminal(brand.id)) has errors in \(failure.appearance); the preview comes back once they are fixed"
      )
      return screen.render(
        content: screen.textContent(lines, columns: columns), columns: columns, rows: rows,
        scroll: scroll)
    }
  }
}

extension PreviewCommand {
  /// Runs the preview full screen, redrawn when the brand's files change.
  static func watch(
    _ reference: String, brands: BrandArguments, drawing: Drawing, width: Int?,
    profile: ColorProfile, console: Console
  ) throws(UsageError) -> ExitStatus {
    let watcher = try FileWatcher.chosen(by: console)
    guard brands.load(reference) != nil else { return .usage }
    var program = PreviewWatchProgram(
      reference: reference, brands: brands, drawing: drawing, width: width)
    do {
      let status = try FullScreen.run(&program, watcher: watcher, profile: profile)
      FullScreen.exitIfStopped(status)
      return .ok
    } catch {
      throw UsageError(message: "sptheme preview --watch \(error.message)")
    }
  }
}
