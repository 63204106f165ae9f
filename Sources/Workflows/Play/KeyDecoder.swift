/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Text is decoded as UTF-8 (a character split across two reads waits for its last byte);
/// runs of printable characters come out as one `.text` key, so a paste is one edit. Escape
/// sequences: CSI (`ESC [`) and SS3 (`ESC O`) arrows, `ESC [ Z` (Shift-Tab), `ESC [ 5~` / `6~`
/// (pages); other sequences are dropped whole. A lone ESC is ambiguous until the next byte, so
/// it is held: ``flush()`` turns it into `.escape` when no byte follows in time. ESC followed by
/// a printable character is Alt with that character.
public struct KeyDecoder: Sendable {
  /// A decoder holding nothing.
  public init() {}

  private var pending: [UInt8] = []

  /// Whether bytes are held (a lone ESC or part of a character or sequence).
  public var isHolding: Bool { !pending.isEmpty }

  /// Decodes `bytes` after whatever was held; returns the complete keys.
  public mutating func feed(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      if !text.isEmpty {
        keys.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll()
      }
    }
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        flushText()
        guard index + 1 < pending.count else {
          pending = Array(pending[index...])
          return keys
        }
        guard let (key, length) = Self.escape(pending, at: index) else {
          // An unfinished sequence: wait for the rest.
          pending = Array(pending[index...])
          return keys
        }
        if let key { keys.append(key) }
        index += length
      case 0x09:
        flushText()
        keys.append(.tab)
        index += 1
      case 0x0D, 0x0A:
        flushText()
        keys.append(.enter)
        // A CR LF pair (some terminals send both) is one Return.
        index += byte == 0x0D && index + 1 < pending.count && pending[index + 1] == 0x0A ? 2 : 1
      case 0x7F, 0x08:
        flushText()
        keys.append(.backspace)
        index += 1
      case 0x00..<0x20:
        flushText()
        keys.append(.control(Character(UnicodeScalar(byte + 0x60))))
        index += 1
      case 0x80...:
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + length <= pending.count else {
          flushText()
          pending = Array(pending[index...])
          return keys
        }
        text += pending[index..<(index + length)]
        index += length
      default:
        text.append(byte)
        index += 1
      }
    }
    flushText()
    pending = []
    return keys
  }

  /// What is held once no more bytes came: a lone ESC is Esc; a broken sequence is dropped.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    if pending == [0x1B] { return [.escape] }
    if pending.first == 0x1B && pending.count > 1 { return [] }
    return pending.isEmpty ? [] : [.text(String(decoding: pending, as: UTF8.self))]
  }

  /// The key of the escape sequence at `start` and its length; nil when it is unfinished. The key
  /// is nil for sequences the player ignores (function keys, mouse, focus reports).
  public static func escape(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
    let next = bytes[start + 1]
    switch next {
    case UInt8(ascii: "["):
      // CSI: parameters and intermediates 0x20–0x3F, then a final byte 0x40–0x7E.
      var end = start + 2
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }
      let final = bytes[end]
      let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      let length = end - start + 1
      switch (final, parameters) {
      case (UInt8(ascii: "A"), _): return (.up, length)
      case (UInt8(ascii: "B"), _): return (.down, length)
      case (UInt8(ascii: "C"), _): return (.right, length)
      case (UInt8(ascii: "D"), _): return (.left, length)
      case (UInt8(ascii: "Z"), _): return (.backTab, length)
      case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
      case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
      default: return (nil, length)
      }
    case UInt8(ascii: "O"):
      guard start + 2 < bytes.count else { return nil }
      switch bytes[start + 2] {
      case UInt8(ascii: "A"): return (.up, 3)
      case UInt8(ascii: "B"): return (.down, 3)
      case UInt8(ascii: "C"): return (.right, 3)
      case UInt8(ascii: "D"): return (.left, 3)
      default: return (nil, 3)
      }
    case 0x1B:
      // Esc pressed twice: the first is a lone Esc.
      return (.escape, 1)
    case 0x20..<0x7F:
      return (.alt(Character(UnicodeScalar(next))), 2)
    case 0x7F:
      return (.backspace, 2)
    default:
      return (.escape, 1)
    }
  }
}
