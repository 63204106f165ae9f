import Theme

/// What ``CheckRun/run(progress:)`` found: each brand's findings and counts, and the brands
/// that could not be loaded. The exit code comes from the findings' severities.
public struct CheckReport: Sendable {
  /// One brand checked.
  public struct BrandResult: Sendable {
    /// The brand.
    public var brand: Brand
    /// Its findings after the project's rule settings, in the order found; some have no
    /// location (see ``located``).
    public var findings: [Diagnostic]
    /// Tokens resolved.
    public var tokenCount: Int
    /// Permutations of the modifiers checked.
    public var permutations: Int
    /// Contrast pairs checked, or `nil` when the components were not checked.
    public var contrastPairs: Int?

    /// Creates a result.
    public init(
      brand: Brand, findings: [Diagnostic], tokenCount: Int, permutations: Int,
      contrastPairs: Int?
    ) {
      self.brand = brand
      self.findings = findings
      self.tokenCount = tokenCount
      self.permutations = permutations
      self.contrastPairs = contrastPairs
    }

    /// Findings that are errors.
    public var errors: Int { findings.filter { $0.severity == .error }.count }
    /// Findings that are warnings.
    public var warnings: Int { findings.filter { $0.severity == .warning }.count }

    /// Whether a finding says an input could not be read at all (exit code 2).
    public var hasUnreadableInput: Bool {
      findings.contains { $0.severity == .error && $0.rule.unreadableInput }
    }

    /// The findings, each located: one with no place of its own (the host's colors, an
    /// inactive button) points at the file a person would open, the brand's resolver or token
    /// file.
    public var located: [Diagnostic] {
      findings.map { finding in
        var located = finding
        if located.location == nil {
          located.location = SourceLocation(file: brand.path, line: 1, column: 1)
        }
        return located
      }
    }

    /// The brand's one summary line:
    /// `id (name): ok|failed: N errors, N warnings, N tokens, … [path]`.
    public func summaryLine(styled: Bool) -> String {
      func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
      }
      let errors = errors
      let verdict = errors == 0 ? "ok" : "failed"
      let mark = styled ? (errors == 0 ? "\u{1B}[32m✓\u{1B}[0m " : "\u{1B}[31m✗\u{1B}[0m ") : ""
      let checked = contrastPairs.map { ", \(plural($0, "contrast pair")) checked" } ?? ""
      let variants =
        permutations > brand.appearances.count ? ", \(plural(permutations, "permutation"))" : ""
      func safe(_ text: String) -> String { SafeText.terminal(text) }
      return
        "\(mark)\(safe(brand.id)) (\(safe(brand.name))): \(verdict): \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(tokenCount, "token"))\(checked)\(variants), appearances \(safe(brand.appearanceSummary)) [\(safe(brand.path))]"
    }
  }

  /// The brands checked, in the order given.
  public var brands: [BrandResult] = []
  /// The references that could not be loaded.
  public var notLoaded: [String] = []

  /// An empty report.
  public init() {}

  /// Every brand's findings, each located (``BrandResult/located``), in order.
  public var findings: [Diagnostic] { brands.flatMap(\.located) }
  /// Errors over every brand.
  public var errors: Int { brands.reduce(0) { $0 + $1.errors } }
  /// Warnings over every brand.
  public var warnings: Int { brands.reduce(0) { $0 + $1.warnings } }

  /// The process exit code: 2 when a brand or a file could not be read, 1 for errors or more
  /// warnings than `warningLimit` (`nil`: warnings never fail), else 0.
  public func exitCode(warningLimit: Int? = nil) -> Int32 {
    if !notLoaded.isEmpty || brands.contains(where: \.hasUnreadableInput) { return 2 }
    if errors > 0 { return 1 }
    return warningLimitFailure(warningLimit) == nil ? 0 : 1
  }

  /// The error line when the run has no error but more warnings than `warningLimit` allows
  /// (`check --max-warnings N`, counted as ESLint's and Terrazzo's lint count them), else `nil`.
  public func warningLimitFailure(_ warningLimit: Int?) -> String? {
    guard let maximum = warningLimit, notLoaded.isEmpty, errors == 0,
      !brands.contains(where: \.hasUnreadableInput), warnings > maximum
    else { return nil }
    let count = warnings
    return
      "error: \(count) warning\(count == 1 ? "" : "s"), more than --max-warnings \(maximum) allows; fix them, or set their rules' severity in sptheme.json's \"rules\""
  }
}
