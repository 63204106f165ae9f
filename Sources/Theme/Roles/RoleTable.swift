/// A value for every case of a role enum, kept in case order: a lookup is a short scan of the
/// cases (never a hash of the role's name), and no role can be missing.
struct RoleTable<Role: CaseIterable & Equatable, Value> where Role.AllCases == [Role] {
  /// The values, in `Role.allCases` order.
  private(set) var values: [Value]

  /// The table of `values`; `nil` unless every role has a value.
  init?(_ values: [Role: Value]) where Role: Hashable {
    var ordered: [Value] = []
    ordered.reserveCapacity(Role.allCases.count)
    for role in Role.allCases {
      guard let value = values[role] else { return nil }
      ordered.append(value)
    }
    self.values = ordered
  }

  private init(ordered: [Value]) {
    values = ordered
  }

  /// The value of a role.
  subscript(role: Role) -> Value {
    values[Role.allCases.firstIndex(of: role)!]
  }

  /// The table with `transform` applied to every value.
  func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows
    -> RoleTable<Role, NewValue>
  {
    RoleTable<Role, NewValue>(ordered: try values.map(transform))
  }
}

extension RoleTable: Sendable where Value: Sendable {}
extension RoleTable: Equatable where Value: Equatable {}
