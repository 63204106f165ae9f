import Components
import Theme

/// Which SPTheme roles the blocks draw with, over every catalogue state: the roles their parts
/// bind, and the screen every scene draws behind the block (``Scene/screenRole``).
enum RoleUsage {
  /// The token path of the screen's role (`color.background`).
  static let screenToken = "color.\(Scene.screenRole.rawValue)"
  /// The part name the places of the screen's role use (`sign-in/rest › screen`).
  static let screenPart = "screen"

  /// The roles the parts bind at the kinds of text size (Large-like or accessibility) that
  /// `sizes` leaves out, so that a check at some sizes still knows every role the blocks use.
  static func roles(atSizesOtherThan sizes: [ContentSize]) -> BoundRoles {
    let covered = Set(sizes.map(\.isAccessibilitySize))
    var used = BoundRoles()
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
  static func collect(_ part: Part, into used: inout BoundRoles) {
    collectOwn(part, into: &used)
    for child in part.children { collect(child, into: &used) }
  }

  /// The roles one part binds itself (not its children).
  static func collectOwn(_ part: Part, into used: inout BoundRoles) {
    let bindings = part.bindings
    func note(_ color: ColorBinding?) {
      if case .role(let role)? = color { used.insert(.color(role)) }
    }
    note(bindings.background)
    note(bindings.foreground)
    note(bindings.border)
    note(bindings.prompt)
    if let font = bindings.font {
      used.insert(.type(font.style))
      used.insert(.font(font.face))
    }
    if case .role(let role)? = bindings.radius { used.insert(.radius(role)) }
    if case .role(let role)? = bindings.padding { used.insert(.space(role)) }
    if let stroke = bindings.stroke { used.insert(.stroke(stroke)) }
    if case .role(let role)? = bindings.motion { used.insert(.motion(role)) }
    switch part.kind {
    case .stack(_, .role(let role), _), .card(.role(let role)): used.insert(.space(role))
    default: break
    }
  }
}

extension RoleUsage {
  /// How a part draws with a color role.
  enum ColorSlot: String, CaseIterable, Comparable {
    case background, foreground, border, prompt

    static func < (a: Self, b: Self) -> Bool {
      allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
  }

  /// For each color role token, how the blocks draw with it (the screen's role as a background).
  static func colorSlots() -> [String: Set<ColorSlot>] { everyColorSlot }

  private static let everyColorSlot: [String: Set<ColorSlot>] = {
    var slots: [String: Set<ColorSlot>] = [screenToken: [.background]]
    func walk(_ part: Part) {
      let bindings = part.bindings
      let own: [(ColorSlot, ColorBinding?)] = [
        (.background, bindings.background), (.foreground, bindings.foreground),
        (.border, bindings.border), (.prompt, bindings.prompt),
      ]
      for (slot, binding) in own {
        if case .role(let role)? = binding {
          slots["color.\(role.rawValue)", default: []].insert(slot)
        }
      }
      part.children.forEach(walk)
    }
    for block in BlockKind.allCases {
      for state in block.catalogue { walk(state.part(PartsEnvironment())) }
    }
    return slots
  }()
}
