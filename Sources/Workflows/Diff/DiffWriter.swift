import Components
import Render
import Theme

/// The forms of a brand diff (``DiffReport``): text for people, JSON for tools, HTML with
/// swatches and the changed states drawn before and after.
public enum DiffWriter {
  /// The text for a terminal (control characters removed): the changes by appearance with their
  /// alias chains and reach (`limit` places each), the contrast verdicts that flip and the
  /// snapshots that change (`limit` × 4 each).
  public static func text(_ report: DiffReport, limit: Int) -> String {
    guard let diff = report.diff else { return "" }
    return SafeText.terminal(text(diff, title: report.title, limit: limit), keepNewlines: true)
  }

  static func text(_ diff: BrandDiff, title: String, limit: Int) -> String {
    func plural(_ count: Int, _ word: String) -> String {
      "\(count) \(word)\(count == 1 ? "" : "s")"
    }
    var lines = [
      title,
      "\(plural(diff.changes.count, "role change")), \(plural(diff.flips.count, "contrast verdict")) flip, \(plural(diff.snapshots.count, "snapshot")) change",
    ]
    for appearance in diff.appearances {
      let changes = diff.changes.filter { $0.appearance == appearance }
      guard !changes.isEmpty else { continue }
      lines.append("")
      lines.append("\(appearance):")
      for change in changes {
        lines.append("  \(change.role): \(change.before) → \(change.after)")
        lines.append("    before: \(chain(change.beforeProvenance))")
        lines.append("    after:  \(chain(change.afterProvenance))")
        if !change.reaches.isEmpty {
          let shown = change.reaches.prefix(limit).joined(separator: ", ")
          let more = change.reaches.count > limit ? " (+\(change.reaches.count - limit) more)" : ""
          lines.append("    reaches: \(shown)\(more)")
        }
      }
    }
    if !diff.flips.isEmpty {
      lines.append("")
      lines.append("contrast verdicts that flip:")
      for flip in diff.flips.prefix(limit * 4) {
        let verdict = flip.nowPasses ? "now passes" : "now FAILS"
        lines.append(
          "  \(flip.appearance) \(flip.size.flagName) \(flip.state) › \(flip.part) (\(flip.what)): \(ratio(flip.before)) → \(ratio(flip.after)), needs \(ratio(flip.required)): \(verdict)"
        )
      }
      if diff.flips.count > limit * 4 {
        lines.append("  … and \(diff.flips.count - limit * 4) more")
      }
    }
    if !diff.snapshots.isEmpty {
      lines.append("")
      lines.append("snapshots that change (\(diff.snapshots.count)):")
      for name in diff.snapshots.prefix(limit * 4) { lines.append("  \(name)") }
      if diff.snapshots.count > limit * 4 {
        lines.append("  … and \(diff.snapshots.count - limit * 4) more")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON: both brands' paths, the changes, the flips and the snapshots.
  public static func json(_ report: DiffReport) -> JSONValue {
    guard let diff = report.diff else { return .object(JSONObject()) }
    return json(diff, before: report.before, after: report.after)
  }

  static func json(_ diff: BrandDiff, before: Brand, after: Brand) -> JSONValue {
    var root = JSONObject()
    root["before"] = .string(before.path)
    root["after"] = .string(after.path)
    root["changes"] = .array(
      diff.changes.map { change in
        var item = JSONObject()
        item["appearance"] = .string(change.appearance)
        item["role"] = .string(change.role)
        item["before"] = .string(change.before)
        item["after"] = .string(change.after)
        item["beforeProvenance"] = .array(change.beforeProvenance.map { .string($0.description) })
        item["afterProvenance"] = .array(change.afterProvenance.map { .string($0.description) })
        item["reaches"] = .array(change.reaches.map { .string($0) })
        return .object(item)
      })
    root["flips"] = .array(
      diff.flips.map { flip in
        var item = JSONObject()
        item["appearance"] = .string(flip.appearance)
        item["size"] = .string(flip.size.flagName)
        item["state"] = .string(flip.state)
        item["part"] = .string(flip.part)
        item["what"] = .string(flip.what)
        item["before"] = .number((flip.before * 100).rounded() / 100)
        item["after"] = .number((flip.after * 100).rounded() / 100)
        item["required"] = .number(flip.required)
        item["nowPasses"] = .bool(flip.nowPasses)
        return .object(item)
      })
    root["snapshots"] = .array(diff.snapshots.map { .string($0) })
    return .object(root)
  }

  /// A changed state drawn with the old and the new theme.
  public struct Rendering: Sendable {
    /// The snapshot's name.
    public var name: String
    /// Its HTML with the old theme.
    public var before: String
    /// Its HTML with the new theme.
    public var after: String
  }

  /// The first `limit` changed states of the report rendered as HTML snapshots with both
  /// themes, through the snapshot `templates`.
  public static func renderings(_ report: DiffReport, templates: TemplateLibrary, limit: Int)
    -> [Rendering]
  {
    guard let diff = report.diff else { return [] }
    return renderings(
      diff, before: report.beforeThemes, after: report.afterThemes, templates: templates,
      limit: limit)
  }

  static func renderings(
    _ diff: BrandDiff, before: [SPTheme], after: [SPTheme], templates: TemplateLibrary, limit: Int
  ) -> [Rendering] {
    zip(diff.snapshots, diff.changedScenes).prefix(limit).compactMap { name, change in
      guard let state = BlockKind.state(change.state),
        let old = before.first(where: { $0.appearance == change.appearance }),
        let new = after.first(where: { $0.appearance == change.appearance })
      else { return nil }
      let environment = SceneEnvironment(
        appearance: old.isDark ? .dark : .light, contentSize: change.size)
      guard
        let a = try? HTMLWriter.render(
          Scene(state: state, theme: old, environment: environment), templates: templates),
        let b = try? HTMLWriter.render(
          Scene(state: state, theme: new, environment: environment), templates: templates)
      else { return nil }
      return Rendering(name: name, before: a, after: b)
    }
  }

  /// A self-contained page: each change with old and new swatches, its chains and reach, and
  /// the first changed states drawn before and after.
  public static func html(_ report: DiffReport, renderings: [Rendering] = []) -> String {
    guard let diff = report.diff else { return "" }
    return html(diff, title: report.title, renderings: renderings)
  }

  static func html(_ diff: BrandDiff, title: String, renderings: [Rendering] = []) -> String {
    var figures = ""
    for rendering in renderings {
      figures += """
        <h3>\(Self.escape(rendering.name))</h3><div class="pair">
        <figure><figcaption>Before</figcaption><iframe title="\(Self.escape(rendering.name)) before" srcdoc="\(Self.escape(rendering.before))"></iframe></figure>
        <figure><figcaption>After</figcaption><iframe title="\(Self.escape(rendering.name)) after" srcdoc="\(Self.escape(rendering.after))"></iframe></figure>
        </div>

        """
    }
    var rows = ""
    for change in diff.changes {
      rows += """
        <tr><td>\(Self.escape(change.appearance))</td><td><code>\(Self.escape(change.role))</code></td>
        <td>\(swatch(change.before))\(Self.escape(change.before))<br><small>\(Self.escape(chain(change.beforeProvenance)))</small></td>
        <td>\(swatch(change.after))\(Self.escape(change.after))<br><small>\(Self.escape(chain(change.afterProvenance)))</small></td>
        <td><small>\(Self.escape(change.reaches.prefix(8).joined(separator: ", ")))\(change.reaches.count > 8 ? " …" : "")</small></td></tr>

        """
    }
    var flips = ""
    for flip in diff.flips {
      flips +=
        "<li>\(Self.escape("\(flip.appearance) \(flip.size.flagName) \(flip.state) › \(flip.part): \(ratio(flip.before)) → \(ratio(flip.after)), needs \(ratio(flip.required))"))\(flip.nowPasses ? " ✓" : " <strong>fails</strong>")</li>\n"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(Self.escape(title))</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>
      body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1c1c1e}
      table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e5ea;padding:.5rem;text-align:left;vertical-align:top}
      .swatch{display:inline-block;width:1.4rem;height:1.4rem;border-radius:.35rem;border:1px solid #c6c6c8;vertical-align:middle;margin-right:.4rem}
      small{color:#6a6a6f}code{font-size:.9em}
      .pair{display:flex;gap:1rem;flex-wrap:wrap}figure{margin:0}figcaption{font-weight:600;margin:.25rem 0}
      iframe{width:390px;height:720px;border:1px solid #c6c6cb;border-radius:12px;background:#fff}
      </style></head><body>
      <h1>Brand diff</h1><p>\(Self.escape(title))</p>
      <p>\(diff.changes.count) role changes, \(diff.flips.count) contrast verdicts flip, \(diff.snapshots.count) snapshots change.</p>
      <table><thead><tr><th>Appearance</th><th>Role</th><th>Before</th><th>After</th><th>Reaches</th></tr></thead><tbody>
      \(rows)</tbody></table>
      <h2>Contrast verdicts that flip</h2><ul>\(flips.isEmpty ? "<li>none</li>" : flips)</ul>
      <h2>Changed states, before and after</h2>\(figures.isEmpty ? "<p>none</p>" : figures)
      <h2>Snapshots that change</h2><p>\(Self.escape(diff.snapshots.joined(separator: ", ")))</p>
      </body></html>

      """
  }

  private static func swatch(_ value: String) -> String {
    guard value.hasPrefix("#"), value.count >= 7 else { return "" }
    let hex = String(value.prefix(7))
    guard hex.dropFirst().allSatisfy(\.isHexDigit) else { return "" }
    return "<span class=\"swatch\" style=\"background:\(hex)\"></span>"
  }

  private static func chain(_ links: [ProvenanceLink]) -> String {
    links.map(\.description).joined(separator: " → ")
  }

  private static func ratio(_ value: Double) -> String {
    "\(ComponentAuditFormat.ratio(value)):1"
  }
}

extension DiffWriter {
  static func escape(_ text: String) -> String { text.htmlEscaped }
}

/// Ratios shown to one decimal, never rounded up across a threshold.
enum ComponentAuditFormat {
  static func ratio(_ value: Double) -> String {
    String((value * 10).rounded(.down) / 10)
  }
}
