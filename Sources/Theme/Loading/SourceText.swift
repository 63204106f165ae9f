/// A file's bytes with a table of line starts, to turn byte offsets into lines and columns and
/// to cut code frames.
struct SourceText: Sendable {
  /// The path shown in locations.
  let path: String
  /// The text's UTF-8 bytes (a leading BOM removed).
  let bytes: [UInt8]
  private let lineStarts: [UInt32]
  /// For each line of more than ``markStride`` bytes (by its 0-based number), the byte offsets of
  /// its scalars number `markStride`, `2 × markStride`, … (0-based from the line's start), so a
  /// code frame far along a long line starts its walk at the nearest mark: twenty thousand
  /// findings on one 500 KB line (a minified `sptheme.json`) cost twenty thousand short walks,
  /// not twenty thousand walks of the line (minutes).
  private let columnMarks: [Int: [UInt32]]
  static let markStride = 1024

  /// A text of `bytes` (a leading BOM removed).
  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts: [UInt32] = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      starts.append(UInt32(truncatingIfNeeded: index + 1))
    }
    self.lineStarts = starts
    var marks: [Int: [UInt32]] = [:]
    for line in starts.indices {
      let start = Int(starts[line])
      let end = line + 1 < starts.count ? Int(starts[line + 1]) : bytes.count
      guard end - start > Self.markStride else { continue }
      var offsets: [UInt32] = []
      var scalars = 0
      for index in start..<end where bytes[index] & 0xC0 != 0x80 {
        if scalars > 0, scalars % Self.markStride == 0 {
          offsets.append(UInt32(truncatingIfNeeded: index))
        }
        scalars += 1
      }
      marks[line] = offsets
    }
    self.columnMarks = marks
  }

  /// The 1-based line and column (in Unicode scalars) of a byte offset in `bytes`, this text's
  /// bytes.
  func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = Int(lineStarts[low])
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(file: path, line: low + 1, column: column)
  }

  /// The locations of many byte offsets at once, in their order: one walk over the bytes in
  /// offset order, so that a thousand findings on one long line (a minified file) cost one
  /// pass over the line, not one each.
  func locations(ofOffsets offsets: [Int], in bytes: [UInt8]) -> [SourceLocation] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var result = Array(
      repeating: SourceLocation(file: path, line: 1, column: 1), count: offsets.count)
    var line = 0
    var index = 0
    var column = 1
    for position in order {
      let offset = max(0, min(offsets[position], bytes.count))
      while line + 1 < lineStarts.count, Int(lineStarts[line + 1]) <= offset {
        line += 1
        index = Int(lineStarts[line])
        column = 1
      }
      while index < offset {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      result[position] = SourceLocation(file: path, line: line + 1, column: column)
    }
    return result
  }

  /// The byte range of a 1-based line, without its line break.
  private func lineRange(_ number: Int, in bytes: [UInt8]) -> Range<Int>? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let start = Int(lineStarts[number - 1])
    var end = number < lineStarts.count ? Int(lineStarts[number]) - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<end
  }

  /// Text for a frame: tabs as spaces, other control characters as U+FFFD.
  private static func visible(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
    scalars.map { scalar in
      scalar == "\t"
        ? " " : scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar
    }
  }

  /// A code frame: the line with its number and a caret under the column.
  ///
  /// ```
  ///   12 |     "$value": "{color.missing}"
  ///      |               ^
  /// ```
  ///
  /// A line longer than `width` columns is cut to a window around the column, with `…` marking
  /// what is left out, so a minified file does not flood the terminal. Only that window of the
  /// line is decoded.
  func codeFrame(at location: SourceLocation, width: Int = 120) -> String? {
    guard let range = lineRange(location.line, in: bytes) else { return nil }
    // The byte offset of the column, then a slice of bytes around it.
    var offset = range.lowerBound
    var column = 1
    let mark = (location.column - 1) / Self.markStride
    if mark > 0, let marks = columnMarks[location.line - 1], !marks.isEmpty {
      let nearest = min(mark, marks.count)
      offset = min(Int(marks[nearest - 1]), range.upperBound)
      column = nearest * Self.markStride + 1
    }
    while offset < range.upperBound, column < location.column {
      offset += 1
      if offset >= range.upperBound || bytes[offset] & 0xC0 != 0x80 { column += 1 }
    }
    var sliceStart = max(range.lowerBound, offset - 4 * width)
    while sliceStart > range.lowerBound, bytes[sliceStart] & 0xC0 == 0x80 { sliceStart -= 1 }
    let sliceEnd = min(range.upperBound, offset + 4 * width)
    let scalars = Self.visible(
      String(decoding: bytes[sliceStart..<sliceEnd], as: UTF8.self).unicodeScalars)
    var caret = String(decoding: bytes[sliceStart..<offset], as: UTF8.self).unicodeScalars.count
    var first = max(0, min(caret - width / 2, scalars.count - width))
    var last = min(scalars.count, first + width)
    if scalars.count <= width { (first, last) = (0, scalars.count) }
    var shown: [Unicode.Scalar] = Array(scalars[first..<last])
    caret -= first
    if first > 0 || sliceStart > range.lowerBound {
      shown.insert("…", at: 0)
      caret += 1
    }
    if last < scalars.count || sliceEnd < range.upperBound { shown.append("…") }
    var text = ""
    text.unicodeScalars.append(contentsOf: shown)
    let number = String(location.line)
    let gutter = String(repeating: " ", count: number.count)
    return " \(number) | \(text)\n \(gutter) | \(String(repeating: " ", count: max(0, caret)))^"
  }
}
