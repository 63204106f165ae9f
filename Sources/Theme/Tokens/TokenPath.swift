/// Helpers for dotted token paths (`color.brand.primary`).
enum TokenPath {
  /// The dotted form of a path.
  static func display(_ path: [String]) -> String {
    // Sized once and filled in place: `joined(separator:)` grows its result piece by piece.
    guard path.count > 1 else { return path.first ?? "" }
    var length = path.count - 1
    for part in path { length += part.utf8.count }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var offset = 0
      for (index, part) in path.enumerated() {
        if index > 0 {
          buffer[offset] = UInt8(ascii: ".")
          offset += 1
        }
        var part = part
        part.withUTF8 { bytes in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
          offset += bytes.count
        }
      }
      return offset
    }
  }

  /// `path` with `name` after it, in an array of exactly that size (`path + [name]` makes room
  /// for twice as many, and a large brand keeps one such array per token).
  static func appending(_ path: [String], _ name: String) -> [String] {
    var result: [String] = []
    result.reserveCapacity(path.count + 1)
    result.append(contentsOf: path)
    result.append(name)
    return result
  }

  /// Why a group or token name is not allowed, or `nil` if it is fine.
  static func nameProblem(_ name: String) -> String? {
    guard let first = name.utf8.first else { return "a name cannot be empty" }
    if first == UInt8(ascii: "$") { return "names starting with '$' are reserved for DTCG properties" }
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "}"): return "names cannot contain '{' or '}' (they mark references)"
      case UInt8(ascii: "."): return "names cannot contain '.' (it separates the parts of a token path)"
      default: continue
      }
    }
    return nil
  }
}
