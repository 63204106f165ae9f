/// A file's bytes with a table of line starts, to turn byte offsets into lines and columns and
/// to cut code frames.
struct SourceText: Sendable {
  /// The path shown in locations.
  let path: String
  /// The text's UTF-8 bytes (a leading BOM removed).
  let bytes: [UInt8]
  private let lineStarts: [Int]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    self.lineStarts = starts
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset.
  func location(ofOffset offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(file: path, line: low + 1, column: column)
  }

  /// The text of a 1-based line, without its line break, with control characters made visible.
  func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
      scalar == "\t" ? " " : scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar
    }))
  }

  /// A code frame: the line with its number and a caret under the column.
  ///
  /// ```
  ///   12 |     "$value": "{color.missing}"
  ///      |               ^
  /// ```
  func codeFrame(at location: SourceLocation) -> String? {
    guard let text = line(location.line) else { return nil }
    let number = String(location.line)
    let gutter = String(repeating: " ", count: number.count)
    let caretPad = String(repeating: " ", count: max(0, location.column - 1))
    return " \(number) | \(text)\n \(gutter) | \(caretPad)^"
  }
}
