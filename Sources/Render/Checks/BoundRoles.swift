import Theme

extension RoleUsage {
  /// A role a part binds, kept typed so that collecting builds no strings; ``token`` is its
  /// token path (`color.accent`).
  enum BoundRole: Equatable, CaseIterable {
    case color(ColorRole)
    case type(TypeRole)
    case font(FontRole)
    case radius(RadiusRole)
    case space(SpaceRole)
    case stroke(StrokeRole)
    case motion(MotionRole)

    /// Every role, kind by kind, each kind in case order: the order of ``index``.
    static let allCases: [BoundRole] =
      ColorRole.allCases.map(color) + TypeRole.allCases.map(type) + FontRole.allCases.map(font)
      + RadiusRole.allCases.map(radius) + SpaceRole.allCases.map(space)
      + StrokeRole.allCases.map(stroke) + MotionRole.allCases.map(motion)

    /// The role's place in ``allCases``: where its kind starts, plus its case's place.
    var index: Int {
      switch self {
      case .color(let role): Self.place(of: role, kind: 0)
      case .type(let role): Self.place(of: role, kind: 1)
      case .font(let role): Self.place(of: role, kind: 2)
      case .radius(let role): Self.place(of: role, kind: 3)
      case .space(let role): Self.place(of: role, kind: 4)
      case .stroke(let role): Self.place(of: role, kind: 5)
      case .motion(let role): Self.place(of: role, kind: 6)
      }
    }

    /// How many cases each kind has, in the order of ``allCases``.
    private static let counts = [
      ColorRole.allCases.count, TypeRole.allCases.count, FontRole.allCases.count,
      RadiusRole.allCases.count, SpaceRole.allCases.count, StrokeRole.allCases.count,
      MotionRole.allCases.count,
    ]

    private static func place<Role: CaseIterable & Equatable>(of role: Role, kind: Int) -> Int
    where Role.AllCases == [Role] {
      counts.prefix(kind).reduce(0, +) + Role.allCases.firstIndex(of: role)!
    }

    var token: String {
      switch self {
      case .color(let role): "color.\(role.rawValue)"
      case .type(let role): "type.\(role.rawValue)"
      case .font(let role): "font.\(role.rawValue)"
      case .radius(let role): "radius.\(role.rawValue)"
      case .space(let role): "space.\(role.rawValue)"
      case .stroke(let role): "stroke.\(role.rawValue)"
      case .motion(let role): "motion.\(role.rawValue)"
      }
    }
  }

  /// A set of bound roles as one flag per role, in the order of ``BoundRole/allCases``: noting
  /// a role a part binds is an index, never a hash, so a walk over every state's parts stays
  /// cheap.
  struct BoundRoles: Equatable {
    private var flags = [Bool](repeating: false, count: BoundRole.allCases.count)

    /// An empty set.
    init() {}

    /// Adds a role.
    mutating func insert(_ role: BoundRole) { flags[role.index] = true }

    /// Adds every role of another set.
    mutating func formUnion(_ other: BoundRoles) {
      for index in flags.indices where other.flags[index] { flags[index] = true }
    }

    /// The roles, in the order of ``BoundRole/allCases``.
    var roles: [BoundRole] {
      BoundRole.allCases.indices.filter { flags[$0] }.map { BoundRole.allCases[$0] }
    }

    /// The roles' token paths.
    var tokens: Set<String> { Set(roles.map(\.token)) }
  }
}
