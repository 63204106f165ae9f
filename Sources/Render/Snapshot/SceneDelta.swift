import Theme

/// What differs between a snapshot's reference scene and today's, in kinds a reviewer acts on:
/// a role's value, copy, parts added or removed, or other layout values. Provenance alone (the
/// place a value is written) is no visible difference and is not counted.
struct SceneDelta: Sendable, Equatable {
  /// One difference.
  enum Item: Sendable, Equatable {
    /// A color from a role changed (`color.accent`), with its hexes and today's chain.
    case color(token: String, before: String, after: String, provenance: [String])
    /// A motion role's transition changed (`motion.snappy`).
    case motion(token: String, before: String, after: String)
    /// A text style's font changed (`title3`).
    case font(style: String)
    /// Text a reader sees changed.
    case copy
    /// A part was added or removed.
    case parts
    /// A number or other value with no role named beside it (size, spacing, radius).
    case value
  }

  /// The differences found, each kind of value once.
  var items: [Item] = []
  /// The ids of the parts whose own values differ, or that were added, in tree order: what
  /// the report outlines.
  var parts: [String] = []
  /// The part being compared.
  private var part: String?

  /// Keys whose string values are text a reader sees or hears.
  static let copyKeys: Set<String> = [
    "text", "label", "hint", "value", "placeholder", "title", "announcement",
  ]

  /// The differences between two scenes (each parsed `.scene.json`).
  init(old: JSONValue, new: JSONValue) {
    compare(old, new, key: "")
  }

  private mutating func add(_ item: Item) {
    if !items.contains(item) { items.append(item) }
    if let part, !parts.contains(part) { parts.append(part) }
  }

  private mutating func compare(_ a: JSONValue, _ b: JSONValue, key: String) {
    guard a != b else { return }
    switch (a, b) {
    case (.object(let x), .object(let y)):
      if x["hex"] != nil || y["hex"] != nil {
        guard Self.withoutProvenance(x) != Self.withoutProvenance(y) else { return }
        add(
          .color(
            token: y["token"]?.string ?? x["token"]?.string ?? "color",
            before: x["hex"]?.string ?? "none", after: y["hex"]?.string ?? "none",
            provenance: y["provenance"]?.array?.compactMap(\.string) ?? []))
        return
      }
      if key == "motion", let token = y["source"]?.string ?? x["source"]?.string {
        add(
          .motion(
            token: token, before: Self.compact(x, dropping: "source"),
            after: Self.compact(y, dropping: "source")))
        return
      }
      if key == "font" {
        add(.font(style: y["style"]?.string ?? x["style"]?.string ?? "body"))
        return
      }
      if x["id"] != nil, x["id"] != y["id"] {
        part = y["id"]?.string ?? part
        add(.parts)
        return
      }
      let outer = part
      if let id = y["id"]?.string { part = id }
      defer { part = outer }
      var keys = x.keys
      for key in y.keys where !keys.contains(key) { keys.append(key) }
      for member in keys where member != "provenance" {
        switch (x[member], y[member]) {
        case (let p?, let q?): compare(p, q, key: member)
        case (nil, _), (_, nil):
          add(member == "children" ? .parts : Self.copyKeys.contains(member) ? .copy : .value)
        }
      }
    case (.array(let x), .array(let y)):
      if key == "children" {
        let ids = { (items: [JSONValue]) in items.map { $0.object?["id"] } }
        guard ids(x) == ids(y) else {
          add(.parts)
          let old = Set(x.compactMap { $0.object?["id"]?.string })
          for child in y {
            if let id = child.object?["id"]?.string, !old.contains(id), !parts.contains(id) {
              parts.append(id)
            }
          }
          return
        }
      }
      guard x.count == y.count else {
        add(Self.copyKeys.contains(key) ? .copy : .value)
        return
      }
      for (p, q) in zip(x, y) { compare(p, q, key: key) }
    case (.string, .string) where Self.copyKeys.contains(key):
      add(.copy)
    default:
      add(.value)
    }
  }

  private static func withoutProvenance(_ object: JSONObject) -> JSONObject {
    var copy = object
    copy["provenance"] = nil
    return copy
  }

  private static func compact(_ object: JSONObject, dropping key: String) -> String {
    var copy = object
    copy[key] = nil
    return JSONValue.object(copy).serialized(indent: nil)
  }
}
