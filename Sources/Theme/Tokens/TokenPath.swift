import Platform

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
          _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(
            fromContentsOf: bytes)
          offset += bytes.count
        }
      }
      return offset
    }
  }

  /// The segments of a dotted path (`""` has none), then `last` if given, in an array of exactly
  /// that size. Names cannot hold a dot, so every path made by ``display(_:)`` splits back into
  /// its segments.
  static func segments(of name: String, appending last: String? = nil) -> [String] {
    var name = name
    return name.withUTF8 { bytes in
      var count = last == nil ? 0 : 1
      if !bytes.isEmpty { count += 1 + bytes.count { $0 == UInt8(ascii: ".") } }
      var segments: [String] = []
      segments.reserveCapacity(count)
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
        segments.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      if !bytes.isEmpty {
        segments.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      }
      if let last { segments.append(last) }
      return segments
    }
  }

  /// `segments` as a dotted path, if it reads back as the same segments (no segment is empty
  /// or holds a dot).
  static func dotted(_ segments: [String]) -> String? {
    var text = display(segments)
    let dots = text.withUTF8 { bytes in bytes.count { $0 == UInt8(ascii: ".") } }
    return dots == max(0, segments.count - 1) && !segments.contains(where: \.isEmpty) ? text : nil
  }

  /// Whether `name` is `prefix.last` (or `last` when `prefix` is empty), compared in place.
  static func name(_ name: String, is prefix: String, then last: String) -> Bool {
    var (name, prefix, last) = (name, prefix, last)
    return name.withUTF8 { name in
      prefix.withUTF8 { prefix in
        last.withUTF8 { last in
          let lastStart = prefix.isEmpty ? 0 : prefix.count + 1
          guard name.count == lastStart + last.count else { return false }
          // memcmp: under a group 500 deep the prefix is a kilobyte, compared for every token.
          func same(_ start: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = name.baseAddress, let otherBase = other.baseAddress else {
              return other.isEmpty
            }
            return RawMemory.equal(base + start, otherBase, count: other.count)
          }
          if !prefix.isEmpty {
            guard name[prefix.count] == UInt8(ascii: "."), same(0, prefix) else { return false }
          }
          return same(lastStart, last)
        }
      }
    }
  }

  /// `prefix.last`, or `last` when `prefix` is empty.
  static func joining(_ prefix: String, _ last: String) -> String {
    prefix.isEmpty ? last : prefix + "." + last
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
    if first == UInt8(ascii: "$") {
      return "names starting with '$' are reserved for DTCG properties"
    }
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "}"):
        return "names cannot contain '{' or '}' (they mark references)"
      case UInt8(ascii: "."):
        return "names cannot contain '.' (it separates the parts of a token path)"
      default: continue
      }
    }
    return nil
  }
}
