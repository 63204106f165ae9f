/// A node's written children (those with any HTML), each on its own line or, inside phrasing
/// content, run together.
struct HTMLChildren: Sendable {
  var parts: [String]
  var phrasing: Bool

  /// The children's HTML as the parent's template takes it.
  var text: String {
    parts.joined(separator: phrasing ? "" : "\n")
  }
}
