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
        { path in try HostileFiles.writeManyAliasBombs(to: path) }
      )
    ]
}
