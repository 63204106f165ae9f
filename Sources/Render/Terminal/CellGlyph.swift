/// A cell's character as 32 bits: a character of one Unicode scalar is that scalar's value; a
/// longer grapheme cluster (a flag, a family emoji, a letter with combining marks) is a number
/// in a process-wide table, above every scalar value.
struct CellGlyph: Sendable, Hashable {
  let rawValue: UInt32

  /// Numbers of the table start here: above U+10FFFF.
  private static let firstClusterNumber: UInt32 = 0x0100_0000

  private static let clusters = InternTable<Character>(
    seed: [], same: { $0.unicodeScalars.elementsEqual($1.unicodeScalars) })

  /// The glyph of a character.
  init(_ character: Character) {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    if let first = iterator.next(), iterator.next() == nil {
      rawValue = first.value
    } else {
      rawValue = Self.firstClusterNumber + Self.clusters.number(of: character)
    }
  }

  /// The glyph of one scalar.
  init(_ scalar: Unicode.Scalar) {
    rawValue = scalar.value
  }

  /// The scalar, when the character is one scalar.
  var scalar: Unicode.Scalar? {
    rawValue < Self.firstClusterNumber ? Unicode.Scalar(rawValue) : nil
  }

  /// The character.
  var character: Character {
    if let scalar { return Character(scalar) }
    return Self.clusters.value(rawValue - Self.firstClusterNumber)
  }

  /// Whether two glyphs are the same character as `Character` compares them (canonical
  /// equivalence), not only the same scalars.
  func isEquivalent(to other: CellGlyph) -> Bool {
    if rawValue == other.rawValue { return true }
    if rawValue < 0x300 && other.rawValue < 0x300 { return false }
    return character == other.character
  }
}
