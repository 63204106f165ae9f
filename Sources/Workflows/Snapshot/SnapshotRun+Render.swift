import Components
import Render
import Theme

extension SnapshotRun {
  /// One snapshot to render: a state of a block in a brand's styled theme at one size.
  struct RenderJob: Sendable {
    var brand: String
    var theme: StyledTheme
    var state: CatalogueState
    var size: ContentSize

    init(_ brand: String, _ theme: StyledTheme, _ state: CatalogueState, _ size: ContentSize) {
      (self.brand, self.theme, self.state, self.size) = (brand, theme, state, size)
    }
  }

  /// A snapshot rendered for a verification: its files, or only its name when they equal the
  /// references.
  enum Rendered: Sendable {
    case rendered(Snapshot)
    case matching(SnapshotName)
  }

  /// Every snapshot rendered: those with files, and (verifying) the names of those equal to
  /// their references.
  struct Rendering: Sendable {
    var snapshots: [Snapshot] = []
    var matching: [SnapshotName] = []
  }

  /// How many snapshots are rendered between two progress events.
  static let batchSize = 96

  /// Renders the jobs on every core, a batch at a time for the progress events, in a fixed
  /// order. Verifying, each snapshot is compared with its reference files on the core that
  /// rendered it; those equal byte for byte are kept by name only.
  func render(_ jobs: [RenderJob], progress: (Event) -> Void) -> Result<Rendering, SnapshotFailure>
  {
    let renderer = SnapshotRenderer(templates: templates)
    var verifyFolder: String?
    if case .verify(let verification) = mode { verifyFolder = verification.folder }
    // The shared stylesheet the references keep once (ReferenceStore).
    let storedStylesheet: String?
    do {
      storedStylesheet = try verifyFolder.flatMap(ReferenceStore.stylesheet(in:))
    } catch {
      return .failure(.cannotRead(error))
    }
    progress(.started(total: jobs.count))
    var rendering = Rendering()
    rendering.snapshots.reserveCapacity(jobs.count)
    for start in stride(from: 0, to: jobs.count, by: Self.batchSize) {
      let batch = Array(jobs[start..<min(jobs.count, start + Self.batchSize)])
      let rendered = ParallelMap.map(batch) { [verifyFolder] job in
        Result { () throws(HTMLError) -> Rendered in
          let snapshot = try renderer.render(
            job.state, theme: job.theme, brand: job.brand, size: job.size)
          if let verifyFolder,
            SnapshotComparison.matches(snapshot, folder: verifyFolder, stylesheet: storedStylesheet)
          {
            return .matching(snapshot.name)
          }
          return .rendered(snapshot)
        }
      }
      var last = ""
      for (job, result) in zip(batch, rendered) {
        switch result {
        case .success(.rendered(let snapshot)):
          rendering.snapshots.append(snapshot)
          last = snapshot.name.description
        case .success(.matching(let name)):
          rendering.matching.append(name)
          last = name.description
        case .failure(let error):
          return .failure(
            .renderFailed(
              state: job.state.id, brand: job.brand, appearance: job.theme.theme.appearance,
              error: error))
        }
      }
      progress(.rendered(done: start + batch.count, total: jobs.count, last: last))
    }
    return .success(rendering)
  }
}
