import Render
import Theme

/// `sptheme docs` as a value: which brands, with which templates, against which earlier
/// version; ``run(admit:folderExists:progress:)`` loads each brand in every appearance, compares
/// it with its earlier version and renders the site, returning a ``DocsReport`` with the files
/// to write (writing them is the caller's business).
public struct DocsRun: Sendable {
  /// What the run says while it works, brand by brand, in order.
  public enum Event: Sendable {
    /// A brand could not be loaded at all; the run stops (exit code 2).
    case notLoaded(BrandError)
    /// A brand has errors in an appearance; the run stops (exit code 1).
    case hasErrors(brand: Brand, appearance: String, diagnostics: [Diagnostic])
    /// A loaded brand fails its check: the note to show.
    case note(String)
    /// `--against` has no folder for a brand, which gets no Changes page.
    case noEarlierVersion(against: String, brand: String)
  }

  /// Whether a brand joins the site (see ``run(admit:folderExists:progress:)``).
  public enum Admission: Sendable {
    /// A brand not seen before.
    case new
    /// This very brand again: taken once.
    case repeated
    /// A brand whose files would meet another's: the run stops with this message.
    case refused(String)
  }

  /// Where brand names are looked up.
  public var catalog: BrandCatalog
  /// The brands, in order.
  public var references: [String]
  /// `--input` choices applied to every brand.
  public var input: [String: String]
  /// `--against`: a tokens folder holding earlier versions, or (for one brand) another brand.
  public var against: String?
  /// The docs templates and the snapshot templates.
  public var templates: (docs: TemplateLibrary, snapshots: TemplateLibrary)
  /// The project's folder: pages print token paths relative to it.
  public var projectFolder: String?

  /// A run over `references`.
  public init(
    catalog: BrandCatalog, references: [String], input: [String: String] = [:],
    against: String? = nil, templates: (docs: TemplateLibrary, snapshots: TemplateLibrary),
    projectFolder: String? = nil
  ) {
    self.catalog = catalog
    self.references = references
    self.input = input
    self.against = against
    self.templates = templates
    self.projectFolder = projectFolder
  }

  /// Loads, compares and renders. `admit` says whether a loaded brand joins (the caller keeps
  /// the names already written); `folderExists` answers whether `--against` holds a folder.
  public func run(
    admit: (Brand) -> Admission, folderExists: (String) -> Bool,
    progress: (Event) -> Void = { _ in }
  ) -> DocsReport {
    var brands: [DocsBrand] = []
    for reference in references {
      let loaded: Brand
      switch load(reference, from: catalog, progress: progress) {
      case .success(let brand): loaded = brand
      case .failure(let stop): return DocsReport(stop: stop)
      }
      guard var brand = docsBrand(loaded, progress: progress) else {
        return DocsReport(stop: .hasErrors)
      }
      switch admit(loaded) {
      case .new: break
      case .repeated: continue
      case .refused(let message): return DocsReport(stop: .refused(message))
      }
      if let against {
        switch earlier(brand, against: against, folderExists: folderExists, progress: progress) {
        case .success(let changes): brand.changes = changes
        case .failure(let stop): return DocsReport(stop: stop)
        }
      }
      brands.append(brand)
    }
    var site = DocsSite(templates: templates.docs, snapshotTemplates: templates.snapshots)
    site.projectFolder = projectFolder
    do {
      return DocsReport(brands: brands, files: try site.render(brands))
    } catch {
      return DocsReport(stop: .renderFailed(error.description))
    }
  }

  /// The Changes of `brand` against its earlier version; `nil` when there is none.
  private func earlier(
    _ brand: DocsBrand, against: String, folderExists: (String) -> Bool,
    progress: (Event) -> Void
  ) -> Result<DocsBrand.Changes?, DocsReport.Stop> {
    let other: DocsBrand?
    if folderExists(against + "/" + brand.id) {
      let previous = BrandCatalog(project: nil, tokensFolder: against, options: catalog.options)
      switch load(brand.id, from: previous, progress: progress) {
      case .success(let loaded): other = docsBrand(loaded, progress: progress)
      case .failure(let stop): return .failure(stop)
      }
    } else if references.count == 1 {
      switch load(against, from: catalog, progress: progress) {
      case .success(let loaded): other = docsBrand(loaded, progress: progress)
      case .failure(let stop): return .failure(stop)
      }
    } else {
      progress(.noEarlierVersion(against: against, brand: brand.id))
      other = nil
    }
    guard let other else {
      return references.count == 1 ? .failure(.hasErrors) : .success(nil)
    }
    let diff = BrandDiff.compare(before: other.themes, after: brand.themes, snapshotBrand: brand.id)
    return .success(DocsBrand.Changes(against: other.path, diff: diff))
  }

  private func load(_ reference: String, from catalog: BrandCatalog, progress: (Event) -> Void)
    -> Result<Brand, DocsReport.Stop>
  {
    do {
      return .success(try catalog.brand(reference).choosing(input))
    } catch {
      progress(.notLoaded(error))
      return .failure(.notLoaded(error.description))
    }
  }

  /// The brand with every appearance's theme and its findings; `nil` (said through `progress`)
  /// when an appearance has errors.
  private func docsBrand(_ brand: Brand, progress: (Event) -> Void) -> DocsBrand? {
    let report = brand.check()
    var themes: [SPTheme] = []
    for appearance in brand.appearances.isEmpty ? ["default"] : brand.appearances {
      let (theme, diagnostics) = brand.theme(appearance: appearance)
      guard let theme else {
        progress(.hasErrors(brand: brand, appearance: appearance, diagnostics: diagnostics))
        return nil
      }
      themes.append(theme)
    }
    if let note = CheckFailureNote.line(for: brand, report: report, rules: catalog.rules) {
      progress(.note(note))
    }
    return DocsBrand(
      id: brand.id, name: brand.name, path: brand.path, themes: themes, findings: report.diagnostics
    )
  }
}

/// What `sptheme docs` made: the brands and the site's files, or why it stopped.
public struct DocsReport: Sendable {
  /// Why a run stopped before the site was made.
  public enum Stop: Error, Sendable, Equatable {
    /// A brand could not be loaded (its error's description); exit code 2.
    case notLoaded(String)
    /// A brand has errors in an appearance; exit code 1.
    case hasErrors
    /// Two brands would write files of the same name; exit code 2.
    case refused(String)
    /// The templates failed to render; exit code 2.
    case renderFailed(String)
  }

  /// The brands documented, in order.
  public var brands: [DocsBrand] = []
  /// The site's files, paths inside the output folder.
  public var files: [DocsSite.File] = []
  /// Why the run stopped, if it did.
  public var stop: Stop?

  /// The pages (every file but the component snapshots).
  public var pages: Int { files.count - snapshots }
  /// The component snapshots (files under `<brand>/snapshots/`).
  public var snapshots: Int { files.filter { $0.path.contains("/snapshots/") }.count }

  /// 0 made, 1 a brand has errors, 2 a brand not loaded, a clash of names or templates that fail.
  public var exitCode: Int32 {
    switch stop {
    case nil: 0
    case .hasErrors: 1
    case .notLoaded, .refused, .renderFailed: 2
    }
  }
}

/// Every message of `sptheme docs` in one place.
public enum DocsWording {
  /// `--out` is missing.
  public static let needsOut = "give --out DIR, the folder the site is written to"

  /// A brand with errors in an appearance.
  public static func hasErrors(_ brand: Brand, in appearance: String) -> String {
    "error: "
      + CheckFailureNote.cannotDraw(brand: brand.id, appearance: appearance, path: brand.path)
  }

  /// `--against` has no folder for a brand.
  public static func noEarlierVersion(against: String, brand: String) -> String {
    "warning: \(against) has no folder \(brand); \(brand) gets no Changes page"
  }

  /// A file that could not be written.
  public static func cannotWrite(_ description: String) -> String {
    "error: cannot write \(SafeText.terminal(description))"
  }

  /// What was written, and where.
  public static func wrote(_ report: DocsReport, to out: String) -> [String] {
    let count = report.brands.count
    let names = report.brands.map(\.id).joined(separator: ", ")
    return [
      "wrote the docs of \(count == 1 ? "1 brand" : "\(count) brands") (\(names)) to \(out)/: \(report.pages) pages and \(report.snapshots) component snapshots",
      "open \(out)/index.html",
    ]
  }
}
