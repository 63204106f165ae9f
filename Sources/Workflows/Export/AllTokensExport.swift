import Theme

/// `json --all-tokens` decided once for `export` and `build`: the context an appearance (and
/// the brand's chosen inputs) picks, refused when the brand lacks the appearance or when any
/// token of that context has an error (every token is written, so none may be left out).
public enum AllTokensExport {
  /// Why nothing was written.
  public enum Failure: Error, Sendable, Equatable {
    /// The brand has no such appearance: the appearance asked for and the names it has.
    case noAppearance(String, names: [String])
    /// Tokens of the context have errors: the appearance and the errors.
    case tokenErrors(appearance: String, [Diagnostic])
  }

  /// The brand's appearances by the names they can be given: increased-contrast variants by
  /// their context's name where the brand names one (`light-hc`).
  public static func appearanceNames(of brand: Brand) -> [String] {
    brand.appearances
      + brand.increasedContrastAppearances.map { brand.appearanceMap?.context(for: $0) ?? $0 }
  }

  /// Every token of the brand in the appearance (default: its first), as
  /// ``JSONExporter/renderTokens(_:brand:appearance:input:options:)`` writes them.
  public static func render(_ brand: Brand, appearance: String?, sourceRoot: String?)
    -> Result<String, Failure>
  {
    let known = brand.appearances + brand.increasedContrastAppearances
    let asked = appearance ?? known[0]
    guard
      let chosen = known.first(where: { $0.lowercased() == asked.lowercased() })
        ?? brand.appearanceMap?.appearance(for: asked)
    else { return .failure(.noAppearance(asked, names: appearanceNames(of: brand))) }
    let input = brand.input(for: chosen)
    let resolution = brand.resolve(input: input)
    let errors = (brand.loadDiagnostics + resolution.diagnostics).filter { $0.severity == .error }
    guard errors.isEmpty else { return .failure(.tokenErrors(appearance: chosen, errors)) }
    var context = brand.defaultInput
    context.merge(input) { $1 }
    return .success(
      JSONExporter.renderTokens(
        resolution, brand: brand, appearance: chosen, input: context,
        options: ExportOptions(sourceRoot: sourceRoot)))
  }
}
