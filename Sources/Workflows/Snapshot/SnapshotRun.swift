import Components
import Render
import Theme

/// `sptheme snapshot` as a value: which themes, states and sizes, and whether to write them into
/// a folder or verify them against reference files; ``run(progress:)`` renders and returns a
/// ``SnapshotRunReport``.
///
/// Each snapshot is three files named `<block>.<state>.<brand>.<appearance>.<size>`: `.html`,
/// `.ansi.txt` and `.scene.json`. A verification writes nothing into the reference folder unless
/// its record mode says so, and writes `results.json`, `junit.xml` and `report.html` where
/// ``Verification`` says.
public struct SnapshotRun: Sendable {
  /// Where a verification compares and what it writes.
  public struct Verification: Sendable {
    /// The reference folder.
    public var folder: String
    /// Which differences are written into the reference folder.
    public var record: SnapshotRecordMode
    /// Whether orphaned references are removed (with a record mode, unsharded).
    public var prune: Bool
    /// Where `results.json` and `junit.xml` go (and `report.html`, unless ``reportFile``).
    public var resultsFolder: String?
    /// Where the JUnit report goes, besides the results folder's `junit.xml`.
    public var junitFile: String?
    /// Where `report.html` goes (default: the results folder, else the reference folder).
    public var reportFile: String?

    /// Creates a verification.
    public init(
      folder: String, record: SnapshotRecordMode = .never, prune: Bool = false,
      resultsFolder: String? = nil, junitFile: String? = nil, reportFile: String? = nil
    ) {
      self.folder = folder
      self.record = record
      self.prune = prune
      self.resultsFolder = resultsFolder
      self.junitFile = junitFile
      self.reportFile = reportFile
    }
  }

  /// What the run does with the snapshots.
  public enum Mode: Sendable {
    /// Write them, `roles.json` and `index.html` into a folder.
    case write(folder: String)
    /// Compare them with a reference folder.
    case verify(Verification)
  }

  /// What the run says while it works.
  public enum Event: Sendable {
    /// Rendering begins: `total` snapshots.
    case started(total: Int)
    /// `done` of `total` snapshots rendered, the last one named.
    case rendered(done: Int, total: Int, last: String)
  }

  /// Every drawn appearance of every brand, by brand id.
  public var themes: [(brand: String, theme: SPTheme)]
  /// The blocks whose catalogue states are rendered.
  public var blocks: [BlockKind]
  /// Only these states (empty: every state of ``blocks``).
  public var states: [CatalogueState]
  /// The text sizes.
  public var sizes: [ContentSize]
  /// One shard of the snapshots, or `nil` for all of them.
  public var shard: SnapshotResults.Shard?
  /// The templates, with every one a snapshot needs.
  public var templates: TemplateLibrary
  /// Write or verify.
  public var mode: Mode

  /// Creates a run.
  public init(
    themes: [(brand: String, theme: SPTheme)], blocks: [BlockKind],
    states: [CatalogueState] = [], sizes: [ContentSize] = [.large],
    shard: SnapshotResults.Shard? = nil, templates: TemplateLibrary, mode: Mode
  ) {
    self.themes = themes
    self.blocks = blocks
    self.states = states
    self.sizes = sizes
    self.shard = shard
    self.templates = templates
    self.mode = mode
  }

  /// The templates every snapshot run needs.
  public static let neededTemplates =
    HTMLWriter.templateNames + ["index", "report", "report-script"]

  /// The snapshot templates of a folder (`--templates`), else the built-in ones.
  public static func templates(_ folder: String?) throws(TemplateError) -> TemplateLibrary {
    guard let folder else { return try BuiltInTemplates.snapshots() }
    return try TemplateLibrary(directory: folder)
  }

  /// Renders every snapshot, then writes or verifies them; `progress` hears of each batch.
  public func run(progress: (Event) -> Void = { _ in }) -> SnapshotRunReport {
    // Each theme is styled for every size once, on every core.
    let sizes = sizes
    let styled = ParallelMap.map(themes) { brand, theme in
      (brand: brand, theme: StyledTheme(theme, sizes: sizes))
    }
    let jobs = self.jobs(styled)
    // A run that renders nothing must not pass: a verification would check nothing.
    guard !jobs.isEmpty else {
      return SnapshotRunReport(
        result: .failure(.nothingToRender(verifying: verifying, shard: shard)))
    }
    let rendered: Rendering
    switch render(jobs, progress: progress) {
    case .success(let result): rendered = result
    case .failure(let failure): return SnapshotRunReport(result: .failure(failure))
    }
    switch mode {
    case .write(let folder):
      return SnapshotRunReport(
        result: writeOut(rendered.snapshots, to: folder).map { .written($0) })
    case .verify(let verification):
      return verify(rendered, verification)
    }
  }

  /// Whether the run verifies.
  var verifying: Bool {
    if case .verify = mode { return true }
    return false
  }

  /// The states rendered.
  var chosenStates: [CatalogueState] { states.isEmpty ? blocks.flatMap(\.catalogue) : states }

  /// What a verification judges orphans among: the run's brands, blocks, sizes and states.
  var scope: SnapshotComparison.Scope {
    SnapshotComparison.Scope(
      brands: Set(themes.map(\.brand)), blocks: Set(blocks.map(\.id)),
      sizes: Set(sizes.map(\.flagName)),
      states: states.isEmpty ? nil : Set(states.map(\.id)))
  }

  /// Every snapshot of the run; a shard keeps those whose names hash to it, the same on every
  /// machine.
  func jobs(_ themes: [(brand: String, theme: StyledTheme)]) -> [RenderJob] {
    let states = chosenStates
    return themes.flatMap { brand, theme in
      states.flatMap { state in sizes.map { RenderJob(brand, theme, state, $0) } }
    }
    .filter { job in
      shard?.contains(
        SnapshotRenderer.name(
          of: job.state, theme: job.theme.theme, brand: job.brand, size: job.size)) ?? true
    }
  }
}
