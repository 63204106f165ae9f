/// Parses a large document with json-c one piece at a time.
///
/// json-c's tree takes many times the bytes of its text (every object carries a hash table), so
/// a large document is not handed to it whole: objects and arrays larger than
/// ``JSONCPieces/pieceBytes`` are walked here, and json-c parses each member's value (and key)
/// on its own, converted and freed before the next. Every byte is still parsed by json-c; only
/// the punctuation between the pieces is read here, from a text the scanner has already checked.
struct JSONCPieces {
  /// Values of at most this many bytes go to json-c whole.
  static let pieceBytes = 1 << 18

  private let bytes: UnsafeBufferPointer<UInt8>
  private let maxDepth: Int
  private let pieceBytes: Int
  private var offset = 0

  private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, pieceBytes: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    self.pieceBytes = pieceBytes
  }

  /// Parses `bytes`, which ``JSONScanner/validate(_:maxDepth:)`` has accepted, handing json-c
  /// values of at most `pieceBytes` bytes.
  static func parse(_ bytes: [UInt8], maxDepth: Int, pieceBytes: Int = Self.pieceBytes)
    -> Result<JSONValue, JSONCParser.Failure>
  {
    bytes.withUnsafeBufferPointer { buffer in
      var pieces = JSONCPieces(bytes: buffer, maxDepth: maxDepth, pieceBytes: pieceBytes)
      do throws(JSONCParser.Failure) {
        pieces.skipWhitespace()
        return .success(try pieces.value())
      } catch {
        return .failure(error)
      }
    }
  }

  private mutating func value() throws(JSONCParser.Failure) -> JSONValue {
    let start = offset
    let end = Self.end(ofValueAt: start, in: bytes)
    guard end - start > pieceBytes, bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") else {
      offset = end
      return try piece(start..<end)
    }
    offset += 1
    return bytes[start] == UInt8(ascii: "{") ? .object(try members()) : .array(try elements())
  }

  private mutating func members() throws(JSONCParser.Failure) -> JSONObject {
    var members: [JSONObject.Member] = []
    while advance(past: UInt8(ascii: "}")) {
      let keyStart = offset
      offset = Self.end(ofValueAt: keyStart, in: bytes)
      guard case .string(let text) = try piece(keyStart..<offset) else {
        throw JSONCParser.Failure(kind: .syntax("expected a key"), offset: keyStart)
      }
      // json-c keeps keys as C strings: an escaped NUL ends the key, whatever the file's size.
      let key = text.utf8.contains(0) ? String(decoding: text.utf8.prefix { $0 != 0 }, as: UTF8.self) : text
      skipWhitespace()
      offset += 1  // ':'
      skipWhitespace()
      members.append(JSONObject.Member(key: key, value: try value()))
    }
    // A repeated key keeps the later value in the earlier place, as json-c does.
    return JSONObject(members)
  }

  private mutating func elements() throws(JSONCParser.Failure) -> [JSONValue] {
    var elements: [JSONValue] = []
    while advance(past: UInt8(ascii: "]")) { elements.append(try value()) }
    return elements
  }

  /// Steps over whitespace and a separating comma; false (and past it) at the closing bracket.
  private mutating func advance(past closing: UInt8) -> Bool {
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
      offset += 1
      skipWhitespace()
    }
    guard offset < bytes.count, bytes[offset] != closing else {
      offset += 1
      return false
    }
    return true
  }

  /// json-c parses one piece; its failure offsets are made offsets in the whole text.
  private func piece(_ range: Range<Int>) throws(JSONCParser.Failure) -> JSONValue {
    let result = JSONCParser.parse(Array(bytes[range]), maxDepth: maxDepth)
    switch result {
    case .success(let value): return value
    case .failure(var failure):
      failure.offset += range.lowerBound
      throw failure
    }
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count, JSONCPieces.isWhitespace(bytes[offset]) { offset += 1 }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Where the value starting at `start` ends, in a text already checked.
  static func end(ofValueAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var offset = start
    var depth = 0
    var inString = false
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if inString {
        if byte == UInt8(ascii: "\\") {
          offset += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return offset }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return offset }
        if depth < 0 { return offset - 1 }
      case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
        if depth == 0 { return offset - 1 }
      default:
        continue
      }
    }
    return offset
  }
}
