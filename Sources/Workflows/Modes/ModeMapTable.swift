import Theme

/// A mode map as one table: a row per line (the sets merged first, then each context of each
/// modifier) with the sets it merges and, for a guessed line, why; then the merge order.
public enum ModeMapTable {
  /// The table's lines, unescaped: the caller makes them safe for where they go.
  public static func lines(_ map: ModeMap, appearance: AppearanceMap?) -> [String] {
    var rows: [(line: String, context: String, sets: String, why: String)] = []
    if !map.sets.isEmpty {
      rows.append(
        (
          "merged first", "", map.sets.joined(separator: ", "),
          map.setsGuess.map { "guess: " + $0 } ?? "confirmed"
        ))
    }
    for modifier in map.modifiers {
      for (index, context) in modifier.contexts.enumerated() {
        let named =
          appearance?.modifier == modifier.name
          ? appearance?.appearance(for: context.name).map { " (\($0))" } ?? "" : ""
        rows.append(
          (
            index == 0 ? modifier.name : "", context.name + named + (index == 0 ? " *" : ""),
            context.sets.isEmpty
              ? "(the sets merged first, alone)"
              : context.sets.joined(
                separator: " + "),
            index == 0 ? (modifier.guess.map { "guess: " + $0 } ?? "confirmed") : ""
          ))
      }
    }
    guard !rows.isEmpty else { return ["  (no sets)"] }
    let header = ("line", "context", "merges", "how it was read")
    let widths = (
      max(header.0.count, rows.map(\.line.count).max() ?? 0),
      max(header.1.count, rows.map(\.context.count).max() ?? 0),
      max(header.2.count, rows.map(\.sets.count).max() ?? 0)
    )
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [
      "  " + pad(header.0, widths.0) + "  " + pad(header.1, widths.1) + "  "
        + pad(header.2, widths.2) + "  " + header.3
    ]
    for row in rows {
      let line =
        "  " + pad(row.line, widths.0) + "  " + pad(row.context, widths.1) + "  "
        + pad(row.sets, widths.2) + "  " + row.why
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed.removeLast() }
      lines.append(String(trimmed))
    }
    var order = map.sets.isEmpty ? [] : ["the sets merged first"]
    order += map.modifiers.map { "modifier " + $0.name }
    lines.append("  order: " + order.joined(separator: ", then ") + " (* the default context)")
    return lines
  }
}
