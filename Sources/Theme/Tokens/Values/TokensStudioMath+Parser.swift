extension TokensStudioMath {
  /// A recursive-descent parser over the lexer's tokens:
  ///
  /// ```
  /// sum     = product (("+" | "-") product)*
  /// product = unary (("*" | "/") unary)*
  /// unary   = ("-" | "+") unary | primary
  /// primary = number | reference | "(" sum ")" unit? | "roundTo(" sum ("," sum)? ")"
  /// ```
  ///
  /// Signs, parentheses and calls count towards ``TokensStudioMath/maxDepth``; operator chains
  /// are read in loops, and their length is bounded by ``TokensStudioMath/maxLength``.
  struct Parser {
    typealias Token = Lexer.Token

    let tokens: [Token]
    var index = 0
    var depth = 0

    init(tokens: [Token]) {
      self.tokens = tokens
    }

    /// The whole expression; anything left after it is an error.
    mutating func whole() throws(SyntaxError) -> Expression {
      guard !tokens.isEmpty else {
        throw SyntaxError(message: "the expression is empty", column: 1)
      }
      let expression = try sum()
      if index < tokens.count { throw leftover(tokens[index]) }
      return expression
    }

    private var next: Token? { index < tokens.count ? tokens[index] : nil }

    private mutating func sum() throws(SyntaxError) -> Expression {
      var left = try product()
      while case .operator(let symbol)? = next?.kind, symbol == .add || symbol == .subtract {
        index += 1
        left = .binary(symbol, left, try product())
      }
      return left
    }

    private mutating func product() throws(SyntaxError) -> Expression {
      var left = try unary()
      while case .operator(let symbol)? = next?.kind, symbol == .multiply || symbol == .divide {
        index += 1
        left = .binary(symbol, left, try unary())
      }
      return left
    }

    private mutating func unary() throws(SyntaxError) -> Expression {
      guard let token = next, case .operator(let symbol) = token.kind,
        symbol == .subtract || symbol == .add
      else { return try primary() }
      try enter(token)
      index += 1
      let inner = try unary()
      depth -= 1
      return symbol == .subtract ? .negate(inner) : inner
    }

    private mutating func primary() throws(SyntaxError) -> Expression {
      guard let token = next else {
        throw SyntaxError(
          message: "the expression ends where a number, a reference or \"(\" should come",
          column: (tokens.last?.end ?? 0) + 1)
      }
      switch token.kind {
      case .number(let value, let unit):
        index += 1
        return .literal(value, unit: unit)
      case .reference(let path, let dollar):
        index += 1
        return .reference(path: path, dollar: dollar)
      case .open:
        try enter(token)
        index += 1
        let inner = try sum()
        guard let close = next, close.kind == .close else {
          throw SyntaxError(
            message: "the \"(\" at character \(token.start + 1) is not closed",
            column: next.map { $0.start + 1 } ?? (tokens.last?.end ?? 0) + 1)
        }
        index += 1
        depth -= 1
        // `(…)px`: a unit right after the parenthesis, with no space.
        if let unit = next, case .name(let name) = unit.kind, unit.start == close.end {
          index += 1
          return .withUnit(inner, unit: name.lowercased())
        }
        return inner
      case .name(let name):
        if index + 1 < tokens.count, tokens[index + 1].kind == .open {
          guard name == "roundTo" else {
            throw SyntaxError(
              message:
                "\(name)() is not read: Tokens Studio math here is + - * /, parentheses and roundTo()",
              column: token.start + 1)
          }
          return try roundTo(token)
        }
        throw SyntaxError(
          message: "\"\(name)\" is not a number, a reference or a function", column: token.start + 1
        )
      default:
        throw unexpected(token)
      }
    }

    /// `roundTo(x)` or `roundTo(x, places)`; the name is the next token.
    private mutating func roundTo(_ name: Token) throws(SyntaxError) -> Expression {
      try enter(name)
      index += 2
      let value = try sum()
      var places: Expression?
      if next?.kind == .comma {
        index += 1
        places = try sum()
      }
      guard next?.kind == .close else {
        let found = next
        throw SyntaxError(
          message: found?.kind == .comma
            ? "roundTo takes a value and at most one number of places"
            : "the \"(\" of roundTo at character \(name.end + 1) is not closed",
          column: found.map { $0.start + 1 } ?? (tokens.last?.end ?? 0) + 1)
      }
      index += 1
      depth -= 1
      return .roundTo(value, places: places)
    }

    private mutating func enter(_ token: Token) throws(SyntaxError) {
      depth += 1
      guard depth <= TokensStudioMath.maxDepth else {
        throw SyntaxError(
          message: "the expression is nested more than \(TokensStudioMath.maxDepth) deep",
          column: token.start + 1)
      }
    }

    /// A token where an operand should be.
    private func unexpected(_ token: Token) -> SyntaxError {
      let column = token.start + 1
      switch token.kind {
      case .operator(let symbol):
        return SyntaxError(
          message: "\"\(symbol.rawValue)\" has no number or reference before it", column: column)
      case .close:
        return SyntaxError(
          message: "\")\" comes where a number, a reference or \"(\" should", column: column)
      case .comma:
        return SyntaxError(message: "\",\" is only read between roundTo's values", column: column)
      case .badReference:
        let problem =
          ValueParser.curlyProblem(token.text)?.message
          ?? "\(token.text) is not a token path: names joined by single dots"
        return SyntaxError(message: problem, column: column)
      case .unclosedBrace:
        return SyntaxError(message: "the \"{\" has no closing brace", column: column)
      case .other("^"):
        return SyntaxError(
          message: "\"^\" (a power) is not read: Tokens Studio math here is + - * /",
          column: column)
      case .other(let character):
        return SyntaxError(
          message: "\"\(character)\" is not part of Tokens Studio math", column: column)
      default:
        return SyntaxError(message: "\(token.text) is not expected here", column: column)
      }
    }

    /// A token left after a whole expression.
    private func leftover(_ token: Token) -> SyntaxError {
      switch token.kind {
      case .number, .reference, .open, .name:
        SyntaxError(
          message: "an operator (+ - * /) is missing before \(token.text)",
          column: token.start + 1)
      case .close:
        SyntaxError(message: "\")\" closes nothing", column: token.start + 1)
      default:
        unexpected(token)
      }
    }
  }
}
