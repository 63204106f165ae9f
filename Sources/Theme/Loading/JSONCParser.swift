internal import CJSONC

/// The seam to libjson-c: the only code in SPTheme that calls json-c.
///
/// json-c's tokener runs in strict mode with UTF-8 validation; its result is copied into a
/// ``JSONValue`` tree and the C objects are released before returning.
enum JSONCParser {
  /// Why json-c refused a text. Each case names its `json_tokener_error` counterpart.
  struct Failure: Error, Equatable {
    /// What went wrong.
    var kind: Kind
    /// The byte offset where json-c stopped.
    var offset: Int
  }

  /// The kinds of refusal.
  enum Kind: Equatable {
    /// `json_tokener_error_depth`: nesting deeper than the limit.
    case depth
    /// `json_tokener_continue` or `json_tokener_error_parse_eof`: the text ended inside a value.
    case unexpectedEnd
    /// `json_tokener_error_parse_utf8_string`: bytes that are not UTF-8.
    case invalidUTF8
    /// Any other `json_tokener_error_parse_*`, with json-c's own description.
    case syntax(String)
  }

  /// Parses `bytes` (without a BOM). On failure returns json-c's byte offset of the problem.
  static func parse(_ bytes: [UInt8], maxDepth: Int) -> Result<JSONValue, Failure> {
    tokenize(bytes, maxDepth: maxDepth) { object in convert(object) }
  }

  /// Runs json-c's strict tokener over `bytes`, hands the parsed object to `body`, then frees it.
  static func tokenize<T>(_ bytes: [UInt8], maxDepth: Int, _ body: (OpaquePointer?) -> T) -> Result<
    T, Failure
  > {
    // json-c counts every value as a level, a scalar inside the innermost array too; the limit
    // is on arrays and objects, so json-c gets one level more and the scanner checks the exact limit.
    guard let tokener = json_tokener_new_ex(Int32(clamping: min(maxDepth, Int(Int32.max) - 1) + 1))
    else {
      return .failure(Failure(kind: .syntax("json-c could not allocate a tokener"), offset: 0))
    }
    defer { json_tokener_free(tokener) }
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8)

    // json-c only finishes a lone top-level scalar when the terminating NUL is part of the length.
    var terminated = bytes
    terminated.append(0)
    let object = terminated.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        json_tokener_parse_ex(tokener, $0, Int32(clamping: buffer.count))
      }
    }
    defer { if let object { json_object_put(object) } }
    let error = json_tokener_get_error(tokener)
    guard error == json_tokener_success else {
      return .failure(
        Failure(
          kind: kind(of: error), offset: min(Int(json_tokener_get_parse_end(tokener)), bytes.count))
      )
    }
    return .success(body(object))
  }

  private static func kind(of error: json_tokener_error) -> Kind {
    switch error {
    case json_tokener_error_depth: .depth
    case json_tokener_continue, json_tokener_error_parse_eof: .unexpectedEnd
    case json_tokener_error_parse_utf8_string: .invalidUTF8
    default: .syntax(String(cString: json_tokener_error_desc(error)))
    }
  }

  /// Copies a json-c object tree into a ``JSONValue``. A `nil` object is JSON `null`.
  private static func convert(_ object: OpaquePointer?) -> JSONValue {
    guard let object else { return .null }
    switch json_object_get_type(object) {
    case json_type_null:
      return .null
    case json_type_boolean:
      return .bool(json_object_get_boolean(object) != 0)
    case json_type_int, json_type_double:
      return .number(json_object_get_double(object))
    case json_type_string:
      let length = Int(json_object_get_string_len(object))
      guard let pointer = json_object_get_string(object) else { return .string("") }
      let buffer = UnsafeRawBufferPointer(start: pointer, count: length)
      return .string(String(decoding: buffer, as: UTF8.self))
    case json_type_array:
      let count = json_object_array_length(object)
      var elements: [JSONValue] = []
      elements.reserveCapacity(count)
      for index in 0..<count {
        elements.append(convert(json_object_array_get_idx(object, index)))
      }
      return .array(elements)
    case json_type_object:
      var members: [JSONObject.Member] = []
      members.reserveCapacity(Int(json_object_object_length(object)))
      var iterator = json_object_iter_begin(object)
      var end = json_object_iter_end(object)
      while json_object_iter_equal(&iterator, &end) == 0 {
        let key = String(cString: json_object_iter_peek_name(&iterator))
        members.append(
          JSONObject.Member(key: key, value: convert(json_object_iter_peek_value(&iterator))))
        json_object_iter_next(&iterator)
      }
      return .object(JSONObject(uniqueMembers: members))
    default:
      return .null
    }
  }
}
