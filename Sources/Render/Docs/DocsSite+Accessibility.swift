import Components
import Theme

/// The Accessibility page: what `sptheme check` finds for the brand, and every pair the
/// components show with its verdict.
extension DocsSite {
  func accessibility(_ data: BrandData) -> [String: TemplateValue] {
    let findings = data.brand.findings + (data.audit?.diagnostics ?? [])
    let unused = findings.filter { $0.rule == "coverage/unused-role" }
    let rest = findings.filter { $0.rule != "coverage/unused-role" }
    func group(_ severity: Diagnostic.Severity, _ title: String) -> TemplateValue {
      let items = rest.filter { $0.severity == severity }
      return [
        "title": .string(title),
        "severity": .string(severity.rawValue),
        "count": .number(Double(items.count)),
        "any": .bool(!items.isEmpty),
        "items": .array(items.map(Self.finding)),
        "collapsed": .bool(severity == .info),
      ]
    }
    let checked = data.contrast.filter { $0.required != nil }
    let failing = checked.filter { $0.verdict == "fail" }
    let errors = rest.filter { $0.severity == .error }.count
    let warnings = rest.filter { $0.severity == .warning }.count
    return [
      "lead": .string(
        "What sptheme check finds for \(data.brand.name): every foreground on the background really behind it, in every state of every block, in \(data.brand.shown.map(\.appearance).joined(separator: " and ")), at \(Self.sizeNames(data.sizes)) (WCAG 2.x AA: text 4.5:1, large text 3:1, field edges and icons 3:1), and which roles no part uses."
      ),
      "scenes": .number(Double(data.audit?.scenes ?? 0)),
      "checkedPairs": .number(Double(data.audit?.checkedPairs ?? 0)),
      "distinctPairs": .number(Double(checked.count)),
      "failingPairs": .number(Double(failing.count)),
      "errors": .number(Double(errors)),
      "warnings": .number(Double(warnings)),
      "clean": .bool(errors == 0 && failing.isEmpty),
      "groups": .array([
        group(.error, "Errors"), group(.warning, "Warnings"), group(.info, "Information"),
      ]),
      "unused": .array(unused.compactMap { $0.tokenPath.map { .string($0) } }),
      "hasUnused": .bool(!unused.isEmpty),
      "pairs": Self.byAppearance(data.contrast, order: data.brand.shown.map(\.appearance)),
    ]
  }

  /// A diagnostic for the page: its place, message, hint and notes.
  static func finding(_ diagnostic: Diagnostic) -> TemplateValue {
    [
      "severity": .string(diagnostic.severity.rawValue),
      "rule": .string(diagnostic.rule),
      "message": .string(diagnostic.message),
      "location": .string(diagnostic.location?.description ?? ""),
      "token": .string(diagnostic.tokenPath ?? ""),
      "hint": .string(diagnostic.hint ?? ""),
      "notes": .array(
        diagnostic.notes.map { note in
          ["message": .string(note.message), "location": .string(note.location?.description ?? "")]
        }),
    ]
  }
}
