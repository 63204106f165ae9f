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
  /// Where each object or array of more than `pieceBytes` ends, by where it starts: found in one
  /// pass, so that a large value is not read again to find its end at each level above it.
  private let largeEnds: [Int: Int]
  private var offset = 0

  private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, pieceBytes: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    self.pieceBytes = pieceBytes
    largeEnds = Self.largeContainerEnds(in: bytes, larger: pieceBytes)
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

  /// The value at the current offset; `end` is where it ends, when the caller has found that.
  private mutating func value(end known: Int? = nil) throws(JSONCParser.Failure) -> JSONValue {
    let start = offset
    let end = known ?? self.end(ofValueAt: start)
    guard end - start > pieceBytes, isContainer(at: start) else {
      offset = end
      return try piece(start..<end)
    }
    offset += 1
    return bytes[start] == UInt8(ascii: "{") ? .object(try members()) : .array(try elements())
  }

  /// The members of a large object. Runs of small members go to json-c together, as one
  /// object of at most `pieceBytes`; a large member's value is walked in turn.
  private mutating func members() throws(JSONCParser.Failure) -> JSONObject {
    var members: [JSONObject.Member] = []
    var run: Range<Int>?
    while advance(past: UInt8(ascii: "}")) {
      let memberStart = offset
      offset = Self.end(ofValueAt: memberStart, in: bytes)
      let keyEnd = offset
      skipWhitespace()
      offset += 1  // ':'
      skipWhitespace()
      let valueStart = offset
      let valueEnd = end(ofValueAt: valueStart)
      if valueEnd - valueStart > pieceBytes, isContainer(at: valueStart) {
        if let pending = run {
          members += try piece(pending, open: "{", close: "}").object?.members ?? []
        }
        run = nil
        members.append(
          JSONObject.Member(key: try key(memberStart..<keyEnd), value: try value(end: valueEnd)))
        continue
      }
      offset = valueEnd
      if let pending = run, valueEnd - pending.lowerBound <= pieceBytes {
        run = pending.lowerBound..<valueEnd
      } else {
        if let pending = run {
          members += try piece(pending, open: "{", close: "}").object?.members ?? []
        }
        run = memberStart..<valueEnd
      }
    }
    if let pending = run {
      members += try piece(pending, open: "{", close: "}").object?.members ?? []
    }
    // A repeated key keeps the later value in the earlier place, as json-c does.
    return JSONObject(members)
  }

  /// The elements of a large array, in runs of at most `pieceBytes` as for members.
  private mutating func elements() throws(JSONCParser.Failure) -> [JSONValue] {
    var elements: [JSONValue] = []
    var run: Range<Int>?
    while advance(past: UInt8(ascii: "]")) {
      let start = offset
      let end = self.end(ofValueAt: start)
      if end - start > pieceBytes, isContainer(at: start) {
        if let pending = run { elements += try piece(pending, open: "[", close: "]").array ?? [] }
        run = nil
        elements.append(try value(end: end))
        continue
      }
      offset = end
      if let pending = run, end - pending.lowerBound <= pieceBytes {
        run = pending.lowerBound..<end
      } else {
        if let pending = run { elements += try piece(pending, open: "[", close: "]").array ?? [] }
        run = start..<end
      }
    }
    if let pending = run { elements += try piece(pending, open: "[", close: "]").array ?? [] }
    return elements
  }

  private func isContainer(at offset: Int) -> Bool {
    bytes[offset] == UInt8(ascii: "{") || bytes[offset] == UInt8(ascii: "[")
  }

  /// A member's key, parsed by json-c as a string.
  private func key(_ range: Range<Int>) throws(JSONCParser.Failure) -> String {
    guard case .string(let text) = try piece(range) else {
      throw JSONCParser.Failure(kind: .syntax("expected a key"), offset: range.lowerBound)
    }
    // json-c keeps keys as C strings: an escaped NUL ends the key, whatever the file's size.
    return text.utf8.contains(0)
      ? String(decoding: text.utf8.prefix { $0 != 0 }, as: UTF8.self) : text
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

  /// json-c parses one piece, the text of `range` between `open` and `close` if given; its
  /// failure offsets are made offsets in the whole text.
  private func piece(_ range: Range<Int>, open: Unicode.Scalar? = nil, close: Unicode.Scalar? = nil)
    throws(JSONCParser.Failure) -> JSONValue
  {
    var text: [UInt8] = []
    text.reserveCapacity(range.count + 2)
    if let open { text.append(UInt8(ascii: open)) }
    text.append(contentsOf: bytes[range])
    if let close { text.append(UInt8(ascii: close)) }
    switch JSONCParser.parse(text, maxDepth: maxDepth) {
    case .success(let value): return value
    case .failure(var failure):
      failure.offset = range.lowerBound + max(0, failure.offset - (open == nil ? 0 : 1))
      throw failure
    }
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count, JSONCPieces.isWhitespace(bytes[offset]) { offset += 1 }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Where the value starting at `start` ends: a large container's end as found at the start,
  /// any other value's by reading it.
  private func end(ofValueAt start: Int) -> Int {
    largeEnds[start] ?? Self.end(ofValueAt: start, in: bytes)
  }

  /// Where each object or array of more than `larger` bytes ends, by its start, in a text
  /// already checked.
  static func largeContainerEnds(in bytes: UnsafeBufferPointer<UInt8>, larger: Int) -> [Int: Int] {
    var ends: [Int: Int] = [:]
    var starts: [Int] = []
    _ = scan(bytes, from: 0) { byte, offset in
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        starts.append(offset - 1)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let start = starts.popLast(), offset - start > larger { ends[start] = offset }
      default:
        break
      }
      return nil
    }
    return ends
  }

  /// Where the value starting at `start` ends, in a text already checked.
  static func end(ofValueAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var depth = 0
    return scan(bytes, from: start) { byte, offset in
      switch byte {
      case UInt8(ascii: "\""):
        return depth == 0 ? offset : nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return offset }
        if depth < 0 { return offset - 1 }
      case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
        if depth == 0 { return offset - 1 }
      default:
        break
      }
      return nil
    }
  }

  /// Reads a text already checked from `start`, and calls `visit` with each byte outside
  /// strings, and with each string's closing quote (a string counts as one piece, ending
  /// there), together with the offset after it, until `visit` gives the offset to stop at; the
  /// end of the text otherwise.
  @inline(__always)
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ visit: (UInt8, Int) -> Int?
  ) -> Int {
    var offset = start
    var inString = false
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if inString {
        if byte == UInt8(ascii: "\\") {
          offset += 1
          continue
        }
        guard byte == UInt8(ascii: "\"") else { continue }
        inString = false
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        continue
      }
      if let stop = visit(byte, offset) { return stop }
    }
    return offset
  }
}
