import Theme

/// The HTML of parts already rendered, by template library, template name, context and
/// children: each distinct part is rendered once for the process.
///
/// A snapshot matrix repeats most parts: light and dark pages share their markup (colors are
/// the roles' custom properties), and states share their fields and buttons. Templates are
/// pure, so a part's text follows from its template, the library its partials come from, its
/// context and its children's text. Each part's text gets a number, never given to another
/// text, so a parent names its children by number instead of hashing their text again.
final class HTMLPartCache: Sendable {
  /// The cache the HTML writer uses.
  static let shared = HTMLPartCache()
  /// A part's template, context and children, hashed once (outside the lock) with the
  /// context's members in the order they were set in, which is the same for parts built alike;
  /// keys are equal only when their hashes are.
  private struct Key: Hashable, Sendable {
    let template: String
    let context: TemplateRecord
    let children: [Int]?
    let phrasing: Bool
    let hash: Int

    init(template: String, context: TemplateRecord, children: HTMLChildren?) {
      self.template = template
      self.context = context
      self.children = children?.parts.map(\.number)
      phrasing = children?.phrasing ?? false
      var hasher = Hasher()
      hasher.combine(template)
      context.hashInOrder(into: &hasher)
      hasher.combine(self.children)
      hasher.combine(phrasing)
      hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.hash == rhs.hash && lhs.phrasing == rhs.phrasing && lhs.children == rhs.children
        && lhs.template == rhs.template && lhs.context == rhs.context
    }
  }

  /// One library's parts; emptied when it holds ``capacity`` of them.
  private final class Parts: Sendable {
    static let capacity = 8192
    let table = Locked<[Key: HTMLPart]>([:])
  }

  /// The last number given to a part's text, in any library: numbers are never given twice,
  /// whichever table a part went into or was emptied from.
  private let lastNumber = Locked(0)

  /// Libraries compare in a step when they share their storage, as one run's copies do.
  private let libraries = ProcessCache<TemplateLibrary, Parts>(capacity: 4)

  /// The HTML of a part, made by `render` on first use from the context with its children's
  /// text as `children`.
  func part(
    template: String, context: TemplateRecord, children: HTMLChildren?, library: TemplateLibrary,
    render: (TemplateRecord) throws(HTMLError) -> String
  ) throws(HTMLError) -> HTMLPart {
    let parts = libraries.value(for: library) { Parts() }
    let key = Key(template: template, context: context, children: children)
    if let known = parts.table.withLock({ $0[key] }) { return known }
    var full = context
    if let children { full[.children] = .string(children.text) }
    let html = try render(full)
    return parts.table.withLock { table in
      if let known = table[key] { return known }
      if table.count >= Parts.capacity { table.removeAll() }
      let number = lastNumber.withLock { last in
        last += 1
        return last
      }
      let part = HTMLPart(number: number, html: html)
      table[key] = part
      return part
    }
  }
}

/// A part's HTML, with the number ``HTMLPartCache`` gave that text.
struct HTMLPart: Sendable {
  let number: Int
  let html: String
}

/// A node's rendered children (those with any HTML), each on its own line or, inside phrasing
/// content, run together.
struct HTMLChildren: Sendable {
  var parts: [HTMLPart]
  var phrasing: Bool

  /// The children's HTML as the parent's template takes it.
  var text: String {
    parts.map(\.html).joined(separator: phrasing ? "" : "\n")
  }
}
