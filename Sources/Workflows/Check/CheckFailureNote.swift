import Render
import Theme

/// The one line `snapshot`, `docs` and `preview` print for a brand whose `check` fails but
/// which still draws (a contrast error, an error in a token no role uses): what they show is
/// the brand as it is, and the line says so, with the count `sptheme check` gives.
public enum CheckFailureNote {
  /// The line for a brand, or `nil` when its check (the tokens, the roles and the component
  /// contrast audit at its defaults) has no error; `report` is the brand's check when the
  /// caller has made it already. Errors are counted after the project's rule settings, as
  /// `check` counts them.
  public static func line(
    for brand: Brand, report: Brand.CheckReport? = nil, rules: RuleSettings = RuleSettings()
  ) -> String? {
    let report = report ?? brand.check()
    var findings = report.diagnostics
    if !report.themes.isEmpty {
      findings += ComponentAudit().run(brand: brand.id, themes: report.themes).diagnostics
    }
    let errors = rules.apply(to: findings).filter { $0.severity == .error }.count
    guard errors > 0 else { return nil }
    let id = SafeText.terminal(brand.id)
    return
      "warning: \(id) has \(errors) error\(errors == 1 ? "" : "s") ('sptheme check \(id)' lists them); it is drawn as it is"
  }

  /// The line for a brand whose theme cannot be built in an appearance (what `snapshot`,
  /// `docs` and `serve` cannot draw), with the `check` that lists the errors.
  public static func cannotDraw(brand: String, appearance: String, path: String) -> String {
    "\(brand) has errors in \(appearance); fix them first (sptheme check \(path))"
  }
}
