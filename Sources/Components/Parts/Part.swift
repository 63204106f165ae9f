import Theme

/// One node of a block's part tree: what is drawn, which roles dress it, and how it reads aloud.
///
/// A part never holds a concrete color, size or font: it names roles (`ColorRole`, `TypeRole`, …)
/// and the fixed metrics of the spec (52 pt fields, 44 pt targets). `Render` resolves the roles
/// against a brand's `SPTheme`. Every part has an id that is stable across states (for example
/// `password.field` or `submit.label`), so snapshots and tests can find it.
public struct Part: Sendable, Hashable {
  /// The stable id, unique within one tree, such as `email.field`.
  public internal(set) var id: String
  /// What the part is.
  public internal(set) var kind: Kind
  /// The visible text: a label, a field's value, a button's title, a code's digits.
  public internal(set) var text: String?
  /// The prompt a field shows while it is empty.
  public internal(set) var placeholder: String?
  /// The roles the part is dressed in.
  public internal(set) var bindings: RoleBindings
  /// Fixed metrics from the spec, in points.
  public internal(set) var metrics: Metrics
  /// What assistive technologies read.
  public internal(set) var accessibility: Accessibility
  /// State flags: focused, error, disabled, dimmed, hidden, redacted, ….
  public internal(set) var flags: Set<Flag>
  /// The parts inside this one, in reading order.
  public internal(set) var children: [Part]

  init(
    _ id: String, _ kind: Kind, text: String? = nil, placeholder: String? = nil,
    bindings: RoleBindings = RoleBindings(), metrics: Metrics = Metrics(),
    accessibility: Accessibility = Accessibility(), flags: Set<Flag> = [], children: [Part] = []
  ) {
    self.id = id
    self.kind = kind
    self.text = text
    self.placeholder = placeholder
    self.bindings = bindings
    self.metrics = metrics
    self.accessibility = accessibility
    self.flags = flags
    self.children = children
  }

  /// A state flag on a part.
  public enum Flag: String, Sendable, CaseIterable, Comparable {
    /// The field has keyboard focus.
    case focused
    /// The part shows an error (a field's border binds `danger`).
    case error
    /// The control cannot be used.
    case disabled
    /// Drawn at 50 % opacity (a provider button waiting for another one).
    case dimmed
    /// The control ignores taps without looking disabled.
    case notTappable
    /// Folded away: laid out as nothing.
    case hidden
    /// Drawn as a grey placeholder shape.
    case redacted
    /// A redacted shape that breathes (off under Reduce Motion).
    case breathing
    /// The field hides its characters.
    case secure

    /// Orders flags by their declaration, for stable dumps.
    public static func < (a: Flag, b: Flag) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// The opacity the renderer applies: 0.5 when dimmed, else 1.
  public var opacity: Double { flags.contains(.dimmed) ? 0.5 : 1 }
}

extension Part {
  /// The first part in this tree (depth first, self included) with the given id.
  public func find(_ id: String) -> Part? {
    if self.id == id { return self }
    for child in children {
      if let found = child.find(id) { return found }
    }
    return nil
  }

  /// Every part id in this tree, depth first, in reading order.
  public var allIDs: [String] {
    [id] + children.flatMap(\.allIDs)
  }

  /// The ids that appear more than once in this tree (empty for a well-formed tree).
  public var duplicateIDs: [String] {
    var seen = Set<String>()
    var duplicates: [String] = []
    for id in allIDs where !seen.insert(id).inserted {
      duplicates.append(id)
    }
    return duplicates
  }

  /// Whether the part is laid out (not folded away).
  public var isVisible: Bool { !flags.contains(.hidden) }
}

extension Part {
  /// The tree with the field `id` drawn focused (its border binds `textPrimary` unless it shows
  /// an error), for hosts that keep focus themselves: LoginAndSignUp's state has no focus, so
  /// the terminal player marks the field it types into.
  ///
  /// - Parameter id: A field's id (`email.field`); nil or an unknown id leaves the tree as is.
  /// - Returns: The tree with that one field focused.
  public func focusing(_ id: String?) -> Part {
    guard let id else { return self }
    var copy = self
    if copy.id == id, case .field = copy.kind {
      copy.flags.insert(.focused)
      copy.bindings.border = Kit.border(focused: true, error: copy.flags.contains(.error))
      return copy
    }
    copy.children = children.map { $0.focusing(id) }
    return copy
  }
}
