import Theme

@testable import Render

/// A small comparison by hand: folio's accent changed in light, one snapshot draws it, one
/// differs in bytes only, one has changed copy and one is missing.
enum SnapshotCausesFixture {
  static func name(_ state: String, _ appearance: String = "light") -> SnapshotName {
    SnapshotName(
      block: "sign-in", state: state, brand: "folio", appearance: appearance, size: "large")
  }

  /// A scene with a button whose background is the accent and a label with `text`.
  static func scene(accent: String, text: String = "Sign in", line: Int = 35) -> String {
    """
    {
      "brand": "Folio",
      "root": {
        "id": "submit",
        "kind": "button",
        "background": {
          "hex": "\(accent)",
          "source": "accent",
          "token": "color.accent",
          "provenance": ["color.accent (tokens/folio/light.tokens.json:\(line):5)"]
        },
        "children": [{ "id": "submit.label", "kind": "text", "text": "\(text)" }]
      }
    }
    """
  }

  static func page(accent: String, rule: String = ".sp-caret::after {}") -> String {
    "<style>\n  --sp-color-accent: \(accent);\n\(rule)\n</style>\n"
  }

  static func difference(
    _ name: SnapshotName, before: (scene: String, page: String, ansi: String),
    after: (scene: String, page: String, ansi: String)
  ) -> SnapshotComparison.Difference {
    .init(
      name: name, kind: .changed, files: ["html", "scene.json"], summary: [], diffs: [:],
      reference: ["html": before.page, "scene.json": before.scene, "ansi.txt": before.ansi],
      current: Snapshot(
        name: name, title: "",
        files: ["html": after.page, "scene.json": after.scene, "ansi.txt": after.ansi]))
  }

  static func roles(accent: String, font: String = "Inter") -> RoleRecord {
    RoleRecord(brands: [
      "folio": [
        "light": [
          "color.accent": .init(
            value: .string(accent),
            provenance: ["color.accent (tokens/folio/light.tokens.json:35:5)"]),
          "color.accentOn": .init(value: .string("#ffffff"), provenance: []),
          "color.background": .init(value: .string("#fffdf8"), provenance: []),
          "font.text": .init(value: .array([.string(font)]), provenance: []),
        ]
      ]
    ])
  }

  static let old = "#1d5f66"
  static let new = "#7cc4c0"

  static var results: SnapshotResults {
    let drawn = difference(
      name("rest"), before: (scene(accent: old), page(accent: old), "A"),
      after: (scene(accent: new), page(accent: new), "B"))
    let bytesOnly = difference(
      name("typing"), before: (scene(accent: "#000000"), page(accent: old), "A"),
      after: (scene(accent: "#000000", line: 36), page(accent: new), "A"))
    let copy = difference(
      name("rest", "dark"), before: (scene(accent: old), page(accent: old), "A"),
      after: (scene(accent: old, text: "Sign on"), page(accent: old), "A"))
    let missing = SnapshotComparison.Difference(
      name: name("invalid"), kind: .missing, files: ["html"], summary: [], diffs: [:],
      reference: [:], current: Snapshot(name: name("invalid"), title: "", files: [:]))
    let comparison = SnapshotComparison(
      checked: [name("rest"), name("typing"), name("rest", "dark"), name("invalid")],
      differences: [drawn, bytesOnly, copy, missing])
    return SnapshotResults(
      shard: nil, referencesFolder: "refs",
      scope: .init(brands: ["folio"], blocks: ["sign-in"], sizes: ["large"]),
      comparison: comparison, orphansJudged: true, recordedRoles: roles(accent: old),
      todayRoles: roles(accent: new))
  }
}
