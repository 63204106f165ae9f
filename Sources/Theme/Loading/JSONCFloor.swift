internal import CJSONC

/// The floor that benchmarks compare the token engine against: json-c parsing bytes and
/// nothing else (no copy into Swift values, no checks).
public enum JSONCFloor {
  /// Parses bytes with json-c's strict tokener and frees the result; true when it parsed.
  public static func parse(_ bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth) -> Bool {
    guard let tokener = json_tokener_new_ex(Int32(clamping: maxDepth + 1)) else { return false }
    defer { json_tokener_free(tokener) }
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8)
    var terminated = bytes
    terminated.append(0)
    let object = terminated.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        json_tokener_parse_ex(tokener, $0, Int32(clamping: buffer.count))
      }
    }
    guard let object else { return false }
    json_object_put(object)
    return true
  }
}
