extension TokensStudioMath {
  /// Splits an expression into tokens. It never fails: what math does not know becomes an
  /// ``Kind/other(_:)`` token for the parser to name.
  enum Lexer {
    /// One token and where it is (offsets in characters, from 0).
    struct Token: Sendable, Equatable {
      var kind: Kind
      var start: Int
      var end: Int
      /// The token as written.
      var text: String
    }

    enum Kind: Sendable, Equatable {
      /// `4`, `4px`, `1.5rem`, `50%`.
      case number(Double, unit: String?)
      /// `{a.b}` or `$a.b`.
      case reference([String], dollar: Bool)
      /// Braces around something that is not a token path (`{}`, `{a..b}`).
      case badReference
      /// A `{` with no `}` after it.
      case unclosedBrace
      case `operator`(Operator)
      case open
      case close
      case comma
      /// A word: a function name, or a unit after a closing parenthesis.
      case name(String)
      /// Any other character.
      case other(Character)

      /// Whether it ends an operand, so that an operator after it is a binary one.
      var isOperand: Bool {
        switch self {
        case .number, .reference, .badReference, .close: true
        default: false
        }
      }

      var isReference: Bool {
        if case .reference = self { return true }
        return false
      }
    }

    /// The tokens of `text`.
    static func tokens(of text: String) -> [Token] {
      let scalars = Array(text.unicodeScalars)
      var tokens: [Token] = []
      var index = 0
      func add(_ kind: Kind, from start: Int) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        tokens.append(Token(kind: kind, start: start, end: index, text: String(view)))
      }
      while index < scalars.count {
        let scalar = scalars[index]
        let start = index
        switch scalar {
        case " ", "\t", "\n", "\r":
          index += 1
        case "0"..."9", ".":
          guard scalar != "." || (index + 1 < scalars.count && isDigit(scalars[index + 1])) else {
            index += 1
            add(.other("."), from: start)
            continue
          }
          add(number(scalars, &index), from: start)
        case "{":
          add(curly(scalars, &index), from: start)
        case "$":
          add(dollar(scalars, &index), from: start)
        case "+", "-", "*", "/":
          index += 1
          add(.operator(Operator(rawValue: Character(scalar)) ?? .add), from: start)
        case "(":
          index += 1
          add(.open, from: start)
        case ")":
          index += 1
          add(.close, from: start)
        case ",":
          index += 1
          add(.comma, from: start)
        default:
          if isLetter(scalar) || scalar == "_" {
            while index < scalars.count,
              isLetter(scalars[index]) || isDigit(scalars[index])
                || scalars[index] == "_"
            {
              index += 1
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<index])
            add(.name(String(view)), from: start)
          } else {
            index += 1
            add(.other(Character(scalar)), from: start)
          }
        }
      }
      return tokens
    }

    /// A number and the unit written right after it.
    private static func number(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Kind {
      let start = index
      while index < scalars.count, isDigit(scalars[index]) { index += 1 }
      if index < scalars.count, scalars[index] == "." {
        index += 1
        while index < scalars.count, isDigit(scalars[index]) { index += 1 }
      }
      // An exponent only when digits follow (`1e3`, `2.5e-4`); `2em` is 2 in em.
      if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
        var look = index + 1
        if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
        if look < scalars.count, isDigit(scalars[look]) {
          index = look
          while index < scalars.count, isDigit(scalars[index]) { index += 1 }
        }
      }
      var digits = String.UnicodeScalarView()
      digits.append(contentsOf: scalars[start..<index])
      let value = Double(String(digits)) ?? .nan
      let unitStart = index
      if index < scalars.count, scalars[index] == "%" {
        index += 1
      } else {
        while index < scalars.count, isLetter(scalars[index]) { index += 1 }
      }
      guard index > unitStart else { return .number(value, unit: nil) }
      var unit = String.UnicodeScalarView()
      unit.append(contentsOf: scalars[unitStart..<index])
      return .number(value, unit: String(unit).lowercased())
    }

    /// `{a.b}`; a `{` with no `}` takes the rest of the text.
    private static func curly(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Kind {
      let start = index
      var end = index + 1
      while end < scalars.count, scalars[end] != "}", scalars[end] != "{" { end += 1 }
      guard end < scalars.count, scalars[end] == "}" else {
        if end < scalars.count {
          // `{a{b}`: the first brace is not closed before the next opens.
          index += 1
          return .other("{")
        }
        index = scalars.count
        return .unclosedBrace
      }
      index = end + 1
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[start..<index])
      guard let path = AliasReference.curlyPath(String(text)) else { return .badReference }
      return .reference(path, dollar: false)
    }

    /// `$a.b`: Tokens Studio's older reference, a `$` and a dotted path of letters, digits,
    /// `_` and `-`, ending in a letter, digit or `_`.
    private static func dollar(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Kind {
      let start = index + 1
      var end = start
      while end < scalars.count, isPathCharacter(scalars[end]) { end += 1 }
      while end > start, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
      guard end > start else {
        index += 1
        return .other("$")
      }
      index = end
      var body = String.UnicodeScalarView()
      body.append(contentsOf: scalars[start..<end])
      guard let path = LegacyShapes.tokensStudioPath("$" + String(body)) else {
        return .badReference
      }
      return .reference(path, dollar: true)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || (scalar.value > 0x7F && scalar.properties.isAlphabetic)
    }

    static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
      isLetter(scalar) || isDigit(scalar) || scalar == "_" || scalar == "-" || scalar == "."
    }
  }
}
