/// How many terminal columns text occupies, like POSIX `wcwidth`/`wcswidth`, per grapheme cluster.
///
/// A `Character` (one extended grapheme cluster) is 0, 1 or 2 columns:
/// - C0 and C1 controls and DEL (also `"\r\n"`) are 0;
/// - East Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables, fullwidth
///   forms) and emoji with emoji presentation are 2;
/// - combining marks, zero-width joiners, variation selectors and other format characters add
///   nothing to the character they are attached to, and are 0 on their own;
/// - a text-default emoji followed by U+FE0F VARIATION SELECTOR-16 (`❤️`, keycaps such as `1️⃣`)
///   is 2; a pair of regional indicators (a flag such as `🇫🇷`) is 2, a lone one is 1;
/// - emoji ZWJ sequences (`👨‍👩‍👧`), skin-tone modifiers (`👍🏽`) and tag sequences are 2, the
///   width of their widest part;
/// - everything else is 1 (including spacing marks inside a cluster, so `कि` is 1, as terminals
///   that cluster graphemes draw it).
///
/// The data comes from range tables compiled into the code (Unicode 15.0.0; see
/// `DisplayWidth+Tables.swift`); nothing is read at run time. Grapheme clusters are Swift's own.
public enum DisplayWidth {
  /// The column width of one grapheme cluster: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first { return byte < 0x20 || byte == 0x7F ? 0 : 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 { return of(first) }
    var widest = 0
    var regionalIndicators = 0
    var hasEmojiSelector = false
    for scalar in scalars {
      if isControl(scalar.value) { return 0 }
      widest = max(widest, of(scalar))
      if isRegionalIndicator(scalar.value) { regionalIndicators += 1 }
      if scalar.value == 0xFE0F { hasEmojiSelector = true }
    }
    if regionalIndicators >= 2 { return 2 }
    if hasEmojiSelector && first.properties.isEmoji { return 2 }
    return widest
  }

  /// The column width of one Unicode scalar on its own: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if isControl(value) { return 0 }
    if contains(zeroWidthRanges, value) { return 0 }
    if contains(wideRanges, value) { return 2 }
    return 1
  }

  /// The column width of a string: the sum of the widths of its grapheme clusters.
  public static func of<S: StringProtocol>(_ string: S) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// The longest prefix of `string` that fits in `columns` columns, never splitting a grapheme
  /// cluster, and its width (which is `columns - 1` when the next character is wide and only one
  /// column was left).
  public static func prefix<S: StringProtocol>(_ string: S, columns: Int) -> (
    text: String, width: Int
  ) {
    var text = ""
    var width = 0
    for character in string {
      let next = of(character)
      if width + next > columns { break }
      text.append(character)
      width += next
    }
    return (text, width)
  }

  /// `string` cut or padded with spaces to exactly `columns` columns.
  ///
  /// A wide character that would straddle the last column is left out and its place padded, so
  /// the result is always `columns` wide.
  public static func fit<S: StringProtocol>(_ string: S, columns: Int) -> String {
    let (text, width) = prefix(string, columns: max(0, columns))
    return text + String(repeating: " ", count: max(0, columns - width))
  }

  /// C0 controls, DEL and C1 controls.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }

  /// Binary search in a flat table of inclusive first/last pairs, sorted and disjoint.
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2 - 1
    if high < 0 || value < table[0] || value > table[table.count - 1] { return false }
    while low <= high {
      let middle = (low + high) / 2
      if value < table[2 * middle] {
        high = middle - 1
      } else if value > table[2 * middle + 1] {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
