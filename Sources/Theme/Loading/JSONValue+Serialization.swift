extension JSONValue {
  /// The value as JSON text: members in their stored order, numbers in their shortest exact
  /// form, integers without a fraction, and only the escapes JSON requires (plus `/` after `<`
  /// so the text is safe inside an HTML `<script>` or `<style>`, and U+2028/U+2029 so it is
  /// safe in JavaScript, and C1 and bidirectional controls so it is safe on a terminal).
  ///
  /// - Parameter indent: Spaces per level, or `nil` for one line.
  public func serialized(indent: Int? = 2) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(to: &output, indent: indent, level: 0)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8], indent: Int?, level: Int) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let flag): output += (flag ? "true" : "false").utf8
    case .number(let number): output += Self.format(number).utf8
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]".utf8
        return
      }
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.newline(&output, indent: indent, level: level + 1)
        element.write(to: &output, indent: indent, level: level + 1)
      }
      Self.newline(&output, indent: indent, level: level)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      guard !object.isEmpty else {
        output += "{}".utf8
        return
      }
      output.append(UInt8(ascii: "{"))
      for (index, member) in object.members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.newline(&output, indent: indent, level: level + 1)
        Self.writeString(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
        member.value.write(to: &output, indent: indent, level: level + 1)
      }
      Self.newline(&output, indent: indent, level: level)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func newline(_ output: inout [UInt8], indent: Int?, level: Int) {
    guard let indent else { return }
    output.append(UInt8(ascii: "\n"))
    // Copied a run of spaces at a time, not byte by byte.
    var count = indent * level
    while count > 0 {
      let run = min(count, spaces.count)
      output.append(contentsOf: spaces[..<run])
      count -= run
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// A number as JSON: integers without `.0`, others in Swift's shortest exact form.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return String(number)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Printable ASCII other than `"` and `\`: a byte written as it is.
  private static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  /// Whether `</` occurs, whose `/` is escaped.
  private static func containsClosingTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count > 1 else { return false }
    for index in 1..<bytes.count
    where bytes[index] == UInt8(ascii: "/") && bytes[index - 1] == UInt8(ascii: "<") {
      return true
    }
    return false
  }

  /// Whether the two bytes after 0xE2 make a bidirectional control.
  private static func isBidiControl(_ next: ArraySlice<UInt8>) -> Bool {
    guard next.count == 2 else { return false }
    let (first, second) = (next[next.startIndex], next[next.startIndex + 1])
    return (first == 0x80 && (second == 0x8E || second == 0x8F || (0xAA...0xAE).contains(second)))
      || (first == 0x81 && (0xA6...0xA9).contains(second))
  }

  private static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: their bytes go in as they are.
    var text = text
    let plain = text.withUTF8 { bytes in
      guard bytes.allSatisfy(isPlain), !containsClosingTag(bytes) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if plain {
      output.append(UInt8(ascii: "\""))
      return
    }
    var previous: UInt8 = 0
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      switch byte {
      case UInt8(ascii: "\""): output += "\\\"".utf8
      case UInt8(ascii: "\\"): output += "\\\\".utf8
      case UInt8(ascii: "\n"): output += "\\n".utf8
      case UInt8(ascii: "\r"): output += "\\r".utf8
      case UInt8(ascii: "\t"): output += "\\t".utf8
      case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): output += "\\/".utf8
      case 0xE2
      where utf8.count >= 2 && utf8[utf8.startIndex] == 0x80
        && (utf8[utf8.startIndex + 1] == 0xA8 || utf8[utf8.startIndex + 1] == 0xA9):
        // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
        output += (utf8[utf8.startIndex + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8
        utf8 = utf8.dropFirst(2)
      case 0xC2 where utf8.first.map({ (0x80...0x9F).contains($0) }) == true:
        // C1 controls are escaped too, so JSON printed to a terminal cannot drive it.
        let second = utf8.popFirst() ?? 0x80
        output += "\\u00".utf8
        output.append(hexDigits[Int(second >> 4)])
        output.append(hexDigits[Int(second & 0xF)])
      case 0xD8 where utf8.first == 0x9C, 0xE2 where Self.isBidiControl(utf8.prefix(2)):
        // Bidirectional controls (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069).
        let scalar = String(decoding: [byte] + utf8.prefix(byte == 0xD8 ? 1 : 2), as: UTF8.self)
          .unicodeScalars.first
        utf8 = utf8.dropFirst(byte == 0xD8 ? 1 : 2)
        let value = scalar?.value ?? 0xFFFD
        output += "\\u".utf8
        for shift in [12, 8, 4, 0] { output.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)]) }
      case 0..<0x20, 0x7F:
        output += "\\u00".utf8
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      default:
        output.append(byte)
      }
      previous = byte
    }
    output.append(UInt8(ascii: "\""))
  }
}
