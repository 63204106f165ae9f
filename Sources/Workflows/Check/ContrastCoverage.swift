import Theme

/// What the component contrast audit of `check` could not look at: a permutation whose tokens
/// have errors builds no theme, so none of the pairs its blocks draw is measured. Each such
/// permutation is a warning that names what stopped it, so a brand with a token error is never
/// reported with fewer contrast findings than it has, without a word.
public enum ContrastCoverage {
  /// The rule of the warning.
  public static let rule = Rule.contrastNotChecked

  /// One warning per permutation that built no theme; `pairs` is what the audit checked in the
  /// others (each permutation draws as many).
  public static func notChecked(_ report: Brand.CheckReport, brand: Brand, pairs: Int?)
    -> [Diagnostic]
  {
    let built = report.themes.count
    let perTheme = pairs.map { built > 0 ? $0 / built : 0 }
    let location = SourceLocation(file: brand.path, line: 1, column: 1)
    let count = perTheme.map { "\($0) pairs" } ?? "the pairs"
    return report.unbuilt.map { theme in
      Diagnostic(
        .warning, rule: rule,
        message:
          "contrast: \(count) not checked in \(theme.label): \(theme.blockerSummary) has an error, so no theme was built",
        location: location,
        hint: "fix the errors above, then run 'sptheme check \(brand.id)' again")
    }
  }
}
