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

  /// The verification report: the differences grouped by cause (``SnapshotCauses``), each
  /// with its summary, the reference and current pages (the changed parts outlined, from the
  /// scene diff) to see side by side, as an onion skin or as a difference, and the diffs; with
  /// filters by block, brand, appearance and size.
  ///
  /// - Parameter review: For `sptheme serve --review`, the run's token: the page then has
  ///   accept and reject buttons for everything, each cause and each snapshot, and loads its
  ///   scripts from the server (`/report.js`, `/review.js`) instead of inline.
  public static func html(
    _ comparison: SnapshotComparison, causes: SnapshotCauses? = nil, review: String? = nil,
    templates: TemplateLibrary
  )
    throws(HTMLError) -> String
  {
    let causes =
      causes ?? SnapshotCauses(comparison, recorded: nil, today: RoleRecord())
    let byName = Dictionary(
      comparison.differences.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var groups: [(id: String, line: String, names: [SnapshotName])] = causes.groups.map {
      ($0.id, $0.line, $0.names)
    }
    if !causes.stylesheet.isEmpty {
      groups.insert(
        (
          SnapshotAcceptance.stylesheetName,
          "stylesheet changed: \(causes.stylesheet.count) (\(ReferenceStore.stylesheetFile))",
          causes.stylesheet
        ), at: 0)
    }
    if !causes.bytesOnly.isEmpty {
      groups.append(
        (
          SnapshotAcceptance.bytesOnlyName,
          "\(causes.bytesOnly.count) differ in bytes only (the scene and the drawing are the same)",
          causes.bytesOnly
        ))
    }
    for kind in [SnapshotComparison.Kind.missing, .orphaned] {
      let names = comparison.differences.filter { $0.kind == kind }.map(\.name)
      if !names.isEmpty {
        groups.append((kind.rawValue, "\(kind.rawValue): \(names.count)", names))
      }
    }
    func filter(_ key: String, _ value: (SnapshotName) -> String) -> TemplateValue {
      [
        "key": .string(key),
        "choices": .array(
          Set(comparison.differences.map { value($0.name) }).sorted().map(TemplateValue.string)),
      ]
    }
    // The shared stylesheet of the pages (the bundled fonts and snapshot-css) is written once,
    // not in every frame: the frames hold the note the reference folder stores, and the
    // report's script puts the stylesheet back.
    var shared: [String: String] = [:]
    for difference in comparison.differences {
      for page in [difference.reference["html"], difference.current?.files["html"]] {
        if let page, let (_, css) = ReferenceStore.split(page), shared[css] == nil {
          shared[css] = "s\(shared.count + 1)"
        }
      }
    }
    let context: TemplateValue = [
      "lang": "en",
      "sharedStyles": .array(
        shared.sorted { $0.value < $1.value }.map {
          ["id": .string($0.value), "css": .string($0.key)]
        }),
      "title": .string(
        "Snapshot differences (\(comparison.differences.count) of \(comparison.checked.count))"),
      "checked": .number(Double(comparison.checked.count)),
      "changed": .number(Double(comparison.count(.changed))),
      "missing": .number(Double(comparison.count(.missing))),
      "orphaned": .number(Double(comparison.count(.orphaned))),
      "review": review.map { ["token": .string($0)] } ?? .bool(false),
      "filters": .array([
        filter("block", \.block), filter("brand", \.brand), filter("appearance", \.appearance),
        filter("size", \.size),
      ]),
      "groups": .array(
        groups.map { group in
          [
            "id": .string(group.id),
            "line": .string(group.line),
            "differences": .array(
              group.names.compactMap { name in
                byName[name].map { differenceContext($0, shared: shared) }
              }),
          ]
        }),
    ]
    return try render("report", context, templates)
  }

  /// The report page's script (the `report-script` template), which `serve --review` serves.
  public static func script(templates: TemplateLibrary) throws(HTMLError) -> String {
    try render("report-script", [:], templates)
  }

  /// One difference for the report template.
  static func differenceContext(
    _ difference: SnapshotComparison.Difference, shared: [String: String] = [:]
  ) -> TemplateValue {
    var parts: [String] = []
    if let before = difference.reference["scene.json"],
      let now = difference.current?.files["scene.json"],
      let old = try? JSONDocument(bytes: Array(before.utf8), path: "reference").root,
      let new = try? JSONDocument(bytes: Array(now.utf8), path: "current").root
    {
      parts = SceneDelta(old: old, new: new).parts
    }
    let name = difference.name
    /// A page with its parts outlined, and the id of its shared stylesheet when it is left out.
    func frame(_ page: String?) -> (page: TemplateValue, shared: TemplateValue) {
      guard let page else { return (.null, .null) }
      if let (stored, css) = ReferenceStore.split(page), let id = shared[css] {
        return (.string(outlining(parts, in: stored)), .string(id))
      }
      return (.string(outlining(parts, in: page)), .null)
    }
    let before = frame(difference.reference["html"])
    let after = frame(difference.current?.files["html"])
    return [
      "name": .string(name.description),
      "kind": .string(difference.kind.rawValue),
      "block": .string(name.block),
      "brand": .string(name.brand),
      "appearance": .string(name.appearance),
      "size": .string(name.size),
      "files": .string(difference.files.joined(separator: ", ")),
      "parts": .string(parts.joined(separator: ", ")),
      "summary": .array(difference.summary.map(TemplateValue.string)),
      "before": before.page,
      "beforeShared": before.shared,
      "after": after.page,
      "afterShared": after.shared,
      "diffs": .array(
        SnapshotName.extensions.compactMap { ext in
          difference.diffs[ext].map { ["ext": .string(ext), "diff": .string($0)] }
        }),
    ]
  }

  /// A snapshot page with the given parts outlined: a style element before `</head>` whose
  /// selectors name each part's `data-part`, every character but letters and digits escaped
  /// for CSS.
  static func outlining(_ parts: [String], in page: String) -> String {
    guard !parts.isEmpty else { return page }
    let selectors = parts.map { "[data-part=\"\(cssString($0))\"]" }.joined(separator: ",")
    let style =
      "<style>\(selectors){outline:2px solid #ff2d55 !important;outline-offset:1px}</style>"
    guard let head = page.firstRange(of: "</head>") else { return style + page }
    var copy = page
    copy.insert(contentsOf: style, at: head.lowerBound)
    return copy
  }

  /// Text inside a CSS string: letters, digits, `-`, `_` and `.` as they are, every other
  /// character as a hex escape (so no quote, backslash or `</style>` can end it).
  static func cssString(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_.".unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\" + String(scalar.value, radix: 16) + " "
      }
    }
    return result
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
