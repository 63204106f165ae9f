/// Builds Swift source text line by line with two-space indentation, and makes text from
/// token files safe as Swift: string literals, doc comments and identifiers.
struct SwiftCodeWriter {
  private(set) var text = ""
  private var level = 0

  /// Adds a line at the current indentation (an empty line stays empty).
  mutating func line(_ content: String) {
    text += content.isEmpty ? "\n" : String(repeating: "  ", count: level) + content + "\n"
  }

  /// Adds a line and indents what follows.
  mutating func open(_ content: String) {
    line(content)
    level += 1
  }

  /// Outdents, then adds a line.
  mutating func close(_ content: String) {
    level = max(0, level - 1)
    line(content)
  }

  /// Adds lines one level deeper.
  mutating func indent(_ body: (inout SwiftCodeWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// A `///` doc comment; the text may span lines.
  mutating func doc(_ content: String) {
    docBlock(content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// A `///` doc comment from lines; each is made safe and split at any line break it holds.
  mutating func docBlock(_ lines: [String]) {
    for item in lines {
      for part in Self.lines(item) {
        line(part.isEmpty ? "///" : "/// " + Self.commentText(part))
      }
    }
  }

  /// `//` comment lines from lines; each is made safe and split at any line break it holds.
  mutating func comment(_ lines: [String]) {
    for item in lines {
      for part in Self.lines(item) {
        line(part.isEmpty ? "//" : "// " + Self.commentText(part))
      }
    }
  }

  /// Splits text at every kind of line break.
  static func lines(_ text: String) -> [String] {
    var result: [String] = [""]
    for scalar in text.unicodeScalars {
      if ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
        result.append("")
      } else {
        result[result.count - 1].unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text safe on one comment line: no control characters and no bidirectional overrides
  /// (which could make the source read differently from how it compiles).
  static func commentText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) || scalar == "\n" || scalar == "\r" {
        result += " "
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A Swift string literal: quotes, backslashes (so no interpolation), control characters,
  /// line separators and bidirectional controls escaped.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if isUnsafe(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    SafeText.isTerminalControl(scalar) || scalar == "\u{FEFF}"
  }

  /// A lowerCamelCase identifier from a name, using ASCII letters and digits only
  /// (`field-note` → `fieldNote`); never a keyword, never empty, never starting with a digit.
  static func identifier(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    var result = ""
    for (index, word) in words.enumerated() {
      result +=
        index == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }
    if result.isEmpty { return "brand" }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "brand" + result
    }
    if keywords.contains(result) { result += "Brand" }
    return result
  }

  /// Swift keywords and names that cannot be a static property without backticks, plus
  /// `SPTheme`'s own members.
  static let keywords: Set = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
    "where",
    "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async",
    "any", "some",
    "consume", "copy", "borrowing", "consuming", "discard", "each", "macro", "package", "Type",
    "Self", "Any",
    "Protocol", "sptheme", "id", "allBrands", "hash", "name", "color", "font", "type", "radius",
    "space", "stroke", "motion",
  ]
}
