/// The selector a CSS export's rules are written under: `:root` (the default), or a scope such
/// as `[data-brand="folio"]` so that several brands share one page.
///
/// A selector is checked when it is made, so that it cannot end the rule it heads or start
/// another: `{`, `}`, `;`, `<`, comments (`/*`, `*/`), control and bidirectional characters,
/// an unclosed string, unbalanced `[…]` or `(…)`, a final lone backslash and a leading `@` (an
/// at-rule) are refused. What is left is written as given; a selector the browser does not
/// understand drops only that brand's rules.
///
/// ```swift
/// let scope = try CSSSelector(#"[data-brand="folio"]"#)
/// let css = CSSExporter.render(themes, selector: scope)
/// ```
public struct CSSSelector: Sendable, Equatable, CustomStringConvertible {
  /// The selector text, trimmed of surrounding spaces.
  public let text: String

  /// `:root`: the whole page.
  public static let root = CSSSelector(unchecked: ":root")

  /// Why a selector (or another CSS choice: `--mode-selector`, `--prefix`) was refused.
  public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
    /// The selector as given.
    public var selector: String
    /// What is wrong with it, with what to do.
    public var reason: String
    /// The option it was given with (`--selector`, `--mode-selector`, `--prefix`).
    public var option: String = "--selector"

    public var description: String {
      "\(option) '\(SafeText.terminal(selector))' \(reason)"
    }
  }

  /// Checks a selector.
  ///
  /// - Throws: ``Invalid`` when the selector is empty or could break out of its rule.
  public init(_ text: String) throws(Invalid) {
    let trimmed = Self.trimmed(text)
    func refuse(_ reason: String) -> Invalid { Invalid(selector: text, reason: reason) }
    guard !trimmed.isEmpty else {
      throw refuse("is empty; give one such as '[data-brand=\"folio\"]' or leave it out for :root")
    }
    if trimmed.hasPrefix("@") {
      throw refuse("starts with '@', which makes an at-rule, not a selector")
    }
    var quote: Unicode.Scalar?
    var escaped = false
    var open: [Unicode.Scalar] = []
    var previous: Unicode.Scalar?
    for scalar in trimmed.unicodeScalars {
      if SafeText.isTerminalControl(scalar) {
        throw refuse(
          "holds a control character (U+\(Self.hex(scalar))); a selector is one line of text")
      }
      defer { previous = scalar }
      if escaped {
        escaped = false
        continue
      }
      if scalar == "\\" {
        escaped = true
        continue
      }
      if let current = quote {
        if scalar == current { quote = nil }
        if scalar == "<" { throw refuse("holds '<', which could close a <style> element") }
        continue
      }
      switch scalar {
      case "{", "}", ";":
        throw refuse("holds '\(scalar)', which would end the rule; give only the selector")
      case "<":
        throw refuse("holds '<', which is not part of a selector and could close a <style> element")
      case "*" where previous == "/", "/" where previous == "*":
        throw refuse("holds a comment ('/*' or '*/'); give only the selector")
      case "\"", "'": quote = scalar
      case "[", "(": open.append(scalar)
      case "]", ")":
        guard let last = open.popLast(), (last == "[") == (scalar == "]") else {
          throw refuse("has '\(scalar)' without its opening bracket")
        }
      default: break
      }
    }
    if escaped { throw refuse("ends with a lone backslash") }
    if quote != nil { throw refuse("has a string without its closing quote") }
    if let last = open.last { throw refuse("has '\(last)' without its closing bracket") }
    self.text = trimmed
  }

  private init(unchecked text: String) { self.text = text }

  public var description: String { text }

  private static func trimmed(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
