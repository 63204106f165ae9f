/// File and folder names made from names in data: a brand id, a snapshot state, a Tokens Studio
/// set. The one place such a name becomes a path, so none of them can leave the folder it is
/// written into, hide as a dot file, or split into more parts than it has.
public enum GeneratedName {
  /// A part of a file name, strictly: ASCII letters, digits, `-` and `_` stay, anything else
  /// (`/`, `.`, `\`, spaces, controls, other scripts) becomes `_`; an empty part becomes `_`.
  ///
  /// A part that had to change ends with `-` and eight hex digits of a hash of the text as it
  /// was, so names that change alike stay apart, the same in every run: `my.brand` is
  /// `my_brand-…`, never `mybrand` or another `my_brand`; `日本` and `中国` differ.
  public static func strictComponent(_ text: String) -> String {
    if !text.isEmpty, text.utf8.allSatisfy(isStrictlySafe) { return text }
    let safe = String(
      text.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
        default: "_"
        }
      })
    return (safe.isEmpty ? "_" : safe) + "-" + fingerprint(text)
  }

  /// A relative path from a name whose `/` separates folders (a Tokens Studio set such as
  /// `brand/casual`), each part made safe with ``component(_:)``: `../../../victim` becomes
  /// `__/__/__/victim`, which stays below the folder it is joined to.
  public static func relativePath(_ name: String) -> String {
    name.split(separator: "/", omittingEmptySubsequences: false).map { component(String($0)) }
      .joined(separator: "/")
  }

  /// One part of a path, keeping what people name files with (spaces, accents, other scripts):
  /// a NUL, `\`, control, bidirectional control or line separator becomes `_`, and so does each
  /// leading `.` (so `.`, `..` and dot files cannot be made); an empty part is `_`.
  public static func component(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    var leading = true
    for scalar in name.unicodeScalars {
      let refused =
        scalar == "/" || scalar == "\\" || SafeText.isTerminalControl(scalar)
        || (leading && scalar == ".")
      scalars.append(refused ? "_" : scalar)
      if scalar != "." { leading = false }
    }
    return scalars.isEmpty ? "_" : String(scalars)
  }

  /// Eight hex digits of the FNV-1a hash of a text's UTF-8 (stable across runs and machines).
  public static func fingerprint(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// Whether a byte is an ASCII letter, digit, `-` or `_`.
  private static func isStrictlySafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
