import Platform
import Theme

/// `sptheme modes BRAND` as a value: loads the brand and returns its mode map; with
/// ``confirm`` it writes the map into the brand's entry in `sptheme.json` with every line
/// confirmed.
public struct ModesRun: Sendable {
  /// The brands the run can name.
  public var catalog: BrandCatalog
  /// The brand: a brand of `sptheme.json`, a folder, a resolver or a token file.
  public var reference: String
  /// Whether to confirm the map in `sptheme.json`.
  public var confirm: Bool

  /// Creates a run.
  public init(catalog: BrandCatalog, reference: String, confirm: Bool = false) {
    self.catalog = catalog
    self.reference = reference
    self.confirm = confirm
  }

  /// The rules whose findings are about how the brand's files make its modes.
  static let modeRules: Set<String> = [
    Rule.tokensModes.id, Rule.tokensModeGuess.id, Rule.tokensImplicitResolver.id,
    Rule.configModes.id, Rule.configAppearance.id,
  ]

  /// Loads the brand and reads its map.
  public func run() -> ModesReport {
    var report = ModesReport()
    let brand: Brand
    do {
      brand = try catalog.brand(reference)
    } catch {
      report.failure = .notLoaded(error.description)
      return report
    }
    report.brand = brand.id
    report.path = brand.path
    report.map = brand.modeMap
    report.appearance = brand.appearanceMap
    let entry = catalog.project?.brand(named: reference)
    if entry?.modes != nil {
      report.origin = .projectFile
    } else if let map = brand.modeMap, !map.isConfirmed {
      report.origin = .proposed
    } else {
      report.origin = .resolver
    }
    // What the table shows is said there; the findings are what is left for a person.
    report.diagnostics = brand.loadDiagnostics.filter {
      Self.modeRules.contains($0.rule.id) && $0.severity != .info
    }
    guard confirm else { return report }
    guard let project = catalog.project, let entry else {
      report.failure = .notProjectBrand(reference)
      return report
    }
    guard report.origin != .resolver, let map = brand.modeMap else {
      report.failure = .resolverNeedsNoConfirming(reference)
      return report
    }
    do {
      try Self.write(map.confirmed(), brand: entry.name, into: project.path)
    } catch {
      report.failure = .cannotWrite(error.description)
      return report
    }
    report.confirmedIn = project.path
    report.map = map.confirmed()
    report.diagnostics.removeAll { $0.rule == .tokensModeGuess }
    return report
  }

  /// Writes `map` as the `"modes"` of the brand's entry, keeping the rest of the file.
  static func write(_ map: ModeMap, brand: String, into path: String) throws(FileFailure) {
    let document: JSONDocument
    do {
      document = try JSONDocument(contentsOf: path)
    } catch {
      throw FileFailure(path: path, reason: "cannot be read again: \(error.description)")
    }
    guard case .object(var root) = document.root,
      case .object(var brands)? = root["brands"], case .object(var entry)? = brands[brand]
    else { throw FileFailure(path: path, reason: "has no entry for the brand '\(brand)'") }
    entry["modes"] = map.json
    brands[brand] = .object(entry)
    root["brands"] = .object(brands)
    try FileSystem.write(JSONValue.object(root).serialized() + "\n", to: path)
  }
}
