extension SPTheme {
  /// One role of a theme as data: its token path, its value as JSON and where it comes from.
  public struct RoleValue: Sendable, Equatable {
    /// The role's token path (`color.accent`).
    public var token: String
    /// The value as `sptheme export json` writes it (a color as its hex, others as objects).
    public var value: JSONValue
    /// The alias chain, each link as `token (file:line:col)`.
    public var provenance: [String]
    /// The same links as values, each with its token and place.
    public var links: [ProvenanceLink]
  }

  /// Every role of the theme, in token path order: what snapshot references record beside them
  /// so a later run can say which role changes explain a changed snapshot.
  public var roleValues: [RoleValue] {
    var result: [RoleValue] = []
    func add<Role: CaseIterable & RawRepresentable, Value>(
      _ group: String, _: Role.Type, _ read: (Role) -> ThemeValue<Value>,
      as json: (Value) -> JSONValue
    ) where Role.RawValue == String {
      for role in Role.allCases {
        let value = read(role)
        result.append(
          RoleValue(
            token: "\(group).\(role.rawValue)", value: json(value.value),
            provenance: value.provenance.map(\.description), links: value.provenance))
      }
    }
    add("color", ColorRole.self, color) {
      .string($0.hex ?? ExportColor($0).original.opaqueHex)
    }
    add("font", FontRole.self, font) { .array($0.map(JSONValue.string)) }
    add("type", TypeRole.self, style, as: JSONExporter.typography)
    add("radius", RadiusRole.self, radius, as: JSONExporter.dimension)
    add("space", SpaceRole.self, space, as: JSONExporter.dimension)
    add("stroke", StrokeRole.self, stroke, as: JSONExporter.dimension)
    add("motion", MotionRole.self, motion) { JSONExporter.transition($0.transition) }
    return result.sorted { $0.token < $1.token }
  }
}
