/// A reference from one token value (or part of one) to another token.
///
/// DTCG 2025.10 has two forms: the curly-brace string `"{color.brand.primary}"` naming a
/// token by its dotted path, and the JSON Pointer object `{ "$ref": "#/color/brand/primary" }`.
public enum AliasReference: Sendable, Hashable, CustomStringConvertible {
  /// `"{a.b.c}"`: the path segments of a token.
  case curly(path: [String])
  /// `{ "$ref": "#/a/b/c" }`: a JSON Pointer into the (merged) token tree.
  case pointer(JSONPointer)

  /// Recognizes either form in a JSON value.
  ///
  /// A string is a curly reference when it is exactly `{…}` with a non-empty body that holds no
  /// further braces; an object is a pointer reference when its only member is a string `$ref`.
  /// Returns `nil` for anything else (including a malformed pointer; see ``isReferenceLike(_:)``).
  public init?(_ value: JSONValue) {
    switch value {
    case .string(let text):
      guard let path = Self.curlyPath(text) else { return nil }
      self = .curly(path: path)
    case .object(let object):
      guard object.count == 1, let ref = object["$ref"]?.string,
        let pointer = JSONPointer(parsing: ref)
      else { return nil }
      self = .pointer(pointer)
    default:
      return nil
    }
  }

  /// Whether a value looks like it means to be a reference, even if it is malformed
  /// (`"{}"`, `"{a..b}"`, `{ "$ref": 3 }`), so that validators can say so instead of
  /// reporting a type mismatch.
  public static func isReferenceLike(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text): text.hasPrefix("{") && text.hasSuffix("}")
    case .object(let object): object["$ref"] != nil
    default: false
    }
  }

  /// The dotted path of a curly reference body, or `nil` if `text` is not one.
  static func curlyPath(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      guard bytes.count >= 3, bytes[0] == UInt8(ascii: "{"),
        bytes[bytes.count - 1] == UInt8(ascii: "}")
      else {
        return nil
      }
      var segments: [String] = []
      var start = 1
      for index in 1...(bytes.count - 1) {
        switch bytes[index] {
        case UInt8(ascii: "{"):
          return nil
        case UInt8(ascii: "}") where index < bytes.count - 1:
          return nil
        case UInt8(ascii: "."), UInt8(ascii: "}"):
          guard index > start else { return nil }
          segments.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          start = index + 1
        default:
          continue
        }
      }
      return segments
    }
  }

  /// The reference as it was written: `{a.b}` or `#/a/b`.
  public var description: String {
    switch self {
    case .curly(let path): "{" + TokenPath.display(path) + "}"
    case .pointer(let pointer): "#" + pointer.description
    }
  }
}
