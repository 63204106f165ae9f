/// Column widths of characters in a terminal.
enum DisplayWidth {
  /// 2 for wide characters (East Asian wide and fullwidth, emoji presentation), 0 for controls
  /// and clusters that draw nothing, else 1.
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
      || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return first.properties.generalCategory == .nonspacingMark ? 0 : 1
    }
  }
}
