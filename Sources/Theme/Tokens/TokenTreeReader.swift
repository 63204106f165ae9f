/// Reads one DTCG document into a tree of groups and tokens, reporting every structural problem
/// (names, reserved properties, metadata types) it meets.
struct TokenTreeReader {
  /// Whether legacy shapes (`$type: "spacing"`, …) are accepted with a warning.
  var legacy = false

  /// What reading may still spend on names: every token and group keeps its whole path, so
  /// 450,000 tokens 400 groups deep (a 12 MB file) once took 2.8 GB in paths alone. Each child
  /// read spends its depth; the first one past the budget is an error and reading stops.
  struct NameBudget {
    /// Path segments left to spend.
    var left: Int
    /// Whether the budget ran out (reported once).
    var exhausted = false

    /// The budget for `maxTokens` tokens, each as deep as 32 groups on average.
    init(maxTokens: Int) {
      let (product, overflow) = maxTokens.multipliedReportingOverflow(by: Self.averageDepth)
      left = overflow ? .max : product
    }

    /// The average depth of a token the default budget allows at `--max-tokens`.
    static let averageDepth = 32
  }

  /// Reads `json` (a document root or an inline set) as the root group, spending `budget`.
  func read(
    _ json: JSONValue, at place: SourceRef, budget: inout NameBudget,
    into diagnostics: inout DiagnosticCollector
  )
    -> GroupNode
  {
    guard case .object(let object) = json else {
      diagnostics.add(
        .error, .tokensNotObject,
        "a token document must be a JSON object, but this is \(json.kindName)",
        at: place.value(), hint: "wrap the tokens in { … }")
      return GroupNode(place: place)
    }
    var classic = ClassicTally()
    let group = readGroup(
      object, path: [], dotted: "", place: place, isRoot: true, classic: &classic,
      budget: &budget, diagnostics: &diagnostics)
    if let first = classic.first {
      // One finding per file, not per token: the whole file is in the old form.
      let tokens = classic.count == 1 ? "1 token is" : "\(classic.count) tokens are"
      diagnostics.add(
        legacy ? .warning : .error, .tokensClassicForm,
        "\(tokens) in Tokens Studio's classic form (\"value\" and \"type\" without $), "
          + (legacy
            ? "read as their 2025.10 form" : "which 2025.10 does not read: they were left out")
          + (classic.typeNames.isEmpty
            ? "" : " (type names: \(classic.typeNames.joined(separator: ", ")))"),
        at: first,
        hint:
          "convert the folder with sptheme migrate DIR --write (it also turns $themes.json into a resolver)"
          + (legacy ? "" : ", or check it as it is with --legacy"))
    }
    return group
  }

  /// The tokens of a file written in the classic form, and where the first one is.
  private struct ClassicTally {
    var count = 0
    var first: SourceRef?
    /// The Tokens Studio type names read as their 2025.10 names, each once, in order.
    var typeNames: [String] = []
  }

  /// `dotted` is the group's path written with dots, made once per group so that a token's is
  /// one join, not a walk over every group above it (used where the place is the path).
  private func readGroup(
    _ object: JSONObject, path: [String], dotted: String, place: SourceRef, isRoot: Bool,
    classic: inout ClassicTally, budget: inout NameBudget,
    diagnostics: inout DiagnosticCollector
  ) -> GroupNode {
    var group = GroupNode(place: isRoot ? place : nil)
    group.children.reserveCapacity(object.count)
    // Below the root of a file, a member's pointer is its token path: one array serves both.
    let placeIsPath = place.pointer.tokens.count == path.count && place.pointer.tokens == path
    for member in object.members {
      if budget.exhausted { break }
      budget.left -= path.count + 1
      if budget.left < 0 {
        budget.exhausted = true
        diagnostics.add(
          .error, .limitTokens,
          "the tokens' names grow past what \(path.count + 1)-deep groups allow: their paths hold more group names in all than --max-tokens × \(NameBudget.averageDepth); the rest of the file was not read",
          at: place.appending(member.key),
          hint:
            "nest the groups less deeply, or raise the limit with --max-tokens (the budget grows with it)"
        )
        break
      }
      let memberPlace =
        placeIsPath
        ? SourceRef(
          document: place.document,
          pointer: JSONPointer(tokens: TokenPath.appending(path, member.key)), key: place.key)
        : place.appending(member.key)
      if member.key.hasPrefix("$") && member.key != "$root" {
        readGroupProperty(
          member, of: &group, path: path, place: memberPlace, isRoot: isRoot,
          diagnostics: &diagnostics)
        continue
      }
      let childPath =
        placeIsPath ? memberPlace.pointer.tokens : TokenPath.appending(path, member.key)
      let childDotted = placeIsPath ? TokenPath.joining(dotted, member.key) : nil
      if member.key != "$root", let problem = TokenPath.nameProblem(member.key) {
        diagnostics.add(
          .error, .tokensName, "'\(member.key)' is not a valid token or group name: \(problem)",
          at: memberPlace,
          token: childPath, hint: "rename it, e.g. '\(suggestedName(member.key))'")
        continue
      }
      guard case .object(let child) = member.value else {
        diagnostics.add(
          .error, .tokensNotObject,
          "'\(member.key)' must be a token (an object with $value) or a group (an object), but it is \(member.value.kindName)",
          at: memberPlace, token: childPath, hint: "write it as { \"$value\": … } with a $type")
        continue
      }
      if ClassicToken.isClassic(child) {
        classic.count += 1
        if classic.first == nil { classic.first = memberPlace }
        // Strict reading stops at the one finding for the file rather than repeating the
        // legacy type names and values of each token.
        var modern = ClassicToken.modernized(child)
        // The file's one warning names the type names it maps, rather than one warning a token.
        if legacy, let name = modern["$type"]?.string, let type = LegacyTypeName.modern[name] {
          modern["$type"] = .string(type.rawValue)
          let mapping = "\(name) → \(type.rawValue)"
          if !classic.typeNames.contains(mapping) { classic.typeNames.append(mapping) }
        }
        if legacy,
          let token = readToken(
            modern, path: childPath, dotted: childDotted, place: memberPlace,
            diagnostics: &diagnostics)
        {
          group[member.key] = .token(token)
        }
      } else if child["$value"] != nil
        || (child["$ref"] != nil && !child.keys.contains { !$0.hasPrefix("$") || $0 == "$root" })
      {
        if let token = readToken(
          child, path: childPath, dotted: childDotted, place: memberPlace,
          diagnostics: &diagnostics)
        {
          group[member.key] = .token(token)
        }
      } else if member.key == "$root" {
        diagnostics.add(
          .error, .tokensRootNotToken, "'$root' must be a token (an object with $value)",
          at: memberPlace,
          token: childPath, hint: "give $root a $value, or rename the group")
      } else {
        group[member.key] = .group(
          readGroup(
            child, path: childPath, dotted: childDotted ?? "", place: memberPlace, isRoot: false,
            classic: &classic, budget: &budget,
            diagnostics: &diagnostics))
      }
    }
    return group
  }

  private func readGroupProperty(
    _ member: JSONObject.Member, of group: inout GroupNode, path: [String], place: SourceRef,
    isRoot: Bool,
    diagnostics: inout DiagnosticCollector
  ) {
    switch member.key {
    case "$type":
      group.type = readType(member.value, path: path, place: place, diagnostics: &diagnostics)
    case "$description":
      group.description = readDescription(
        member.value, path: path, place: place, diagnostics: &diagnostics)
    case "$deprecated":
      group.deprecated = readDeprecated(
        member.value, path: path, place: place, diagnostics: &diagnostics)
    case "$extensions":
      group.extensions = readExtensions(
        member.value, path: path, place: place, diagnostics: &diagnostics)
    case "$extends", "$ref":
      GroupBase.read(member, of: &group, path: path, place: place, diagnostics: &diagnostics)
    case "$schema" where isRoot:
      if member.value.string == nil {
        diagnostics.add(
          .error, .tokensSchema, "$schema must be a string (a URL)", at: place.value(),
          token: path)
      }
    case "$value":
      break  // Handled by the caller: such an object is a token.
    default:
      diagnostics.add(
        .error, .tokensUnknownProperty,
        "unknown group property '\(member.key)' (from the 2025.10 schema: groups allow $type, $description, $deprecated, $extensions, $extends)",
        at: place, token: path,
        hint: "remove it, or keep tool data under $extensions with a reverse-domain key")
    }
  }

  private func readToken(
    _ object: JSONObject, path: [String], dotted: String?, place: SourceRef,
    diagnostics: inout DiagnosticCollector
  ) -> TokenDefinition? {
    var value: JSONValue?
    var reference: JSONPointer?
    var type: TokenType?
    var description: String?
    var deprecated: Deprecation?
    var extensions: JSONValue?
    var valid = true
    var stringTypePlace: SourceRef?
    var legacyAlpha: Double?
    for member in object.members {
      // Built only for a diagnostic: most members are fine.
      func memberPlace() -> SourceRef { place.appending(member.key) }
      switch member.key {
      case "$value":
        if case .null = member.value {
          diagnostics.add(
            .error, .tokensValueNull, "$value cannot be null", at: memberPlace().value(),
            token: path,
            hint: "give the token a value of its type, or remove the token")
          valid = false
        }
        value = member.value
      case "$ref":
        guard let text = member.value.string, text.hasPrefix("#"),
          let pointer = JSONPointer(parsing: text)
        else {
          diagnostics.add(
            .error, .aliasPointerSyntax,
            "$ref must be a JSON Pointer into this token tree, written \"#/group/token\"",
            at: memberPlace().value(),
            token: path, hint: "e.g. \"$ref\": \"#/color/blue\"")
          valid = false
          continue
        }
        reference = pointer
      case "$type" where legacy && member.value.string == "string":
        // Figma's string variables: typed below from the token's path and value.
        stringTypePlace = memberPlace()
      case "$type":
        type = readType(member.value, path: path, place: memberPlace(), diagnostics: &diagnostics)
        if type == nil { valid = false }
      case "$description":
        description = readDescription(
          member.value, path: path, place: memberPlace(), diagnostics: &diagnostics)
      case "$deprecated":
        deprecated = readDeprecated(
          member.value, path: path, place: memberPlace(), diagnostics: &diagnostics)
      case "$extensions":
        extensions = readExtensions(
          member.value, path: path, place: memberPlace(), diagnostics: &diagnostics)
      case "alpha" where object["$value"] != nil && member.value.number != nil:
        // GitHub Primer's opacity modifier: the color of $value with this alpha.
        let alpha = member.value.number ?? 1
        guard (0...1).contains(alpha) else {
          diagnostics.add(
            .error, .tokensLegacyAlpha,
            "alpha \(ValueWording.number(alpha)) beside $value is out of range: it must be between 0 and 1",
            at: memberPlace().value(), token: path, hint: "use a number from 0 to 1")
          valid = false
          continue
        }
        diagnostics.add(
          legacy ? .warning : .error, .tokensLegacyAlpha,
          "alpha beside $value (GitHub Primer's opacity modifier) is no 2025.10 member"
            + (legacy ? "; read as the color's alpha" : ""),
          at: memberPlace(), token: path,
          hint: "write the color with \"alpha\": \(ValueWording.number(alpha)) in its $value "
            + (legacy
              ? "(sptheme migrate does it)" : "(sptheme migrate does it, or check with --legacy)"))
        if legacy { legacyAlpha = alpha } else { valid = false }
      default:
        let isProperty = member.key.hasPrefix("$")
        diagnostics.add(
          .error, isProperty ? .tokensUnknownProperty : .tokensValueAndChildren,
          isProperty
            ? "unknown token property '\(member.key)' (from the 2025.10 schema: tokens allow $value, $type, $description, $deprecated, $extensions)"
            : "'\(member.key)' sits inside a token; a token (it has $value) cannot also be a group with children",
          at: memberPlace(), token: path,
          hint: isProperty
            ? "remove it, or keep tool data under $extensions"
            : "move '\(member.key)' into a group of its own, or use $root for the group's own value"
        )
        valid = false
      }
    }
    if value != nil, reference != nil {
      diagnostics.add(
        .error, .tokensRefAndValue,
        "a token cannot have both $value and $ref (from the 2025.10 schema)",
        at: place.appending("$ref"),
        token: path, hint: "keep $value, or keep $ref to make the token an alias")
      valid = false
    }
    if let place = stringTypePlace {
      switch LegacyShapes.typeOfString(path: path, value: value) {
      case .fromAlias:
        diagnostics.add(
          .warning, .tokensLegacyType,
          "$type \"string\" (Figma's string variable) is no 2025.10 type; the alias gives the token its type",
          at: place.value(), token: path, hint: "remove the $type (sptheme migrate does it)")
      case .typed(let inferred):
        type = inferred
        diagnostics.add(
          .warning, .tokensLegacyType,
          "$type \"string\" (Figma's string variable) is no 2025.10 type; read as \"\(inferred.rawValue)\" from the token's name and value",
          at: place.value(), token: path,
          hint: "write \"$type\": \"\(inferred.rawValue)\" (sptheme migrate does it)")
      case .unknown:
        // Not a warning: a token that cannot be read is left out, and aliases to it must say why.
        diagnostics.add(
          .error, .tokensLegacyType,
          "$type \"string\" (Figma's string variable) is no 2025.10 type, and neither the name nor the value says which; left out",
          at: place.value(), token: path,
          hint:
            "give it a 2025.10 $type (fontFamily, fontWeight, …), or keep the text under $extensions"
        )
        valid = false
      }
    }
    guard valid else {
      // The value is not parsed: what would have named a malformed reference in it is said here.
      if let value {
        reportMalformedReferences(
          in: value, at: place.appending("$value"), path: path, &diagnostics)
      }
      return nil
    }
    return TokenDefinition(
      value: value, reference: reference, type: type, description: description,
      deprecated: deprecated,
      extensions: extensions, legacyAlpha: legacyAlpha, place: place, dotted: dotted)
  }

  /// Names every malformed reference in the `$value` of a token that is left out.
  private func reportMalformedReferences(
    in value: JSONValue, at place: SourceRef, path: [String],
    _ diagnostics: inout DiagnosticCollector
  ) {
    for problem in ValueParser.malformedReferences(in: value) {
      diagnostics.add(
        problem.severity, problem.rule, problem.message,
        at: SourceRef(
          document: place.document, pointer: place.pointer.appending(contentsOf: problem.pointer),
          key: false),
        token: path, hint: problem.hint)
    }
  }

  private func readType(
    _ json: JSONValue, path: [String], place: @autoclosure () -> SourceRef,
    diagnostics: inout DiagnosticCollector
  ) -> TokenType? {
    guard let text = json.string else {
      diagnostics.add(
        .error, .tokensType, "$type must be a string, but it is \(json.kindName)",
        at: place().value(), token: path,
        hint: "use one of: \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))")
      return nil
    }
    if let type = TokenType(rawValue: text) { return type }
    if let modern = LegacyTypeName.modern[text] {
      diagnostics.add(
        legacy ? .warning : .error, .tokensLegacyType,
        "$type \"\(text)\" is not a DTCG 2025.10 type; it means \"\(modern.rawValue)\"",
        at: place().value(),
        token: path,
        hint: "write \"$type\": \"\(modern.rawValue)\" (sptheme migrate does it for a whole file)")
      return legacy ? modern : nil
    }
    diagnostics.add(
      .error, .tokensType, "unknown $type \"\(text)\"", at: place().value(), token: path,
      hint: "use one of: \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))")
    return nil
  }

  private func readDescription(
    _ json: JSONValue, path: [String], place: @autoclosure () -> SourceRef,
    diagnostics: inout DiagnosticCollector
  ) -> String? {
    guard let text = json.string else {
      diagnostics.add(
        .error, .tokensDescription, "$description must be a string, but it is \(json.kindName)",
        at: place().value(), token: path, hint: "write the description as text in quotes")
      return nil
    }
    return text
  }

  private func readDeprecated(
    _ json: JSONValue, path: [String], place: @autoclosure () -> SourceRef,
    diagnostics: inout DiagnosticCollector
  ) -> Deprecation? {
    switch json {
    case .bool(let flag): return flag ? .deprecated(message: nil) : .notDeprecated
    case .string(let message): return .deprecated(message: message)
    default:
      diagnostics.add(
        .error, .tokensDeprecated,
        "$deprecated must be true, false or a message, but it is \(json.kindName)",
        at: place().value(), token: path,
        hint: "write \"$deprecated\": \"Use {new.token} instead.\"")
      return nil
    }
  }

  private func readExtensions(
    _ json: JSONValue, path: [String], place: @autoclosure () -> SourceRef,
    diagnostics: inout DiagnosticCollector
  ) -> JSONValue? {
    guard case .object = json else {
      diagnostics.add(
        .error, .tokensExtensions, "$extensions must be an object, but it is \(json.kindName)",
        at: place().value(),
        token: path, hint: "write { \"com.example.tool\": … }")
      return nil
    }
    return json
  }

  private func suggestedName(_ name: String) -> String {
    var result = name
    while result.hasPrefix("$") { result.removeFirst() }
    result = String(result.map { "{}.".contains($0) ? "-" : $0 })
    return result.isEmpty ? "name" : result
  }
}

/// Type names of older token formats (Tokens Studio and others) and their 2025.10 equivalents.
enum LegacyTypeName {
  static let modern: [String: TokenType] = [
    "spacing": .dimension, "sizing": .dimension, "borderRadius": .dimension,
    "borderWidth": .dimension,
    "fontSizes": .dimension, "fontSize": .dimension, "letterSpacing": .dimension,
    "paragraphSpacing": .dimension,
    "dimensions": .dimension, "size": .dimension,
    "boxShadow": .shadow, "fontFamilies": .fontFamily, "fontWeights": .fontWeight,
    "lineHeights": .number, "opacity": .number, "composition": .typography,
  ]
}
