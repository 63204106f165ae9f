import Theme

/// A mode map as one table: a row per line (the sets merged first, then each context of each
/// modifier) with the sets it merges; under each line, whether it is confirmed or why it was
/// guessed; then the merge order.
public enum ModeMapTable {
  /// The table's lines, unescaped: the caller makes them safe for where they go.
  public static func lines(_ map: ModeMap, appearance: AppearanceMap?) -> [String] {
    var rows: [(line: String, context: String, sets: String)] = []
    var notes: [Int: String] = [:]
    if !map.sets.isEmpty {
      rows.append(("merged first", "", map.sets.joined(separator: ", ")))
      notes[rows.count - 1] = map.setsGuess.map { "guess: " + $0 } ?? "confirmed"
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
              ? "(the sets merged first, alone)" : context.sets.joined(separator: " + ")
          ))
      }
      notes[rows.count - 1] = modifier.guess.map { "guess: " + $0 } ?? "confirmed"
    }
    guard !rows.isEmpty else { return ["  (no sets)"] }
    let header = ("line", "context", "merges")
    let lineWidth = max(header.0.count, rows.map(\.line.count).max() ?? 0)
    let contextWidth = max(header.1.count, rows.map(\.context.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    func row(_ line: String, _ context: String, _ sets: String) -> String {
      "  " + pad(line, lineWidth) + "  " + pad(context, contextWidth) + "  " + sets
    }
    var lines = [row(header.0, header.1, header.2)]
    for (index, entry) in rows.enumerated() {
      lines.append(row(entry.line, entry.context, entry.sets))
      if let note = notes[index] { lines.append("  " + pad("", lineWidth) + "  " + note) }
    }
    var order = map.sets.isEmpty ? [] : ["the sets merged first"]
    order += map.modifiers.map { "modifier " + $0.name }
    lines.append("  order: " + order.joined(separator: ", then ") + " (* the default context)")
    return lines
  }
}
