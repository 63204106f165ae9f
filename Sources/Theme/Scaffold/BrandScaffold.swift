/// The files of a new brand folder, started from an existing brand: a resolver named after the
/// brand, a palette, a base file (fonts, text styles, radii, spacing, strokes, motion) and the
/// light and dark color roles.
///
/// Every SPTheme role is present with a `$description` that says what it is for. Colors roles
/// alias the palette (which holds the source brand's colors, under the source's names); other
/// roles hold the source's resolved values. The result checks clean as it is.
public struct BrandScaffold {
  /// One file to write into the brand folder.
  public struct File: Sendable, Equatable {
    /// The file name (`palette.tokens.json`).
    public var name: String
    /// Its text.
    public var text: String
  }

  /// Why a brand name cannot be a folder and resolver name, or `nil` when it can.
  ///
  /// Names use letters, digits, `-` and `_`, start with a letter or digit, and are at most 64
  /// characters long.
  public static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "a brand name cannot be empty" }
    if name.count > 64 { return "a brand name has at most 64 characters" }
    guard let first = name.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || ("0"..."9").contains(first)
    else { return "a brand name starts with a letter or a digit" }
    let allowed = name.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }
    return allowed
      ? nil : "a brand name uses only letters, digits, '-' and '_' (it names a folder and a file)"
  }

  /// The files for `brand`, started from `source`.
  public static func files(brand: String, from source: BrandThemes) -> [File] {
    var scaffold = BrandScaffold(brand: brand, source: source)
    let light = scaffold.roles(source.light)
    let dark = scaffold.roles(source.dark)
    return [
      File(name: "\(brand).resolver.json", text: TokenFileWriter.format(scaffold.resolver())),
      File(name: "palette.tokens.json", text: TokenFileWriter.format(scaffold.palette())),
      File(name: "base.tokens.json", text: TokenFileWriter.format(scaffold.base())),
      File(
        name: "light.tokens.json",
        text: TokenFileWriter.format(scaffold.roleFile(light, appearance: "light"))),
      File(
        name: "dark.tokens.json",
        text: TokenFileWriter.format(scaffold.roleFile(dark, appearance: "dark"))),
    ]
  }

  let brand: String
  let source: BrandThemes
  /// Palette entries: path below `palette` → value and description, in first-use order.
  private var paletteEntries: [(path: [String], value: ColorValue, description: String?)] = []

  private static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"

  private func resolver() -> JSONValue {
    func set(_ description: String, _ file: String) -> JSONValue {
      .object(object(["description": .string(description), "sources": .array([ref(file)])]))
    }
    func ref(_ target: String) -> JSONValue { .object(object(["$ref": .string(target)])) }
    return .object(
      object([
        "$schema": .string("https://www.designtokens.org/schemas/2025.10/resolver.json"),
        "name": .string(brand),
        "version": .string("2025.10"),
        "description": .string(
          "The \(brand) brand, started from \(source.name) with sptheme init. Change the palette first, then point the roles at it."
        ),
        "sets": .object(
          object([
            "palette": set(
              "Color ramps: the only place colors are written.", "palette.tokens.json"),
            "base": set(
              "Fonts, text styles, radii, spacing, strokes and motion.", "base.tokens.json"),
          ])),
        "modifiers": .object(
          object([
            "appearance": .object(
              object([
                "description": .string("Light or dark appearance; selects the color roles."),
                "contexts": .object(
                  object([
                    "light": .array([ref("light.tokens.json")]),
                    "dark": .array([ref("dark.tokens.json")]),
                  ])),
                "default": .string("light"),
              ]))
          ])),
        "resolutionOrder": .array([
          ref("#/sets/palette"), ref("#/sets/base"), ref("#/modifiers/appearance"),
        ]),
      ]))
  }

  /// The color roles of one appearance as palette references; adds what they use to the palette.
  private mutating func roles(_ theme: SPTheme) -> [ColorRole: String] {
    var result: [ColorRole: String] = [:]
    for role in ColorRole.allCases {
      let value = theme.color(role)
      let holder = value.provenance.last?.token ?? value.token
      var path = holder.split(separator: ".").map(String.init)
      if path.first == "palette" { path.removeFirst() }
      if path.isEmpty { path = [role.rawValue] }
      if let existing = paletteEntries.first(where: { $0.path == path }),
        existing.value != value.value.normalized
      {
        path = [theme.appearance] + path
      }
      if !paletteEntries.contains(where: { $0.path == path }) {
        let description = source.token(holder, in: theme)?.description
        paletteEntries.append((path, value.value.normalized, description))
      }
      result[role] = "{palette." + path.joined(separator: ".") + "}"
    }
    return result
  }

  private func palette() -> JSONValue {
    var palette = object([
      "$type": .string("color"),
      "$description": .string(
        "The colors \(brand)'s roles use, from \(source.name). Rename and recolor freely; the role files alias these."
      ),
    ])
    // Groups in first-use order; inside a group, numbered steps in number order (50, 100, 200).
    let groups = paletteEntries.map { Array($0.path.dropLast()) }
    let order = paletteEntries.indices.sorted { a, b in
      let (left, right) = (paletteEntries[a].path, paletteEntries[b].path)
      let (leftGroup, rightGroup) = (
        groups.firstIndex(of: groups[a])!, groups.firstIndex(of: groups[b])!
      )
      if leftGroup != rightGroup { return leftGroup < rightGroup }
      if let x = Double(left.last ?? ""), let y = Double(right.last ?? ""), x != y { return x < y }
      return a < b
    }
    for entry in order.map({ paletteEntries[$0] }) {
      var token = JSONObject()
      if let description = entry.description { token["$description"] = .string(description) }
      token["$value"] = JSONExporter.color(entry.value)
      Self.insert(.object(token), at: entry.path, into: &palette)
    }
    return .object(
      object([
        "$schema": .string(Self.formatSchema),
        "$description": .string("\(brand) palette."),
        "palette": .object(palette),
      ]))
  }

  private func roleFile(_ roles: [ColorRole: String], appearance: String) -> JSONValue {
    var color = object([
      "$type": .string("color"),
      "$description": .string("SPTheme color roles for the \(appearance) appearance."),
    ])
    for role in ColorRole.allCases {
      color[role.rawValue] = .object(
        object([
          "$description": .string(Self.sentence(role.purpose)),
          "$value": .string(roles[role] ?? "{palette.\(role.rawValue)}"),
        ]))
    }
    return .object(
      object([
        "$schema": .string(Self.formatSchema),
        "$description": .string("\(brand) roles, \(appearance) appearance."),
        "color": .object(color),
      ]))
  }

  private func base() -> JSONValue {
    let theme = source.light
    var root = object([
      "$schema": .string(Self.formatSchema),
      "$description": .string(
        "\(brand) foundation: fonts, text styles at the Large text size, radii, spacing, strokes and motion."
      ),
    ])
    func group(_ type: TokenType, _ members: [(String, JSONObject)]) -> JSONValue {
      var group = object(["$type": .string(type.rawValue)])
      for (name, token) in members { group[name] = .object(token) }
      return .object(group)
    }
    func token(_ purpose: String, _ value: JSONValue) -> JSONObject {
      object(["$description": .string(Self.sentence(purpose)), "$value": value])
    }
    root["font"] = group(
      .fontFamily,
      FontRole.allCases.map {
        ($0.rawValue, token($0.purpose, .array(theme.font($0).value.map(JSONValue.string))))
      })
    root["type"] = group(
      .typography,
      TypeRole.allCases.map { role in
        var value = JSONExporter.typography(theme.style(role).value).object ?? JSONObject()
        if let family = FontRole.allCases.first(where: {
          theme.font($0).value == theme.style(role).value.fontFamily
        }) {
          value["fontFamily"] = .string("{font.\(family.rawValue)}")
        }
        return (
          role.rawValue,
          token("the \(role.rawValue) text style at the Large text size", .object(value))
        )
      })
    func dimensions<Role: RawRepresentable & CaseIterable>(
      _ group: String, _ roles: Role.Type, _ value: (Role) -> Dimension
    )
      -> JSONValue where Role.RawValue == String
    {
      BrandScaffold.group(
        .dimension,
        Role.allCases.map { role in
          let purpose =
            RoleCatalog.entries.first { $0.name == "\(group).\(role.rawValue)" }?.purpose
            ?? role.rawValue
          return (role.rawValue, token(purpose, JSONExporter.dimension(value(role))))
        })
    }
    root["radius"] = dimensions("radius", RadiusRole.self) { theme.radius($0).value }
    root["space"] = dimensions("space", SpaceRole.self) { theme.space($0).value }
    root["stroke"] = dimensions("stroke", StrokeRole.self) { theme.stroke($0).value }
    root["motion"] = group(
      .transition,
      MotionRole.allCases.map { role in
        var entry = token(
          "the animation for " + role.purpose,
          JSONExporter.transition(theme.motion(role).value.transition))
        if let extensions = source.token("motion.\(role.rawValue)", in: theme)?.extensions,
          extensions.object?.isEmpty == false
        {
          entry["$extensions"] = extensions
        }
        return (role.rawValue, entry)
      })
    return .object(root)
  }

  private static func group(_ type: TokenType, _ members: [(String, JSONObject)]) -> JSONValue {
    var group = JSONObject([.init(key: "$type", value: .string(type.rawValue))])
    for (name, token) in members { group[name] = .object(token) }
    return .object(group)
  }

  // MARK: Helpers

  private func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONObject {
    JSONObject(pairs.map { JSONObject.Member(key: $0.key, value: $0.value) })
  }

  private static func insert(_ value: JSONValue, at path: [String], into object: inout JSONObject) {
    guard let first = path.first else { return }
    if path.count == 1 {
      object[first] = value
      return
    }
    var child = object[first]?.object ?? JSONObject()
    insert(value, at: Array(path.dropFirst()), into: &child)
    object[first] = .object(child)
  }

  /// `"the card the block sits on"` → `"The card the block sits on."`.
  static func sentence(_ text: String) -> String {
    let capitalized = text.prefix(1).uppercased() + text.dropFirst()
    return capitalized.hasSuffix(".") ? capitalized : capitalized + "."
  }
}

extension ColorValue {
  /// The value with its hex fallback filled in (gamut mapped), as the exporters write it.
  var normalized: ColorValue {
    var copy = self
    if copy.hex == nil { copy.hex = ExportColor(self).original.opaqueHex }
    return copy
  }
}
