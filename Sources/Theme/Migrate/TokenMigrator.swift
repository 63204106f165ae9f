/// Rewrites a token file written in an older format (Tokens Studio, Style Dictionary, drafts of
/// the DTCG format) into DTCG 2025.10 form.
///
/// It changes only what 2025.10 writes differently: `$type` names such as `spacing` or
/// `boxShadow`, colors written as strings (`#0a84ff`, `rgb(…)`, `hsl(…)`), dimensions and
/// durations written as strings (`"16px"`, `"200ms"`), font weight and easing keywords, line
/// heights in percent or in px (divided by the font size), Tokens Studio's shadow shape, its
/// older `"$a.b"` references, and its math (`"{space.base} * 2"`), computed where every token
/// it uses has one value in the files being migrated. Key order, `$description`,
/// `$extensions` and aliases are kept; members 2025.10 has no place for move to
/// `$extensions` → `studio.tokens` rather than being dropped. What it cannot convert it leaves
/// as it is and lists.
///
/// ```swift
/// let result = try TokenMigrator.migrate(bytes, path: "tokens.json")
/// print(result.text)
/// for change in result.changes { print(change) }
/// ```
public struct TokenMigrator {
  /// The rewritten file and what changed.
  public struct Result: Sendable {
    /// The file in 2025.10 form: JSON indented by two spaces, ending with a newline.
    public var text: String
    /// Every change, and every value left as it was, in document order.
    public var changes: [MigrationChange]
    /// Whether something could not be converted.
    public var hasLeftovers: Bool { changes.contains { !$0.isConverted } }
  }

  /// The `$extensions` key that keeps members 2025.10 has no place for.
  static let extensionKey = ClassicToken.extensionKey

  let document: JSONDocument
  /// The token tree being migrated (the whole file, or one set of a Tokens Studio export).
  private var treeRoot: JSONValue = .null
  /// The trees of the files being migrated together (this one among them), in merge order:
  /// where math finds its operands.
  var fileSet: [(document: JSONDocument, pointer: JSONPointer)] = []
  /// The file set read as `check --legacy` reads it, made when first needed.
  var operands: MigrationOperands?
  var changes: [MigrationChange] = []
  /// The pointer of each change, located all at once at the end (one scan of the file).
  private var pointers: [JSONPointer] = []
  /// Tokens written in the classic form (`value`, `type`), and the first of them.
  private var classicTokens = 0
  private var firstClassic: (pointer: JSONPointer, path: [String])?

  /// Migrates a file's bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - path: The path shown in change locations.
  /// - Throws: ``JSONSyntaxError`` when the file is not JSON.
  public static func migrate(_ bytes: [UInt8], path: String) throws(JSONSyntaxError) -> Result {
    migrate(try JSONDocument(bytes: bytes, path: path), at: .root)
  }

  /// Migrates the token tree at `pointer` in a document (a whole file, or one set of a Tokens
  /// Studio single-file export); change locations are in the document.
  ///
  /// - Parameter fileSet: The trees migrated together with this one (the files of a folder, the
  ///   sets of an export), in merge order, where Tokens Studio math looks up the tokens it
  ///   uses; empty: this tree alone.
  static func migrate(
    _ document: JSONDocument, at pointer: JSONPointer,
    among fileSet: [(document: JSONDocument, pointer: JSONPointer)] = []
  ) -> Result {
    var migrator = TokenMigrator(document: document)
    migrator.fileSet = fileSet.isEmpty ? [(document, pointer)] : fileSet
    let root: JSONValue
    let tree = document.root[pointer] ?? .null
    migrator.treeRoot = tree
    if case .object(let object) = tree {
      root = .object(migrator.group(object, path: [], pointer: pointer, inherited: nil))
    } else {
      root = tree
    }
    migrator.noteClassicForm()
    let text = TokenFileWriter.format(root)
    migrator.listWhatIsLeft(text, base: pointer)
    migrator.locateChanges()
    return Result(text: text, changes: migrator.changes)
  }

  // MARK: Tree

  private mutating func group(
    _ object: JSONObject, path: [String], pointer: JSONPointer, inherited: TokenType?
  )
    -> JSONObject
  {
    var result = object
    let type = migrateType(of: &result, path: path, pointer: pointer, inherited: inherited)
    if path.isEmpty { moveRootToolData(&result) }
    for member in object.members where !member.key.hasPrefix("$") || member.key == "$root" {
      guard case .object(let child) = member.value else { continue }
      let childPath = path + [member.key]
      let childPointer = pointer.appending(member.key)
      if ClassicToken.isClassic(child) {
        classicTokens += 1
        if classicTokens == 1 { firstClassic = (childPointer, childPath) }
        result[member.key] = .object(
          token(
            ClassicToken.modernized(child), path: childPath, pointer: childPointer, inherited: type)
        )
      } else if child["$value"] != nil {
        result[member.key] = .object(
          token(child, path: childPath, pointer: childPointer, inherited: type))
      } else if child["$ref"] == nil {
        result[member.key] = .object(
          group(child, path: childPath, pointer: childPointer, inherited: type))
      }
    }
    return result
  }

  /// Rewrites a legacy `$type` of a group or token in place; returns the type in force there.
  private mutating func migrateType(
    of object: inout JSONObject, path: [String], pointer: JSONPointer, inherited: TokenType?
  ) -> TokenType? {
    guard let raw = object["$type"] else { return inherited }
    if let (name, modern) = migratedType(raw, path: path, pointer: pointer.appending("$type")) {
      object["$type"] = .string(name)
      return modern
    }
    if let text = raw.string { return TokenType(rawValue: text) }
    return inherited
  }

  /// Tokens Studio keeps its themes and set order at the root (`$themes`, `$metadata`), where
  /// 2025.10 allows no such members: they move to the root's `$extensions`.
  private mutating func moveRootToolData(_ root: inout JSONObject) {
    for key in ["$themes", "$metadata"] {
      guard let value = root[key] else { continue }
      var extensions = root["$extensions"]?.object ?? JSONObject()
      var tool = extensions[Self.extensionKey]?.object ?? JSONObject()
      tool[String(key.dropFirst())] = value
      extensions[Self.extensionKey] = .object(tool)
      root[key] = nil
      root["$extensions"] = .object(extensions)
      record(
        JSONPointer(tokens: [key]), path: [], before: key,
        after: "$extensions.\(Self.extensionKey).\(key.dropFirst())",
        note: "2025.10 allows no \(key) member; Tokens Studio's data is kept under $extensions")
    }
  }

  private mutating func token(
    _ object: JSONObject, path: [String], pointer: JSONPointer, inherited: TokenType?
  )
    -> JSONObject
  {
    var result = object
    if result["$type"]?.string == "string" {
      // Figma's string variables: a font family or weight where the name or value says so.
      switch LegacyShapes.typeOfString(path: path, value: object["$value"]) {
      case .fromAlias:
        result["$type"] = nil
        record(
          pointer.appending("$type"), path: path, before: "string", after: "(none)",
          note: "Figma string variable; removed, so the alias gives the token its type")
        return result
      case .typed(let type):
        result["$type"] = .string(type.rawValue)
        record(
          pointer.appending("$type"), path: path, before: "string", after: type.rawValue,
          note: "Figma string variable; the token's name and value say \(type.rawValue)")
      case .unknown:
        record(
          pointer.appending("$type"), path: path, before: "string", after: nil,
          note:
            "Figma string variable: 2025.10 has no string type, and neither the name nor the value says which; "
            + "give it a type, or keep the text under $extensions")
        return result
      }
    }
    let type = migrateType(of: &result, path: path, pointer: pointer, inherited: inherited)
    if let modify = object["$extensions"]?.object?[Self.extensionKey]?.object?["modify"] {
      record(
        pointer.appending("$extensions"), path: path, before: modify, after: nil,
        note:
          "a Tokens Studio color modifier is not applied (2025.10 has none): the token keeps its base value; "
          + "write the modified color as its value")
    }
    guard let value = object["$value"] else { return result }
    guard let type else {
      foldAlpha(into: &result, path: path, pointer: pointer)
      return result
    }
    var extras = JSONObject()
    result["$value"] = migrated(
      value, as: type, path: path, pointer: pointer.appending("$value"), extras: &extras)
    if type == .color { foldAlpha(into: &result, path: path, pointer: pointer) }
    if !extras.isEmpty {
      var extensions = result["$extensions"]?.object ?? JSONObject()
      var tool = extensions[Self.extensionKey]?.object ?? JSONObject()
      for member in extras.members { tool[member.key] = member.value }
      extensions[Self.extensionKey] = .object(tool)
      result["$extensions"] = .object(extensions)
    }
    return result
  }

  /// GitHub Primer's opacity modifier, an `alpha` member beside `$value`, folded into the color
  /// (``LegacyShapes/opacityModifier``): into a color object's alpha, or, for an alias, into
  /// the color it resolves to in this file (2025.10 cannot change the alpha of an alias).
  private mutating func foldAlpha(
    into token: inout JSONObject, path: [String], pointer: JSONPointer
  ) {
    guard let raw = token["alpha"], let alpha = raw.number, (0...1).contains(alpha),
      let value = token["$value"]
    else { return }
    let at = pointer.appending("alpha")
    var color = value.object
    var note = "GitHub Primer's opacity modifier, folded into the color's alpha"
    if let reference = AliasReference(value), case .curly(let target) = reference {
      color = literalColor(at: target)
      note =
        "GitHub Primer's opacity modifier on \(reference): written as the color it resolves to, "
        + "with this alpha (2025.10 cannot change the alpha of an alias)"
    }
    guard var color, color["colorSpace"] != nil else {
      record(
        at, path: path, before: raw, after: nil,
        note: "GitHub Primer's opacity modifier on a value that is not a color of this file; "
          + "write the color with its alpha")
      return
    }
    color["alpha"] = .number(alpha)
    token["$value"] = .object(color)
    token["alpha"] = nil
    record(at, path: path, before: raw, after: .object(color), note: note)
  }

  /// The 2025.10 color object that an alias chain from `path` ends at in this file, if any.
  private func literalColor(at path: [String]) -> JSONObject? {
    var path = path
    for _ in 0...64 {
      let object = treeRoot[JSONPointer(tokens: path)]?.object
      guard let value = object?["$value"] ?? object?["value"] else { return nil }
      if let reference = AliasReference(value), case .curly(let next) = reference {
        path = next
        continue
      }
      if case .string(let text) = value {
        return ValueParser.legacyColor(text).map { JSONExporter.color($0.value).object } ?? nil
      }
      return value.object
    }
    return nil
  }

  /// The 2025.10 name of a legacy `$type`, recorded as a change.
  private mutating func migratedType(_ raw: JSONValue, path: [String], pointer: JSONPointer) -> (
    String, TokenType
  )? {
    guard let text = raw.string, TokenType(rawValue: text) == nil else { return nil }
    guard let modern = LegacyTypeName.modern[text] else {
      record(
        pointer, path: path, before: raw, after: nil,
        note: "\"\(text)\" is no 2025.10 type and has no 2025.10 equivalent")
      return nil
    }
    record(
      pointer, path: path, before: raw, after: .string(modern.rawValue),
      note: "Tokens Studio type name")
    return (modern.rawValue, modern)
  }

  // MARK: Values

  /// A value of `type` in 2025.10 form; aliases are kept.
  private mutating func migrated(
    _ value: JSONValue, as type: TokenType, path: [String], pointer: JSONPointer,
    extras: inout JSONObject
  ) -> JSONValue {
    if let rewritten = referenceOrMath(value, as: type, path: path, pointer: pointer) {
      return rewritten
    }
    if case .string(let text) = value, text.contains("{") {
      record(
        pointer, path: path, before: value, after: nil,
        note: "references inside a longer string: 2025.10 has no expressions; write its result")
      return value
    }
    switch type {
    case .color:
      return color(value, path: path, pointer: pointer)
    case .dimension:
      return measure(value, type: .dimension, path: path, pointer: pointer)
    case .duration:
      return measure(value, type: .duration, path: path, pointer: pointer)
    case .fontWeight:
      return fontWeight(value, path: path, pointer: pointer)
    case .fontFamily:
      return fontFamily(value, path: path, pointer: pointer)
    case .number:
      return number(value, path: path, pointer: pointer)
    case .cubicBezier:
      return cubicBezier(value, path: path, pointer: pointer)
    case .typography, .border, .transition:
      guard case .object(var object) = value else { return value }
      for member in object.members {
        let at = pointer.appending(member.key)
        if let memberType = ValueParser.expectedType(ofMember: member.key, in: type) {
          if member.key == "lineHeight", type == .typography {
            object[member.key] = lineHeight(
              member.value, fontSize: object["fontSize"], path: path, pointer: at)
          } else if member.key == "letterSpacing", type == .typography,
            let spacing = emLetterSpacing(
              member.value, fontSize: object["fontSize"], path: path, pointer: at)
          {
            object[member.key] = spacing
          } else {
            object[member.key] = migrated(
              member.value, as: memberType, path: path, pointer: at, extras: &extras)
          }
        } else if type == .typography {
          // textCase, textDecoration, paragraphSpacing, …: kept, but outside $value.
          extras[member.key] = member.value
          object[member.key] = nil
          record(
            at, path: path, before: "\"\(member.key)\"",
            after: "$extensions.\(Self.extensionKey).\(member.key)",
            note: "2025.10 typography has no \(member.key)")
        }
      }
      fillDefaults(&object, of: type, path: path, pointer: pointer)
      return .object(object)
    case .shadow:
      if case .array(let layers) = value {
        return .array(
          layers.enumerated().map { shadow($1, path: path, pointer: pointer.appending($0)) })
      }
      return shadow(value, path: path, pointer: pointer)
    case .strokeStyle:
      // Dash lengths written as "4px" strings.
      guard case .object(var object) = value, case .array(let dashes)? = object["dashArray"] else {
        return value
      }
      let at = pointer.appending("dashArray")
      object["dashArray"] = .array(
        dashes.enumerated().map { index, dash in
          referenceOrMath(dash, as: .dimension, path: path, pointer: at.appending(index))
            ?? measure(dash, type: .dimension, path: path, pointer: at.appending(index))
        })
      return .object(object)
    case .gradient:
      guard case .array(let stops) = value else { return value }
      return .array(
        stops.enumerated().map { index, stop in
          guard case .object(var object) = stop else { return stop }
          let at = pointer.appending(index)
          for (key, memberType) in [("color", TokenType.color), ("position", .number)] {
            if let member = object[key] {
              object[key] = migrated(
                member, as: memberType, path: path, pointer: at.appending(key), extras: &extras)
            }
          }
          return .object(object)
        })
    }
  }

  /// Fills in the members 2025.10 requires that older formats leave out (``LegacyShapes``).
  private mutating func fillDefaults(
    _ object: inout JSONObject, of type: TokenType, path: [String], pointer: JSONPointer
  ) {
    for member in LegacyShapes.defaultedMembers
    where member.type == type && object[member.key] == nil {
      object[member.key] = member.value
      record(
        pointer, path: path, before: "no \(member.key)",
        after: "\"\(member.key)\": \(member.value.serialized())",
        note: "2025.10 requires it; \(member.reason)")
    }
  }

  private mutating func color(_ value: JSONValue, path: [String], pointer: JSONPointer) -> JSONValue
  {
    if case .object(var object) = value, let text = object["hex"]?.string,
      let converted = LegacyShapes.shortHexFallback(text, hasAlpha: object["alpha"] != nil)
    {
      object["hex"] = .string(converted.hex)
      if let alpha = converted.alpha { object["alpha"] = .number(alpha) }
      record(
        pointer.appending("hex"), path: path, before: .string(text),
        after: converted.alpha.map { .string("\(converted.hex), alpha \(ValueWording.number($0))") }
          ?? .string(converted.hex),
        note:
          "a hex fallback of \(text.count - (text.hasPrefix("#") ? 1 : 0)) digits; 2025.10 writes 6"
      )
      return .object(object)
    }
    guard case .string(let text) = value else { return value }
    guard let converted = ValueParser.legacyColor(text) else {
      record(
        pointer, path: path, before: value, after: nil,
        note: "not a color this tool can read (hex, rgb() or hsl())")
      return value
    }
    let color = converted.value
    var object = JSONObject()
    object["colorSpace"] = .string(color.colorSpace.rawValue)
    object["components"] = .array(
      color.components.map { $0.map(JSONValue.number) ?? .string("none") })
    if color.alpha < 1 { object["alpha"] = .number(color.alpha) }
    if let hex = color.hex { object["hex"] = .string(hex) }
    let result = JSONValue.object(object)
    record(
      pointer, path: path, before: value, after: result,
      note: text.hasPrefix("#") ? "hex color string" : "CSS color function")
    return result
  }

  private mutating func measure(
    _ value: JSONValue, type: TokenType, path: [String], pointer: JSONPointer
  ) -> JSONValue {
    let noun = type == .dimension ? "dimension" : "duration"
    func object(_ number: Double, _ unit: String) -> JSONValue {
      .object(
        JSONObject([
          .init(key: "value", value: .number(number)), .init(key: "unit", value: .string(unit)),
        ]))
    }
    switch value {
    case .number(let number):
      let unit = type == .dimension ? "px" : "ms"
      let result = object(number, unit)
      record(
        pointer, path: path, before: value, after: result, note: "a bare number; taken as \(unit)")
      return result
    case .string(let text):
      let trimmed = ValueWording.trimmed(text)
      if let number = Double(trimmed), number.isFinite {
        let unit = type == .dimension ? "px" : "ms"
        let result = object(number, unit)
        record(
          pointer, path: path, before: value, after: result,
          note: "a number in a string; taken as \(unit)")
        return result
      }
      guard let (number, unit) = ValueParser.splitMeasure(trimmed) else {
        record(
          pointer, path: path, before: value, after: nil, note: "not a \(noun) this tool can read")
        return value
      }
      let lower = unit.lowercased()
      let mapped: (Double, String)? =
        switch (type, lower) {
        case (.dimension, "px"), (.dimension, "rem"): (number, lower)
        case (.dimension, "pt"), (.dimension, "dp"), (.dimension, "sp"): (number, "px")
        case (.duration, "ms"), (.duration, "s"): (number, lower)
        default: nil
        }
      guard let (newNumber, newUnit) = mapped else {
        record(
          pointer, path: path, before: value, after: nil,
          note:
            "\"\(unit)\" has no 2025.10 equivalent (\(type == .dimension ? "px or rem" : "ms or s"))"
        )
        return value
      }
      let result = object(newNumber, newUnit)
      let note =
        newUnit == lower ? "\(noun) string" : "\(noun) string; 1 \(lower) is 1 px in tokens"
      record(pointer, path: path, before: value, after: result, note: note)
      return result
    case .object(var written) where written["unit"]?.string == "":
      let unit = type == .dimension ? "px" : "ms"
      written["unit"] = .string(unit)
      let result = JSONValue.object(written)
      record(
        pointer.appending("unit"), path: path, before: value, after: result,
        note: "an empty unit; taken as \(unit)")
      return result
    default:
      return value
    }
  }

  private mutating func fontWeight(_ value: JSONValue, path: [String], pointer: JSONPointer)
    -> JSONValue
  {
    guard case .string(let text) = value, FontWeight(keyword: text) == nil else { return value }
    // "400", "Semi Bold", "SemiBold", "Black": the forms --legacy reads, read the same way.
    guard let (_, written) = ValueParser.legacyFontWeight(text) else {
      record(
        pointer, path: path, before: value, after: nil, note: "not a font weight keyword of 2025.10"
      )
      return value
    }
    record(
      pointer, path: path, before: value, after: written,
      note: written.number != nil ? "a weight in a string" : "font weight keyword")
    return written
  }

  private mutating func fontFamily(_ value: JSONValue, path: [String], pointer: JSONPointer)
    -> JSONValue
  {
    guard case .string(let text) = value, text.contains(",") else { return value }
    let names = text.split(separator: ",").map { part -> String in
      var name = ValueWording.trimmed(String(part))
      if name.count >= 2, let first = name.first, first == name.last, first == "\"" || first == "'"
      {
        name = String(name.dropFirst().dropLast())
      }
      return name
    }.filter { !$0.isEmpty }
    let result = JSONValue.array(names.map(JSONValue.string))
    record(pointer, path: path, before: value, after: result, note: "a CSS font list in one string")
    return result
  }

  mutating func number(_ value: JSONValue, path: [String], pointer: JSONPointer)
    -> JSONValue
  {
    guard case .string(let text) = value else { return value }
    guard let number = ValueParser.legacyNumber(text) else {
      record(pointer, path: path, before: value, after: nil, note: "not a number")
      return value
    }
    let result = JSONValue.number(number)
    record(
      pointer, path: path, before: value, after: result,
      note: text.hasSuffix("%") ? "a percentage" : "a number in a string")
    return result
  }

  /// A typography letter spacing in `em`, as the font size's unit; nil when it is not in `em`.
  private mutating func emLetterSpacing(
    _ value: JSONValue, fontSize: JSONValue?, path: [String], pointer: JSONPointer
  ) -> JSONValue? {
    switch LegacyShapes.emLetterSpacing(value, fontSize: fontSize) {
    case .notEm:
      return nil
    case .converted(let result, let em):
      record(
        pointer, path: path, before: value, after: result,
        note: "\(ValueWording.number(em)) em, as a multiple of the font size")
      return result
    case .needsFontSize:
      record(
        pointer, path: path, before: value, after: nil,
        note: "a letter spacing in em needs the font size as a dimension to become one")
      return value
    }
  }

  private mutating func cubicBezier(_ value: JSONValue, path: [String], pointer: JSONPointer)
    -> JSONValue
  {
    guard case .string(let text) = value else { return value }
    guard let numbers = ValueParser.legacyEasing(text) else {
      record(
        pointer, path: path, before: value, after: nil, note: "not an easing this tool can read")
      return value
    }
    let result = JSONValue.array(numbers.map(JSONValue.number))
    record(pointer, path: path, before: value, after: result, note: "CSS easing")
    return result
  }

  /// Tokens Studio's shadow (`x`, `y`, `blur`, `spread`, `color`, `type`) in 2025.10 form.
  private mutating func shadow(_ value: JSONValue, path: [String], pointer: JSONPointer)
    -> JSONValue
  {
    guard case .object(let object) = value else { return value }
    var extras = JSONObject()
    let renames = ["x": "offsetX", "y": "offsetY"]
    var result = JSONObject()
    for member in object.members {
      let key = renames[member.key] ?? member.key
      let at = pointer.appending(member.key)
      switch key {
      case "type":
        guard let kind = member.value.string else { continue }
        result["inset"] = .bool(kind == "innerShadow")
      case "color":
        result[key] =
          referenceOrMath(member.value, as: .color, path: path, pointer: at)
          ?? color(member.value, path: path, pointer: at)
      case "offsetX", "offsetY", "blur", "spread":
        result[key] =
          referenceOrMath(member.value, as: .dimension, path: path, pointer: at)
          ?? measure(member.value, type: .dimension, path: path, pointer: at)
      case "inset":
        result[key] = member.value
      default:
        extras[member.key] = member.value
      }
    }
    if result.keys != object.keys {
      record(
        pointer, path: path, before: "{ x, y, blur, spread, color, type }",
        after: "{ offsetX, offsetY, blur, spread, color, inset }",
        note: "Tokens Studio shadow shape")
    }
    for member in extras.members { result[member.key] = member.value }
    fillDefaults(&result, of: .shadow, path: path, pointer: pointer)
    return .object(result)
  }

  // MARK: Changes

  mutating func record(
    _ pointer: JSONPointer, path: [String], before: JSONValue, after: JSONValue?, note: String
  ) {
    record(
      pointer, path: path, before: before.serialized(indent: nil),
      after: after?.serialized(indent: nil), note: note)
  }

  private mutating func record(
    _ pointer: JSONPointer, path: [String], before: String, after: String?, note: String
  ) {
    pointers.append(pointer)
    changes.append(
      MigrationChange(
        location: nil, token: TokenPath.display(path), before: before, after: after, note: note))
  }

  /// Lists what is still not 2025.10 after the rewrite, so that nothing the migrator does not
  /// know is passed over in silence: the new text is checked as strict 2025.10, and each error
  /// about the file itself (not about aliases, which may point into other files) whose token has
  /// nothing listed yet becomes a member left as it is.
  private mutating func listWhatIsLeft(_ text: String, base: JSONPointer) {
    let listed = Set(changes.filter { !$0.isConverted }.map(\.token))
    var reported = Set<String>()
    let resolution = TokenLoader.resolve(json: text, path: document.path)
    for finding in resolution.diagnostics
    where finding.severity == .error && finding.rule.family != .alias {
      let token = finding.tokenPath ?? ""
      guard !listed.contains(token), reported.insert(token + "\u{0}" + finding.message).inserted
      else { continue }
      let path = token.isEmpty ? [] : token.split(separator: ".").map(String.init)
      let pointer = base.appending(contentsOf: JSONPointer(tokens: path))
      let written = document.root[pointer]?.object.flatMap { $0["$value"] ?? $0["value"] }
      record(
        pointer, path: path, before: written?.serialized(indent: nil) ?? "the token", after: nil,
        note: "still not 2025.10: \(finding.message)" + (finding.hint.map { " (\($0))" } ?? ""))
    }
  }

  /// One change for the whole file when its tokens were in the classic form.
  private mutating func noteClassicForm() {
    guard let (pointer, path) = firstClassic else { return }
    let tokens = classicTokens == 1 ? "1 token" : "\(classicTokens) tokens"
    record(
      pointer, path: path, before: "{ value, type, description }",
      after: "{ $value, $type, $description }",
      note:
        "Tokens Studio's classic form, \(tokens); other members go to $extensions.\(Self.extensionKey)"
    )
    // Listed first: it is the change that explains all the others.
    changes.insert(changes.removeLast(), at: 0)
    pointers.insert(pointers.removeLast(), at: 0)
  }

  /// Gives every change the place of its pointer; a pointer not in the file (a member the
  /// migration made) has none.
  private mutating func locateChanges() {
    // A classic token's "$value" is written "value" in the file.
    func inFile(_ pointer: JSONPointer) -> Bool {
      document.root[pointer] != nil
        || JSONDocument.classicTwin(of: pointer).map { document.root[$0] != nil } == true
    }
    let written = pointers.map(inFile)
    let locations = document.locations(
      of: Set(pointers.indices.filter { written[$0] }.map { pointers[$0] }), keys: false)
    for index in changes.indices where written[index] {
      changes[index].location = locations[pointers[index]]
    }
  }
}
