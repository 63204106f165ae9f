import Components
import Render
import Theme

/// `sptheme preview` as a value: which states of a block, in which appearances, at which text
/// size, `width` columns wide; ``run(_:rules:)`` draws a loaded brand and returns a
/// ``PreviewReport`` (the canvas, or why the brand cannot be drawn).
///
/// ``canvas(_:width:)`` is the drawing itself, shared with `preview --watch`
/// (``PreviewWatchProgram``).
public struct PreviewRun: Sendable {
  /// The states drawn, in order.
  public var states: [CatalogueState]
  /// The appearances asked for (`nil`: the brand's own, ``Brand/drawnAppearances``).
  public var appearances: [String]?
  /// The Dynamic Type size.
  public var size: ContentSize
  /// Whether Reduce Motion is on.
  public var reduceMotion: Bool
  /// The columns to fill.
  public var width: Int

  /// Why a brand could not be drawn: the diagnostics of the first appearance that failed, or
  /// an appearance asked for that the brand does not have.
  public struct Failure: Error, Sendable {
    /// The appearance that failed.
    public var appearance: String
    /// Its diagnostics (repeats left out).
    public var diagnostics: [Diagnostic]
    /// What is missing (an appearance the brand does not have), when that is the reason.
    public var missing: String? = nil
  }

  /// A run drawing `states` (width 80 unless given).
  public init(
    states: [CatalogueState], appearances: [String]? = nil, size: ContentSize = .large,
    reduceMotion: Bool = false, width: Int = 80
  ) {
    self.states = states
    self.appearances = appearances
    self.size = size
    self.reduceMotion = reduceMotion
    self.width = width
  }

  /// Draws `brand` at ``width``; the report's note is the check failure note under `rules`.
  public func run(_ brand: Brand, rules: RuleSettings) -> PreviewReport {
    switch canvas(brand, width: width) {
    case .success(let canvas):
      return .drawn(canvas, note: CheckFailureNote.line(for: brand, rules: rules))
    case .failure(let failure):
      return .failed(brand: brand.id, failure)
    }
  }

  /// The appearances drawn for a brand.
  public func appearances(of brand: Brand) -> [String] { appearances ?? brand.drawnAppearances }

  /// The panels of every state in every appearance, `width` columns wide: light and dark side
  /// by side when they fit, stacked otherwise.
  public func canvas(_ brand: Brand, width: Int) -> Result<CellCanvas, Failure> {
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
            missing: PreviewWording.noAppearance(brand, appearance)))
      }
      let (theme, diagnostics) = brand.theme(appearance: appearance)
      guard let theme else {
        return .failure(
          Failure(
            appearance: appearance, diagnostics: Self.unique(brand.loadDiagnostics + diagnostics)))
      }
      for state in states {
        let environment = SceneEnvironment(
          appearance: theme.isDark ? .dark : .light, contentSize: size,
          width: Double(max(20, panelWidth - 6)) * 8, reduceMotion: reduceMotion)
        let scene = Scene(state: state, theme: theme, environment: environment)
        panels.append(
          PanelGrid.Panel(
            title: PreviewWording.panelTitle(brand.name, theme.appearance, state.id, size),
            canvas: TerminalLayout.render(scene, columns: panelWidth)))
      }
    }
    return .success(PanelGrid.arrange(panels, width: width, gap: gap))
  }

  /// Diagnostics with repeats (the same rule, place and message) left out.
  public static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<String>()
    return diagnostics.filter {
      seen.insert("\($0.location?.description ?? "")|\($0.rule)|\($0.message)").inserted
    }
  }
}

/// What `sptheme preview` drew, or why it could not.
public enum PreviewReport: Sendable {
  /// The panels, and a note when the brand fails its check.
  case drawn(CellCanvas, note: String?)
  /// The brand has errors in an appearance, or lacks one asked for.
  case failed(brand: String, PreviewRun.Failure)

  /// 0 drawn, 1 errors in the brand, 2 an appearance it does not have.
  public var exitCode: Int32 {
    switch self {
    case .drawn: 0
    case .failed(_, let failure): failure.missing == nil ? 1 : 2
    }
  }

  /// The lines for standard error after the findings: why nothing was drawn.
  public var errorLine: String? {
    guard case .failed(let brand, let failure) = self else { return nil }
    if let missing = failure.missing { return PlayWording.error(missing) }
    return PreviewWording.hasErrors(brand: brand, appearance: failure.appearance)
  }
}

/// Every message of `sptheme preview` in one place.
public enum PreviewWording {
  /// A panel's title: brand, appearance, state and size.
  public static func panelTitle(
    _ brand: String, _ appearance: String, _ state: String, _ size: ContentSize
  ) -> String {
    "\(brand) · \(appearance) · \(state) · \(size.flagName)"
  }

  /// An appearance asked for that the brand does not have.
  public static func noAppearance(_ brand: Brand, _ appearance: String) -> String {
    "\(brand.id) has no \(appearance) appearance (it has \(brand.appearances.joined(separator: ", "))): leave out --appearance, or name one it has"
  }

  /// A brand with errors in an appearance.
  public static func hasErrors(brand: String, appearance: String) -> String {
    "error: \(brand) has errors in \(appearance); fix them to preview it (sptheme check \(brand))"
  }
}
