/// Tokens Studio's math in a token value: `"{space.scale} * 2"`, `"{base} + 4"`,
/// `"({size.md} / 2)px"`, `"roundTo({x} * 1.5)"`.
///
/// Deliberately small: numbers with an optional unit (`4`, `4px`, `1.5rem`, `50%`), references
/// (`{a.b}` and Tokens Studio's older `$a.b`), `+ - * /`, parentheses (a unit written right after
/// a closing parenthesis applies to what is inside), unary minus, and `roundTo(x)` /
/// `roundTo(x, places)`. Nothing else is evaluated. Expressions longer than ``maxLength``
/// characters or nested deeper than ``maxDepth`` are refused, so no input makes the parser
/// recurse without bound.
///
/// ```swift
/// switch TokensStudioMath.read("{space.scale} * 2") {
/// case .expression(let expression): print(expression.references)  // [["space", "scale"]]
/// case .malformed(let error): print(error.column, error.message)
/// case .notMath: break
/// }
/// ```
enum TokensStudioMath {
  /// The longest expression read, in characters.
  static let maxLength = 1_000
  /// The deepest nesting of parentheses, signs and function calls.
  static let maxDepth = 32

  /// A parsed expression.
  indirect enum Expression: Sendable, Equatable {
    /// A number, with the unit written right after it (`4px`), if any.
    case literal(Double, unit: String?)
    /// A token: `{a.b}`, or `$a.b` when `dollar`.
    case reference(path: [String], dollar: Bool)
    /// `-x`.
    case negate(Expression)
    /// `x + y`, `x - y`, `x * y`, `x / y`.
    case binary(Operator, Expression, Expression)
    /// `(x)px`: a unit written right after a closing parenthesis.
    case withUnit(Expression, unit: String)
    /// `roundTo(x)` or `roundTo(x, places)`.
    case roundTo(Expression, places: Expression?)

    /// The tokens it names, each once, in the order written.
    var references: [[String]] {
      var paths: [[String]] = []
      collectReferences(into: &paths)
      return paths
    }

    /// Whether a reference is written the older way (`$a.b`).
    var hasDollarReference: Bool {
      switch self {
      case .literal: false
      case .reference(_, let dollar): dollar
      case .negate(let inner), .withUnit(let inner, _): inner.hasDollarReference
      case .binary(_, let left, let right): left.hasDollarReference || right.hasDollarReference
      case .roundTo(let value, let places):
        value.hasDollarReference || places?.hasDollarReference == true
      }
    }

    private func collectReferences(into paths: inout [[String]]) {
      switch self {
      case .literal: break
      case .reference(let path, _): if !paths.contains(path) { paths.append(path) }
      case .negate(let inner), .withUnit(let inner, _): inner.collectReferences(into: &paths)
      case .binary(_, let left, let right):
        left.collectReferences(into: &paths)
        right.collectReferences(into: &paths)
      case .roundTo(let value, let places):
        value.collectReferences(into: &paths)
        places?.collectReferences(into: &paths)
      }
    }
  }

  /// The four operators.
  enum Operator: Character, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }

  /// What is wrong with an expression, and where.
  struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in a designer's words.
    var message: String
    /// The character it is at, from 1.
    var column: Int

    var description: String { "\(message) (character \(column))" }
  }

  /// What a string is.
  enum Reading: Sendable, Equatable {
    /// Not math: a literal (`"16px"`, `"-3px"`), a plain reference, or text math does not read
    /// (`"rgba({c}, 0.5)"`, `"1px solid {c}"`).
    case notMath
    /// Math, parsed.
    case expression(Expression)
    /// Math (it has an operator or `roundTo`), but malformed.
    case malformed(SyntaxError)
  }

  /// Names of functions Tokens Studio's evaluator knows: a call to one of them is math (and
  /// refused unless it is `roundTo`); a call to any other name (`rgba(`, `linear-gradient(`)
  /// means the string is not math at all.
  static let functionNames: Set<String> = [
    "roundTo", "round", "floor", "ceil", "abs", "min", "max", "sqrt", "pow", "trunc", "sign",
    "log", "exp",
  ]

  /// Reads a string as math, if it is math.
  static func read(_ text: String) -> Reading {
    guard text.utf8.count <= maxLength else {
      // Too long to read; math if it plainly uses math's operators.
      let mathLike = text.contains { "*/+".contains($0) } || text.contains("roundTo(")
      return mathLike
        ? .malformed(
          SyntaxError(
            message: "the expression is longer than \(maxLength) characters", column: maxLength + 1)
        )
        : .notMath
    }
    let tokens = Lexer.tokens(of: text)
    guard isMathLike(tokens) else { return .notMath }
    do {
      return .expression(try parse(tokens))
    } catch {
      return .malformed(error)
    }
  }

  /// Parses an expression; throws what is wrong with it.
  static func parse(_ text: String) throws(SyntaxError) -> Expression {
    guard text.utf8.count <= maxLength else {
      throw SyntaxError(
        message: "the expression is longer than \(maxLength) characters", column: maxLength + 1)
    }
    return try parse(Lexer.tokens(of: text))
  }

  private static func parse(_ tokens: [Lexer.Token]) throws(SyntaxError) -> Expression {
    var parser = Parser(tokens: tokens)
    return try parser.whole()
  }

  /// Math has an operator between two operands, a sign before a reference or a parenthesis, or
  /// a call to a function Tokens Studio knows, and calls no function it does not know.
  private static func isMathLike(_ tokens: [Lexer.Token]) -> Bool {
    var math = false
    for (index, token) in tokens.enumerated() {
      let next = index + 1 < tokens.count ? tokens[index + 1].kind : nil
      let previous = index > 0 ? tokens[index - 1].kind : nil
      switch token.kind {
      case .name(let name) where next == .open:
        guard functionNames.contains(name) else { return false }
        math = true
      case .operator(let symbol):
        if let previous, previous.isOperand {
          math = true
        } else if symbol == .subtract || symbol == .add, let next,
          next == .open || next.isReference
        {
          math = true
        }
      case .other("^") where previous?.isOperand == true:
        math = true
      default:
        break
      }
    }
    return math
  }
}
