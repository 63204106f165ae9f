import Components
import Theme

/// The Changes page: the brand diff from another version of the brand to this one.
extension DocsSite {
  func changes(_ data: BrandData) -> [String: TemplateValue] {
    guard let changes = data.brand.changes else { return [:] }
    let diff = changes.diff
    let rows: [TemplateValue] = diff.changes.map { change in
      [
        "appearance": .string(change.appearance),
        "role": .string(change.role),
        "before": .string(change.before),
        "after": .string(change.after),
        "beforeHex": .string(Self.swatchHex(change.before)),
        "afterHex": .string(Self.swatchHex(change.after)),
        "beforeChain": Self.chain(change.beforeProvenance),
        "afterChain": Self.chain(change.afterProvenance),
        "reaches": .string(change.reaches.prefix(8).joined(separator: ", ")),
        "moreReaches": .string(
          change.reaches.count > 8 ? "and \(change.reaches.count - 8) more" : ""),
      ]
    }
    let flips: [TemplateValue] = diff.flips.map { flip in
      [
        "appearance": .string(flip.appearance),
        "size": .string(flip.size.rawValue),
        "state": .string(flip.state),
        "part": .string(flip.part),
        "what": .string(flip.what),
        "before": .string(Self.ratio(flip.before)),
        "after": .string(Self.ratio(flip.after)),
        "required": .string(Self.ratio(flip.required)),
        "verdict": .string(flip.nowPasses ? "pass" : "fail"),
        "verdictLabel": .string(flip.nowPasses ? "Now passes" : "Now fails"),
      ]
    }
    let snapshots: [TemplateValue] = diff.snapshots.map { name in
      ["name": .string(name), "href": .string("snapshots/\(name).html")]
    }
    return [
      "lead": .string(
        "What changed from the version of \(data.brand.name) in \(changes.against) to this one."),
      "against": .string(changes.against),
      "empty": .bool(diff.isEmpty),
      "summary": .string(
        "\(Self.plural(diff.changes.count, "role change")), \(Self.plural(diff.flips.count, "contrast verdict")) flip, \(Self.plural(diff.snapshots.count, "snapshot")) change"
      ),
      "changes": .array(rows),
      "hasChanges": .bool(!rows.isEmpty),
      "flips": .array(flips),
      "hasFlips": .bool(!flips.isEmpty),
      "snapshots": .array(snapshots),
      "hasSnapshots": .bool(!snapshots.isEmpty),
    ]
  }

  /// The `#rrggbb` a diff value starts with, for a swatch; empty for other values.
  static func swatchHex(_ value: String) -> String {
    let hex = String(value.prefix(7))
    guard hex.count == 7, hex.hasPrefix("#"), hex.dropFirst().allSatisfy(\.isHexDigit) else {
      return ""
    }
    return hex.lowercased()
  }
}
