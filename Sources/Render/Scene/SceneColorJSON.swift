import Theme

/// The JSON of a scene's colors, each distinct color built once.
///
/// A scene's parts share a handful of role colors, and a color's provenance lines (each link's
/// token and `file:line:col`) are most of the cost of its JSON. Two colors count as the same
/// when their values are equal and their provenance is the very same array storage, as it is
/// for colors resolved from one role of one theme; any other color is simply built again.
struct SceneColorJSON {
  private var built: [(color: SceneColor, json: JSONValue)] = []

  /// The color as JSON (``SceneColor/json``).
  mutating func json(_ color: SceneColor) -> JSONValue {
    if let known = built.first(where: { Self.same($0.color, color) }) { return known.json }
    let json = color.json
    built.append((color, json))
    return json
  }

  /// Equal values and the same provenance storage.
  private static func same(_ a: SceneColor, _ b: SceneColor) -> Bool {
    guard a.red == b.red, a.green == b.green, a.blue == b.blue, a.alpha == b.alpha,
      a.wasOutOfGamut == b.wasOutOfGamut, a.source == b.source, a.token == b.token,
      a.provenance.count == b.provenance.count
    else { return false }
    if a.provenance.isEmpty { return true }
    return a.provenance.withUnsafeBufferPointer { first in
      b.provenance.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
    }
  }
}
