/// The floor that benchmarks compare the token engine against: json-c parsing bytes and
/// nothing else (no copy into Swift values, no checks).
public enum JSONCFloor {
  /// Parses bytes with json-c's strict tokener and frees the result; true when it parsed.
  public static func parse(_ bytes: [UInt8], maxDepth: Int = JSONDocument.defaultMaxDepth) -> Bool {
    if case .success = JSONCParser.tokenize(bytes, maxDepth: maxDepth, { _ in () }) { return true }
    return false
  }
}
