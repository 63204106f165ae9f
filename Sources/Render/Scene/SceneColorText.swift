import Theme

/// The text of a color's JSON members, its hex and its provenance lines (each link's token and
/// `file:line:col`), and when two colors print the same.
enum SceneColorText {
  /// A color's hex and provenance lines.
  struct Text: Sendable {
    var hex: String
    var provenance: [String]
  }

  /// A color that is the same as another when its values are equal and its provenance is the
  /// very same array storage, as it is for colors resolved from one role of one theme. The
  /// entry keeps that storage, so no other array can take its place while it is cached.
  struct Key: Equatable, Sendable {
    var color: SceneColor

    static func == (lhs: Key, rhs: Key) -> Bool {
      let a = lhs.color
      let b = rhs.color
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

  /// The text of a color's members.
  static func text(_ color: SceneColor) -> Text {
    Text(
      hex: color.hex,
      provenance: color.provenance.map { link in
        link.location.map { "\(link.token) (\($0))" } ?? link.token
      })
  }
}
