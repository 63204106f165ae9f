import Foundation

/// Hostile token files too large to commit, written for the tests that need them.
public enum HostileFiles {
  /// 8,000 tokens, each two copies of a 2,048-layer shadow: every one is under
  /// `--max-value-size`, and together they are 32 million layers (`limit/resolved-values`).
  public static func writeManyAliasBombs(to path: String) throws {
    let layer =
      #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
    var members = [#""s0": { "$value": \#(layer) }"#]
    for level in 1...11 {
      members.append(
        #""s\#(level)": { "$value": ["{shadow.s\#(level - 1)}", "{shadow.s\#(level - 1)}"] }"#)
    }
    for index in 0..<8_000 {
      members.append(#""m\#(index)": { "$value": ["{shadow.s11}", "{shadow.s11}"] }"#)
    }
    try #"{ "shadow": { "$type": "shadow", \#(members.joined(separator: ", ")) } }"#.write(
      toFile: path, atomically: true, encoding: .utf8)
  }
}
