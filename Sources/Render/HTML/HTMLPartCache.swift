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

  /// One library's parts; emptied when it holds ``capacity`` of them. Room for them all is
  /// made at once, so the table never grows by rehashing.
  private final class Parts: Sendable {
    static let capacity = 8192
    let table = Locked<[HTMLPartKey: String]>(Dictionary(minimumCapacity: capacity))
  }

  /// Libraries compare in a step when they share their storage, as one run's copies do.
  private let libraries = ProcessCache<TemplateLibrary, Parts>(capacity: 4)

  /// The HTML of the part `key` describes, made by `write` on first use.
  func html(
    for key: HTMLPartKey, library: TemplateLibrary, write: () throws(HTMLError) -> String
  ) throws(HTMLError) -> String {
    let parts = libraries.value(for: library) { Parts() }
    if let known = parts.table.withLock({ $0[key] }) { return known }
    let html = try write()
    parts.table.withLock { table in
      if table.count >= Parts.capacity { table.removeAll(keepingCapacity: true) }
      table[key] = html
    }
    return html
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
