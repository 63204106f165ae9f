/// A brand's theme in each of its appearances: what the exporters turn into code.
///
/// ```swift
/// let themes = try BrandThemes(brand: Brand("folio"))
/// print(CSSExporter.render(themes))
/// ```
public struct BrandThemes: Sendable {
  /// The brand's short name (`folio`).
  public let id: String
  /// The brand's display name (`Folio`).
  public let name: String
  /// One theme per appearance, in the brand's order (`light`, `dark`).
  public let themes: [SPTheme]

  /// Builds every appearance of a brand.
  ///
  /// - Throws: ``ExportError/brandHasErrors(_:_:)`` when an appearance has errors or lacks a role.
  public init(brand: Brand) throws(ExportError) {
    var problems: [Diagnostic] = []
    var elsewhere = Set<Diagnostic>()
    func build(_ appearances: [String]) -> [SPTheme] {
      appearances.compactMap { appearance in
        let result = brand.theme(appearance: appearance)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if result.theme == nil { problems += errors } else { elsewhere.formUnion(errors) }
        return result.theme
      }
    }
    let themes = build(brand.appearances)
    let contrast = build(brand.increasedContrastAppearances)
    guard problems.isEmpty, !themes.isEmpty else { throw .brandHasErrors(brand.id, problems) }
    self.init(id: brand.id, name: brand.name, themes: themes, increasedContrast: contrast)
    errorsElsewhere = elsewhere.count
  }

  /// Every token a role of some appearance reads, its alias chain included: an error in any
  /// other token changes nothing that is exported.
  public var usedTokens: Set<String> {
    (themes + increasedContrast).reduce(into: Set<String>()) { $0.formUnion($1.provenanceTokens) }
  }

  /// Errors in tokens no role uses: they do not change what is exported, but `check` fails.
  public private(set) var errorsElsewhere = 0

  /// The increased-contrast variants the brand has (`light-increased-contrast`,
  /// `dark-increased-contrast`), each a whole theme; empty when it has none.
  public let increasedContrast: [SPTheme]

  /// Wraps themes built elsewhere (at least one).
  public init(id: String, name: String, themes: [SPTheme], increasedContrast: [SPTheme] = []) {
    self.id = id
    self.name = name
    self.themes = themes
    self.increasedContrast = increasedContrast
  }

  /// The increased-contrast variant of an appearance (`dark` → `dark-increased-contrast`), if
  /// the brand has one.
  public func increasedContrast(of appearance: String) -> SPTheme? {
    let name = appearance.lowercased() + "-increased-contrast"
    return increasedContrast.first { $0.appearance.lowercased() == name }
  }

  /// The light theme: the `light` appearance, else the first.
  public var light: SPTheme {
    themes.first { $0.appearance.lowercased() == "light" } ?? themes[0]
  }

  /// The dark theme: the `dark` appearance, else the light one (a brand with one appearance).
  public var dark: SPTheme {
    themes.first { $0.appearance.lowercased() == "dark" } ?? light
  }

  /// Whether the brand has a separate dark appearance.
  public var hasDark: Bool { themes.contains { $0.appearance.lowercased() == "dark" } }

  /// The light appearance's increased-contrast variant, when the brand has one.
  public var lightIncreasedContrast: SPTheme? { increasedContrast(of: "light") }

  /// The dark appearance's increased-contrast variant, when the brand has one.
  public var darkIncreasedContrast: SPTheme? { increasedContrast(of: "dark") }

  /// The theme for an appearance or an increased-contrast variant, matched case-insensitively.
  public func theme(appearance: String) -> SPTheme? {
    (themes + increasedContrast).first { $0.appearance.lowercased() == appearance.lowercased() }
  }

  /// A resolved token of one appearance (for its `$description` and `$extensions`).
  func token(_ name: String, in theme: SPTheme) -> ResolvedToken? {
    theme.tokens.first { $0.name == name }
  }
}

/// Why a brand could not be exported.
public enum ExportError: Error, Sendable, CustomStringConvertible {
  /// The brand has errors (or misses roles) in some appearance; `check` lists them.
  case brandHasErrors(String, [Diagnostic])

  public var description: String {
    switch self {
    case .brandHasErrors(let brand, let diagnostics):
      let first =
        diagnostics.first.map { ": \($0.location.map { "\($0): " } ?? "")\($0.message)" } ?? ""
      let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
      return
        "brand '\(brand)' has errors, so it cannot be exported\(first)\(more); run 'sptheme check \(brand)'"
    }
  }
}

/// Choices shared by the exporters.
public struct ExportOptions: Sendable, Equatable {
  /// A folder whose prefix is dropped from source paths in provenance comments, so the output
  /// does not depend on where the project is checked out; `nil` keeps paths as they were read.
  public var sourceRoot: String?

  /// Creates options.
  public init(sourceRoot: String? = nil) {
    self.sourceRoot = sourceRoot
  }

  /// A source path as printed: relative to ``sourceRoot`` when it lies inside it.
  public func display(_ path: String) -> String {
    guard var root = sourceRoot, !root.isEmpty else { return path }
    if !root.hasSuffix("/") { root += "/" }
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// A provenance chain as one line: `color.accent → palette.blue.700 (tokens/studio/palette.tokens.json:48:14)`.
  func provenance(_ links: [ProvenanceLink]) -> String {
    guard let last = links.last else { return "" }
    let chain = links.map(\.token).joined(separator: " → ")
    guard let location = last.location else { return chain }
    return "\(chain) (\(display(location.file)):\(location.line):\(location.column))"
  }
}
