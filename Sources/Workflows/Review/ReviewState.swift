import Render
import Theme

/// What `sptheme serve` shows, shared by the server's connection threads and the watch loop:
/// each brand's last good loading and the error of its last save, a generation that every save
/// moves on (the pages' event stream waits on it), and the style docs of the current generation.
public final class ReviewState: Sendable {
  /// One brand asked for.
  public struct Entry: Sendable {
    /// What it was asked for by.
    public var reference: String
    /// The last loading that could be drawn.
    public var brand: ReviewBrand?
    /// Why the last loading could not (shown above the last good rendering).
    public var error: String?
  }

  private let entries: Guarded<[Entry]>
  private let generation: Guarded<Int>
  private let stopped: Guarded<Bool>
  private let docs: Guarded<(generation: Int, files: [String: String])?>
  /// Where the brands are looked up.
  public let catalog: BrandCatalog
  /// The locks of the state and of each brand loaded.
  public let locks: ReviewLocks

  /// Loads every brand asked for; `locks` makes the lock of each shared value.
  public init(references: [String], catalog: BrandCatalog, locks: @escaping ReviewLocks) {
    self.catalog = catalog
    self.locks = locks
    generation = Guarded(0, lock: locks())
    stopped = Guarded(false, lock: locks())
    docs = Guarded(nil, lock: locks())
    entries = Guarded(
      references.map { Self.load($0, catalog: catalog, locks: locks, last: nil) }, lock: locks())
  }

  private static func load(
    _ reference: String, catalog: BrandCatalog, locks: ReviewLocks, last: ReviewBrand?
  ) -> Entry {
    do {
      return Entry(
        reference: reference, brand: try ReviewBrand(reference, catalog: catalog, locks: locks))
    } catch {
      return Entry(reference: reference, brand: last, error: error.text)
    }
  }

  /// The brands, in the order asked for.
  public var all: [Entry] { entries.withLock { $0 } }

  /// The brand of that id (or reference).
  public func entry(_ id: String) -> Entry? {
    all.first { $0.brand?.id == id || $0.reference == id }
  }

  /// Every file the brands read, to watch.
  public var files: [String] {
    all.flatMap { entry in
      entry.brand?.brand.files
        ?? [entry.reference.contains("/") ? entry.reference : catalog.tokensFolder + "/"]
    }
  }

  /// Reloads the brands that read one of `paths` (every brand when one could not load), and
  /// moves the generation on. Returns the references reloaded.
  @discardableResult
  public func reload(changed paths: [String]) -> [String] {
    let current = all
    var reloaded: [String] = []
    var next: [Entry] = []
    for entry in current {
      let reads = entry.brand?.brand.files ?? []
      let affected =
        entry.error != nil || entry.brand == nil
        || reads.contains { file in paths.contains { file == $0 || file.hasPrefix($0 + "/") } }
      guard affected else {
        next.append(entry)
        continue
      }
      reloaded.append(entry.reference)
      next.append(Self.load(entry.reference, catalog: catalog, locks: locks, last: entry.brand))
    }
    entries.withLock { $0 = next }
    generation.withLock { $0 += 1 }
    return reloaded
  }

  /// Moves on with every save; pages reload when it does.
  public var currentGeneration: Int { generation.withLock { $0 } }

  /// Whether the server is stopping (event streams end).
  public var isStopped: Bool { stopped.withLock { $0 } }
  /// Says the server is stopping: event streams end.
  public func stop() { stopped.withLock { $0 = true } }

  /// The style docs of the drawable brands, made once per generation.
  public func docsFiles(templates: (docs: TemplateLibrary, snapshots: TemplateLibrary)) -> [String:
    String]
  {
    let now = currentGeneration
    if let made = docs.withLock({ $0 }), made.generation == now { return made.files }
    let brands = all.compactMap(\.brand).map { review -> DocsBrand in
      let themes = review.brand.drawnAppearances.compactMap {
        review.brand.theme(appearance: $0).theme
      }
      return DocsBrand(
        id: review.id, name: review.name, path: review.brand.path, themes: themes,
        findings: review.findings)
    }
    let site = DocsSite(templates: templates.docs, snapshotTemplates: templates.snapshots)
    var files: [String: String] = [:]
    do {
      for file in try site.render(brands) { files[file.path] = file.contents }
    } catch {
      files["index.html"] =
        "<!DOCTYPE html><title>docs</title><pre>"
        + ReviewPage.text(error.description) + "</pre>"
    }
    docs.withLock { $0 = (now, files) }
    return files
  }
}
