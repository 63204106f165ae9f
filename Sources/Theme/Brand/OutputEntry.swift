/// One entry of `outputs` in `sptheme.json`: a file (or folder) that `sptheme build` writes.
///
/// ```json
/// { "format": "swift", "brands": ["studio", "folio"], "out": "App/Theme/SPTheme.swift" }
/// { "format": "css", "brand": "folio", "selector": ":root", "out": "web/folio.css" }
/// { "format": "css", "brand": "folio", "modeSelector": "[data-theme=\"{mode}\"]", "prefix": "acme", "out": "web/acme.css" }
/// { "format": "xcassets", "brand": "folio", "namespace": true, "out": "App/Folio.xcassets" }
/// { "format": "json", "brand": "folio", "appearance": "dark", "out": "dist/folio-dark.json" }
/// { "format": "json", "brand": "folio", "allTokens": true, "out": "dist/folio-tokens.json" }
/// ```
///
/// Reading checks the entry on its own (members, their types, which format takes which option);
/// whether its brands exist is for the command that knows the brand catalog. Every member keeps
/// where it is written, so each problem names `sptheme.json:line:col`.
public struct OutputEntry: Sendable, Equatable {
  /// What an output is written as.
  public enum Format: String, Sendable, CaseIterable {
    /// Swift source for SwiftUI (`export swift`).
    case swift
    /// An Xcode asset catalog of colorsets (`export xcassets`).
    case xcassets
    /// CSS custom properties (`export css`).
    case css
    /// One appearance as resolved DTCG JSON (`export json`).
    case json
  }

  /// The access level of generated Swift.
  public enum Access: String, Sendable, CaseIterable {
    case `public`, `internal`
  }

  /// The format; `nil` when the entry names none or an unknown one (see ``diagnostics``).
  public var format: Format?
  /// The brands, as written: one for `brand`, one or more for `brands`.
  public var brands: [String]
  /// Whether the entry said `brands` (a list) rather than `brand`.
  public var brandsAsList: Bool
  /// The path to write, as written: relative to the folder of `sptheme.json`.
  public var out: String
  /// `css`: the selector the custom properties are declared in (default `:root`).
  public var selector: String?
  /// `css`: the selector that picks light or dark beside the media query, with `{mode}` where
  /// `light` or `dark` goes (`[data-theme="{mode}"]`); `nil` for none.
  public var modeSelector: String?
  /// `css`: what the custom properties are prefixed with (default `sp`: `--sp-color-accent`).
  public var prefix: String?
  /// `xcassets`: whether the colorsets go into a namespace folder (`Color("Folio/accent")`);
  /// `nil` when the entry does not say, and `build` decides (on when the project writes several
  /// catalogs).
  public var namespace: Bool?
  /// `json`: the appearance to write (default: the brand's first).
  public var appearance: String?
  /// `swift`: the name of the theme type (default `SPTheme`).
  public var typeName: String?
  /// `swift`: the access level of what is generated (default `public`).
  public var access: Access?
  /// `swift`: only the brands' values, without the type (for a module that already has it).
  public var valuesOnly: Bool
  /// `json`: every token of the appearance, not only the roles (`export json --all-tokens`).
  public var allTokens = false
  /// Where the entry is written.
  public var location: SourceLocation
  /// Where each member is written, by member name; `brands` also by `brands/<index>`.
  public var places: [String: SourceLocation]
  /// What reading the entry found.
  public var diagnostics: [Diagnostic]

  /// The members an output entry may have.
  public static let members: Set = [
    "format", "brand", "brands", "out", "selector", "appearance", "typeName", "access",
    "valuesOnly", "modeSelector", "prefix", "namespace", "allTokens", "description",
  ]

  /// Which formats take a member that only some formats take.
  static let formatsTaking: [String: [Format]] = [
    "selector": [.css], "appearance": [.json], "typeName": [.swift], "access": [.swift],
    "valuesOnly": [.swift], "modeSelector": [.css], "prefix": [.css], "namespace": [.xcassets],
    "allTokens": [.json],
  ]

  /// Where the brand at `index` of ``brands`` is written.
  public func brandLocation(_ index: Int) -> SourceLocation {
    places[brandsAsList ? "brands/\(index)" : "brand"] ?? location
  }

  /// Whether reading found errors.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The starter entry `sptheme init` writes and `sptheme build` suggests, for one brand.
  public static func starter(brand: String) -> JSONValue {
    .array([
      .object(
        JSONObject([
          .init(key: "format", value: .string("swift")),
          .init(key: "brand", value: .string(brand)),
          .init(key: "out", value: .string("Theme/SPTheme.swift")),
        ])),
      .object(
        JSONObject([
          .init(key: "format", value: .string("css")),
          .init(key: "brand", value: .string(brand)),
          .init(key: "out", value: .string("web/\(brand).css")),
        ])),
    ])
  }
}

extension ProjectFile.Reader {
  /// Reads `outputs`: `nil` when the file has none.
  mutating func readOutputs() -> [OutputEntry]? {
    guard case .object(let root) = document.root, let value = root["outputs"] else { return nil }
    guard case .array(let entries) = value else {
      error(
        .configOutputs, "outputs must be an array of entries", at: ["outputs"],
        hint: "write \"outputs\": [{ \"format\": \"swift\", \"brand\": \"studio\", \"out\": …}]")
      return []
    }
    var result: [OutputEntry] = []
    var written: [String: SourceLocation] = [:]
    for (index, entry) in entries.enumerated() {
      let before = findings.count
      var output = readOutput(entry, at: ["outputs", String(index)])
      if !output.out.isEmpty {
        let key = DocumentStore.normalized(output.out)
        if let earlier = written[key] {
          error(
            .configOutputTwice, "two outputs write \(output.out) (the other is at \(earlier))",
            at: ["outputs", String(index), "out"], hint: "give each output a path of its own")
        } else {
          written[key] = output.places["out"]
        }
      }
      output.diagnostics = Array(findings[before...])
      findings.removeSubrange(before...)
      result.append(output)
    }
    return result
  }

  private mutating func readOutput(_ value: JSONValue, at base: [String]) -> OutputEntry {
    var output = OutputEntry(
      format: nil, brands: [], brandsAsList: false, out: "", selector: nil, modeSelector: nil,
      prefix: nil, namespace: nil, appearance: nil, typeName: nil, access: nil, valuesOnly: false,
      location: at(base), places: [:], diagnostics: [])
    guard case .object(let object) = value else {
      error(
        .configOutput, "an output must be an object", at: base,
        hint: "write { \"format\": \"css\", \"brand\": \"studio\", \"out\": \"web/studio.css\" }")
      return output
    }
    unknown(object, allowed: OutputEntry.members, at: base, what: "an output")
    for key in object.keys { output.places[key] = at(base + [key]) }
    let formats = OutputEntry.Format.allCases.map(\.rawValue)
    switch object["format"] {
    case .string(let name)?:
      output.format = OutputEntry.Format(rawValue: name)
      if output.format == nil {
        error(
          .configFormat, "unknown format '\(name)'", at: base + ["format"],
          hint: Suggestion.closest(to: name, in: formats).map { "did you mean '\($0)'?" }
            ?? "the formats are \(formats.joined(separator: ", "))")
      }
    case nil:
      error(
        .configFormat, "an output needs \"format\"", at: base,
        hint: "add \"format\": one of \(formats.joined(separator: ", "))")
    default:
      error(
        .configFormat, "format must be a string: one of \(formats.joined(separator: ", "))",
        at: base + ["format"])
    }
    output.out = text(object, "out", at: base) ?? ""
    if object["out"] == nil {
      error(
        .configOut, "an output needs \"out\": the path to write", at: base,
        hint: "add \"out\": \"path/to/file\" (relative to sptheme.json)")
    }
    readBrands(object, into: &output, at: base)
    output.selector = text(object, "selector", at: base)
    output.modeSelector = text(object, "modeSelector", at: base)
    output.prefix = text(object, "prefix", at: base)
    if let flag = object["namespace"] {
      if case .bool(let value) = flag {
        output.namespace = value
      } else {
        error(
          .configNamespace, "namespace must be true or false", at: base + ["namespace"],
          hint:
            "true puts the colorsets in a folder named after the brand (Color(\"Folio/accent\"))")
      }
    }
    output.appearance = text(object, "appearance", at: base)
    if let name = text(object, "typeName", at: base) {
      do {
        output.typeName = try SwiftExporter.Options.validTypeName(name)
      } catch let failure {
        if case .invalidTypeName(_, let reason) = failure {
          error(
            .configTypeName, "'\(name)' is not a Swift type name: \(reason)",
            at: base + ["typeName"],
            hint: "for example \"typeName\": \"AcmeTheme\"")
        }
      }
    }
    if let access = text(object, "access", at: base) {
      output.access = OutputEntry.Access(rawValue: access)
      if output.access == nil {
        error(
          .configAccess, "access must be public or internal, not '\(access)'", at: base + ["access"]
        )
      }
    }
    if let flag = object["valuesOnly"] {
      if case .bool(let value) = flag {
        output.valuesOnly = value
      } else {
        error(.configValuesOnly, "valuesOnly must be true or false", at: base + ["valuesOnly"])
      }
    }
    if let flag = object["allTokens"] {
      if case .bool(let value) = flag {
        output.allTokens = value
      } else {
        error(
          .configAllTokens, "allTokens must be true or false", at: base + ["allTokens"],
          hint:
            "true writes every token of the appearance, as 'sptheme export json --all-tokens' does")
      }
    }
    if let format = output.format {
      for (member, takers) in OutputEntry.formatsTaking.sorted(by: { $0.key < $1.key })
      where object[member] != nil && !takers.contains(format) {
        error(
          .configNotForFormat, "\(member) is not for \(format.rawValue) outputs",
          at: base + [member], key: true,
          hint: "\(member) is for \(takers.map(\.rawValue).joined(separator: ", ")) outputs")
      }
      if output.brands.count > 1, format != .swift {
        error(
          .configOneBrand, "a \(format.rawValue) output holds one brand", at: base + ["brands"],
          hint: "write one output per brand")
      }
    }
    return output
  }

  /// `brand` or `brands`: exactly one of them.
  private mutating func readBrands(
    _ object: JSONObject, into output: inout OutputEntry, at base: [String]
  ) {
    switch (object["brand"], object["brands"]) {
    case (nil, nil):
      error(
        .configBrand, "an output needs \"brand\" (or \"brands\" for several)", at: base,
        hint: "add \"brand\": \"studio\"")
    case (_?, _?):
      error(
        .configBrand, "give \"brand\" or \"brands\", not both", at: base + ["brands"], key: true)
    case (_?, nil):
      if let name = text(object, "brand", at: base) { output.brands = [name] }
    case (nil, let list?):
      output.brandsAsList = true
      guard case .array(let names) = list, !names.isEmpty else {
        error(
          .configBrands, "brands must be a non-empty array of brand names", at: base + ["brands"],
          hint: "write \"brands\": [\"studio\", \"folio\"]")
        return
      }
      for (index, name) in names.enumerated() {
        let place = base + ["brands", String(index)]
        output.places["brands/\(index)"] = at(place)
        guard case .string(let text) = name, !text.isEmpty else {
          error(.configBrands, "brands[\(index)] must name a brand", at: place)
          continue
        }
        if output.brands.contains(text) {
          error(.configBrands, "brand '\(text)' is listed twice", at: place)
          continue
        }
        output.brands.append(text)
      }
    }
  }

  /// A member that must be a non-empty string, if present.
  private mutating func text(_ object: JSONObject, _ key: String, at base: [String]) -> String? {
    guard let value = object[key] else { return nil }
    guard case .string(let text) = value, !text.isEmpty else {
      error(.configOutputMember, "\(key) must be a non-empty string", at: base + [key])
      return nil
    }
    return text
  }
}
