import Components
import Theme

/// Which SPTheme roles the parts of the blocks bind, over every catalogue state.
enum RoleUsage {
  /// The roles the parts bind at the kinds of text size (Large-like or accessibility) that
  /// `sizes` leaves out, so that a check at some sizes still knows every role the blocks use.
  static func roles(atSizesOtherThan sizes: [ContentSize]) -> Set<String> {
    let covered = Set(sizes.map(\.isAccessibilitySize))
    var used = Set<String>()
    for large in [false, true] where !covered.contains(large) {
      for block in BlockKind.allCases {
        for state in block.catalogue {
          collect(state.part(PartsEnvironment(isAccessibilitySize: large)), into: &used)
        }
      }
    }
    return used
  }

  /// The roles a part tree binds, added to `used`.
  static func collect(_ part: Part, into used: inout Set<String>) {
    collectOwn(part, into: &used)
    for child in part.children { collect(child, into: &used) }
  }

  /// The roles one part binds itself (not its children).
  static func collectOwn(_ part: Part, into used: inout Set<String>) {
    let bindings = part.bindings
    for color in [bindings.background, bindings.foreground, bindings.border, bindings.prompt] {
      if case .role(let role)? = color { used.insert("color.\(role.rawValue)") }
    }
    if let font = bindings.font {
      used.insert("type.\(font.style.rawValue)")
      used.insert("font.\(font.face.rawValue)")
    }
    if case .role(let role)? = bindings.radius { used.insert("radius.\(role.rawValue)") }
    if case .role(let role)? = bindings.padding { used.insert("space.\(role.rawValue)") }
    if let stroke = bindings.stroke { used.insert("stroke.\(stroke.rawValue)") }
    if case .role(let role)? = bindings.motion { used.insert("motion.\(role.rawValue)") }
    switch part.kind {
    case .stack(_, .role(let role), _), .card(.role(let role)):
      used.insert("space.\(role.rawValue)")
    default: break
    }
  }
}
