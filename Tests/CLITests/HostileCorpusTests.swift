import Foundation
import TestSupport

/// The hostile corpus as the binary tests use it: the committed files' folder and the one
/// large file written for a test (`StopWhileBusyTests`). The corpus itself is checked in process
/// (`WorkflowsTests/Check/HostileCorpusCheckTests`).
enum HostileCorpusTests {
  static let folder = TestPaths.packageRoot + "/Tests/Fixtures/hostile"

  /// Large inputs, written for the test so the repository stays small.
  static let generated:
    [(name: String, rule: String, message: String, write: @Sendable (String) throws -> Void)] = [
      // 8,000 tokens, each two copies of a 2,048-layer shadow: every one is under
      // --max-value-size, and together they are 32 million layers.
      (
        "many-alias-bombs", "limit/resolved-values",
        "references inside values have made more than 10000000 values in this resolution by shadow.m127",
        { path in
          let layer =
            #"{ "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
          var members = [#""s0": { "$value": \#(layer) }"#]
          for level in 1...11 {
            members.append(
              #""s\#(level)": { "$value": ["{shadow.s\#(level - 1)}", "{shadow.s\#(level - 1)}"] }"#
            )
          }
          for index in 0..<8_000 {
            members.append(#""m\#(index)": { "$value": ["{shadow.s11}", "{shadow.s11}"] }"#)
          }
          try #"{ "shadow": { "$type": "shadow", \#(members.joined(separator: ", ")) } }"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        }
      )
    ]
}
