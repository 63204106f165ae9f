internal import CJSONC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes JSON text with json-c (`json_object_to_json_string_ext`), byte for byte the text of
/// ``JSONValue/serialized(indent:)`` with two-space indentation.
///
/// json-c builds and prints the tree (`JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
/// JSON_C_TO_STRING_NOSLASHESCAPE`). Where its own printing differs from SPTheme's canonical
/// form, the node gets a fixed text through json-c's user-data serializer
/// (`json_object_set_serializer` with `json_object_userdata_to_json_string`), as json-c does
/// itself for `json_object_new_double_s`:
/// - numbers that are not whole: Swift's shortest exact form instead of json-c's `%.17g`;
/// - empty objects and arrays: `{}` and `[]` instead of a line break inside;
/// - strings with `\b`, `\f`, DEL, U+2028, U+2029 or `</`, which SPTheme escapes differently;
/// - objects with such a key (keys cannot carry a serializer), written whole.
enum JSONCWriter {
  /// The value as JSON text indented by two spaces, without a final newline.
  static func serialize(_ value: JSONValue) -> String {
    guard let object = make(value, level: 0) else { return "null" }
    defer { json_object_put(object) }
    let flags = JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE
    guard let text = json_object_to_json_string_ext(object, flags) else { return value.serialized() }
    return String(cString: text)
  }

  /// A json-c object for a value at a nesting level (`nil` is JSON null, as in json-c).
  private static func make(_ value: JSONValue, level: Int) -> OpaquePointer? {
    switch value {
    case .null:
      return nil
    case .bool(let flag):
      return json_object_new_boolean(flag ? 1 : 0)
    case .number(let number):
      guard number.isFinite else { return nil }
      if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
        return json_object_new_int64(Int64(number))
      }
      return JSONValue.format(number).withCString { json_object_new_double_s(number, $0) }
    case .string(let text):
      let object = json_object_new_string_len(text, Int32(clamping: text.utf8.count))
      if needsOwnEscaping(text) { fix(object, as: JSONValue.string(text).serialized(), level: level) }
      return object
    case .array(let elements):
      guard let array = json_object_new_array_ext(Int32(clamping: elements.count)) else { return nil }
      if elements.isEmpty { fix(array, as: "[]", level: level) }
      for element in elements { json_object_array_add(array, make(element, level: level + 1)) }
      return array
    case .object(let members):
      guard let object = json_object_new_object() else { return nil }
      if members.isEmpty || members.members.contains(where: { needsOwnEscaping($0.key) }) {
        fix(object, as: value.serialized(indent: 2), level: level)
        return object
      }
      for member in members.members {
        let child = make(member.value, level: level + 1)
        member.key.withCString { _ = json_object_object_add(object, $0, child) }
      }
      return object
    }
  }

  /// Whether json-c would escape a string differently from ``JSONValue/serialized(indent:)``.
  private static func needsOwnEscaping(_ text: String) -> Bool {
    // Printable ASCII without "</" is the usual text: one pass over its bytes decides.
    let plain =
      text.utf8.withContiguousStorageIfAvailable(isPlain) ?? Array(text.utf8).withUnsafeBufferPointer(isPlain)
    if plain { return false }
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{8}", "\u{C}", "\u{7F}", "\u{2028}", "\u{2029}": return true
      case "/" where previous == "<": return true
      default: previous = scalar
      }
    }
    return false
  }

  /// Whether bytes are printable ASCII without "</".
  private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var lessThan = false
    for byte in bytes {
      if byte < 0x20 || byte >= 0x7F || (lessThan && byte == UInt8(ascii: "/")) { return false }
      lessThan = byte == UInt8(ascii: "<")
    }
    return true
  }

  /// Makes json-c print `text` (indented for `level`) for this node.
  private static func fix(_ object: OpaquePointer?, as text: String, level: Int) {
    guard let object else { return }
    let indented = level == 0 ? text : text.replacing("\n", with: "\n" + String(repeating: "  ", count: level))
    guard let copy = strdup(indented) else { return }
    json_object_set_serializer(object, json_object_userdata_to_json_string, copy, json_object_free_userdata)
  }
}

extension JSONValue {
  /// The value as JSON text indented by two spaces, written by json-c; the same bytes as
  /// ``serialized(indent:)`` with `indent: 2`.
  public func serializedWithJSONC() -> String {
    JSONCWriter.serialize(self)
  }
}
