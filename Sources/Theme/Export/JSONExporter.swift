/// Writes one appearance of a brand as flat DTCG 2025.10 tokens: every SPTheme role with its
/// value resolved to a literal, grouped by role group (`color.surface`, `type.body`, …).
///
/// Each token keeps its `$description`, `$deprecated` and `$extensions`; a role that was an
/// alias records its chain in `$extensions` → `org.sptheme.alias` (each link with the reference
/// as written and its `file:line:col`). Colors are written from their checked values, with a
/// `hex` fallback (gamut mapped to sRGB) when the brand gave none. The text is written with
/// json-c and reads back cleanly with `sptheme check`.
public struct JSONExporter {
  /// The `$schema` of a 2025.10 token file.
  static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"

  /// Renders one appearance.
  ///
  /// - Parameters:
  ///   - theme: The appearance to write.
  ///   - themes: The brand it belongs to (for its names).
  ///   - options: How to print source paths.
  /// - Returns: JSON text ending with a newline.
  public static func render(
    _ theme: SPTheme, of themes: BrandThemes, options: ExportOptions = ExportOptions()
  )
    -> String
  {
    document(theme, of: themes, options: options).serialized() + "\n"
  }

  /// The document as a JSON value.
  static func document(_ theme: SPTheme, of themes: BrandThemes, options: ExportOptions)
    -> JSONValue
  {
    var root = JSONObject()
    root["$schema"] = .string(schema)
    root["$description"] = .string(
      "\(themes.name) (\(themes.id)), \(theme.appearance) appearance: the SPTheme roles resolved to literal values by sptheme export json. Where a role was an alias, $extensions.org.sptheme.alias records its chain."
    )
    var export = JSONObject()
    export["brand"] = .string(themes.id)
    export["name"] = .string(themes.name)
    export["appearance"] = .string(theme.appearance)
    root["$extensions"] = .object(
      JSONObject([JSONObject.Member(key: "org.sptheme.export", value: .object(export))]))

    func add(
      group: String, role: String, type: TokenType, value: JSONValue, provenance: [ProvenanceLink]
    ) {
      let name = "\(group).\(role)"
      let source = themes.token(name, in: theme)
      var token = JSONObject()
      token["$type"] = .string(type.rawValue)
      token["$value"] = value
      if let description = source?.description { token["$description"] = .string(description) }
      switch source?.deprecation {
      case .deprecated(let message)?:
        token["$deprecated"] = message.map(JSONValue.string) ?? .bool(true)
      default: break
      }
      var extensions = source?.extensions?.object ?? JSONObject()
      if provenance.count > 1 {
        extensions["org.sptheme.alias"] = .object(
          JSONObject([
            JSONObject.Member(key: "chain", value: .array(provenance.map { link(options, $0) }))
          ]))
      }
      if !extensions.isEmpty { token["$extensions"] = .object(extensions) }
      var members = root[group]?.object ?? JSONObject()
      members[role] = .object(token)
      root[group] = .object(members)
    }

    func add<Role: CaseIterable & RawRepresentable, Value>(
      _ group: String, _: Role.Type, type: TokenType, _ read: (Role) -> ThemeValue<Value>,
      as json: (Value) -> JSONValue
    ) where Role.RawValue == String {
      for role in Role.allCases {
        let value = read(role)
        add(
          group: group, role: role.rawValue, type: type, value: json(value.value),
          provenance: value.provenance)
      }
    }
    add("color", ColorRole.self, type: .color, theme.color, as: color)
    add("font", FontRole.self, type: .fontFamily, theme.font) { .array($0.map(JSONValue.string)) }
    add("type", TypeRole.self, type: .typography, theme.style, as: typography)
    add("radius", RadiusRole.self, type: .dimension, theme.radius, as: dimension)
    add("space", SpaceRole.self, type: .dimension, theme.space, as: dimension)
    add("stroke", StrokeRole.self, type: .dimension, theme.stroke, as: dimension)
    add("motion", MotionRole.self, type: .transition, theme.motion) { transition($0.transition) }
    return .object(root)
  }

  /// One link of an alias chain as `$extensions` records it: its token, the reference as
  /// written and its `file:line:col`.
  public static func link(_ options: ExportOptions, _ link: ProvenanceLink) -> JSONValue {
    var object = JSONObject()
    object["token"] = .string(link.token)
    if let reference = link.reference { object["reference"] = .string(reference) }
    if let location = link.location {
      object["source"] = .string(
        "\(options.display(location.file)):\(location.line):\(location.column)")
    }
    return .object(object)
  }

  static func color(_ value: ColorValue) -> JSONValue {
    var object = JSONObject()
    object["colorSpace"] = .string(value.colorSpace.rawValue)
    object["components"] = .array(
      value.components.map { $0.map(JSONValue.number) ?? .string("none") })
    if value.alpha < 1 { object["alpha"] = .number(value.alpha) }
    object["hex"] = .string(value.hex ?? ExportColor(value).original.opaqueHex)
    return .object(object)
  }

  static func dimension(_ value: Dimension) -> JSONValue {
    .object(
      JSONObject([
        .init(key: "value", value: .number(value.value)),
        .init(key: "unit", value: .string(value.unit.rawValue)),
      ]))
  }

  static func duration(_ value: Duration) -> JSONValue {
    .object(
      JSONObject([
        .init(key: "value", value: .number(value.value)),
        .init(key: "unit", value: .string(value.unit.rawValue)),
      ]))
  }

  static func typography(_ value: Typography) -> JSONValue {
    var object = JSONObject()
    object["fontFamily"] = .array(value.fontFamily.map(JSONValue.string))
    object["fontSize"] = dimension(value.fontSize)
    object["fontWeight"] =
      value.fontWeight.keyword.map(JSONValue.string) ?? .number(value.fontWeight.value)
    object["letterSpacing"] = dimension(value.letterSpacing)
    object["lineHeight"] = .number(value.lineHeight)
    return .object(object)
  }

  static func transition(_ value: Transition) -> JSONValue {
    var object = JSONObject()
    object["duration"] = duration(value.duration)
    object["delay"] = duration(value.delay)
    let curve = value.timingFunction
    object["timingFunction"] = .array(
      [curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
    return .object(object)
  }
}
