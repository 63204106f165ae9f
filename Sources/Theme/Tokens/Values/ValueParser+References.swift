/// Aliases inside values: recording the well-formed ones, explaining the malformed ones.
///
/// Two kinds of slots exist. Sub-values of composites (`border.color`, `typography.lineHeight`,
/// elements of shadow and gradient lists and of `dashArray`) hold a value or a reference to a
/// token of the sub-value's type, written `"{a.b}"` or `{ "$ref": "#/a/b/$value" }`. Pieces of a
/// value (a color component, a dimension's `unit`, a cubic Bézier coordinate) may only be JSON
/// Pointer references: curly references always name whole tokens (`aliases.md`, schema).
extension ValueParser {
  /// Handles a reference in a slot that allows token references; returns `true` when the slot
  /// held one (recorded) or something that tried to be one (reported), so there is no value.
  mutating func takeTokenReference(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, expecting type: TokenType?
  ) -> Bool {
    switch json {
    case .string(let text):
      if let path = LegacyShapes.tokensStudioPath(text) {
        tokensStudioPath(text, path, at: pointer(), expecting: type)
        return true
      }
      guard AliasReference.isReferenceLike(json) else { return false }
      if let path = AliasReference.curlyPath(text) {
        references.append(
          ValueReference(pointer: pointer(), reference: .curly(path: path), expectedType: type))
      } else {
        _ = reportMalformedReference(json, at: pointer())
      }
      return true
    case .object(let object) where object["$ref"] != nil:
      if let reference = pointerReference(object, at: pointer()) {
        references.append(
          ValueReference(pointer: pointer(), reference: reference, expectedType: type))
      }
      return true
    default:
      return false
    }
  }

  /// Tokens Studio's older reference (`"$fontSize.7"`): with `--legacy` a reference to
  /// `{fontSize.7}` (the caller warns when it resolves it), otherwise an error saying so.
  private mutating func tokensStudioPath(
    _ text: String, _ path: [String], at pointer: @autoclosure () -> JSONPointer,
    expecting type: TokenType?
  ) {
    if legacy {
      references.append(
        ValueReference(
          pointer: pointer(), reference: .curly(path: path), expectedType: type,
          form: .tokensStudioPath))
    } else {
      reportLegacy(
        pointer(),
        "\(ValueWording.quoted(text)) is a Tokens Studio reference in its older form, a $ and a "
          + "path, which 2025.10 does not read",
        replacement: ValueWording.quoted("{" + TokenPath.display(path) + "}"))
    }
  }

  /// Handles a reference in a slot that allows only JSON Pointer references; returns `true`
  /// when the slot held a reference of either form (recorded or reported).
  mutating func takePointerReference(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer, label: @autoclosure () -> String
  )
    -> Bool
  {
    switch json {
    case .string(let text) where AliasReference.isReferenceLike(json):
      if let path = AliasReference.curlyPath(text) {
        report(
          pointer(), .valueReference,
          "\(label()) is the curly reference \(ValueWording.quoted(text)), but curly references "
            + "only stand for whole token values; a piece of a value can only refer with $ref",
          hint: "write \(ValueWording.pointerForm(ofCurly: path))")
      } else {
        _ = reportMalformedReference(json, at: pointer())
      }
      return true
    case .object(let object) where object["$ref"] != nil:
      if let reference = pointerReference(object, at: pointer()) {
        references.append(
          ValueReference(pointer: pointer(), reference: reference, expectedType: nil))
      }
      return true
    default:
      return false
    }
  }

  /// Reads a `{ "$ref": "#/…" }` object, reporting what is wrong with it.
  mutating func pointerReference(_ object: JSONObject, at pointer: @autoclosure () -> JSONPointer)
    -> AliasReference?
  {
    guard let ref = object["$ref"] else { return nil }
    var ok = true
    let extra = object.keys.filter { $0 != "$ref" }
    if !extra.isEmpty {
      ok = false
      report(
        pointer().appending(extra[0]), .valueReference,
        "a reference object holds only \"$ref\", but this one also has "
          + ValueWording.list(extra.map(ValueWording.quoted)),
        hint: "remove " + ValueWording.list(extra.map(ValueWording.quoted))
          + ", or write the value in full instead of referring to it")
    }
    guard case .string(let text) = ref else {
      report(
        pointer().appending("$ref"), .valueReference,
        "$ref must be a string holding a JSON Pointer such as \"#/color/brand/$value\", but it is "
          + ValueWording.describe(ref),
        hint: "write the pointer in quotes, such as \"#/color/brand/$value\"")
      return nil
    }
    guard text.hasPrefix("#") else {
      report(
        pointer().appending("$ref"), .valueReference,
        "the reference \(ValueWording.quoted(text)) does not start with \"#\": a $ref points into "
          + "the token document and is written \"#/group/token/$value\"",
        hint: text.hasPrefix("/")
          ? "write \(ValueWording.quoted("#" + text))"
          : "combine files in a resolver set, then point at the token's value with \"#/group/token/$value\""
      )
      return nil
    }
    guard let target = JSONPointer(parsing: text) else {
      report(
        pointer().appending("$ref"), .valueReference,
        "the reference \(ValueWording.quoted(text)) is not a valid JSON Pointer: after \"#\" come "
          + "\"/\"-separated names, and \"~\" must be written \"~0\" and \"/\" inside a name \"~1\"",
        hint: "write each \"~\" in a name as \"~0\" and each \"/\" as \"~1\"")
      return nil
    }
    guard !target.tokens.isEmpty else {
      report(
        pointer().appending("$ref"), .valueReference,
        "the reference \(ValueWording.quoted(text)) points at the whole document, not at a value",
        hint: "point at a token's value, such as \"#/color/brand/$value\"")
      return nil
    }
    return ok ? .pointer(target) : nil
  }

  /// Reports `json` if it tries to be a reference but is malformed (`"{}"`, `"{a..b}"`,
  /// `"{a.b"`, `{ "$ref": 3 }`); returns whether it did.
  mutating func reportMalformedReference(
    _ json: JSONValue, at pointer: @autoclosure () -> JSONPointer
  ) -> Bool {
    switch json {
    case .object(let object) where object["$ref"] != nil:
      if let reference = pointerReference(object, at: pointer()) {
        // Well-formed, but in a slot that takes no references.
        report(
          pointer(), .valueReference,
          "this place cannot hold a reference (\(reference)); write the value itself",
          hint: "write the value in full here")
      }
      return true
    case .string(let text):
      guard let (message, hint) = Self.curlyProblem(text) else { return false }
      report(pointer(), .valueReference, message, hint: hint)
      return true
    default:
      return false
    }
  }

  /// Every malformed reference anywhere in a value (`"{a.b"`, `"a.b}"`, `{ "$ref": 3 }`), for a
  /// token whose value is not parsed (it has no type, or an error the reader found): a
  /// malformed reference is named whatever else is wrong with its token.
  static func malformedReferences(in json: JSONValue) -> [ValueProblem] {
    var parser = ValueParser(legacy: false)
    parser.findMalformedReferences(in: json, at: .root)
    return parser.problems
  }

  private mutating func findMalformedReferences(in json: JSONValue, at pointer: JSONPointer) {
    switch json {
    case .string:
      _ = reportMalformedReference(json, at: pointer)
    case .object(let object) where object["$ref"] != nil:
      _ = pointerReference(object, at: pointer)
    case .object(let object):
      for member in object.members {
        findMalformedReferences(in: member.value, at: pointer.appending(member.key))
      }
    case .array(let items):
      for (index, item) in items.enumerated() {
        findMalformedReferences(in: item, at: pointer.appending(index))
      }
    default:
      break
    }
  }

  /// What is wrong with a string that looks like a curly reference but is not one.
  static func curlyProblem(_ text: String) -> (message: String, hint: String?)? {
    let opens = text.hasPrefix("{")
    let closes = text.hasSuffix("}")
    let quoted = ValueWording.quoted(text)
    switch (opens, closes) {
    case (true, true):
      guard AliasReference.curlyPath(text) == nil else { return nil }
      let body = text.dropFirst().dropLast()
      if body.isEmpty || text == "{" || text == "}" {
        return (
          "the reference \(quoted) is empty",
          "write the token's path inside the braces, such as \"{color.brand.primary}\""
        )
      }
      if body.contains("{") || body.contains("}") {
        return (
          "the reference \(quoted) has braces inside it: a reference is one token path in "
            + "one pair of braces", "write one path, such as \"{color.brand.primary}\""
        )
      }
      return (
        "the reference \(quoted) has an empty name between its dots",
        "write the path as names joined by single dots, such as \"{color.brand.primary}\""
      )
    case (true, false):
      return (
        "\(quoted) looks like a reference but has no closing brace",
        text.contains("}")
          ? "end the reference with its closing brace, or write the text without braces"
          : "write \(ValueWording.quoted(text + "}"))"
      )
    case (false, true):
      return (
        "\(quoted) looks like a reference but has no opening brace",
        text.contains("{")
          ? "start the reference with its opening brace, or write the text without braces"
          : "write \(ValueWording.quoted("{" + text))"
      )
    case (false, false):
      return nil
    }
  }
}
