import Platform
import Theme

/// Token files that grow in one direction, for the rows that show a cost stays linear: many
/// findings on one line, many legacy colors to migrate, many tokens under a deep group.
enum ScaleFiles {
  /// One shadow whose `count` layers are aliases to a color token: `count` type errors, all on
  /// one line (a minified file).
  static func findings(_ count: Int) -> String {
    let layers = Array(repeating: "\"{c}\"", count: count).joined(separator: ",")
    return #"{"c":{"$type":"color","$value":{"colorSpace":"srgb","components":[0,0,0]}},"#
      + #""s":{"$type":"shadow","$value":["# + layers + "]}}"
  }

  /// `count` colors written as hex strings, as Tokens Studio and Style Dictionary write them.
  static func legacyColors(_ count: Int) -> String {
    var text = #"{"color":{"$type":"color""#
    text.reserveCapacity(count * 40)
    for index in 0..<count {
      let hex = String(index &* 2_654_435_761 & 0xFFFFFF, radix: 16)
      let padded = String(repeating: "0", count: 6 - hex.count) + hex
      text += ",\"c\(index)\":{\"$value\":\"#\(padded)\"}"
    }
    return text + "}}"
  }

  /// `count` dimension tokens in one group `depth` groups deep.
  static func deep(_ count: Int, depth: Int) -> String {
    var text = String(repeating: #"{"g":"#, count: depth - 1) + #"{"$type":"dimension""#
    text.reserveCapacity(count * 50 + depth * 6)
    for index in 0..<count {
      text += #","t\#(index)":{"$value":{"value":\#(index % 50),"unit":"px"}}"#
    }
    return text + "}" + String(repeating: "}", count: depth - 1)
  }

  /// Writes `text` to `path`; stops the run when it cannot.
  static func save(_ text: String, to path: String) -> String {
    do {
      try FileSystem.write(text, to: path)
    } catch {
      fatalError("cannot write \(path): \(error)")
    }
    return path
  }
}
