/// Tokens Studio's references and math, and line heights in px, in the migrated file: what
/// `check --legacy` reads, written in 2025.10 form where the files being migrated give one
/// value in every theme, and listed (with the reason) where they do not.
extension TokenMigrator {
  /// A reference kept or rewritten, or math computed or listed; `nil` when `value` is neither
  /// (the caller converts it as a value of `type`).
  mutating func referenceOrMath(
    _ value: JSONValue, as type: TokenType, path: [String], pointer: JSONPointer
  ) -> JSONValue? {
    guard case .string(let text) = value else {
      return AliasReference.isReferenceLike(value) ? value : nil
    }
    if let target = LegacyShapes.tokensStudioPath(text) {
      let rewritten = JSONValue.string("{" + TokenPath.display(target) + "}")
      record(
        pointer, path: path, before: value, after: rewritten,
        note: "Tokens Studio's older reference, a $ and a path")
      return rewritten
    }
    // Math first: `"{a} * {b}"` starts and ends with a brace, as an alias does.
    let reading = ValueParser.computesMath(type) ? TokensStudioMath.read(text) : .notMath
    switch reading {
    case .notMath:
      return AliasReference.isReferenceLike(value) ? value : nil
    case .malformed(let error):
      record(
        pointer, path: path, before: value, after: nil,
        note: "Tokens Studio math, malformed: \(error.message) (character \(error.column))")
      return value
    case .expression(let expression):
      switch computed(expression, as: type) {
      case .success(let literal):
        record(
          pointer, path: path, before: value, after: literal,
          note: "Tokens Studio math, computed; 2025.10 has no expressions")
        return literal
      case .failure(let refusal):
        record(
          pointer, path: path, before: value, after: nil,
          note: "Tokens Studio math, not computed: \(refusal.reason); write its result")
        return value
      }
    }
  }

  /// The 2025.10 literal of an expression, computed as `check --legacy` computes it, with the
  /// values its references have in the files being migrated.
  private mutating func computed(_ expression: TokensStudioMath.Expression, as type: TokenType)
    -> Swift.Result<JSONValue, MigrationOperands.Refusal>
  {
    var values: [[String]: TokenValue] = [:]
    for reference in expression.references {
      switch operandValue(of: reference) {
      case .success(let value): values[reference] = value
      case .failure(let refusal): return .failure(refusal)
      }
    }
    // The computation `check --legacy` makes, so the two agree.
    do throws(TokensStudioMath.EvaluationError) {
      return .success(try TokensStudioMath.compute(expression, as: type, values: values).json)
    } catch {
      return .failure(.init(reason: error.message))
    }
  }

  /// The value of a token in the files being migrated (read once, when first needed).
  mutating func operandValue(of path: [String])
    -> Swift.Result<TokenValue, MigrationOperands.Refusal>
  {
    if operands == nil { operands = MigrationOperands(trees: fileSet) }
    return operands?.value(of: path) ?? .failure(.init(reason: "the files could not be read"))
  }

  /// A typography line height: a number, a percentage, or a length divided by the font size
  /// (the font size as written, or the value its alias or math has in the files being migrated).
  mutating func lineHeight(
    _ value: JSONValue, fontSize: JSONValue?, path: [String], pointer: JSONPointer
  ) -> JSONValue {
    if let rewritten = referenceOrMath(value, as: .number, path: path, pointer: pointer) {
      return rewritten
    }
    let size = fontSize.map { resolvedFontSize($0) }
    switch LegacyShapes.lengthLineHeight(value, fontSize: size) {
    case .notLength:
      return number(value, path: path, pointer: pointer)
    case .converted(let ratio, let division):
      let result = JSONValue.number(ratio)
      record(
        pointer, path: path, before: value, after: result,
        note: "a line height as a multiple of the font size: \(division)")
      return result
    case .needsFontSize(let reason):
      let why =
        if case .failure(let refusal)? = fontSize.map({ fontSizeValue($0) }) {
          refusal.reason
        } else {
          reason
        }
      record(
        pointer, path: path, before: value, after: nil,
        note: "a line height as a length needs the font size to become a multiple of it: \(why)")
      return value
    }
  }

  /// The font size as a dimension where an alias or math gives one, else as written.
  private mutating func resolvedFontSize(_ written: JSONValue) -> JSONValue {
    switch fontSizeValue(written) {
    case .success(.dimension(let dimension))?: JSONExporter.dimension(dimension)
    default: written
    }
  }

  /// What an aliased or computed font size is in the files being migrated; `nil` for one
  /// written as a value.
  private mutating func fontSizeValue(_ written: JSONValue)
    -> Swift.Result<TokenValue, MigrationOperands.Refusal>?
  {
    guard case .string(let text) = written else { return nil }
    if let reference = AliasReference(written), case .curly(let target) = reference {
      return operandValue(of: target)
    }
    if let target = LegacyShapes.tokensStudioPath(text) { return operandValue(of: target) }
    guard case .expression(let expression) = TokensStudioMath.read(text) else { return nil }
    return computed(expression, as: .dimension).flatMap { literal in
      ValueParser.parse(literal, as: .dimension).value.map { .success($0) }
        ?? .failure(.init(reason: "its font size is not a dimension"))
    }
  }
}
