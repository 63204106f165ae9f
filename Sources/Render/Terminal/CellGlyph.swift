/// A cell's character: one Unicode scalar (nearly every cell), or a longer grapheme cluster (a
/// flag, a family emoji, a letter with combining marks) kept as the character itself.
enum CellGlyph: Sendable, Hashable {
  case scalar(Unicode.Scalar)
  /// A character of more than one scalar.
  case cluster(Character)

  /// The glyph of a character.
  init(_ character: Character) {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    if let first = iterator.next(), iterator.next() == nil {
      self = .scalar(first)
    } else {
      self = .cluster(character)
    }
  }

  /// The glyph of one scalar.
  init(_ scalar: Unicode.Scalar) {
    self = .scalar(scalar)
  }

  /// The scalar, when the character is one scalar.
  var scalar: Unicode.Scalar? {
    if case .scalar(let scalar) = self { scalar } else { nil }
  }

  /// The character.
  var character: Character {
    switch self {
    case .scalar(let scalar): Character(scalar)
    case .cluster(let character): character
    }
  }

  /// Whether the glyph is a space (U+0020).
  var isSpace: Bool { scalar == " " }

  /// Whether two glyphs are the very same scalars (``isEquivalent(to:)`` also takes canonically
  /// equivalent spellings as equal).
  func isIdentical(to other: CellGlyph) -> Bool {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): a == b
    case (.cluster(let a), .cluster(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
    default: false
    }
  }

  /// Whether two glyphs are the same character as `Character` compares them (canonical
  /// equivalence), not only the same scalars.
  func isEquivalent(to other: CellGlyph) -> Bool {
    if case .scalar(let a) = self, case .scalar(let b) = other {
      if a == b { return true }
      if a.value < 0x300 && b.value < 0x300 { return false }
    }
    return character == other.character
  }
}
