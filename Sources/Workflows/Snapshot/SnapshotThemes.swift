import Render
import Theme

/// The themes a snapshot run draws (``SnapshotRun/themes``): every drawn appearance of each
/// brand, each brand once (``RunBrands``).
///
/// Making them stops at the first brand that cannot be loaded, at two brands whose files would
/// meet, and at an appearance whose theme cannot be built; saying why is the caller's business.
public enum SnapshotThemes {
  /// Why the themes could not all be made.
  public enum Stop: Error, Sendable {
    /// A brand could not be loaded.
    case notLoaded(BrandError)
    /// Two brands would write files of the same name.
    case clash(RunBrands.Clash)
    /// A brand's theme cannot be built in an appearance, for these findings.
    case cannotDraw(brand: Brand, appearance: String, diagnostics: [Diagnostic])

    /// 2 for a brand not loaded or a clash of names, 1 for a brand that cannot be drawn.
    public var exitCode: Int32 {
      switch self {
      case .notLoaded, .clash: 2
      case .cannotDraw: 1
      }
    }
  }

  /// The theme of every drawn appearance of the brands `references` name, in order.
  ///
  /// - Parameters:
  ///   - references: The brands, each as a catalog names it; one given twice is drawn once.
  ///   - load: Loads a brand (with the run's `--input` choices).
  ///   - note: Hears the line for a brand that draws but whose check fails
  ///     (``CheckFailureNote/line(for:report:rules:)``).
  public static func make(
    _ references: [String], load: (String) throws(BrandError) -> Brand,
    note: (String) -> Void = { _ in }
  ) -> Result<[(brand: String, theme: SPTheme)], Stop> {
    var resolved: [(brand: String, theme: SPTheme)] = []
    var admitted = RunBrands()
    for reference in references {
      let brand: Brand
      do throws(BrandError) {
        brand = try load(reference)
      } catch {
        return .failure(.notLoaded(error))
      }
      do throws(RunBrands.Clash) {
        guard try admitted.admit(id: brand.id, path: brand.path) else { continue }
      } catch {
        return .failure(.clash(error))
      }
      for appearance in brand.drawnAppearances {
        let (theme, diagnostics) = brand.theme(appearance: appearance)
        guard let theme else {
          return .failure(
            .cannotDraw(brand: brand, appearance: appearance, diagnostics: diagnostics))
        }
        resolved.append((brand.id, theme))
      }
      if let line = CheckFailureNote.line(for: brand) { note(line) }
    }
    return .success(resolved)
  }
}
