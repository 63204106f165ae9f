import Testing

@testable import Render

/// Beside the snapshot store: which differences a record mode writes, where the mode comes from
/// when `--record` is not given, and which shard a snapshot falls in.
@Suite struct SnapshotRecordPolicyTests {
  struct RecordCase: CustomTestStringConvertible, Sendable {
    var mode: SnapshotRecordMode
    var written: [SnapshotComparison.Kind]
    var testDescription: String { mode.rawValue }
  }

  static let recordCases = [
    RecordCase(mode: .never, written: []),
    RecordCase(mode: .missing, written: [.missing]),
    RecordCase(mode: .failed, written: [.missing, .changed]),
    RecordCase(mode: .all, written: [.missing, .changed]),
  ]

  @Test(arguments: recordCases) func aModeWritesWhatItSays(_ test: RecordCase) {
    let kinds: [SnapshotComparison.Kind] = [.missing, .changed, .orphaned]
    #expect(kinds.filter(test.mode.records) == test.written, "orphans go only with --prune")
    #expect(test.mode.replacesRoles == (test.mode != .missing))
  }

  struct EnvironmentCase: CustomTestStringConvertible, Sendable {
    var environment: [String: String]
    var mode: SnapshotRecordMode?
    var testDescription: String { "\(environment)" }
  }

  static let environmentCases = [
    EnvironmentCase(environment: [:], mode: .missing),
    EnvironmentCase(environment: ["CI": "true"], mode: .never),
    EnvironmentCase(environment: ["CI": "1"], mode: .never),
    EnvironmentCase(environment: ["CI": "0"], mode: .missing),
    EnvironmentCase(environment: ["CI": "false"], mode: .missing),
    EnvironmentCase(environment: ["CI": ""], mode: .missing),
    EnvironmentCase(environment: ["CI": "true", "SPTHEME_RECORD": "all"], mode: .all),
    EnvironmentCase(environment: ["SPTHEME_RECORD": ""], mode: .missing),
    EnvironmentCase(environment: ["SPTHEME_RECORD": "sometimes"], mode: nil),
  ]

  @Test(arguments: environmentCases) func theDefaultComesFromTheEnvironment(
    _ test: EnvironmentCase
  ) {
    do {
      let mode = try SnapshotRecordMode.fromEnvironment(test.environment)
      #expect(mode == test.mode)
    } catch {
      #expect(test.mode == nil)
      #expect(
        error.description
          == "SPTHEME_RECORD must be one of never, missing, failed, all, not 'sometimes'")
    }
  }

  /// FNV-1a, 64 bits: the same on every machine and in every run, so a snapshot's shard is too.
  @Test func theShardOfASnapshotIsStable() {
    #expect(StableHash.hex("") == "cbf29ce484222325")
    #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
    let cases: [(SnapshotName, [Int])] = [
      (
        SnapshotName(
          block: "sign-in", state: "default", brand: "studio", appearance: "light", size: "large"),
        [1, 1, 2, 3, 7]
      ),
      (
        SnapshotName(
          block: "login", state: "error", brand: "folio", appearance: "dark", size: "ax3"),
        [1, 2, 3, 2, 2]
      ),
    ]
    for (name, indexes) in cases {
      #expect([1, 2, 3, 4, 7].map { SnapshotResults.Shard.index(of: name, count: $0) } == indexes)
      #expect(SnapshotResults.Shard(index: indexes[2], count: 3).contains(name))
    }
  }
}
