extension RoleBounds {
  /// The sized roles of a theme in points (the font size at Large for a text style), each with
  /// where its value comes from.
  static func values(of theme: SPTheme) -> [String: (points: Double, provenance: [ProvenanceLink])]
  {
    var values: [String: (points: Double, provenance: [ProvenanceLink])] = [:]
    for role in TypeRole.allCases {
      let style = theme.style(role)
      values["type.\(role.rawValue)"] = (style.value.fontSize.points, style.provenance)
    }
    for role in RadiusRole.allCases {
      let radius = theme.radius(role)
      values["radius.\(role.rawValue)"] = (radius.value.points, radius.provenance)
    }
    for role in SpaceRole.allCases {
      let space = theme.space(role)
      values["space.\(role.rawValue)"] = (space.value.points, space.provenance)
    }
    let hairline = theme.stroke(.hairline)
    values["stroke.hairline"] = (hairline.value.points, hairline.provenance)
    return values
  }

  /// A warning for each sized role of a theme outside its range or out of order
  /// (`theme/role-bounds`), at the role's entry in the role map or else its token.
  ///
  /// - Parameter filled: Roles a fill-in brand gave: such a role is that brand's to check, and
  ///   a pair out of order is reported at the role of the pair that is the brand's own.
  static func diagnostics(for theme: SPTheme, filled: Set<String>, fallback: SourceLocation)
    -> [Diagnostic]
  {
    let values = values(of: theme)
    // Each role named with the token it is mapped or aliased to, as written.
    let labels = values.compactMapValues { value in
      value.provenance.lazy.compactMap(\.reference).first
    }
    return violations(in: values.mapValues(\.points), references: labels).compactMap {
      violation in
      // A role of the fill-in brand, or a pair of two, is not the brand's to fix.
      let own = [violation.role, violation.other].compactMap { $0 }.filter {
        !filled.contains($0)
      }
      guard let role = own.first else { return nil }
      let location = values[role]?.provenance.first?.location ?? fallback
      let fromFillIn = [violation.role, violation.other].compactMap { $0 }.filter {
        filled.contains($0)
      }
      let filledNote = fromFillIn.first.map { " (\($0) is taken from the fill-in brand)" } ?? ""
      return Diagnostic(
        .warning, rule: .themeRoleBounds, message: violation.message + filledNote,
        location: location, tokenPath: role,
        hint:
          "map \(role) to a token within the bounds (sptheme.json \"roles\"), or change the token's value"
      )
    }
  }
}
