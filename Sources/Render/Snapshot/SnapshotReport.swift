import Components
import Platform
import Theme

/// The pages and files written around snapshots: the `index.html` gallery, the `report.html`
/// of a verification, and a JUnit XML report.
public enum SnapshotReport {
  /// The gallery: every snapshot by block and state, one link per brand, appearance and size.
  ///
  /// - Parameters:
  ///   - names: The snapshots the folder holds.
  ///   - templates: The templates (`index` is used).
  public static func gallery(_ names: [SnapshotName], templates: TemplateLibrary) throws(HTMLError)
    -> String
  {
    var blocks: [(String, [(String, [SnapshotName])])] = []
    for name in Set(names).sorted() {
      if blocks.last?.0 != name.block { blocks.append((name.block, [])) }
      var states = blocks[blocks.count - 1].1
      if states.last?.0 != name.state { states.append((name.state, [])) }
      states[states.count - 1].1.append(name)
      blocks[blocks.count - 1].1 = states
    }
    let count = Set(names).count
    let context: TemplateValue = [
      "lang": "en",
      "title": .string("SPTheme snapshots (\(count))"),
      "blocks": .array(
        blocks.map { block, states in
          [
            "block": .string(BlockKind(rawValue: block)?.displayName ?? block),
            "states": .array(
              states.map { state, items in
                [
                  "state": .string(state),
                  "title": .string(BlockKind.state("\(block)/\(state)")?.title ?? ""),
                  "links": .array(
                    items.map {
                      [
                        "href": .string($0.file("html")),
                        "label": .string("\($0.brand) \($0.appearance) \($0.size)"),
                      ]
                    }),
                ]
              }),
          ]
        }),
    ]
    return try render("index", context, templates)
  }

  /// The snapshots a folder holds (those with an `.html` file).
  public static func names(inFolder folder: String) -> [SnapshotName] {
    ((try? FileSystem.contents(ofFolder: folder)) ?? []).compactMap { file in
      file.hasSuffix(".html") ? SnapshotName(fileName: file) : nil
    }
  }

  /// The verification report: for every difference its summary, the reference and current
  /// pages side by side, and the diffs.
  public static func html(_ comparison: SnapshotComparison, templates: TemplateLibrary)
    throws(HTMLError) -> String
  {
    let context: TemplateValue = [
      "lang": "en",
      "title": .string(
        "Snapshot differences (\(comparison.differences.count) of \(comparison.checked.count))"),
      "checked": .number(Double(comparison.checked.count)),
      "changed": .number(Double(comparison.count(.changed))),
      "missing": .number(Double(comparison.count(.missing))),
      "orphaned": .number(Double(comparison.count(.orphaned))),
      "differences": .array(
        comparison.differences.map { difference in
          [
            "name": .string(difference.name.description),
            "kind": .string(difference.kind.rawValue),
            "files": .string(difference.files.joined(separator: ", ")),
            "summary": .array(difference.summary.map(TemplateValue.string)),
            "before": difference.reference["html"].map(TemplateValue.string) ?? .null,
            "after": difference.current?.files["html"].map(TemplateValue.string) ?? .null,
            "diffs": .array(
              SnapshotName.extensions.compactMap { ext in
                difference.diffs[ext].map { ["ext": .string(ext), "diff": .string($0)] }
              }),
          ]
        }),
    ]
    return try render("report", context, templates)
  }

  /// A JUnit XML report: one test case per snapshot, a failure for each difference. It carries
  /// what the Jenkins xUnit plugin's `junit-10.xsd` requires (`name`, `tests`, `failures` and
  /// `errors` on the suite, `name` on each case); a snapshot run has no errors of its own (a run
  /// that cannot render exits 2 and writes no report), so `errors` is 0.
  public static func junit(_ comparison: SnapshotComparison) -> String {
    let byName = Dictionary(
      comparison.differences.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let orphans = comparison.differences.filter { $0.kind == .orphaned }
    let total = comparison.checked.count + orphans.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="sptheme snapshot" tests="\#(total)" failures="\#(comparison.differences.count)" errors="0" disabled="0" time="0">"#,
      #"<testsuite name="snapshots" tests="\#(total)" failures="\#(comparison.differences.count)" errors="0" skipped="0" disabled="0" time="0">"#,
    ]
    for name in comparison.checked + orphans.map(\.name) {
      let open =
        #"<testcase classname="\#(xml("\(name.block).\(name.state)"))" name="\#(xml("\(name.brand).\(name.appearance).\(name.size)"))""#
      guard let difference = byName[name] else {
        lines.append(open + "/>")
        continue
      }
      let message = "\(difference.kind.rawValue): \(difference.files.joined(separator: ", "))"
      let body = (difference.summary + SnapshotName.extensions.compactMap { difference.diffs[$0] })
        .joined(separator: "\n")
      lines.append(open + ">")
      lines.append(
        #"<failure message="\#(xml(message))" type="\#(difference.kind.rawValue)">\#(xml(body))</failure>"#
      )
      lines.append("</testcase>")
    }
    lines.append("</testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text escaped for XML content and attributes (``SafeText/xml(_:)``).
  static func xml(_ text: String) -> String {
    SafeText.xml(text)
  }

  static func render(_ name: String, _ context: TemplateValue, _ templates: TemplateLibrary)
    throws(HTMLError) -> String
  {
    guard let template = templates[name] else { throw .missingTemplate(name) }
    do {
      return try template.render(context, partials: templates, options: .strict)
        .trimmingTrailingNewlines() + "\n"
    } catch {
      throw .template(error)
    }
  }
}
