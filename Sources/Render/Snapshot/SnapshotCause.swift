/// Why a snapshot changed: a role's value (with where it is written), or a kind of change no
/// role explains.
public struct SnapshotCause: Sendable, Hashable, Comparable {
  /// The kinds of cause.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A role's value changed in the brand.
    case role
    /// Sizes, spacing or other values changed and no role did.
    case layout
    /// Text a reader sees changed.
    case copy
    /// Parts were added or removed.
    case parts
    /// The drawing changed and the scene did not.
    case renderer
  }

  /// The kind.
  public var kind: Kind
  /// For a role: the brand id.
  public var brand: String = ""
  /// For a role: its token path (`color.accent`).
  public var role: String = ""
  /// For a role: the value before, in one line.
  public var before: String = ""
  /// For a role: today's value, in one line.
  public var after: String = ""
  /// For a role: where the change is written (`file:line:col`), when known.
  public var source: String?

  /// A role change.
  public static func role(
    brand: String, role: String, before: String, after: String, source: String?
  ) -> SnapshotCause {
    SnapshotCause(
      kind: .role, brand: brand, role: role, before: before, after: after, source: source)
  }

  /// A change no role explains.
  public static func unexplained(_ kind: Kind) -> SnapshotCause { SnapshotCause(kind: kind) }

  /// What `--accept` takes to name it: `folio:color.accent` for a role, else the kind.
  public var id: String { kind == .role ? "\(brand):\(role)" : kind.rawValue }

  /// Whether `--accept NAME` names this cause: its id, its role's token path, or its kind.
  public func isNamed(by name: String) -> Bool {
    name == id || (kind == .role && name == role) || name == kind.rawValue
  }

  /// One line: `color.accent #137d41 → #0f6b37 (tokens/acme/light.tokens.json:25:5)`, or the
  /// kind with what it means.
  public var description: String {
    switch kind {
    case .role:
      "\(role) \(before) → \(after)\(source.map { " (\($0))" } ?? "")"
    case .layout: "layout (sizes or spacing changed, no role did)"
    case .copy: "copy (text changed)"
    case .parts: "parts (added or removed)"
    case .renderer: "renderer (the drawing changed, the scene did not)"
    }
  }

  /// Role causes first (by brand and role), then the others in the order of ``Kind``.
  public static func < (a: SnapshotCause, b: SnapshotCause) -> Bool {
    let order = Kind.allCases
    let x = order.firstIndex(of: a.kind) ?? 0
    let y = order.firstIndex(of: b.kind) ?? 0
    if x != y { return x < y }
    return (a.brand, a.role, a.before, a.after) < (b.brand, b.role, b.before, b.after)
  }
}
