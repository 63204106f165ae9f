import Components
import Theme

/// The Radius, space & stroke page: every dimension role drawn at its size.
extension DocsSite {
  func dimensions(_ data: BrandData) -> [String: TemplateValue] {
    guard let theme = data.brand.light else { return [:] }
    func entry(_ group: String, _ role: String, _ value: ThemeValue<Dimension>, purpose: String)
      -> [String: TemplateValue]
    {
      let name = "\(group).\(role)"
      let points = value.value.points
      return [
        "id": .string("\(group)-\(role)"),
        "name": .string(role),
        "token": .string(name),
        "value": .string(Self.points(points)),
        "written": .string("\(HTMLEscape.number(value.value.value))\(value.value.unit.rawValue)"),
        "px": .string(HTMLEscape.px(points)),
        "magnified": .string(HTMLEscape.px(points * 8)),
        "purpose": .string(purpose),
        "description": .string(data.description(name, in: theme)?.text ?? ""),
        "chain": Self.chain(value.provenance),
        "usage": Self.usage(data.usage[name] ?? []),
        "code": Self.code(name),
      ]
    }
    let purposes = Dictionary(
      uniqueKeysWithValues: RoleCatalog.entries.map { ($0.name, $0.purpose) })
    return [
      "lead": .string(
        "Corner radii, spacing steps and the hairline of \(data.brand.name), drawn at 1 pt = 1 CSS px. Values are points (1 rem = 16 pt)."
      ),
      "radii": .array(
        RadiusRole.allCases.map {
          .object(
            entry(
              "radius", $0.rawValue, theme.radius($0),
              purpose: purposes["radius.\($0.rawValue)"] ?? ""))
        }),
      "spaces": .array(
        SpaceRole.allCases.map {
          .object(
            entry(
              "space", $0.rawValue, theme.space($0), purpose: purposes["space.\($0.rawValue)"] ?? ""
            ))
        }),
      "strokes": .array(
        StrokeRole.allCases.map {
          .object(
            entry(
              "stroke", $0.rawValue, theme.stroke($0),
              purpose: purposes["stroke.\($0.rawValue)"] ?? ""))
        }),
    ]
  }
}
