/// An RFC 6901 JSON Pointer: the path from a document's root to one value.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, Comparable {
  /// The reference tokens, unescaped (`a/b` is one token `"a/b"`, written `a~1b`).
  public var tokens: [String]

  /// The pointer to the whole document.
  public static let root = JSONPointer(tokens: [])

  /// Creates a pointer from unescaped tokens.
  public init(tokens: [String]) {
    self.tokens = tokens
  }

  /// Parses a pointer written as text (`/a/b~1c`), or a URI fragment (`#/a/b`).
  ///
  /// Returns `nil` when the text is neither empty nor starts with `/` (after an optional `#`),
  /// or when an escape is not `~0` or `~1`.
  public init?(parsing text: String) {
    var body = Substring(text)
    if body.hasPrefix("#") {
      body = body.dropFirst()
      guard let decoded = String(body).removingPercentEncodingForPointer() else { return nil }
      body = Substring(decoded)
    }
    if body.isEmpty {
      self.tokens = []
      return
    }
    guard body.hasPrefix("/") else { return nil }
    var tokens: [String] = []
    for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      var token = ""
      var iterator = raw.makeIterator()
      while let character = iterator.next() {
        if character == "~" {
          switch iterator.next() {
          case "0": token.append("~")
          case "1": token.append("/")
          default: return nil
          }
        } else {
          token.append(character)
        }
      }
      tokens.append(token)
    }
    self.tokens = tokens
  }

  /// The pointer one level deeper.
  public func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: TokenPath.appending(tokens, token))
  }

  /// The pointer one level deeper, into an array element.
  public func appending(_ index: Int) -> JSONPointer {
    appending(String(index))
  }

  /// The pointer followed by all tokens of `other`.
  public func appending(contentsOf other: JSONPointer) -> JSONPointer {
    JSONPointer(tokens: tokens + other.tokens)
  }

  /// The pointer one level up, or `nil` for the root.
  public var parent: JSONPointer? {
    tokens.isEmpty ? nil : JSONPointer(tokens: Array(tokens.dropLast()))
  }

  /// The escaped text form, e.g. `/color/brand~1primary`.
  public var description: String {
    var text = ""
    for token in tokens {
      text.append("/")
      for character in token {
        switch character {
        case "~": text.append("~0")
        case "/": text.append("~1")
        default: text.append(character)
        }
      }
    }
    return text
  }

  public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
  }
}

extension String {
  /// Decodes `%XX` escapes of a URI fragment; `nil` on a malformed escape or invalid UTF-8.
  fileprivate func removingPercentEncodingForPointer() -> String? {
    guard contains("%") else { return self }
    var bytes: [UInt8] = []
    var utf8 = Array(self.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%") {
        guard utf8.count >= 2,
          let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
