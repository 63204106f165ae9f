import Render
import Theme

/// `sptheme diff` as a value: two brands (or a brand and another version of its folder), each
/// looked up in its own catalog; ``run()`` loads both in every appearance and compares them,
/// returning a ``DiffReport`` that ``DiffWriter`` prints as text, JSON or an HTML page.
public struct DiffRun: Sendable {
  /// One side of the comparison: a brand and where it is looked up.
  public struct Side: Sendable {
    /// The brand: a name, folder, resolver or token file.
    public var reference: String
    /// Where it is looked up.
    public var catalog: BrandCatalog

    /// A brand in a catalog.
    public init(reference: String, catalog: BrandCatalog) {
      self.reference = reference
      self.catalog = catalog
    }
  }

  /// The brand as it was.
  public var before: Side
  /// The brand as it is (or the other brand).
  public var after: Side
  /// `--input` choices applied to both.
  public var input: [String: String]

  /// A comparison of `before` with `after`.
  public init(before: Side, after: Side, input: [String: String] = [:]) {
    self.before = before
    self.after = after
    self.input = input
  }

  /// Loads both brands and compares them; `problem` hears at once of each brand with errors in
  /// an appearance (its line is also in the report's ``DiffReport/problems``).
  ///
  /// - Throws: ``BrandError`` when a brand cannot be loaded at all (the exit code is 2).
  public func run(problem: (String) -> Void = { _ in }) throws(BrandError) -> DiffReport {
    var problems: [String] = []
    func themes(_ loaded: (brand: Brand, themes: Result<[SPTheme], Problem>)) -> [SPTheme]? {
      switch loaded.themes {
      case .success(let themes): return themes
      case .failure(let failure):
        problems.append(failure.text)
        problem(failure.text)
        return nil
      }
    }
    let old = try load(before)
    let oldThemes = themes(old)
    let new = try load(after)
    let newThemes = themes(new)
    guard let oldThemes, let newThemes else {
      return DiffReport(
        before: old.brand, after: new.brand, beforeThemes: [], afterThemes: [], diff: nil,
        problems: problems)
    }
    let diff = BrandDiff.compare(before: oldThemes, after: newThemes, snapshotBrand: new.brand.id)
    return DiffReport(
      before: old.brand, after: new.brand, beforeThemes: oldThemes, afterThemes: newThemes,
      diff: diff, problems: [])
  }

  private struct Problem: Error {
    var text: String
  }

  private func load(_ side: Side) throws(BrandError) -> (
    brand: Brand, themes: Result<[SPTheme], Problem>
  ) {
    let brand = try side.catalog.brand(side.reference).choosing(input)
    var themes: [SPTheme] = []
    for appearance in brand.appearances {
      let (theme, diagnostics) = brand.theme(appearance: appearance)
      guard let theme else {
        let errors = diagnostics.filter { $0.severity == .error }.count
        return (
          brand,
          .failure(Problem(text: DiffWording.hasErrors(brand, errors: errors, in: appearance)))
        )
      }
      themes.append(theme)
    }
    return (brand, .success(themes))
  }
}

/// What `sptheme diff` found: the two brands, their themes and the differences, or the lines
/// that say which brand has errors.
public struct DiffReport: Sendable {
  /// The brand as it was.
  public var before: Brand
  /// The brand as it is.
  public var after: Brand
  /// The themes of ``before``, one per appearance.
  public var beforeThemes: [SPTheme]
  /// The themes of ``after``.
  public var afterThemes: [SPTheme]
  /// The differences; `nil` when a brand has errors (see ``problems``).
  public var diff: BrandDiff?
  /// One error line per brand with errors in an appearance.
  public var problems: [String]

  /// `before (path) → after (path)`.
  public var title: String {
    "\(before.id) (\(before.path)) → \(after.id) (\(after.path))"
  }

  /// 0 nothing differs, 1 differences or a brand with errors.
  public var exitCode: Int32 {
    guard let diff else { return 1 }
    return diff.isEmpty ? 0 : 1
  }
}

/// Every message of `sptheme diff` in one place.
public enum DiffWording {
  /// Neither two brands nor one with `--against`.
  public static let twoBrands = "give two brands, or one brand and --against DIR"

  /// A brand with errors in an appearance.
  public static func hasErrors(_ brand: Brand, errors: Int, in appearance: String) -> String {
    "error: \(brand.id) (\(brand.path)) has \(errors) error\(errors == 1 ? "" : "s") in \(appearance); run sptheme check \(brand.path)"
  }

  /// `--html` without usable snapshot templates.
  public static func needsTemplates(_ folder: String?) -> String {
    "diff --html needs the snapshot templates: none in \(folder ?? "the built-in templates"); give --templates DIR"
  }

  /// A page that could not be written.
  public static func cannotWrite(_ description: String) -> String {
    "error: cannot write \(SafeText.terminal(description))"
  }
}
