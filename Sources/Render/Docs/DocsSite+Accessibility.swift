import Components
import Theme

/// The Accessibility page: what `sptheme check` finds for the brand, and every pair the
/// components show with its verdict.
extension DocsSite {
  func accessibility(_ data: BrandData) -> [String: TemplateValue] {
    let findings = data.brand.findings + (data.audit?.diagnostics ?? [])
    let unused = findings.filter { $0.rule == .coverageUnusedRole }
    let rest = findings.filter { $0.rule != .coverageUnusedRole }
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
    let notes = rest.filter { $0.severity == .info }.count
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
      "banner": Self.banner(
        failing: failing.count, errors: errors, warnings: warnings, notes: notes),
      "groups": .array([
        group(.error, "Errors"), group(.warning, "Warnings"), group(.info, "Information"),
      ]),
      "unused": .array(unused.compactMap { $0.tokenPath.map { .string($0) } }),
      "hasUnused": .bool(!unused.isEmpty),
      "pairs": Self.byAppearance(data.contrast, order: data.brand.shown.map(\.appearance)),
    ]
  }

  /// The line above the findings: it says "every pair passes" only when nothing else is found,
  /// and otherwise names every group of findings below (collapsed ones included) with a link.
  static func banner(failing: Int, errors: Int, warnings: Int, notes: Int) -> TemplateValue {
    let groups: [(count: Int, word: String, anchor: String)] = [
      (failing, "pair under AA", "pairs"), (errors, "error", "findings-error"),
      (warnings, "warning", "findings-warning"), (notes, "note", "findings-info"),
    ].filter { $0.count > 0 }
    let pairs =
      failing == 0
      ? "Every pair the components show reaches WCAG 2.x AA in every state"
      : "\(plural(failing, "distinct pair")) the components show \(failing == 1 ? "falls" : "fall") under WCAG 2.x AA"
    let kind = failing > 0 || errors > 0 ? "fail" : groups.isEmpty ? "pass" : "notice"
    return [
      "kind": .string(kind),
      "text": .string(
        groups.isEmpty
          ? pairs + ", and the checks find nothing else." : pairs + "; read the findings below:"),
      "links": .array(
        groups.map { group in
          [
            "href": .string("#" + group.anchor),
            "label": .string(
              group.anchor == "pairs"
                ? "\(group.count) \(group.count == 1 ? "pair" : "pairs") under AA"
                : plural(group.count, group.word)),
          ]
        }),
    ]
  }

  /// A diagnostic for the page: its place, message, hint and notes.
  static func finding(_ diagnostic: Diagnostic) -> TemplateValue {
    [
      "severity": .string(diagnostic.severity.rawValue),
      "rule": .string(diagnostic.rule.id),
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
