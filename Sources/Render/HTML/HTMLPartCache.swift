import Theme

/// The HTML of parts already written, by template library and ``HTMLPartKey``: each distinct
/// part, with everything below it, is written once for the process.
///
/// A snapshot matrix repeats most parts: light and dark pages share their markup (colors are
/// the roles' custom properties), and states share their fields and buttons. A part found here
/// needs none of the nodes below it visited.
final class HTMLPartCache: Sendable {
  /// The cache the HTML writer uses.
  static let shared = HTMLPartCache()

  /// Parts kept for each library before its table starts over.
  static let capacity = 8192

  /// Each library's parts. Libraries compare in a step when they share their storage, as one
  /// run's copies do.
  private let libraries = ProcessCache<TemplateLibrary, HashedProcessCache<HTMLPartKey, String>>(capacity: 4)

  /// The HTML of the part `key` describes, made by `write` on first use.
  func html(
    for key: HTMLPartKey, library: TemplateLibrary, write: () throws(HTMLError) -> String
  ) throws(HTMLError) -> String {
    let parts = libraries.value(for: library) { HashedProcessCache(capacity: Self.capacity) }
    return try parts.value(for: key, make: write)
  }
}

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
