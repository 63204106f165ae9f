import Render
import Theme

/// `sptheme check` as a value: which brands, which checks; ``run(progress:)`` checks them and
/// returns a ``CheckReport`` that the writers print (``CheckTextWriter``, ``CheckJSONWriter``,
/// ``CheckSARIFWriter``, ``GitHubAnnotations``).
///
/// Each brand's modifiers are resolved in every combination and checked against DTCG 2025.10,
/// then (with an ``audit``) what the components show is checked in every permutation that built
/// a theme. The project's rule settings apply before anything counts the findings.
public struct CheckRun: Sendable {
  /// What the run says while it works, brand by brand.
  public enum Event: Sendable {
    /// A brand that could not be loaded at all (the run's exit code is 2).
    case notLoaded(reference: String, error: BrandError)
    /// A brand checked, with its findings.
    case checked(CheckReport.BrandResult)
  }

  /// Where brand names are looked up.
  public var catalog: BrandCatalog
  /// The brands to check: names, folders, resolvers or token files (see ``distinct(_:)``).
  public var references: [String]
  /// `--input` choices: modifiers held at one context.
  public var input: [String: String]
  /// One appearance only (`light`, `dark`), or `nil` for every one.
  public var appearance: String?
  /// The most permutations of a brand's modifiers checked.
  public var maxPermutations: Int
  /// Whether the roles are checked (else DTCG validation only, and no component audit).
  public var checkingRoles: Bool
  /// The component checks, or `nil` to skip them.
  public var audit: ComponentAudit?
  /// The project's rule settings.
  public var rules: RuleSettings

  /// Creates a run; ``audit`` is ignored when `checkingRoles` is false.
  public init(
    catalog: BrandCatalog, references: [String], input: [String: String] = [:],
    appearance: String? = nil, maxPermutations: Int = 64, checkingRoles: Bool = true,
    audit: ComponentAudit? = ComponentAudit(), rules: RuleSettings? = nil
  ) {
    self.catalog = catalog
    self.references = references
    self.input = input
    self.appearance = appearance
    self.maxPermutations = maxPermutations
    self.checkingRoles = checkingRoles
    self.audit = checkingRoles ? audit : nil
    self.rules = rules ?? catalog.rules
  }

  /// The references with each brand once (`studio` and `studio/` are one), in order.
  public static func distinct(_ references: [String]) -> [String] {
    var seen: Set<String> = []
    return references.filter {
      seen.insert($0.hasSuffix("/") ? String($0.dropLast()) : $0).inserted
    }
  }

  /// Checks every brand; `progress` hears of each as it is done.
  public func run(progress: (Event) -> Void = { _ in }) -> CheckReport {
    var report = CheckReport()
    for reference in references {
      let brand: Brand
      do {
        brand = try catalog.brand(reference)
      } catch {
        report.notLoaded.append(reference)
        progress(.notLoaded(reference: reference, error: error))
        continue
      }
      let result = check(brand)
      report.brands.append(result)
      progress(.checked(result))
    }
    return report
  }

  /// One brand's checks, after the rule settings.
  public func check(_ brand: Brand) -> CheckReport.BrandResult {
    var fixed = input
    if let appearance {
      fixed.merge(
        brand.appearanceMap == nil ? ["appearance": appearance] : brand.input(for: appearance)
      ) { $1 }
    }
    let report = brand.check(
      fixing: fixed, maxPermutations: maxPermutations, checkingRoles: checkingRoles)
    var findings = report.diagnostics
    var pairs: Int?
    // The components are checked in every permutation that built a theme (errors in tokens
    // no role uses do not stop it); one that built none is said, never skipped silently.
    if let audit {
      if !report.themes.isEmpty {
        // Every permutation's theme: a brand modifier's second context is checked too.
        let result = audit.run(brand: brand.id, themes: report.themes)
        findings += result.diagnostics
        pairs = result.checkedPairs
      }
      findings += ContrastCoverage.notChecked(report, brand: brand, pairs: pairs)
    }
    // The project's rule settings, before any output or count sees the findings.
    return CheckReport.BrandResult(
      brand: brand, findings: rules.apply(to: findings), tokenCount: report.tokenCount,
      permutations: report.permutations, contrastPairs: pairs)
  }
}
