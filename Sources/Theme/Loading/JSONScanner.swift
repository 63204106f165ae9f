/// A strict RFC 8259 scanner over source bytes that builds no values.
///
/// json-c builds the values; this scanner closes the gaps json-c leaves in strict mode (number
/// forms such as `-01` or `2.`, `NaN`, single quotes, raw control characters in strings, bytes
/// after the value), records repeated keys, and finds where a ``JSONPointer`` sits in the text
/// when a diagnostic needs a position.
struct JSONScanner {
  /// A grammar problem at a byte offset.
  struct Problem: Error, Equatable {
    var offset: Int
    var message: String
  }

  /// A key that appears twice in one object.
  struct DuplicateKey: Equatable {
    /// The pointer to the member (object path plus key).
    var pointer: JSONPointer
    /// Byte offsets of the earlier and the later key.
    var firstOffset: Int
    var secondOffset: Int
  }

  /// Where a pointer's member key (if it is an object member) and value start.
  struct Position: Equatable {
    var keyOffset: Int?
    var valueOffset: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let maxDepth: Int
  private var offset = 0
  /// The current member path, kept only when checking (for naming repeated keys).
  private var path: [String] = []
  /// The keys of the objects being checked, innermost last (one stack for all, so an object
  /// allocates nothing for its keys).
  private var keyStack: [(key: String, offset: Int)] = []
  private let checking: Bool
  private(set) var duplicates: [DuplicateKey] = []
  /// When locating: the wanted pointers as a trie, walked along with the text.
  private let trie: PointerTrie
  private(set) var found: [Int: Position] = [:]

  private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, targets: [JSONPointer]) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    self.checking = targets.isEmpty
    self.trie = PointerTrie(targets)
  }

  /// Checks the whole text and returns the repeated keys, or the first grammar problem.
  static func validate(_ bytes: [UInt8], maxDepth: Int) -> Result<[DuplicateKey], Problem> {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer, maxDepth: maxDepth, targets: [])
      do throws(Problem) {
        try scanner.scanDocument()
        return .success(scanner.duplicates)
      } catch {
        return .failure(error)
      }
    }
  }

  /// Finds where each pointer's key and value start. Pointers that are not in the text are absent.
  static func locate(_ pointers: Set<JSONPointer>, in bytes: [UInt8], maxDepth: Int)
    -> [JSONPointer:
    Position]
  {
    let targets = Array(pointers)
    return bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer, maxDepth: maxDepth, targets: targets)
      try? scanner.scanDocument()
      var result: [JSONPointer: Position] = [:]
      for (index, position) in scanner.found { result[targets[index]] = position }
      return result
    }
  }

  // MARK: - Grammar

  private mutating func scanDocument() throws(Problem) {
    skipWhitespace()
    try scanValue(depth: 1, node: trie.isEmpty ? nil : 0, keyOffset: nil)
    skipWhitespace()
    if offset < bytes.count {
      // "found …" reads right whatever the byte is ("unexpected a NUL byte" did not).
      throw Problem(
        offset: offset,
        message: "found \(describe(offset)) after the end of the JSON value; nothing may follow it")
    }
  }

  /// `node` is the trie node of the current path while it may still lead to a wanted pointer.
  private mutating func scanValue(depth: Int, node: Int?, keyOffset: Int?) throws(Problem) {
    if let node, let target = trie.target(node) {
      found[target] = Position(keyOffset: keyOffset, valueOffset: offset)
    }
    guard offset < bytes.count else { throw endOfInput() }
    switch bytes[offset] {
    case UInt8(ascii: "{"): try scanObject(depth: depth, node: node)
    case UInt8(ascii: "["): try scanArray(depth: depth, node: node)
    case UInt8(ascii: "\""): _ = try scanString(wantText: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
    case UInt8(ascii: "t"): try scanLiteral("true")
    case UInt8(ascii: "f"): try scanLiteral("false")
    case UInt8(ascii: "n"): try scanLiteral("null")
    case UInt8(ascii: "'"):
      throw Problem(
        offset: offset, message: "strings must use double quotes (\"), not single quotes")
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw Problem(offset: offset, message: "NaN and Infinity are not JSON numbers")
    case UInt8(ascii: "."), UInt8(ascii: "+"):
      throw Problem(offset: offset, message: "a number must start with a digit or '-'")
    default:
      throw Problem(offset: offset, message: "expected a value but found \(describe(offset))")
    }
  }

  private mutating func enter(depth: Int) throws(Problem) {
    if depth > maxDepth {
      throw Problem(
        offset: offset,
        message:
          "nesting is deeper than the limit of \(maxDepth) levels (raise it with --max-depth)")
    }
  }

  private mutating func scanObject(depth: Int, node: Int?) throws(Problem) {
    try enter(depth: depth)
    offset += 1
    var seen = SeenKeys(base: keyStack.count)
    defer { keyStack.removeSubrange(seen.base...) }
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      offset += 1
      return
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count else { throw endOfInput() }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        if bytes[offset] == UInt8(ascii: "'") {
          throw Problem(
            offset: offset, message: "keys must use double quotes (\"), not single quotes")
        }
        throw Problem(
          offset: offset, message: "expected a key in double quotes but found \(describe(offset))")
      }
      let keyOffset = offset
      let key = try scanString(wantText: checking || node != nil)
      if checking {
        if let problem = Self.nulProblem(in: key, at: keyOffset) { throw problem }
        if let first = seen.insert(key, at: keyOffset, into: &keyStack) {
          duplicates.append(
            DuplicateKey(
              pointer: JSONPointer(tokens: path + [key]), firstOffset: first,
              secondOffset: keyOffset))
        }
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw Problem(
          offset: offset, message: "expected ':' after the key but found \(describe(offset))")
      }
      offset += 1
      skipWhitespace()
      let child = node.flatMap { trie.child($0, key) }
      if checking { path.append(key) }
      try scanValue(depth: depth + 1, node: child, keyOffset: keyOffset)
      if checking { path.removeLast() }
      guard try continues(closing: UInt8(ascii: "}")) else { return }
    }
  }

  /// The problem of a key that holds U+0000, however it is written (`\u0000`): json-c keeps
  /// keys as C strings and cuts them at the NUL (`"$value\u0000x"` becomes `$value`), so a
  /// reviewer reading the file with any other tool and SPTheme would see different keys.
  /// Other control characters (`\n`, `\u001b`) are kept whole by json-c, read the same by
  /// every reader, and escaped wherever SPTheme prints or exports a key. `nil` for any key
  /// without U+0000.
  static func nulProblem(in key: String, at offset: Int) -> Problem? {
    guard key.unicodeScalars.contains("\u{0}") else { return nil }
    var shown = ""
    for scalar in key.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        shown += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else if scalar == "\"" || scalar == "\\" {
        shown += "\\" + String(scalar)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return Problem(
      offset: offset,
      message:
        "the key \"\(shown)\" holds a NUL character (U+0000); a key may not hold one, since JSON readers disagree on it (json-c cuts the key there): rename the key"
    )
  }

  private mutating func scanArray(depth: Int, node: Int?) throws(Problem) {
    try enter(depth: depth)
    offset += 1
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      offset += 1
      return
    }
    var index = 0
    while true {
      skipWhitespace()
      let child = node.flatMap { trie.child($0, String(index)) }
      if checking { path.append(String(index)) }
      try scanValue(depth: depth + 1, node: child, keyOffset: nil)
      if checking { path.removeLast() }
      index += 1
      guard try continues(closing: UInt8(ascii: "]")) else { return }
    }
  }

  /// After a member or element: true after a comma (another one follows), false after the
  /// closing bracket.
  private mutating func continues(closing: UInt8) throws(Problem) -> Bool {
    skipWhitespace()
    guard offset < bytes.count else { throw endOfInput() }
    switch bytes[offset] {
    case UInt8(ascii: ","):
      offset += 1
      skipWhitespace()
      if peek(closing) {
        throw Problem(
          offset: offset, message: "a trailing comma is not allowed before \(describeByte(closing))"
        )
      }
      return true
    case closing:
      offset += 1
      return false
    default:
      throw Problem(
        offset: offset,
        message: "expected ',' or \(describeByte(closing)) but found \(describe(offset))")
    }
  }

  private mutating func scanLiteral(_ word: StaticString) throws(Problem) {
    let start = offset
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard offset < bytes.count else { throw endOfInput() }
      guard bytes[offset] == byte else {
        throw Problem(offset: start, message: "expected '\(word)' but found \(describeWord(start))")
      }
      offset += 1
    }
    if offset < bytes.count, isWordByte(bytes[offset]) {
      throw Problem(offset: start, message: "expected '\(word)' but found \(describeWord(start))")
    }
  }

  private mutating func scanNumber() throws(Problem) {
    let start = offset
    if peek(UInt8(ascii: "-")) { offset += 1 }
    guard offset < bytes.count else { throw endOfInput() }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        throw Problem(offset: start, message: "numbers must not have leading zeros")
      }
    } else if isDigit(bytes[offset]) {
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    } else if bytes[offset] == UInt8(ascii: "I") {
      throw Problem(offset: start, message: "NaN and Infinity are not JSON numbers")
    } else {
      throw Problem(
        offset: start, message: "expected a digit after '-' but found \(describe(offset))")
    }
    if peek(UInt8(ascii: ".")) {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw Problem(offset: start, message: "a decimal point must be followed by a digit")
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    var hasExponent = false
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      hasExponent = true
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw Problem(offset: start, message: "an exponent must have at least one digit")
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if offset < bytes.count, isWordByte(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") {
      throw Problem(offset: start, message: "malformed number \(describeWord(start))")
    }
    // Only an exponent or some 300 digits can leave the range of a double.
    if hasExponent || offset - start > 300 {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      if let value = Double(text), !value.isFinite {
        throw Problem(
          offset: start,
          message: "the number \(text.prefix(24)) is too large (numbers must stay within ±1.8e308)")
      }
    }
  }

  /// Scans a string starting at its opening quote; returns its decoded text if `wantText`.
  private mutating func scanString(wantText: Bool) throws(Problem) -> String {
    let start = offset
    offset += 1
    var plainStart = offset
    var text = ""
    while true {
      guard offset < bytes.count else {
        throw Problem(
          offset: start, message: "unterminated string: the text ends before its closing '\"'")
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        if wantText {
          text += String(
            decoding: UnsafeBufferPointer(rebasing: bytes[plainStart..<offset]), as: UTF8.self)
        }
        offset += 1
        return text
      case UInt8(ascii: "\\"):
        if wantText {
          text += String(
            decoding: UnsafeBufferPointer(rebasing: bytes[plainStart..<offset]), as: UTF8.self)
        }
        try scanEscape(into: &text, wantText: wantText)
        plainStart = offset
      case 0..<0x20:
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "a control character"
        throw Problem(
          offset: offset,
          message:
            "\(name) cannot appear raw inside a string; write it as an escape such as \\n or \\t")
      case 0x80...:
        try scanUTF8Sequence()
      default:
        offset += 1
      }
    }
  }

  private mutating func scanEscape(into text: inout String, wantText: Bool) throws(Problem) {
    let start = offset
    offset += 1
    guard offset < bytes.count else { throw endOfInput() }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): text.append("\"")
    case UInt8(ascii: "\\"): text.append("\\")
    case UInt8(ascii: "/"): text.append("/")
    case UInt8(ascii: "b"): text.append("\u{08}")
    case UInt8(ascii: "f"): text.append("\u{0C}")
    case UInt8(ascii: "n"): text.append("\n")
    case UInt8(ascii: "r"): text.append("\r")
    case UInt8(ascii: "t"): text.append("\t")
    case UInt8(ascii: "u"):
      let unit = try scanHex4(escapeStart: start)
      if (0xD800..<0xDC00).contains(unit), offset + 1 < bytes.count,
        bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      {
        let save = offset
        offset += 2
        let low = try scanHex4(escapeStart: save)
        if (0xDC00..<0xE000).contains(low) {
          let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          if wantText, let value = Unicode.Scalar(scalar) { text.unicodeScalars.append(value) }
          return
        }
        offset = save
      }
      if wantText { text.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}") }
    default:
      throw Problem(offset: start, message: "unknown escape \\\(describeByte(byte)) in a string")
    }
  }

  private mutating func scanHex4(escapeStart: Int) throws(Problem) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else { throw endOfInput() }
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw Problem(
          offset: escapeStart, message: "\\u must be followed by four hexadecimal digits")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  /// Checks one UTF-8 sequence (no overlong forms, no surrogates, at most U+10FFFF).
  private mutating func scanUTF8Sequence() throws(Problem) {
    let start = offset
    let lead = bytes[offset]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: throw invalidUTF8(at: start)
    }
    offset += 1
    for index in 1..<length {
      guard offset < bytes.count else { throw invalidUTF8(at: start) }
      let byte = bytes[offset]
      let (low, high) = index == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
      guard byte >= low, byte <= high else { throw invalidUTF8(at: start) }
      offset += 1
    }
  }

  // MARK: - Helpers

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    offset < bytes.count && bytes[offset] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), 0x80...:
      true
    default:
      false
    }
  }

  private func endOfInput() -> Problem {
    Problem(
      offset: bytes.count,
      message: "unexpected end of input: the file ends inside a value (is it truncated?)")
  }

  private func invalidUTF8(at offset: Int) -> Problem {
    Problem(offset: offset, message: "invalid UTF-8: the file must be saved as UTF-8 text")
  }

  private func describe(_ offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    return describeByte(bytes[offset])
  }

  private func describeByte(_ byte: UInt8) -> String {
    switch byte {
    case 0: "a NUL byte"
    case 0x0A: "a line break"
    case 0x09: "a tab"
    case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
    default: "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
  }

  /// The word starting at `offset` (up to 20 bytes), quoted, for messages.
  private func describeWord(_ start: Int) -> String {
    var end = start
    while end < bytes.count, end - start < 20,
      isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")
    {
      end += 1
    }
    if end == start { return describe(start) }
    return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      + "'"
  }
}

/// The wanted pointers as a trie of reference tokens.
struct PointerTrie {
  private var children: [[String: Int]] = [[:]]
  private var targets: [Int?] = [nil]

  init(_ pointers: [JSONPointer]) {
    for (index, pointer) in pointers.enumerated() {
      var node = 0
      for token in pointer.tokens {
        if let next = children[node][token] {
          node = next
        } else {
          children.append([:])
          targets.append(nil)
          children[node][token] = children.count - 1
          node = children.count - 1
        }
      }
      targets[node] = index
    }
  }

  var isEmpty: Bool { children[0].isEmpty && targets[0] == nil }

  func child(_ node: Int, _ token: String) -> Int? { children[node][token] }

  /// The index of the pointer that ends at this node, if any.
  func target(_ node: Int) -> Int? { targets[node] }
}

/// The keys of one object seen so far: its part of the scanner's key stack, then a dictionary
/// once the object is large.
private struct SeenKeys {
  /// Where this object's keys start on the stack.
  let base: Int
  private var index: [String: Int]?

  init(base: Int) {
    self.base = base
  }

  /// Records a key; returns the earlier offset when it was seen before.
  mutating func insert(
    _ key: String, at offset: Int, into stack: inout [(key: String, offset: Int)]
  ) -> Int? {
    // Looked up and changed through the optional, never bound to a copy: a bound copy would
    // make each insert copy the whole dictionary.
    if index != nil {
      if let first = index?[key] { return first }
      index?[key] = offset
      return nil
    }
    for position in base..<stack.count where stack[position].key == key {
      return stack[position].offset
    }
    stack.append((key, offset))
    if stack.count - base > 16 {
      var dictionary: [String: Int] = [:]
      for (key, offset) in stack[base...] { dictionary[key] = offset }
      index = dictionary
    }
    return nil
  }
}
