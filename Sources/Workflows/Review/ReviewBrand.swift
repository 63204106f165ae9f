import Render
import Theme

/// A brand as `sptheme serve` shows it: loaded, with its check's findings, and its themes
/// styled for every text size, one per choice of appearance and other modifiers (made when a
/// page first asks for it; a reload makes a new ``ReviewBrand``, so nothing outlives a save).
public final class ReviewBrand: Sendable {
  /// What the brand was asked for by.
  public let reference: String
  /// The brand.
  public let brand: Brand
  /// The themes built so far, by choice of appearance and contexts, and styled once asked for.
  private let themes: Guarded<[String: (theme: SPTheme, styled: StyledTheme?)]>
  /// The findings of `sptheme check`, made when a page first lists them (after the frames of a
  /// save, which need only the themes).
  private let checked: Guarded<[Diagnostic]?>

  /// Loads a brand; a brand that cannot be drawn (not found, or errors in an appearance)
  /// throws the text to show in its place.
  public init(_ reference: String, catalog: BrandCatalog, locks: ReviewLocks)
    throws(ReviewBrand.Failure)
  {
    self.reference = reference
    themes = Guarded([:], lock: locks())
    checked = Guarded(nil, lock: locks())
    let brand: Brand
    do {
      brand = try catalog.brand(reference)
    } catch {
      throw Failure(text: Self.text(error.diagnostics) + error.description)
    }
    var built: [String: (theme: SPTheme, styled: StyledTheme?)] = [:]
    for appearance in brand.drawnAppearances {
      let (theme, diagnostics) = brand.theme(appearance: appearance)
      guard let theme else {
        throw Failure(
          text: Self.text(diagnostics.filter { $0.severity == .error })
            + ReviewWording.hasErrors(brand: brand.id, appearance: appearance, path: brand.path))
      }
      built[Self.key(appearance, [:])] = (theme, nil)
    }
    self.brand = brand
    themes.withLock { $0 = built }
  }

  /// The findings of `sptheme check`.
  public var findings: [Diagnostic] {
    if let done = checked.withLock({ $0 }) { return done }
    let report = brand.check().diagnostics
    checked.withLock { $0 = report }
    return report
  }

  private static func key(_ appearance: String, _ contexts: [String: String]) -> String {
    appearance + "|"
      + contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  }

  /// Why a brand cannot be drawn: its errors, with code frames.
  public struct Failure: Error {
    /// The findings with code frames, then what to do.
    public var text: String
  }

  /// The brand's id.
  public var id: String { brand.id }
  /// The brand's name.
  public var name: String { brand.name }

  /// The appearances to choose from: light and dark (or the one a brand has), then the
  /// increased-contrast ones.
  public var appearances: [String] { brand.drawnAppearances + brand.increasedContrastAppearances }

  /// The modifiers other than appearance, with their contexts.
  public var otherModifiers: [ResolverDocument.Modifier] {
    guard case .resolver(let resolver) = brand.source else { return [] }
    let appearance = brand.appearanceMap?.modifier
    return resolver.modifiers.filter { $0.name != appearance }
  }

  /// The theme for an appearance and contexts of the other modifiers, styled for every size;
  /// `nil` when that choice does not build (the error says why).
  public func theme(appearance: String, contexts: [String: String]) -> Result<StyledTheme, Failure>
  {
    let key = Self.key(appearance, contexts)
    let cached = themes.withLock { $0[key] }
    if let styled = cached?.styled { return .success(styled) }
    if let theme = cached?.theme {
      let styled = StyledTheme(theme, sizes: ContentSize.allCases)
      themes.withLock { $0[key] = (theme, styled) }
      return .success(styled)
    }
    guard appearances.contains(appearance) else {
      return .failure(
        Failure(text: ReviewWording.noAppearance(brand: brand.id, appearance: appearance)))
    }
    var input = brand.input(for: appearance)
    for (name, context) in contexts where otherModifiers.contains(where: { $0.name == name }) {
      input[name] = context
    }
    let (theme, diagnostics, _) = brand.theme(input: input)
    guard let theme else {
      return .failure(Failure(text: Self.text(diagnostics.filter { $0.severity == .error })))
    }
    let styled = StyledTheme(theme, sizes: ContentSize.allCases)
    themes.withLock { $0[key] = (theme, styled) }
    return .success(styled)
  }

  /// Findings as text with their code frames.
  public static func text(_ diagnostics: [Diagnostic]) -> String {
    let formatter = DiagnosticFormatter(format: .text, styled: false, codeFrame: Brand.codeFrame)
    return diagnostics.map { formatter.text($0) + "\n" }.joined()
  }
}
