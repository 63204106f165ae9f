/// A hash that is the same on every machine and in every run (Swift's `Hasher` is seeded per
/// process): FNV-1a over the UTF-8 bytes, 64 bits.
public enum StableHash {
  /// The hash of `text`.
  public static func of(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The hash of `text` as 16 hex digits.
  public static func hex(_ text: String) -> String {
    let hex = String(of(text), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
